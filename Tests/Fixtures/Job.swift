import Formwork

/// One job of a ``Resume``: an item of its repeating group, with text, a
/// whole number and an optional text that is omitted when nil.
public struct Job: FormModel, Equatable {
    @FormText public var title = ""
    @FormNumber public var years = 0
    @FormText public var employer: String? = nil

    public init() {}

    public init(title: String = "", years: Int = 0, employer: String? = nil) {
        self.title = title
        self.years = years
        self.employer = employer
    }
}
