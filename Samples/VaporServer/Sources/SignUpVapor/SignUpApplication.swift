import Fluent
import FluentSQLiteDriver
import Formwork
import Foundation
import Vapor

extension FormParameters.DecodingLimits {
    /// What one request to the sign-up server may send, set in one place:
    /// 2 MiB bodies (the avatar fits, a video does not), 200 parameters or
    /// parts (the page posts a few dozen), 1 MiB for one part; keys, depth
    /// and part headers keep Formwork's defaults.
    public static let signUpServer = FormParameters.DecodingLimits(
        maxParameterCount: 200, maxBodySize: 2 * 1024 * 1024, maxParts: 200, maxPartSize: 1024 * 1024)
}

/// Where the server keeps its sign-ups unless told: `signup-vapor.sqlite`
/// in the system's temporary directory.
public let defaultSignUpDatabase = FileManager.default.temporaryDirectory
    .appendingPathComponent("signup-vapor.sqlite").path

/// Sets `app` up as the sign-up server: listening on `hostname:port`,
/// keeping sign-ups in the SQLite file at `database` (made, with its table,
/// when it is missing), reading bodies within `limits`.
///
/// ```swift
/// let app = try await Application.make(.production)
/// try await configureSignUpServer(app, database: "/var/lib/signup/signups.sqlite")
/// try await app.execute()   // until SIGINT or SIGTERM
/// try await app.asyncShutdown()
/// ```
///
/// Throws when the sign-up model is misdeclared (naming the property and
/// the fix) or the database cannot be opened or migrated.
public func configureSignUpServer(
    _ app: Application, hostname: String = "127.0.0.1", port: Int = 8080, database: String = defaultSignUpDatabase,
    limits: FormParameters.DecodingLimits = .signUpServer
) async throws {
    app.http.server.configuration.hostname = hostname
    app.http.server.configuration.port = port
    app.http.server.configuration.serverName = "signup-vapor"
    // No route collects more than a form may send; the posts read their
    // bodies themselves (`body: .stream`) within the same size.
    app.routes.defaultMaxBodySize = ByteCount(value: limits.maxBodySize)
    // Vapor writes its error answers ({"error":true,"reason":…}) with the
    // global JSON encoder: with its keys sorted, one refusal is always the same bytes.
    ContentConfiguration.global.use(encoder: SignUpRecord.encoder, for: .json)
    app.databases.use(.sqlite(.file(database)), as: .sqlite)
    app.migrations.add(CreateSignUps())
    try await app.autoMigrate()
    let routes = try SignUpRoutes(limits: limits)
    routes.register(on: app)
    app.plainSignUps = routes.plainSignUps
}
