import Foundation

/// A sample server's command line: where it listens, and the options of its
/// own. The Vapor server (`Samples/VaporServer`) links this file.
///
/// ```swift
/// let line = ServerCommandLine(CommandLine.arguments, usage: "USAGE: signup-server [--port <port>]")
/// line.port   // 9000 for `signup-server --port 9000`, 8080 without
/// ```
///
/// `--help` (or `-h`) prints `usage` and exits 0; an unknown option, one
/// without its value or a port outside 0...65535 prints `usage` on standard
/// error and exits 64 (`EX_USAGE`).
struct ServerCommandLine {
    var hostname = "127.0.0.1"
    var port = 8080
    /// The values of the server's own options (`--database`), by name,
    /// their defaults where the command line gives none.
    var options: [String: String]

    /// Reads `arguments` (the program's name first), which may give the
    /// options named in `options`, whose values are their defaults.
    init(_ arguments: [String], usage: String, options: [String: String] = [:]) {
        self.options = options
        var arguments = arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch (argument, arguments.popFirst()) {
            case ("--hostname", let value?):
                hostname = value
            case ("--port", let value?) where Int(value).map({ (0...65535).contains($0) }) == true:
                port = Int(value) ?? port
            case (let name, let value?) where options[name] != nil && !value.isEmpty:
                self.options[name] = value
            case ("--help", _), ("-h", _):
                print(usage)
                exit(0)
            default:
                FileHandle.standardError.write(Data("\(usage)\n".utf8))
                exit(64)
            }
        }
    }
}
