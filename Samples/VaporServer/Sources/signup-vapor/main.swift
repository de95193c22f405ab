import Foundation
import SignUpVapor
import Vapor

// swift run --package-path Samples/VaporServer signup-vapor [--hostname 127.0.0.1] [--port 8080] [--database PATH]
let line = ServerCommandLine(
    CommandLine.arguments, usage: "USAGE: signup-vapor [--hostname <address>] [--port <port>] [--database <path>]",
    options: ["--database": defaultSignUpDatabase])
let database = line.options["--database"] ?? defaultSignUpDatabase
// The flags above are the whole command line: Vapor runs its `serve`
// command with them, in the production environment (its log level
// `notice` unless LOG_LEVEL says otherwise).
var environment = Environment.production
environment.arguments = [CommandLine.arguments.first ?? "signup-vapor"]
try LoggingSystem.bootstrap(from: &environment)
let app = try await Application.make(environment)
do {
    try await configureSignUpServer(app, hostname: line.hostname, port: line.port, database: database)
    print("Sign-up form on http://\(line.hostname):\(line.port)/, sign-ups in \(database) (Ctrl-C stops the server)")
    try await app.execute()
} catch {
    app.logger.report(error: error)
    try? await app.asyncShutdown()
    exit(1)
}
try await app.asyncShutdown()
