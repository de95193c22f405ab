import Foundation
import Testing

@testable import Formwork

// The rows and sections of a form whose repeating group holds a given
// number of items. The builder still refuses a repeating group, so the
// model schema is put together here from the schemas of its parts.

private struct Job: FormModel {
    @FormText var title = ""
    @FormBoolean var current = false
    var dates = FormSeparator("Dates")
    @FormDate(.date, visibleWhen: "current == false") var end_date: Date? = nil
}

private struct Person: FormModel {
    @FormText var name = ""
}

private struct Trailer: FormModel {
    @FormText var notes = ""
}

/// `Person`'s rows, then `@FormGroup(param: "work") var jobs: [Job]` titled "Jobs", then `Trailer`'s rows.
private func resumeSchema(itemTitle: RepeatingOptions.ItemTitle = .numbered(nil)) throws -> ModelSchema {
    let person = try FormSchema.of(Person.self).model, trailer = try FormSchema.of(Trailer.self).model
    let options = RepeatingOptions(itemTitle: itemTitle, minItems: nil, maxItems: nil, editing: 7, blankItems: 1)
    let jobs = ModelSchema.Repeating(
        name: "jobs", codingKey: "jobs", title: "Jobs",
        descriptor: GroupDescriptor(
            title: nil, help: nil, parameterKey: "work", visibleWhen: nil, enabledWhen: nil, repetition: options),
        options: options, itemTypeTitle: "Job", itemSchema: try FormSchema.of(Job.self).model)
    return ModelSchema(
        typeName: "Resume", members: person.members + [.repeating(jobs)] + trailer.members, flatCount: 1,
        slots: person.slots)
}

@Suite("Repeating group rows")
struct RepeatingGroupRowsTests {
    @Test func anEmptyGroupIsAHeaderSectionWithoutRows() throws {
        let schema = FormSchema(model: try resumeSchema(), shape: FormShape(counts: [0]))
        #expect(schema.rows.map(\.key) == ["name", "notes"])
        #expect(schema.sections.map(\.key) == [nil, "jobs", nil])
        #expect(schema.sections.map(\.title) == [nil, "Jobs", nil])
        #expect(schema.sections[1].rows.isEmpty)
    }

    @Test func eachItemIsASectionWhoseRowKeysNameTheIndex() throws {
        let schema = FormSchema(model: try resumeSchema(), shape: FormShape(counts: [2]))
        #expect(
            schema.rows.map(\.key) == [
                "name", "jobs[0].title", "jobs[0].current", "jobs[0].end_date", "jobs[1].title", "jobs[1].current",
                "jobs[1].end_date", "notes",
            ])
        #expect(
            schema.sections.map(\.key) == [
                nil, "jobs", "jobs[0]", "jobs[0].dates", "jobs[1]", "jobs[1].dates", nil,
            ])
        #expect(schema.sections.map(\.title) == [nil, "Jobs", "Job 1", "Dates", "Job 2", "Dates", nil])
        #expect(schema.sections.map(\.ancestors) == [[], [], [1], [1, 2], [1], [1, 4], []])
        #expect(schema.rows[4].parameterPath == ["work", "1", "title"])
        #expect(schema.rows[4].keyPrefix == "jobs[1].")
        #expect(schema.rowIndex["jobs[1].end_date"] == 6)
        #expect(schema.sectionsNested(in: 1) == 1..<6)
    }

    @Test func anItemsConditionReadsTheFieldsOfItsOwnItem() throws {
        let schema = FormSchema(model: try resumeSchema(), shape: FormShape(counts: [2]))
        #expect(schema.conditions.map(\.target) == [.rowVisible(3), .rowVisible(6)])
        #expect(schema.conditions.map(\.modelPath) == [["jobs", "0"], ["jobs", "1"]])
        #expect(schema.conditionsReading["jobs[0].current"] == [0])
        #expect(schema.conditionsReading["jobs[1].current"] == [1])
    }

    @Test func itemSectionsMayBeNumberedUnderANounOrUntitled() throws {
        let noun = FormSchema(model: try resumeSchema(itemTitle: .numbered("Post")), shape: FormShape(counts: [2]))
        #expect(noun.sections.map(\.title) == [nil, "Jobs", "Post 1", "Dates", "Post 2", "Dates", nil])
        let untitled = FormSchema(model: try resumeSchema(itemTitle: .none), shape: FormShape(counts: [1]))
        #expect(untitled.sections.map(\.title) == [nil, "Jobs", nil, "Dates", nil])
    }
}
