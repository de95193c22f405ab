import Formwork
import Foundation

/// A résumé whose jobs are a repeating group: an item-scoped condition
/// (the end date shows while the job is not current) and a renamed parameter.
struct HTMLJob: FormModel {
    @FormText(rules: [.required]) var title = ""
    @FormBoolean var current = false
    @FormText(visibleWhen: "current == false") var end_date = ""

    init() {}

    init(title: String, current: Bool = false, endDate: String = "") {
        self.title = title
        self.current = current
        end_date = endDate
    }
}

struct HTMLResume: FormModel {
    @FormText var name = ""
    @FormGroup(help: "Most recent first.", itemTitle: .numbered("Job"), maxItems: 3, blankItems: 2) var jobs: [HTMLJob] = []
    @FormText(visibleWhen: "jobs.count > 1") var summary = ""
}

/// A group whose items can only be added.
struct HTMLAddOnly: FormModel {
    @FormGroup(param: "work", minItems: 1, editing: [.add]) var jobs: [HTMLJob] = [HTMLJob(title: "A")]
}

/// A group with no spare items: an empty one has only its marker.
struct HTMLNoSpares: FormModel {
    @FormGroup(itemTitle: .numbered("Job"), blankItems: 0) var jobs: [HTMLJob] = []
}

/// A group whose items have no conditions, in a form with none either.
struct HTMLContacts: FormModel {
    struct Contact: FormModel {
        @FormText var name = ""
    }

    @FormGroup var contacts: [Contact] = []
}

extension HTMLResume {
    init(_ jobs: [HTMLJob]) {
        // Set on a copy: after `self.init()` in a delegating initializer, Swift 6.3 compiles
        // `self.x = …` on a wrapped property as a second initialization of the wrapper, and the
        // wrapper it replaces is never released (see LimitsAndGuarantees).
        var resume = Self()
        resume.jobs = jobs
        self = resume
    }
}

extension HTMLNoSpares {
    static func holding(_ jobs: [HTMLJob]) -> HTMLNoSpares {
        var model = HTMLNoSpares()
        model.jobs = jobs
        return model
    }
}

/// Items whose `Item()` holds values that are not blank: a number, a
/// required choice of a menu and of buttons, a ticked box.
struct HTMLOrder: FormModel {
    struct Line: FormModel {
        @FormText var product = "Tea"
        @FormNumber var quantity = 1
        @FormEnumerated(choices: [.init("s", "S"), .init("m", "M"), .init("l", "L"), .init("xl", "XL"), .init("xxl", "XXL")])
        var size = "m"
        @FormEnumerated(choices: [.init("box", "Box"), .init("bag", "Bag")]) var packing = "box"
        @FormBoolean var gift = true
    }

    @FormGroup var lines: [Line] = []
}
