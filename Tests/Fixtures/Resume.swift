import Formwork

/// A résumé: a name, a repeating group of ``Job``s (`jobs[0][title]`), and a
/// Boolean after the group, so a body's items sit between other rows.
public struct Resume: FormModel, Equatable {
    @FormText public var name = ""
    @FormGroup public var jobs: [Job] = []
    @FormBoolean public var open = false

    public init() {}

    public init(name: String = "", jobs: [Job] = [], open: Bool = false) {
        self.name = name
        self.jobs = jobs
        self.open = open
    }
}
