import Foundation
import SignUpServer

// swift run --package-path Samples/Server signup-server [--hostname 127.0.0.1] [--port 8080]
let usage = "USAGE: signup-server [--hostname <address>] [--port <port>]"
var hostname = "127.0.0.1"
var port = 8080
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch (argument, arguments.popFirst()) {
    case ("--hostname", let value?):
        hostname = value
    case ("--port", let value?) where Int(value).map({ (0...65535).contains($0) }) == true:
        port = Int(value) ?? port
    case ("--help", _), ("-h", _):
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("\(usage)\n".utf8))
        exit(64)
    }
}
print("Sign-up form on http://\(hostname):\(port)/ (Ctrl-C stops the server)")
try await makeSignUpServer(hostname: hostname, port: port).runService()
