#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pages the system mapped for the process anew (minor page faults):
/// memory a freed allocation handed back to the system costs this again
/// when it is allocated next, whatever code allocates it.
enum PageFaults {
    /// Minor page faults of the process so far, or `nil` where `getrusage` fails.
    static func count() -> Int? {
        var usage = rusage()
        #if canImport(Glibc)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        return Int(usage.ru_minflt)
    }

    /// The page faults one run of `body` takes, over ten runs after a first.
    static func perRun(of body: () throws -> Void) throws -> Int? {
        try body()
        let runs = 10
        guard let before = count() else { return nil }
        for _ in 0..<runs { try body() }
        guard let after = count() else { return nil }
        return (after - before) / runs
    }
}
