import Foundation
import SignUpServer

/// What the machine can do for one POST: SignUp's urlencoded body read by
/// hand into ``PlainSignUp``, with the checks SignUp declares, as a person
/// would write it for this one form. It is the limit column of the
/// benchmark, so it does all the work Formwork does on these bodies:
///
/// ```swift
/// let reader = HandWrittenReader(validates: true, limits: ServerLimits())
/// let plain = try reader.read(Data("user_name=Ada&email=ada%40example.com&age=36".utf8))
/// plain.age   // 36
/// ```
///
/// - every pair is read and decoded as the WHATWG URL Standard says
///   (``URLEncodedPairs``: `+` is a space, `%XX` a byte, UTF-8 with U+FFFD),
///   within the server's limits (body size, pair count, name length);
/// - a name sent twice gives a row that holds one value the last one, and
///   the list rows (`tags[]`, `topics[]`) every one but the blank ones;
/// - `user_name` is required and at most 40 characters, `email` required
///   and an email address as `FormRule.email` defines it (only when
///   `validates`, as Formwork's rules);
/// - `age` is a whole number (`42`, `+42`, `42.0`, spaces around it) in
///   0...150, `about_me` at most 140 characters, `gender`, `topics` and
///   `frequency` one of their enum's values, `newsletter` a yes/no answer
///   (`false` when absent, as a browser posts an unticked box), `birthday`
///   a calendar date `yyyy-MM-dd` at midnight UTC (as an HTML date input
///   posts it) or nothing;
/// - a row its condition hides after this body's values keeps its value
///   (`about_me` unless age > 12, `frequency` unless `newsletter`,
///   `address[province]` unless the country is `CN`); names no row reads
///   (the CSRF token, `accountID`) change nothing.
///
/// It does not read the repeating group (`emergency_contacts[0][name]`),
/// which no benchmark body holds, nor an avatar.
struct HandWrittenReader {
    /// Why a body is refused: the first problem found.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether the rules (`required`, `maxLength`, `email`) are checked, as
    /// `FormUpdateOptions.validates`; the declared limits always are.
    var validates: Bool
    var limits: ServerLimits
    /// The longest name, in bytes (Formwork's default `maxKeyLength`).
    var maxNameLength = 1024

    /// The rows the body names, in SignUp's order.
    private enum Field: Int, CaseIterable {
        case userName, age, gender, email, phone, tags, topics, birthday, newsletter, frequency, aboutMe
        case street, city, zip, country, province
    }

    /// Each row's name as the page posts it, in the order it posts them.
    private static let names: [(name: [UInt8], field: Field)] = {
        let names: [(String, Field)] = [
            ("user_name", .userName), ("age", .age), ("gender", .gender), ("email", .email), ("phone", .phone),
            ("tags[]", .tags), ("topics[]", .topics), ("birthday", .birthday), ("newsletter", .newsletter),
            ("frequency", .frequency), ("about_me", .aboutMe), ("address[street]", .street), ("address[city]", .city),
            ("address[zip]", .zip), ("address[country]", .country), ("address[province]", .province),
            ("tags", .tags), ("topics", .topics),
        ]
        return names.map { (Array($0.0.utf8), $0.1) }
    }()

    /// The values a body sent: the last one of each row that holds one,
    /// still encoded, and the list rows' items, decoded.
    private struct Sent {
        var last = [Range<Int>?](repeating: nil, count: Field.allCases.count)
        var tags: [String] = []
        var topics: [Topic] = []

        func text(_ field: Field, in pairs: URLEncodedPairs) -> String? {
            last[field.rawValue].map { pairs.decoded($0) }
        }
    }

    /// The sign-up `body` describes, or why it is refused.
    func read(_ body: Data) throws(Refusal) -> PlainSignUp {
        guard body.count <= limits.bodySize else { throw Refusal(description: "the body is too large") }
        let pairs = URLEncodedPairs(Array(body))
        let sent = try collect(pairs)
        var plain = PlainSignUp(
            user_name: sent.text(.userName, in: pairs) ?? "", age: 0, gender: .prefer_not_to_say,
            email: sent.text(.email, in: pairs) ?? "", phone: nil, tags: sent.tags, topics: sent.topics, birthday: nil,
            newsletter: false, frequency: .monthly, about_me: "",
            address: PlainSignUp.Address(
                street: sent.text(.street, in: pairs) ?? "", city: sent.text(.city, in: pairs) ?? "",
                zip: sent.text(.zip, in: pairs) ?? "", country: sent.text(.country, in: pairs) ?? "", province: ""),
            emergency_contacts: nil)
        try readChoices(sent, pairs, into: &plain)
        try readNumbersAndDates(sent, pairs, into: &plain)
        if plain.age > 12, let text = sent.text(.aboutMe, in: pairs) {
            guard Self.fits(text, 140) else { throw Refusal(description: "about_me is over 140 characters") }
            plain.about_me = text
        }
        if plain.address.country == "CN", let province = sent.text(.province, in: pairs) {
            plain.address.province = province
        }
        if validates { try checkRules(plain) }
        return plain
    }

    /// Every pair, within the limits: each row's last value, each list's items.
    private func collect(_ pairs: URLEncodedPairs) throws(Refusal) -> Sent {
        var sent = Sent()
        var count = 0
        var expected = 0
        for (name, value) in pairs {
            count += 1
            guard count <= limits.parameterCount, name.count <= maxNameLength else {
                throw Refusal(description: "more than \(limits.parameterCount) pairs, or a name too long")
            }
            // A body sends its names in the page's order: the one after the last found is tried first.
            let position =
                expected < Self.names.count && pairs.decoded(name, is: Self.names[expected].name)
                ? expected : Self.names.firstIndex { pairs.decoded(name, is: $0.name) }
            guard let position else { continue }
            expected = position + 1
            switch Self.names[position].field {
            case .tags:
                let item = pairs.decoded(value)
                if !item.isEmpty { sent.tags.append(item) }
            case .topics:
                let item = pairs.decoded(value)
                guard !item.isEmpty else { continue }
                guard let topic = Topic(rawValue: item) else { throw Refusal(description: "topics: \(item) is no topic") }
                sent.topics.append(topic)
            case let field:
                sent.last[field.rawValue] = value
            }
        }
        return sent
    }

    /// `gender`, `newsletter`, `frequency` (when `newsletter` shows it) and `phone`.
    private func readChoices(_ sent: Sent, _ pairs: URLEncodedPairs, into plain: inout PlainSignUp) throws(Refusal) {
        if let text = sent.text(.gender, in: pairs) {
            guard let gender = Gender(rawValue: text) else { throw Refusal(description: "gender: \(text)") }
            plain.gender = gender
        }
        if let text = sent.text(.newsletter, in: pairs) {
            guard let answer = Self.yesOrNo(text) else { throw Refusal(description: "newsletter: \(text)") }
            plain.newsletter = answer
        }
        if plain.newsletter, let text = sent.text(.frequency, in: pairs) {
            guard let frequency = Frequency(rawValue: text) else { throw Refusal(description: "frequency: \(text)") }
            plain.frequency = frequency
        }
        // Formwork keeps a body's empty value as empty text (a typed edit that empties the box is nil).
        if let text = sent.text(.phone, in: pairs) { plain.phone = text }
    }

    /// `age` in 0...150 and `birthday`.
    private func readNumbersAndDates(
        _ sent: Sent, _ pairs: URLEncodedPairs, into plain: inout PlainSignUp
    ) throws(Refusal) {
        if let text = sent.text(.age, in: pairs) {
            guard let age = Self.wholeNumber(Self.trimmingSpaces(text)), (0...150).contains(age) else {
                throw Refusal(description: "age: \(text)")
            }
            plain.age = age
        }
        if let text = sent.text(.birthday, in: pairs) {
            let trimmed = Self.trimmingSpaces(text)
            if !trimmed.isEmpty {
                guard let date = Self.calendarDate(trimmed) else { throw Refusal(description: "birthday: \(text)") }
                plain.birthday = date
            }
        }
    }

    /// SignUp's rules: `user_name` required and at most 40 characters, `email` required and an address.
    private func checkRules(_ plain: PlainSignUp) throws(Refusal) {
        guard !Self.isBlank(plain.user_name) else { throw Refusal(description: "user_name is required") }
        guard Self.fits(plain.user_name, 40) else { throw Refusal(description: "user_name is over 40 characters") }
        guard !Self.isBlank(plain.email) else { throw Refusal(description: "email is required") }
        guard Self.isEmail(plain.email) else { throw Refusal(description: "email: \(plain.email) is no address") }
    }
}
