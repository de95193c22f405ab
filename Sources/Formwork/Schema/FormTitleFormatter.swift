/// Turns a property or case name into the title a person reads.
///
/// ```swift
/// let titles = FormTitleFormatter.standard
/// titles.title(for: "user_name")     // "User Name"
/// titles.title(for: "userName")      // "User Name"
/// titles.title(for: "URL_path")      // "URL Path"
/// titles.title(for: "iOS_version")   // "iOS Version"
/// titles.title(for: "years_of_experience")   // "Years of Experience"
/// FormTitleFormatter(acronyms: ["SKU"]).title(for: "sku_code")   // "SKU Code"
/// ```
///
/// A name is split into words at underscores, at a change from lower to
/// upper case (`userName`), before the last capital of a capital run that
/// starts a word (`URLPath` → `URL Path`) and between letters and digits
/// (`address2` → `Address 2`). A known term is written the way the term is
/// (`id` → `ID`, `ios` → `iOS`); a model adds its own terms with
/// ``FormModel/formAcronyms``.
///
/// Other words are written in title case, as Apple's style guide and
/// common English style write headings: each word starts with a capital,
/// except the minor words (``minorWords``: articles, coordinating
/// conjunctions and short prepositions), which are lower case unless they
/// are the first or last word:
///
/// ```swift
/// titles.title(for: "years_of_experience")   // "Years of Experience"
/// titles.title(for: "termsAndConditions")    // "Terms and Conditions"
/// titles.title(for: "the_end")               // "The End"
/// titles.title(for: "opt_in")                // "Opt In"
/// FormTitleFormatter(capitalization: .everyWord).title(for: "years_of_experience")   // "Years Of Experience"
/// ```
///
/// A model chooses ``Capitalization/everyWord`` for its rows' titles with
/// ``FormModel/formTitleCapitalization``; a `title:` given to a row is
/// used as written.
public struct FormTitleFormatter: Sendable {
    /// How the words of a title are capitalised.
    public enum Capitalization: Sendable, Hashable {
        /// Every word starts with a capital except the ``FormTitleFormatter/minorWords``
        /// that are neither first nor last: "Years of Experience" (the default).
        case titleCase
        /// Every word starts with a capital: "Years Of Experience".
        case everyWord
    }

    /// The words title case writes in lower case unless first or last:
    /// articles (a, an, the), coordinating conjunctions (and, but, for,
    /// nor, or, so, yet) and prepositions of four letters or fewer that
    /// field names use as prepositions (as, at, by, from, in, into, of, on,
    /// onto, per, to, via, vs, with). Up, out, off, over and down are left
    /// out: in field names they are mostly parts of verbs (`sign_up_date`
    /// is "Sign Up Date"). A word spelled in capitals in the name (`OR`) is
    /// kept as spelled.
    public static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "for", "nor", "or", "so", "yet",
        "as", "at", "by", "from", "in", "into", "of", "on", "onto", "per", "to", "via", "vs", "with",
    ]

    /// The terms Formwork knows, written as they should appear.
    public static let builtInTerms: [String] = [
        "ID", "URL", "URI", "HTTP", "HTTPS", "API", "UUID", "JSON", "HTML", "XML", "CSS",
        "PDF", "SMS", "IP", "ISBN", "IBAN", "VAT", "SKU", "OTP", "QR", "GPS", "TV", "FAQ",
        "iOS", "macOS", "tvOS", "watchOS", "visionOS", "iPhone", "iPad", "iCloud",
    ]

    /// The formatter with the built-in terms only.
    public static let standard = FormTitleFormatter()

    /// How words other than terms are capitalised.
    public let capitalization: Capitalization
    /// Terms by their lowercased spelling.
    private let terms: [String: String]
    /// Terms spelled with lower and upper case letters (`iOS`), which must be
    /// recognised before a name is split at case changes.
    private let mixedCaseTerms: [String]

    /// A formatter knowing the built-in terms and `acronyms`, each written as
    /// it should appear (`"SKU"`, `"eSIM"`), capitalising words as
    /// `capitalization` says.
    ///
    /// ```swift
    /// FormTitleFormatter(acronyms: ["SKU"], capitalization: .everyWord).title(for: "sku_of_item")   // "SKU Of Item"
    /// ```
    public init(acronyms: [String] = [], capitalization: Capitalization = .titleCase) {
        self.capitalization = capitalization
        var terms: [String: String] = [:]
        for term in Self.builtInTerms + acronyms where !term.isEmpty {
            terms[term.lowercased()] = term
        }
        self.terms = terms
        // Longest first, so `watchOS` wins over a shorter term it contains.
        self.mixedCaseTerms = (Self.builtInTerms + acronyms)
            .filter { $0 != $0.uppercased() && $0 != $0.lowercased() }
            .sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// The title for a property or case name.
    public func title(for name: String) -> String {
        let words = words(in: name)
        return words.indices.map { index in
            let word = words[index]
            let isInside = index > 0 && index < words.count - 1
            if capitalization == .titleCase, isInside, isMinor(word) { return word.lowercased() }
            return spell(word)
        }.joined(separator: " ")
    }

    /// Whether `word` is a minor word as the name spells it: in any letter
    /// case (`yearsOfExperience`), unless it is capitals of two letters or
    /// more (`OR`, `AT`), which a name spells so for a reason.
    private func isMinor(_ word: String) -> Bool {
        guard Self.minorWords.contains(word.lowercased()), terms[word.lowercased()] == nil else { return false }
        return word.count == 1 || word != word.uppercased()
    }

    /// The words of a name, before capitalisation.
    func words(in name: String) -> [String] {
        name.split(separator: "_", omittingEmptySubsequences: true).flatMap { words(inSegment: Array($0)) }
    }

    private func spell(_ word: String) -> String {
        if let term = terms[word.lowercased()] { return term }
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private func words(inSegment characters: [Character]) -> [String] {
        var words: [String] = []
        var index = 0
        while index < characters.count {
            if let term = mixedCaseTerm(in: characters, at: index) {
                words.append(term)
                index += term.count
                continue
            }
            let end = wordEnd(in: characters, from: index)
            words.append(String(characters[index..<end]))
            index = end
        }
        return words
    }

    /// A mixed-case term starting at `index` and ending at a word boundary.
    private func mixedCaseTerm(in characters: [Character], at index: Int) -> String? {
        for term in mixedCaseTerms {
            let end = index + term.count
            guard end <= characters.count, String(characters[index..<end]) == term else { continue }
            if end == characters.count || characters[end].isUppercase || characters[end].isNumber {
                return term
            }
        }
        return nil
    }

    /// Where the word starting at `start` ends.
    private func wordEnd(in characters: [Character], from start: Int) -> Int {
        var index = start
        if characters[index].isNumber {
            while index < characters.count, characters[index].isNumber { index += 1 }
            return index
        }
        if characters[index].isUppercase {
            var run = index
            while run < characters.count, characters[run].isUppercase { run += 1 }
            if run - index > 1 {
                // `URLPath`: the capital run is an acronym unless its last capital starts the next word.
                if run < characters.count, characters[run].isLowercase { return run - 1 }
                return run
            }
            index = run
        }
        while index < characters.count, !characters[index].isUppercase, !characters[index].isNumber {
            index += 1
        }
        return index
    }
}
