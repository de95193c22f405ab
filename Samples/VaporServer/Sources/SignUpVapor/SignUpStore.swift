import Fluent
import FluentSQLiteDriver

/// The sign-ups kept in the database, by number (from 1, in the order they
/// were stored).
///
/// ```swift
/// let store = SignUpStore(request.db)
/// let number = try await store.add(signUp)   // or SignUpStore.Refusal.emailTaken
/// try await store.entry(number)?.email       // signUp.email
/// ```
struct SignUpStore: Sendable {
    /// Why the database refused a sign-up the form accepted.
    enum Refusal: Error, Hashable {
        /// Another sign-up holds the same email (in any letter case).
        case emailTaken
    }

    let database: any Database

    init(_ database: any Database) {
        self.database = database
    }

    /// Stores `signUp` and returns its number; throws ``Refusal/emailTaken``
    /// when the table's unique email refuses it, and the database's own
    /// error for anything else.
    func add(_ signUp: SignUp) async throws -> Int {
        let record = try SignUpRecord(signUp)
        do {
            try await record.create(on: database)
        } catch let error as SQLiteError where Self.isEmailTaken(error) {
            throw Refusal.emailTaken
        }
        return try record.requireID()
    }

    /// Every sign-up stored, by number.
    func all() async throws -> [SignUp] {
        try await SignUpRecord.query(on: database).sort(\.$id).all().map { try $0.signUp() }
    }

    /// Sign-up number `number`, if there is one.
    func entry(_ number: Int) async throws -> SignUp? {
        try await SignUpRecord.find(number, on: database)?.signUp()
    }

    /// Whether `error` is SQLite refusing a row for the unique email: its
    /// message names the column as `signups.email`.
    static func isEmailTaken(_ error: SQLiteError) -> Bool {
        error.reason == .constraintUniqueFailed && error.message.hasSuffix("\(SignUpRecord.schema).email")
    }
}
