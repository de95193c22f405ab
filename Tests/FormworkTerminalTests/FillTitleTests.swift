import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkTerminal

/// `fill(title:)` names the form: at the top of the full screen, and first in line mode.
extension SignalHandlingTests {
    @Suite(.serialized) struct FillTitleTests {
        @Test func lineModePrintsTheTitleFirst() throws {
            let input = Pipe(), output = Pipe()
            input.fileHandleForWriting.write(Data("Ada\nsecret\n2\n".utf8))
            try input.fileHandleForWriting.close()
            var form = try FormState(Account())
            form.localization = FormLocalization(language: .simplifiedChinese)
            let account = try form.fill(
                .lines, title: "开户", input: input.fileHandleForReading, output: output.fileHandleForWriting)
            try output.fileHandleForWriting.close()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(account?.seats == 2)
            #expect(printed.hasPrefix("开户\n请回答每个问题并按回车键。"))
        }

        @Test func lineModePrintsNoTitleWhenGivenNone() throws {
            let input = Pipe(), output = Pipe()
            input.fileHandleForWriting.write(Data("Ada\n\n\n".utf8))
            try input.fileHandleForWriting.close()
            _ = try FormState(Account()).fill(.lines, input: input.fileHandleForReading, output: output.fileHandleForWriting)
            try output.fileHandleForWriting.close()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(printed.hasPrefix("Answer each question and press Return."))
        }

        @Test(.enabled(if: PseudoTerminal.available, "this system does not let the tests open a pseudo-terminal"))
        func theFullScreenShowsTheTitleAtTheTop() throws {
            let pty = try #require(PseudoTerminal())
            pty.resize(columns: 60, rows: 12)
            let terminal = FileHandle(fileDescriptor: pty.slave, closeOnDealloc: false)
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var filled: Result<Profile?, any Error>?
            Thread {
                filled = Result { try FormState(Profile()).fill(.fullScreen, title: "个人资料", input: terminal, output: terminal) }
                done.signal()
            }.start()
            #expect(pty.read { $0.contains("\u{1B}[H\u{1B}[1m 个人资料\u{1B}[0m") })
            pty.type("\u{3}")
            #expect(done.wait(timeout: .now() + 10) == .success)
            #expect(try filled?.get() == nil)
        }
    }
}
