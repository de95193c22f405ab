import Formwork
import Testing

/// Every built-in message of every language holds to its language's
/// ``WordingConventions``: grammatical whatever the title, the noun and the
/// count, in one register, with one word for each action on every surface.
@Suite struct WordingConventionTests {
    static let tags = WordingConventions.all.map(\.language.tag)

    static func conventions(_ tag: String) throws -> WordingConventions {
        try #require(WordingConventions.all.first { $0.language.tag == tag })
    }

    @Test func everyBuiltInLanguageHasItsConventions() {
        #expect(Set(Self.tags) == Set(FormLanguage.builtIn.map(\.tag)))
        #expect(Self.tags.count == FormLanguage.builtIn.count)
    }

    @Test(arguments: tags)
    func everyMessageFillsEveryPlaceholder(_ tag: String) throws {
        let conventions = try Self.conventions(tag)
        let leftovers = BuiltInWordings.renderings(conventions.language, inserting: conventions.titles)
            .filter { $0.text.contains("{") || $0.text.contains("}") }
        #expect(leftovers.isEmpty, "\(tag): \(leftovers.prefix(5).map { "\($0.key): \($0.text)" })")
    }

    /// A language with grammatical gender names a title and a noun of each.
    @Test(arguments: tags)
    func theConventionsInsertATitleOfEachGender(_ tag: String) throws {
        let conventions = try Self.conventions(tag)
        #expect(conventions.placement == nil || conventions.titles.count >= 2, "\(tag) inserts one title only")
        #expect(!conventions.titles.isEmpty)
    }

    @Test(arguments: tags)
    func anInsertedTitleOrNounNeverTakesTheSentencesAgreement(_ tag: String) throws {
        let conventions = try Self.conventions(tag)
        guard let placement = conventions.placement else { return }
        let wrong = BuiltInWordings.renderings(conventions.language, inserting: conventions.titles)
            .filter { !Self.isPlacedWell($0.inserted, in: $0.text, placement) }
        for key in Set(wrong.map(\.key)).sorted() {
            let sample = wrong.first { $0.key == key }
            Issue.record("\(tag) \(key) places a title or noun where the sentence agrees with it: \(sample?.text ?? "")")
        }
    }

    @Test(arguments: tags)
    func everyMessageSpeaksInOneRegister(_ tag: String) throws {
        let conventions = try Self.conventions(tag)
        for (key, text) in BuiltInWordings.texts(conventions.language) {
            let other = conventions.otherRegisters.filter { text.contains($0) }
            #expect(other.isEmpty, "\(tag) \(key) speaks in another register than \(conventions.register): \(other) in \(text)")
        }
    }

    @Test(arguments: tags)
    func eachActionHasOneWordOnEverySurface(_ tag: String) throws {
        let conventions = try Self.conventions(tag)
        #expect(
            Set(conventions.actions.keys) == Set(WordingConventions.Action.allCases),
            "\(tag) names no word for \(Set(WordingConventions.Action.allCases).subtracting(conventions.actions.keys))")
        let texts = BuiltInWordings.texts(conventions.language)
        for (action, word) in conventions.actions {
            for key in WordingConventions.actionKeys[action] ?? [] {
                let text = try #require(texts.first { $0.key == key }?.text, "\(tag) words no \(key)")
                #expect(
                    word.isNamed(in: text),
                    "\(tag) \(key) names \(action) without its word \(word.word): \(text)")
            }
            for (key, text) in texts {
                // A word one action avoids may be another's own word ("Remove"
                // an item, "Remove" a file): that action's messages may hold it.
                let owners = conventions.actions.filter { WordingConventions.actionKeys[$0.key]?.contains(key) == true }
                let others = word.avoided.filter { avoided in
                    text.lowercased().contains(avoided.lowercased())
                        && !owners.values.contains { $0.isNamed(in: avoided) }
                }
                #expect(others.isEmpty, "\(tag) \(key) names \(action) as \(others), not \(word.word): \(text)")
            }
        }
    }

    /// A wording that does not show its count agrees with the number of
    /// things it speaks of; chosen by a plural category that covers several
    /// counts, it must read right for all of them. Russian's "one" covers 1,
    /// 21 and 31, French's 0 and 1: such a wording, for several counts
    /// alike, is the plural's, and a wording for exactly one has a key of
    /// its own (`input.held.one`).
    @Test(arguments: tags)
    func aWordingThatHidesItsCountReadsRightForEveryCountItIsChosenFor(_ tag: String) throws {
        let conventions = try Self.conventions(tag)
        let rule = conventions.language.plurals
        let exact = Set(
            Dictionary(grouping: 0...1000, by: { rule.category(for: $0) }).filter { $0.value.count == 1 }.keys)
        for key in BuiltInWordings.keys(conventions.language) {
            guard let entry = BuiltInWordings.entry(key, conventions.language), entry.wordings.count > 1 else { continue }
            let general = Set(
                (0...200).filter { !exact.contains(rule.category(for: $0)) }
                    .map { entry.wording(for: $0, rule: rule) }
                    .filter { !$0.contains("{count}") })
            #expect(
                general.count <= 1,
                "\(tag) \(key) words several counts alike in different ways without showing the count: \(general.sorted())")
        }
    }

    /// Whether each place `inserted` stands in `text` is one `placement` allows.
    static func isPlacedWell(_ inserted: String, in text: String, _ placement: WordingConventions.Placement) -> Bool {
        var searchFrom = text.startIndex
        while let found = text.range(of: inserted, range: searchFrom..<text.endIndex) {
            let before = text[..<found.lowerBound]
            let after = text[found.upperBound...]
            let introduced = placement.before.contains { before.hasSuffix($0) }
            let opensAsLabel = before.isEmpty && (after.isEmpty || placement.labelAfter.contains { after.hasPrefix($0) })
            let closesAsLabel = after.isEmpty && placement.labelBefore.contains { before.hasSuffix($0) }
            let lastWord = before.split(whereSeparator: \.isWhitespace).last.map { $0.lowercased() } ?? ""
            let bare =
                placement.mayStandBare && !(before.last?.isWhitespace == true && placement.agreeingBefore.contains(lastWord))
            guard introduced || opensAsLabel || closesAsLabel || bare else { return false }
            let next = after.drop { $0 == " " || $0 == "\u{00A0}" }
            if placement.agreeingAfter.contains(where: { next.hasPrefix($0) }) { return false }
            searchFrom = found.upperBound
        }
        return true
    }
}
