#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Text written to a file descriptor as soon as it is given, so a prompt
/// without a line break is on the screen before its answer is read.
struct LineOutput {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes every byte of `text`, retrying interrupted and partial writes.
    func write(_ text: String) throws(TerminalFillError) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress, buffer.count)
            }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, -1)
            } else {
                throw .systemCallFailed("write", errno: count < 0 ? errno : EIO)
            }
        }
    }

    /// Writes `text` and a line break.
    func line(_ text: String = "") throws(TerminalFillError) {
        try write(text + "\n")
    }
}

/// The C library's `write`, named apart from ``LineOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
    #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Musl.write(descriptor, bytes, count)
    #endif
}
