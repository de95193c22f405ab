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
/// takes more. A write that takes nothing without an error, and any other
/// failure, is thrown. The full screen paints its frames with it, and line
/// mode its questions, each as soon as it is given, so a question without a
/// line break is shown before its answer is read.
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
            if count > 0 {
                written += count
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&entry, 1, -1)
            } else if count < 0, errno == EINTR {
                continue
            } else {
                throw TerminalFillError.systemCallFailed("write", errno: count < 0 ? errno : EIO)
            }
        }
    }

    /// Writes `text` and a line break.
    func line(_ text: String = "") throws {
        try write(text + "\n")
    }
}

/// The system's `write`, which ``TerminalOutput/write(_:)`` hides.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
