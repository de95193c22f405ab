import SignUpServer

// swift run --package-path Samples/Server signup-server [--hostname 127.0.0.1] [--port 8080]
let line = ServerCommandLine(
    CommandLine.arguments, usage: "USAGE: signup-server [--hostname <address>] [--port <port>]")
print("Sign-up form on http://\(line.hostname):\(line.port)/ (Ctrl-C stops the server)")
try await makeSignUpServer(hostname: line.hostname, port: line.port).runService()
