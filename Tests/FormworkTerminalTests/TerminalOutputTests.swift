import Foundation
import Testing

@testable import FormworkTerminal

@Suite struct TerminalOutputTests {
    @Test func everyByteIsWrittenInOrderThoughTheDescriptorTakesThemInPieces() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // Non-blocking and far larger than a pipe holds (64 KiB on Linux, 16 KiB
        // on macOS): `write` takes part of it, then fails with EAGAIN until the
        // reader has taken some.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        let text = (0..<40_000).map { "line \($0) 山田\n" }.joined()
        let reader = PipeReader(ends[0])
        try TerminalOutput(descriptor: ends[1]).write(text)
        close(ends[1])
        #expect(reader.received() == Array(text.utf8))
    }

    @Test func aClosedDescriptorIsAnErrorNamingTheWrite() {
        #expect(throws: TerminalFillError.systemCallFailed("write", errno: EBADF)) {
            try TerminalOutput(descriptor: -1).write("Ada")
        }
    }
}

/// Reads a pipe to its end on a thread of its own, a little at a time.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written by the reading thread before `done` is signalled, read only after.
    private var bytes: [UInt8] = []

    init(_ descriptor: Int32) {
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 1000)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                guard count > 0 else { break }
                bytes += buffer[..<count]
            }
            done.signal()
        }.start()
    }

    /// Everything read, once the pipe's end was reached.
    func received() -> [UInt8]? {
        done.wait(timeout: .now() + 10) == .success ? bytes : nil
    }
}
