#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The pipe through which a signal handler tells the session which signals
/// arrived: the handler writes each signal's number as one byte, and the
/// session polls the read end together with the terminal's input.
///
/// There is one pipe for the process, made the first time ``shared`` is
/// read and never closed, so the handler needs no mutable state: it reads
/// an immutable global that ``SessionSignals/install()`` initialises before
/// it installs the handler. Reading an initialised global takes the
/// runtime's once-token fast path, an atomic load, which neither locks nor
/// allocates, so it is safe in a signal handler. Both ends are non-blocking, so a
/// handler never waits on a full pipe (a byte lost then changes nothing, as
/// one byte of each signal is enough) and draining stops when it is empty;
/// both are closed on `exec`.
struct SignalPipe: Sendable {
    /// The end the session reads.
    let readEnd: Int32
    /// The end the signal handler writes.
    let writeEnd: Int32

    /// The process's pipe, `nil` when the system could not make one.
    static let shared = SignalPipe()

    private init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// The signal numbers written since the last call, in the order they came.
    func drain() -> [Int32] {
        var numbers: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 {
                numbers += buffer[..<count].map { Int32($0) }
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return numbers
            }
        }
    }
}
