import Formwork
import FormworkFixtures
import Testing

@testable import FormworkTerminal

/// Every text the terminal writes of its own is in the form's language.
@Suite struct TerminalLanguageTests {
    /// The full screen driven through every row, open list, typed text,
    /// refusal, item and submit of ``Journey``, one frame per step.
    static func frames(in language: FormLanguage, size: TerminalSize = TerminalSize(columns: 100, rows: 70)) throws
        -> [String]
    {
        var screen = FormScreen(try Journey.form(in: language), title: "预订", size: size)
        var frames: [String] = []
        func snap() { frames.append(screen.frame.text) }
        snap()
        screen.press(.control("s"))
        snap()
        for (key, keys) in Self.steps {
            screen.focusRow(key)
            for key in keys {
                screen.press(key)
                snap()
            }
        }
        screen.press(.end, .up, .enter)
        snap()
        screen.press(.control("s"))
        snap()
        return frames
    }

    /// The keys pressed on each row, in form order.
    static let steps: [(String, [TerminalKey])] = [
        ("name", [.enter, .text("张三"), .enter]),
        ("notes", [.enter, .escape]),
        ("travellers", [.enter, .right, .escape]),
        ("budget", [.enter, .escape]), ("nights", [.enter, .escape]), ("rooms", [.enter, .escape]),
        ("insurance", [.enter]),
        ("cover", [.enter, .escape]), ("seat", [.enter, .escape]),
        ("meals", [.enter, .text(" "), .enter]),
        ("wishes", [.enter, .text("a"), .text("海边"), .enter, .escape]),
        ("departure", [.enter, .escape]), ("pickup", [.enter, .escape]), ("booked", [.enter, .escape]),
        ("photo", [.enter, .text("/nonexistent/照片.png"), .enter, .control("u"), .text("/"), .enter, .escape]),
        ("ticket", [.enter, .escape]),
    ]

    @Test(arguments: FormLanguage.builtIn.dropFirst())
    func theFullScreenWritesNoEnglish(in language: FormLanguage) throws {
        for frame in try Self.frames(in: language) {
            #expect(
                EnglishLeftovers.words(in: frame, language: language, allowing: Journey.allowed, builtIn: .terminal) == [],
                "\(frame)")
        }
    }

    @Test func theFullScreenShowsItsOwnTextsInChinese() throws {
        let frames = try Self.frames(in: .simplifiedChinese)
        #expect(frames[0].contains("\n   会员      金卡\n"))
        #expect(frames[0].contains("不可用：已核实"))
        #expect(frames[0].contains("↑↓ Tab 移动 · Enter 编辑 · Ctrl-S 提交 · Ctrl-C 取消"))
        #expect(frames[1].contains(" ! 1个问题：请修改标有!的行"))
        #expect(frames.contains { $0.contains("找不到文件“/nonexistent/照片.png”") })
        #expect(frames.contains { $0.contains("“/”是文件夹，不是文件") })
        #expect(frames.contains { $0.contains("行程单.pdf，2.5 KB，application/pdf") })
        #expect(frames.contains { $0.contains("+ 添加旅客") && $0.contains("− 删除旅客1") })
        #expect(frames.contains { $0.contains("[ 提交 ]") })
    }

    @Test func chineseKeysAndStatusLinesAreCutAtTheEdgeWithoutSplittingACharacter() throws {
        // 21 columns: the keys line " ↑↓ Tab 移动 · Enter 编辑 · …" reaches column 21 with the space
        // before 编 (2 columns), and the status line " ! 1个问题：请修改标有…" with 标 (columns 19-20).
        var screen = FormScreen(try Journey.form(in: .simplifiedChinese), size: TerminalSize(columns: 21, rows: 10))
        screen.press(.control("s"))
        let lines = screen.frame.lines
        #expect(lines.suffix(2) == [" ! 1个问题：请修改标", " ↑↓ Tab 移动 · Enter"])
        screen.focusRow("name")
        screen.press(.enter)
        for frame in [lines, screen.frame.lines] {
            #expect(frame.allSatisfy { TerminalColumns.width(of: $0) <= 21 }, "\(frame)")
        }
    }

    @Test(arguments: FormLanguage.builtIn.dropFirst())
    func lineModeWritesNoEnglish(in language: FormLanguage) throws {
        let words = YesNo(Journey.localization(language))
        let run = try fillLines(try Journey.form(in: language), Self.answers(yes: words.yes, no: words.no))
        #expect(run.form != nil, "\(run.output)")
        #expect(
            EnglishLeftovers.words(in: run.output, language: language, allowing: Journey.allowed, builtIn: .terminal) == [],
            "\(run.output)")
    }

    /// Answers to every question of ``Journey`` in line mode: a name, the
    /// insurance switched on, a path to no file, a companion added after an
    /// answer that is neither yes nor no, left without a name, then removed
    /// when the problems are asked.
    static func answers(yes: String, no: String) -> [String] {
        [
            "张三", "", "", "", "", "", "", yes, "", "", "", "", "", "", "", "/nonexistent/照片.png", "", "", "", "maybe",
            yes, "", "", no, no,
        ]
    }

    @Test func lineModeAsksInChinese() throws {
        let run = try fillLines(try Journey.form(in: .simplifiedChinese), Self.answers(yes: "是", no: "否"))
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "请回答每个问题并按回车键。直接按回车键保留方括号中的值；只输入一个 - 则清空该值。结束输入（Control-D）即取消。")
        #expect(lines.contains("姓名（必填；最多20个字符）：张三"))
        #expect(lines.contains("人数（1到9之间的数字）[1]："))
        #expect(lines.contains("保险（是或否）[否]：是"))
        #expect(lines.contains("会员：金卡（不可用：已核实）"))
        #expect(lines.contains("找不到文件“/nonexistent/照片.png”"))
        #expect(lines.contains("添加旅客？（是/否）[否]：maybe"))
        #expect(lines.contains("请回答“是”或“否”。"))
        #expect(lines.contains("1个回答需要修改："))
        // The item's title ("旅客 1") is the form's; the words around it are the terminal's.
        #expect(lines.contains { $0.hasPrefix("旅客") && $0.hasSuffix("，姓名：姓名为必填项") })
        #expect(lines.contains { $0.hasPrefix("保留旅客") && $0.hasSuffix("？（是/否）[是]：否") })
        #expect(lines.contains("所有回答均有效。"))
    }
}
