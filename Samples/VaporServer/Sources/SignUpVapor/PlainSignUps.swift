import Vapor

/// The sign-ups `POST /plain` binds, kept in memory in the order they
/// arrived, numbered from 1. The comparison route keeps them as the
/// Hummingbird server keeps its own, without a database, so that its
/// figure is the cost of Vapor's decoder and not of a store.
actor PlainSignUps {
    private var entries: [PlainSignUp] = []

    /// Stores `signUp` and returns its number.
    func add(_ signUp: PlainSignUp) -> Int {
        entries.append(signUp)
        return entries.count
    }

    /// Every sign-up stored, oldest first.
    func all() -> [PlainSignUp] { entries }
}

extension Application {
    /// The sign-ups the server's `POST /plain` keeps, once
    /// `configureSignUpServer(_:hostname:port:database:limits:)` has set it up.
    var plainSignUps: PlainSignUps? {
        get { storage[PlainSignUpsKey.self] }
        set { storage[PlainSignUpsKey.self] = newValue }
    }

    private struct PlainSignUpsKey: StorageKey {
        typealias Value = PlainSignUps
    }
}
