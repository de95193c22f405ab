extension FormInputError.Expected {
    /// The phrase saying a row must be this, before the row's title is
    /// known: `input.wholeNumber`, `input.list.numbers`, …
    var phrase: FormPhrase {
        switch self {
        case .text: return FormPhrase("input.text")
        case .wholeNumber: return FormPhrase("input.wholeNumber")
        case .number: return FormPhrase("input.number")
        case .smallerNumber: return FormPhrase("input.tooLarge")
        case .largerNumber: return FormPhrase("input.tooSmall")
        case .zeroOrMore: return FormPhrase("input.zeroOrMore")
        case .fewerDigits(let limit): return FormPhrase("input.tooManyDigits", count: limit)
        case .numberInRange: return FormPhrase("input.outOfRange")
        case .yesOrNo: return FormPhrase("input.yesOrNo")
        case .date: return FormPhrase("input.date")
        case .time: return FormPhrase("input.time")
        case .dateAndTime: return FormPhrase("input.dateTime")
        case .dateInYears(let years):
            return FormPhrase("input.dateInYears", ["first": Self.year(years.lowerBound), "last": Self.year(years.upperBound)])
        case .url: return FormPhrase("input.url")
        case .urlOrFile: return FormPhrase("input.urlOrFile")
        case .list(of: .wholeNumber): return FormPhrase("input.list.wholeNumbers")
        case .list(of: .number): return FormPhrase("input.list.numbers")
        case .list(of: .text): return FormPhrase("input.list.text")
        case .list: return FormPhrase("input.list")
        case .option: return FormPhrase("input.oneOf")
        case .itemOfList: return FormPhrase("input.itemOfList")
        case .groupItem: return FormPhrase("group.unreadableItem", ["problem": ""])
        case .item(_, let expected): return expected.phrase
        case .kind(let key): return FormPhrase(key)
        }
    }

    /// A year as four ASCII digits, as ISO 8601 writes it: `0000`.
    private static func year(_ year: Int) -> String {
        let digits = String(year.magnitude)
        return (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension FormPhrase {
    /// The phrase with `title` as its first parameter: a refusal's phrase is
    /// made before the row's title is known.
    func titled(_ title: String) -> FormPhrase {
        FormPhrase(key, arguments: [Argument("title", title)] + arguments.filter { $0.name != "title" }, count: count)
    }
}
