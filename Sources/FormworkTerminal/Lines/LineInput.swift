#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Lines read from a file descriptor, one answer each.
///
/// It reads one byte at a time and never past the line's `\n`, so whatever
/// follows the answers in a pipe is still there for the program once the
/// form is filled. A line ends at `\n`, and a `\r` before it is dropped, so
/// answers written on Windows read the same. Bytes that are not UTF-8 read
/// as U+FFFD. The last line may lack its `\n`; after it comes the end.
struct LineInput {
    /// The file descriptor lines are read from.
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its line break, or `nil` at the end of the
    /// input. With `signals`, `nil` as well as soon as a signal is written
    /// there, whatever was typed of the line: the read stops for the
    /// caller to answer the signal.
    func readLine(stoppingAt signals: SignalPipe? = nil) throws(TerminalFillError) -> String? {
        var bytes: [UInt8] = []
        while true {
            if let signals, !waitForInput(orSignalOn: signals) { return nil }
            guard let byte = try readByte() else { break }
            if byte == UInt8(ascii: "\n") {
                if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
                return String(decoding: bytes, as: UTF8.self)
            }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// One byte, or `nil` at the end; an interrupted read is retried, and a
    /// descriptor that would block is waited on.
    private func readByte() throws(TerminalFillError) -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 1 { return byte }
            if count == 0 { return nil }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: waitForInput()
            default: throw .systemCallFailed("read", errno: errno)
            }
        }
    }

    /// Waits until the input can be read (`true`) or a signal was written
    /// to `signals` (`false`), which is left for its reader to drain.
    private func waitForInput(orSignalOn signals: SignalPipe) -> Bool {
        var requests = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        while poll(&requests, 2, -1) < 0, errno == EINTR {}
        return requests[1].revents & Int16(POLLIN) == 0
    }

    private func waitForInput() {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
    }
}
