import Hummingbird

/// The sign-up server, listening on `hostname:port`, reading bodies within
/// `limits`. `runService()` runs it until SIGINT or SIGTERM, then it stops
/// accepting connections and finishes the requests under way.
///
/// ```swift
/// let app = makeSignUpServer(port: 8080)
/// try await app.runService()
/// ```
public func makeSignUpServer(
    hostname: String = "127.0.0.1", port: Int = 8080, limits: ServerLimits = ServerLimits()
) -> some ApplicationProtocol {
    Application(
        router: makeSignUpRouter(limits: limits),
        configuration: ApplicationConfiguration(address: .hostname(hostname, port: port), serverName: "signup-server"))
}

/// The routes of ``makeSignUpServer(hostname:port:limits:)``, with a new empty store.
func makeSignUpRouter(limits: ServerLimits = ServerLimits()) -> Router<BasicRequestContext> {
    let router = Router()
    SignUpRoutes(limits: limits).add(to: router)
    return router
}
