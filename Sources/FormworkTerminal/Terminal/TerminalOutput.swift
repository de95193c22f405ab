#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes text to a file descriptor completely.
///
/// ```swift
/// try TerminalOutput(descriptor: STDOUT_FILENO).write("\u{1B}[?1049h")
/// ```
///
/// `write` may take fewer bytes than given, or none when a signal
/// interrupts it or a non-blocking descriptor is full; every byte is
/// written in order all the same, waiting with `poll` until the descriptor
/// takes more. Any other failure is thrown.
struct TerminalOutput {
    /// The descriptor written to.
    let descriptor: Int32

    /// Writes all of `text`'s UTF-8 bytes.
    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { rest in
                systemWrite(descriptor, rest.baseAddress, rest.count)
            }
            if count >= 0 {
                written += count
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&entry, 1, -1)
            } else if errno != EINTR {
                throw TerminalFillError.systemCallFailed("write", errno: errno)
            }
        }
    }
}

/// The system's `write`, which ``TerminalOutput/write(_:)`` hides.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
