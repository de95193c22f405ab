#if canImport(os)
    import os
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#else
    import Foundation
#endif

/// A value that many threads share, reached only through ``withLock(_:)``.
///
/// The lock is not re-entrant and is held only for the body: callers keep
/// bodies to reading and writing `State`, and never run code they do not
/// own (a model's `init()`, `init(from:)`, a closure condition) inside one,
/// because that code may come back to the same lock.
final class Locked<State: Sendable>: @unchecked Sendable {
    // `@unchecked`: `state` is read and written only between `lock()` and `unlock()`.
    /// In memory of its own: a stored property handed `inout` to the body
    /// would be checked for exclusive access at run time on every call,
    /// which the lock already guarantees.
    private let state: UnsafeMutablePointer<State>
    private let lock = PlatformLock()

    init(_ state: State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
        lock.destroy()
    }

    /// Runs `body` on the state with the lock held, and returns its result.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state.pointee)
    }
}

/// A lock in memory of its own, which never moves, for an object that
/// guards its own stored properties with it (and destroys it in `deinit`).
///
/// `Synchronization.Mutex` needs macOS 15 and iOS 18; this works on every
/// platform Formwork ships for: `os_unfair_lock` on Apple platforms,
/// a `pthread_mutex_t` on Linux and Android, `NSLock` elsewhere.
struct PlatformLock: @unchecked Sendable {
    // `@unchecked`: the primitive is only used through its own functions, which are thread-safe.
    #if canImport(os)
        private let primitive = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
        private let primitive = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    #else
        private let primitive = NSLock()
    #endif

    init() {
        #if canImport(os)
            primitive.initialize(to: os_unfair_lock())
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
            primitive.initialize(to: pthread_mutex_t())
            pthread_mutex_init(primitive, nil)
        #endif
    }

    /// Frees the lock; called once, by the owner's `deinit`.
    func destroy() {
        #if canImport(os)
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
            pthread_mutex_destroy(primitive)
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        #endif
    }

    func lock() {
        #if canImport(os)
            os_unfair_lock_lock(primitive)
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
            pthread_mutex_lock(primitive)
        #else
            primitive.lock()
        #endif
    }

    func unlock() {
        #if canImport(os)
            os_unfair_lock_unlock(primitive)
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
            pthread_mutex_unlock(primitive)
        #else
            primitive.unlock()
        #endif
    }

    /// Runs `body` with the lock held.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
