import Hummingbird

/// The sign-up server, listening on `hostname:port`, reading bodies within
/// `limits`. `runService()` runs it until SIGINT or SIGTERM, then it stops
/// accepting connections and finishes the requests under way.
///
/// ```swift
/// let app = try makeSignUpServer(port: 8080)
/// try await app.runService()
/// ```
///
/// Throws only when the sign-up model is misdeclared, naming the property and the fix.
public func makeSignUpServer(
    hostname: String = "127.0.0.1", port: Int = 8080, limits: ServerLimits = ServerLimits()
) throws -> some ApplicationProtocol {
    Application(
        router: try makeSignUpRouter(limits: limits),
        configuration: ApplicationConfiguration(address: .hostname(hostname, port: port), serverName: "signup-server"))
}

/// The routes of ``makeSignUpServer(hostname:port:limits:)``, with a new empty store.
func makeSignUpRouter(limits: ServerLimits = ServerLimits()) throws -> Router<BasicRequestContext> {
    let router = Router()
    try SignUpRoutes(limits: limits).add(to: router)
    return router
}
