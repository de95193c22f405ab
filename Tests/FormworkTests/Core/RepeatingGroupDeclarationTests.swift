import Foundation
import Testing

@testable import Formwork

// Declaring a repeating group, `@FormGroup` over an array of a model: what
// compiles, what its options record, and the errors of the shapes it refuses.

private struct Job: FormModel {
    @FormText var title = ""
    @FormText var company = ""
    @FormBoolean var current = false
}

private struct Resume: FormModel {
    @FormText var name = ""
    @FormGroup var jobs: [Job] = []
}

private struct TitledResume: FormModel {
    @FormGroup(title: "Work") var jobs: [Job] = []
    @FormGroup(
        help: "Who to call", itemTitle: .numbered("Contact"), minItems: 1, maxItems: 3, editing: [.add, .delete],
        blankItems: 2)
    var contacts: [Job] = [Job()]
    @FormGroup(itemTitle: .field("company")) var employers: [Job] = []
}

private struct GroupOfTags: FormModel {
    @FormGroup var tags: [String] = []
}

private struct OptionalJobs: FormModel {
    @FormGroup var jobs: [Job]? = nil
}

private struct BadItemBounds: FormModel {
    @FormGroup(minItems: 4, maxItems: 2) var jobs: [Job] = []
    @FormGroup(maxItems: 5_000) var more: [Job] = []
}

private struct UnknownTitleField: FormModel {
    @FormGroup(itemTitle: .field("employer")) var jobs: [Job] = []
}

private struct SwitchTitleField: FormModel {
    @FormGroup(itemTitle: .field("current")) var jobs: [Job] = []
}

private struct JobsSubmittedAsName: FormModel {
    @FormText var name = ""
    @FormGroup(param: "name") var jobs: [Job] = []
}

private struct JobsShownUnderAnUnknownField: FormModel {
    @FormBoolean var employed = false
    @FormGroup(visibleWhen: "employd") var jobs: [Job] = []
}

private struct BadJob: FormModel {
    @FormNumber(min: 10, max: 1) var years = 5
}

private struct NestedRepeating: FormModel {
    @FormText var title = ""
    @FormGroup var resume = Resume()
}

private struct StoredResume: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var name = ""
    @FormGroup var jobs: [Job] = []
}

private struct ResumeOfBadJobs: FormModel {
    @FormGroup var jobs: [BadJob] = []
}

private func problems<Model: FormModel>(_ type: Model.Type) -> [FormDeclarationError.Problem] {
    do {
        try Model.checkFormDeclaration()
        return []
    } catch {
        return error.problems
    }
}

/// The declaration of the `@FormGroup` property `name` of `model`, read as the schema builder reads it.
private func declaration(_ model: some FormModel, _ name: String) -> GroupDescriptor? {
    let child = Mirror(reflecting: model).children.first { $0.label == "_" + name }
    return (child?.value as? any GroupWrapper)?.groupDescriptor
}

@Suite("Repeating group declarations")
struct RepeatingGroupDeclarationTests {
    @Test func anArrayOfModelsDeclaredWithoutRepeatingOptionsTakesTheStandardOptions() {
        #expect(declaration(Resume(), "jobs")?.repetition == .standard)
        #expect(RepeatingOptions.standard.itemTitle == .numbered(nil))
        #expect(RepeatingOptions.standard.editing == FormGroup<[Job]>.ItemEditing.all.rawValue)
    }

    @Test func theOptionsOfARepeatingGroupAreRecordedInItsDeclaration() {
        let resume = TitledResume()
        #expect(declaration(resume, "jobs")?.title == "Work")
        #expect(declaration(resume, "jobs")?.repetition == .standard)
        let contacts = declaration(resume, "contacts")
        #expect(contacts?.help == "Who to call")
        #expect(
            contacts?.repetition
                == RepeatingOptions(
                    itemTitle: .numbered("Contact"), minItems: 1, maxItems: 3, editing: 0b011, blankItems: 2))
        #expect(declaration(resume, "employers")?.repetition?.itemTitle == .field("company"))
        #expect(resume.contacts.count == 1)
    }

    @Test func itemTitlesAreNumberedFromOneOrTakenFromAField() {
        let numbered = RepeatingOptions.standard
        #expect(numbered.title(ofItem: 0, typeTitle: "Job") == "Job 1")
        #expect(numbered.title(ofItem: 11, typeTitle: "Job") == "Job 12")
        let noun = RepeatingOptions(itemTitle: .numbered("Contact"), minItems: nil, maxItems: nil, editing: 0, blankItems: 0)
        #expect(noun.title(ofItem: 1, typeTitle: "Job") == "Contact 2")
        let field = RepeatingOptions(itemTitle: .field("company"), minItems: nil, maxItems: nil, editing: 0, blankItems: 0)
        #expect(field.title(ofItem: 2, typeTitle: "Job", fieldText: "Acme") == "Acme")
        #expect(field.title(ofItem: 2, typeTitle: "Job", fieldText: "  ") == "Job 3")
        let untitled = RepeatingOptions(itemTitle: .none, minItems: nil, maxItems: nil, editing: 0, blankItems: 0)
        #expect(untitled.title(ofItem: 0, typeTitle: "Job") == nil)
    }

    @Test func wellDeclaredRepeatingGroupsBuildAForm() throws {
        #expect(problems(Resume.self).isEmpty)
        #expect(problems(TitledResume.self).isEmpty)
        let form = try FormState(TitledResume())
        #expect(form.sections.map(\.key) == ["jobs", "contacts", "contacts[0]", "employers"])
    }

    @Test func aRepeatingGroupInsideANestedModelNamesWhereToMoveIt() {
        #expect(
            problems(NestedRepeating.self).map(\.message) == [
                """
                Property `resume` of `NestedRepeating` nests `Resume`, which declares the repeating group `jobs`, \
                but repeating groups are declared on the form's own model only. To resolve this error, move `jobs` \
                to `NestedRepeating`, or make it a `@FormList` of values.
                """
            ])
    }

    @Test func aModelWithARepeatingGroupMayBeWrittenInPlace() throws {
        #expect(problems(StoredResume.self).isEmpty)
        #expect(try FormSchema.of(StoredResume.self).model.buildsFromStoredProperties)
    }

    @Test func aGroupOfValuesIsToldToUseAList() {
        #expect(
            problems(GroupOfTags.self).map(\.message) == [
                """
                Property `tags` of `GroupOfTags` is a `@FormGroup` of `[String]`, but a repeating group holds \
                nested models and `String` does not conform to `FormModel`. To resolve this error, declare a list \
                of values as `@FormList var tags: [String] = []`, or, for a list of nested models, declare \
                `extension String: FormModel {}` (it needs an `init()`).
                """
            ])
    }

    @Test func anOptionalRepeatingGroupIsToldToDefaultToAnEmptyList() {
        #expect(
            problems(OptionalJobs.self).map(\.message) == [
                """
                Property `jobs` of `OptionalJobs` is a `@FormGroup` of `[Job]?`, but a repeating group cannot be \
                `nil`: an empty list already means no items. To resolve this error, declare \
                `@FormGroup var jobs: [Job] = []`.
                """
            ])
    }

    @Test func itemBoundsOutOfOrderOrOverTheCeilingAreRefused() {
        let found = problems(BadItemBounds.self)
        #expect(found.map(\.property) == ["jobs", "more"])
        #expect(
            found.first?.message == """
                Property `jobs` of `BadItemBounds` is a repeating group whose `minItems: 4` is greater than \
                `maxItems: 2`. To resolve this error, give `0 <= minItems <= maxItems <= 1000` and \
                `0 <= blankItems <= 1000`, or leave a bound out.
                """)
        #expect(found.last?.message.contains("`maxItems: 5000` is not between 1 and 1000") == true)
    }

    @Test func anItemTitleFieldMustBeATextRowOfTheItem() {
        #expect(
            problems(UnknownTitleField.self).map(\.message) == [
                """
                Property `jobs` of `UnknownTitleField` titles its items with `.field("employer")`, but `Job` has \
                no text row `employer` (its text rows: `title`, `company`). To resolve this error, name a \
                `@FormText` or `@FormLongText` property of `Job`, or use `itemTitle: .numbered`.
                """
            ])
    }

    @Test func anItemTitleFieldThatIsNoTextRowIsRefused() {
        #expect(
            problems(SwitchTitleField.self).first?.message.hasPrefix(
                "Property `jobs` of `SwitchTitleField` titles its items with `.field(\"current\")`, but `Job` has no text row"
            ) == true)
    }

    @Test func aRepeatingGroupMayNotSubmitTheParameterOfAnotherRow() {
        let found = problems(JobsSubmittedAsName.self)
        #expect(
            found.last?.message == """
                Properties `name` and `jobs` of `JobsSubmittedAsName` both submit the parameter `name`. To \
                resolve this error, give one of them a different `param:`.
                """)
        #expect(found.map(\.property) == ["jobs"])
    }

    @Test func aRepeatingGroupsConditionIsCheckedAgainstTheModelsKeys() {
        let found = problems(JobsShownUnderAnUnknownField.self)
        #expect(found.map(\.property) == ["jobs"])
        #expect(found.last?.message.hasPrefix("The `visibleWhen` condition of property `jobs`") == true)
    }

    @Test func theItemTypesOwnProblemsAreReportedAgainstIt() {
        let found = problems(ResumeOfBadJobs.self)
        #expect(found.map(\.typeName) == ["BadJob"])
        #expect(found.map(\.property) == ["years"])
    }
}
