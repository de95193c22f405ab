import Fluent

/// The `signups` table, made when the server starts on a database without
/// it: a number the database gives each row, the model's JSON, and the
/// email, unique.
struct CreateSignUps: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(SignUpRecord.schema)
            .field("id", .int, .identifier(auto: true))
            .field("email", .string, .required)
            .field("model", .string, .required)
            .unique(on: "email")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SignUpRecord.schema).delete()
    }
}
