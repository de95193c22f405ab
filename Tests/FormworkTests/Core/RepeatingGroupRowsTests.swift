import Foundation
import Testing

@testable import Formwork

// The rows, sections, keys and identities of a form whose repeating group
// holds items, and the model the form builds back from them.

private struct Job: FormModel {
    @FormText var title = ""
    @FormBoolean var current = false
    var dates = FormSeparator("Dates")
    @FormDate(.date, visibleWhen: "current == false") var end_date: Date? = nil
    /// Not a row: kept by the model wherever the item goes.
    var note = "none"
}

private struct Resume: FormModel {
    @FormText var name = ""
    @FormGroup(param: "work") var jobs: [Job] = []
    @FormText var notes = ""
}

private struct Contact: FormModel {
    @FormText var name = ""
    @FormText var phone = ""
}

private struct Titled: FormModel {
    @FormGroup(itemTitle: .numbered("Post")) var posts: [Contact] = [Contact(), Contact()]
    @FormGroup(itemTitle: .none) var plain: [Contact] = [Contact()]
    @FormGroup(itemTitle: .field("name")) var people: [Contact] = [Contact(name: "Ada"), Contact()]
}

extension Job {
    init(title: String, current: Bool = false, note: String = "none") {
        // Set on a copy: after `self.init()` in a delegating initializer, Swift 6.3 compiles
        // `self.x = …` on a wrapped property as a second initialization of the wrapper, and the
        // wrapper it replaces is never released (LeakSanitizer in .ci/run reports it).
        var job = Self()
        job.title = title
        job.current = current
        job.note = note
        self = job
    }
}

extension Contact {
    init(name: String) {
        // Set on a copy, as `Job`'s initializer above says.
        var contact = Self()
        contact.name = name
        self = contact
    }
}

@Suite("Repeating group rows")
struct RepeatingGroupRowsTests {
    @Test func anEmptyGroupIsASectionWithoutRows() throws {
        let form = try FormState(Resume())
        #expect(form.rows.map(\.key) == ["name", "notes"])
        #expect(form.sections.map(\.key) == [nil, "jobs", nil])
        #expect(form.sections.map(\.title) == [nil, "Jobs", nil])
        #expect(form.sections[1].rows.isEmpty)
        #expect(
            form.sections[1].repetition
                == FormSection.Repetition(group: "jobs", index: nil, count: 0, canAdd: true, canDelete: false, canMove: false))
    }

    @Test func eachItemIsASectionWhoseRowKeysNameTheIndex() throws {
        var resume = Resume()
        resume.jobs = [Job(title: "Engineer", current: true), Job(title: "Intern")]
        let form = try FormState(resume)
        #expect(
            form.allRows.map(\.key) == [
                "name", "jobs[0].title", "jobs[0].current", "jobs[0].end_date", "jobs[1].title", "jobs[1].current",
                "jobs[1].end_date", "notes",
            ])
        #expect(form.allSections.map(\.key) == [nil, "jobs", "jobs[0]", "jobs[0].dates", "jobs[1]", "jobs[1].dates", nil])
        #expect(form.allSections.map(\.title) == [nil, "Jobs", "Job 1", "Dates", "Job 2", "Dates", nil])
        #expect(form.row("jobs[1].title")?.parameterPath == ["work", "1", "title"])
        #expect(form.value(for: "jobs[0].title") == .string("Engineer"))
        #expect(form.value(for: "jobs[1].title") == .string("Intern"))
        // Conditions read the fields of their own item: the current job hides its end date.
        #expect(form.row("jobs[0].end_date")?.isHidden == true)
        #expect(form.row("jobs[1].end_date")?.isHidden == false)
        #expect(form.allSections[4].repetition?.index == 1)
        #expect(form.allSections[4].repetition?.count == 2)
    }

    @Test func rowsAndSectionsOfItemsCarryIdentitiesThatNameTheItem() throws {
        var resume = Resume()
        resume.jobs = [Job(title: "A"), Job(title: "B")]
        let form = try FormState(resume)
        #expect(form.allSections.map(\.id) == ["#name", "jobs", "jobs#0", "jobs#0.dates", "jobs#1", "jobs#1.dates", "#notes"])
        #expect(form.row("jobs[1].title")?.id == "jobs#1.title")
        #expect(form.row("name")?.id == "name")
        #expect(form.key(forID: "jobs#1.title") == "jobs[1].title")
        #expect(form.key(forID: "jobs#1") == "jobs[1]")
        #expect(form.key(forID: "jobs#7") == nil)
    }

    @Test func itemsAreNumberedUnderANounUntitledOrTitledByAField() throws {
        var form = try FormState(Titled())
        #expect(
            form.sections.map(\.title) == ["Posts", "Post 1", "Post 2", "Plain", nil, "People", "Ada", "Contact 2"])
        try form.setText("Grace", for: "people[1].name")
        #expect(form.sections.last?.title == "Grace")
    }

    @Test func theModelIsBuiltBackWithEachItemsOtherPropertiesKept() throws {
        var resume = Resume()
        resume.name = "Ada"
        resume.jobs = [Job(title: "Engineer", note: "first"), Job(title: "Intern", note: "second")]
        var form = try FormState(resume)
        try form.setText("Lead engineer", for: "jobs[0].title")
        try form.setValue(true, for: "jobs[1].current")
        let built = try form.model
        #expect(built.name == "Ada")
        #expect(built.jobs.map(\.title) == ["Lead engineer", "Intern"])
        #expect(built.jobs.map(\.current) == [false, true])
        #expect(built.jobs.map(\.note) == ["first", "second"])
    }

    @Test func aModelRoundTripsThroughItsFormWithAnyNumberOfItems() throws {
        for count in [0, 1, 3, 40] {
            var resume = Resume()
            resume.notes = "n\(count)"
            resume.jobs = (0..<count).map { Job(title: "Job \($0) — 職務 🧑‍💻", current: $0 % 2 == 0, note: "#\($0)") }
            let built = try FormState(resume).model
            #expect(built.jobs.map(\.title) == resume.jobs.map(\.title))
            #expect(built.jobs.map(\.current) == resume.jobs.map(\.current))
            #expect(built.jobs.map(\.note) == resume.jobs.map(\.note))
            #expect(built.notes == resume.notes)
        }
    }

    @Test func formsOfTheSameShapeShareOneSchema() throws {
        var resume = Resume()
        resume.jobs = [Job(), Job()]
        let first = try FormState(resume), second = try FormState(resume)
        #expect(first.schema === second.schema)
        #expect(try FormState(Resume()).schema === FormSchema.of(Resume.self))
    }

    @Test func formsOfOneShapeMadeAtOnceShareOneSchema() async throws {
        // Seven jobs: a shape no other test of this type makes.
        var resume = Resume()
        resume.jobs = Array(repeating: Job(), count: 7)
        let made = resume
        let schemas = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<32 { group.addTask { ObjectIdentifier(try FormState(made).schema) } }
            var schemas: Set<ObjectIdentifier> = []
            for try await schema in group { schemas.insert(schema) }
            return schemas
        }
        #expect(schemas.count == 1)
    }
}
