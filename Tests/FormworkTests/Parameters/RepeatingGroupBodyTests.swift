import Foundation
import Testing

@testable import Formwork

// Bodies read back into a form whose model has a repeating group: a body
// naming the group replaces its items, item k of the body updating item k
// of the form; one that does not name it leaves the items as they are.

private struct Job: FormModel, Equatable {
    @FormText var title = ""
    @FormNumber var years = 0
    @FormText var employer: String? = nil
}

private struct Resume: FormModel, Equatable {
    @FormText var name = ""
    @FormGroup var jobs: [Job] = []
    @FormBoolean var open = false
}

private struct Club: FormModel, Equatable {
    @FormNumber var members = 0
    @FormGroup var jobs: [Job] = []
}

private struct Shortlist: FormModel, Equatable {
    @FormGroup(maxItems: 2) var picks: [Job] = []
}

private struct Fixed: FormModel, Equatable {
    @FormGroup(editing: []) var jobs: [Job] = [Job(title: "Clerk", years: 1)]
}

private struct Application: FormModel, Equatable {
    @FormBoolean var employed = false
    @FormGroup(visibleWhen: "employed == true") var jobs: [Job] = []
}

@Suite("Repeating group bodies")
struct RepeatingGroupBodyTests {
    private func form(_ jobs: [Job]) throws -> FormState<Resume> {
        try FormState(Resume(name: "Ada", jobs: jobs))
    }

    @Test func indexedItemsReplaceTheItemsAndNewItemsStartFromTheItemDefaults() throws {
        var form = try form([Job(title: "Clerk", years: 4)])
        let result = form.update(
            fromURLEncoded: "jobs%5B0%5D%5Btitle%5D=Engineer&jobs%5B1%5D%5Btitle%5D=Intern&jobs%5B1%5D%5Byears%5D=2")
        #expect(result.error == nil)
        // Item 0 keeps the years the body leaves out; item 1 starts from Job().
        #expect(try form.model.jobs == [Job(title: "Engineer", years: 4), Job(title: "Intern", years: 2)])
        #expect(result.change.listChanges == [.inserted(key: "jobs", index: 1)])
        #expect(result.change.changedKeys == ["jobs", "jobs[0].title", "jobs[1].title", "jobs[1].years", "jobs[1].employer"])
        #expect(form.hasChanges)
    }

    @Test func aBodyThatDoesNotNameTheGroupLeavesItsItems() throws {
        var form = try form([Job(title: "Clerk"), Job(title: "Cook")])
        let result = form.update(fromURLEncoded: "name=Grace&open=true")
        #expect(result.error == nil)
        #expect(try form.model.jobs == [Job(title: "Clerk"), Job(title: "Cook")])
        #expect(result.change.listChanges.isEmpty)
        #expect(try form.model.name == "Grace")
    }

    @Test func itemsPastTheBodysCountAreRemovedLastFirst() throws {
        var form = try form([Job(title: "A"), Job(title: "B"), Job(title: "C")])
        let result = form.update(fromJSON: #"{"jobs":[{"title":"X"}]}"#)
        #expect(try form.model.jobs == [Job(title: "X")])
        #expect(result.change.listChanges == [.removed(key: "jobs", index: 2), .removed(key: "jobs", index: 1)])
        #expect(form.allSections.map(\.key) == [nil, "jobs", "jobs[0]", nil])
    }

    @Test func sparseAndOutOfOrderIndicesAreCompactedInIndexOrderAsListsAre() throws {
        var form = try form([])
        form.update(fromURLEncoded: "jobs%5B5%5D%5Btitle%5D=second&jobs%5B2%5D%5Btitle%5D=first&tags")
        #expect(try form.model.jobs.map(\.title) == ["first", "second"])
    }

    @Test(arguments: ["jobs=", "jobs", "jobs%5B%5D"])
    func anEmptyURLEncodedGroupRemovesEveryItem(_ body: String) throws {
        var form = try form([Job(title: "A"), Job(title: "B")])
        let result = form.update(fromURLEncoded: body)
        #expect(result.error == nil)
        #expect(try form.model.jobs.isEmpty)
        #expect(form.allSections.map(\.key) == [nil, "jobs", nil])
    }

    @Test(arguments: [#"{"jobs":null}"#, #"{"jobs":[]}"#])
    func anEmptyJSONGroupRemovesEveryItem(_ body: String) throws {
        var form = try form([Job(title: "A")])
        #expect(form.update(fromJSON: body).error == nil)
        #expect(try form.model.jobs.isEmpty)
    }

    @Test func jsonItemsFillTheirFieldsExactly() throws {
        var form = try form([])
        let result = form.update(
            fromJSON: #"{"name":"Ada","jobs":[{"title":"東京 👩‍👩‍👧","years":3,"employer":null},{"employer":"ACME"}]}"#)
        #expect(result.error == nil)
        #expect(try form.model.jobs == [Job(title: "東京 👩‍👩‍👧", years: 3), Job(employer: "ACME")])
    }

    @Test func aDictionaryOfFoundationValuesFillsTheItems() throws {
        var form = try form([])
        let items: [Any] = [["title": "Engineer", "years": 3], ["title": "Intern"]]
        let result = form.update(fromDictionary: ["jobs": items])
        #expect(result.error == nil)
        #expect(try form.model.jobs == [Job(title: "Engineer", years: 3), Job(title: "Intern")])
    }

    @Test func anItemsUnknownFieldIsListedByItsBracketedName() throws {
        var form = try form([])
        let result = form.update(fromURLEncoded: "jobs%5B0%5D%5Btitle%5D=A&jobs%5B0%5D%5Bzip%5D=1")
        #expect(result.unknownKeys == ["jobs[0][zip]"])
        #expect(try form.model.jobs == [Job(title: "A")])
    }

    @Test func anItemsValueThatDoesNotFitIsAFieldErrorKeyedByTheItemsRow() throws {
        var form = try form([Job(title: "A", years: 2)])
        let result = form.update(fromJSON: #"{"jobs":[{"years":"many"}]}"#)
        #expect(result.fieldErrors.map(\.key) == ["jobs[0].years"])
        #expect(try form.model.jobs == [Job(title: "A", years: 2)])
    }

    @Test(arguments: [
        (#"{"jobs":3}"#, "jobs", "'jobs' is a repeating group of items, so it cannot hold a whole number"),
        (#"{"jobs":{"title":"A"}}"#, "jobs", "'jobs' is a repeating group of items, so it cannot hold a group of values"),
        (#"{"jobs":[{"title":"A"},"B"]}"#, "jobs[1]", "'jobs[1]' is an item of a repeating group, so it cannot hold text"),
    ])
    func aValueWhereTheItemsBelongIsAProblemKeyedByTheGroup(_ body: String, _ key: String, _ message: String) throws {
        var form = try form([Job(title: "Clerk")])
        let result = form.update(fromJSON: body)
        #expect(result.decodingProblems == [.init(key: key, reason: .conflict(message))])
        #expect(try form.model.jobs == [Job(title: "Clerk")])
    }

    @Test func theGroupSentBothEmptyAndWithItemsIsAConflictThatWritesNothing() throws {
        var form = try form([Job(title: "Clerk")])
        let result = form.update(fromURLEncoded: "name=Grace&jobs=&jobs%5B0%5D%5Btitle%5D=a")
        #expect(result.decodingProblems.map(\.key) == ["jobs[0][title]"])
        #expect(try form.model == Resume(name: "Ada", jobs: [Job(title: "Clerk")]))
    }

    @Test func blankSpareItemsAreDroppedWhenBlankItemsAreAbsent() throws {
        let body = "jobs%5B0%5D%5Btitle%5D=A&jobs%5B0%5D%5Byears%5D=1&jobs%5B1%5D%5Btitle%5D=&jobs%5B1%5D%5Bemployer%5D="
        var browser = try form([])
        browser.update(fromURLEncoded: body, options: .init(blankListItemsAreAbsent: true))
        #expect(try browser.model.jobs == [Job(title: "A", years: 1)])
        var plain = try form([])
        plain.update(fromURLEncoded: body)
        // `employer=` is empty text, which an optional text row keeps as text.
        #expect(try plain.model.jobs == [Job(title: "A", years: 1), Job(title: "", employer: "")])
    }

    @Test func aRowOutsideTheGroupKeepsItsRefusedEditWhenABodyReshapesTheForm() throws {
        var form = try FormState(Club())
        #expect(throws: FormInputError.self) { try form.setText("many", for: "members") }
        form.update(fromJSON: #"{"jobs":[{"title":"A"}]}"#)
        #expect(form.row("members")?.inputError?.input == "many")
        #expect(form.row("jobs[0].title")?.value == .string("A"))
    }

    @Test func multipartItemsHoldTheirFiles() throws {
        let body = Data(
            ("--b\r\nContent-Disposition: form-data; name=\"jobs[0][title]\"\r\n\r\nEngineer\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"jobs[1][employer]\"\r\n\r\nACME\r\n--b--\r\n").utf8)
        var form = try form([])
        #expect(form.update(fromMultipart: body, boundary: "b").error == nil)
        #expect(try form.model.jobs == [Job(title: "Engineer"), Job(employer: "ACME")])
    }
}

@Suite("Repeating group bodies: refusals and limits")
struct RepeatingGroupBodyLimitTests {
    @Test func aGroupThatDoesNotAllowAddingKeepsItsCountAndIsRefused() throws {
        var form = try FormState(Fixed())
        let result = form.update(fromJSON: #"{"jobs":[{"title":"Boss"},{"title":"Extra"}]}"#)
        #expect(result.refusedKeys == ["jobs"])
        // The item it holds is still a person's to edit.
        #expect(try form.model.jobs == [Job(title: "Boss", years: 1)])
        #expect(result.change.listChanges.isEmpty)
        let removing = form.update(fromJSON: #"{"jobs":[]}"#)
        #expect(removing.refusedKeys == ["jobs"])
        #expect(try form.model.jobs.count == 1)
        #expect(form.update(fromJSON: #"{"jobs":[]}"#, options: .init(writesEveryRow: true)).refusedKeys.isEmpty)
        #expect(try form.model.jobs.isEmpty)
    }

    @Test func aHiddenGroupIsNotReshapedUnlessTheBodyShowsIt() throws {
        var form = try FormState(Application())
        let hidden = form.update(fromURLEncoded: "jobs%5B0%5D%5Btitle%5D=A")
        #expect(hidden.refusedKeys == ["jobs"])
        #expect(try form.model.jobs.isEmpty)
        // Judged on the values the update leaves, as a person saw the form when posting it.
        let shown = form.update(fromURLEncoded: "employed=true&jobs%5B0%5D%5Btitle%5D=A")
        #expect(shown.refusedKeys.isEmpty)
        #expect(try form.model.jobs == [Job(title: "A")])
    }

    @Test func anIndexPastTheCeilingIsRefusedBeforeItsItemIsMade() throws {
        var form = try FormState(Resume())
        let result = form.update(fromURLEncoded: "jobs%5B99999999%5D%5Btitle%5D=x")
        #expect(result.decodingProblems == [.init(key: "jobs", reason: .itemIndexTooLarge(index: 99_999_999, limit: 1000))])
        #expect(
            result.decodingProblems.map(\.description) == [
                "jobs: item index 99999999 is past the 1000 items the group holds at most"
            ])
        #expect(try form.model.jobs.isEmpty)
    }

    @Test func aMultipartIndexPastTheCeilingIsRefusedAndAModelIsNotMade() throws {
        let body = Data(
            "--b\r\nContent-Disposition: form-data; name=\"jobs[1000][title]\"\r\n\r\nx\r\n--b--\r\n".utf8)
        var form = try FormState(Resume())
        let result = form.update(fromMultipart: body, boundary: "b")
        #expect(result.decodingProblems == [.init(key: "jobs", reason: .itemIndexTooLarge(index: 1000, limit: 1000))])
        #expect(throws: FormSubmissionError.self) { try Resume(multipart: body, boundary: "b") }
        #expect(throws: FormSubmissionError.self) { try Resume(urlEncoded: "jobs%5B99999999%5D%5Btitle%5D=x") }
    }

    @Test func anIndexPastMaxItemsIsRefused() throws {
        var form = try FormState(Shortlist())
        #expect(form.update(fromURLEncoded: "picks%5B1%5D%5Btitle%5D=x").error == nil)
        let result = form.update(fromURLEncoded: "picks%5B2%5D%5Btitle%5D=x")
        #expect(result.decodingProblems == [.init(key: "picks", reason: .itemIndexTooLarge(index: 2, limit: 2))])
        #expect(try form.model.picks == [Job(title: "x")])
    }

    @Test func moreJSONItemsThanMaxItemsAreRefused() throws {
        var form = try FormState(Shortlist())
        let result = form.update(fromJSON: #"{"picks":[{},{},{}]}"#)
        #expect(result.decodingProblems == [.init(key: "picks", reason: .tooManyItems(count: 3, limit: 2))])
        #expect(try form.model.picks.isEmpty)
    }

    @Test func aHundredThousandItemsAreRefusedAtTheParameterLimitOrTheGroupsCeiling() throws {
        let urlEncoded = (0..<100_000).map { "jobs%5B\($0)%5D%5Btitle%5D=x" }.joined(separator: "&")
        let json = "{\"jobs\":[" + Array(repeating: "{}", count: 100_000).joined(separator: ",") + "]}"
        var form = try FormState(Resume())
        #expect(form.update(fromURLEncoded: urlEncoded).decodingProblems == [.init(reason: .tooManyParameters(limit: 1000))])
        let raised = FormUpdateOptions(limits: .init(maxParameterCount: 1_000_000))
        #expect(
            form.update(fromURLEncoded: urlEncoded, options: raised).decodingProblems == [
                .init(key: "jobs", reason: .itemIndexTooLarge(index: 1000, limit: 1000))
            ])
        #expect(
            form.update(fromJSON: json, options: raised).decodingProblems == [
                .init(key: "jobs", reason: .tooManyItems(count: 100_000, limit: 1000))
            ])
        #expect(form.allRows.map(\.key) == ["name", "open"])
    }

    @Test func aThousandItemsAreTheCeilingAndAreRead() throws {
        let body = (0..<1000).map { "jobs%5B\($0)%5D%5Byears%5D=\($0)" }.joined(separator: "&")
        var form = try FormState(Resume())
        #expect(form.update(fromURLEncoded: body).error == nil)
        let jobs = try form.model.jobs
        #expect(jobs.count == 1000)
        #expect(jobs.map(\.years) == Array(0..<1000))
    }
}

@Suite("Repeating group bodies: which reader runs")
struct RepeatingGroupBodyRouteTests {
    /// The general reader's rows and group values for `body`, to compare the row names' reading with.
    private func general(_ body: String, _ schema: FormSchema) throws -> FormParameterMatch.Reading {
        let parameters = try FormParameters(urlEncodedBytes: Array(body.utf8), limits: schema.itemLimited(.init()))
        return schema.parameterMatch.read(parameters.members, rowCount: schema.rows.count)
    }

    @Test func theURLEncodedRowNamesReadIndexedItemsAsTheGeneralReaderNestsThem() throws {
        let schema = try FormSchema.of(Resume.self)
        let limits = schema.itemLimited(FormParameters.DecodingLimits())
        let body =
            "name=Ada&jobs%5B1%5D%5Btitle%5D=Cook&jobs%5B0%5D%5Btitle%5D=Clerk&jobs%5B0%5D%5Byears%5D=4"
            + "&jobs%5B1%5D%5Btitle%5D=Chef&jobs%5B0%5D%5Bemployer%5D"
        let read = try #require(
            schema.urlEncodedNames.reading(Array(body.utf8), limits: limits, rowCount: schema.rows.count, groups: schema.groups))
        // Items by index; a name sent twice in an item is a list of its texts, a bare one null.
        let clerk = FormValue.object([
            .init("title", .string("Clerk")), .init("years", .string("4")), .init("employer", .null),
        ])
        let cook = FormValue.object([.init("title", .array([.string("Cook"), .string("Chef")]))])
        #expect(read.group(0) == .array([clerk, cook]))
        #expect(read.group(0) == (try general(body, schema)).group(0))
        #expect(read.sent == (try general(body, schema)).sent)
    }

    @Test func theURLEncodedRowNamesLeaveOtherGroupNamesToTheGeneralReader() throws {
        let schema = try FormSchema.of(Resume.self)
        let limits = schema.itemLimited(FormParameters.DecodingLimits())
        // No items, an item with no name, a name within a name, an index past the limit.
        let others = [
            "jobs=", "jobs%5B%5D", "name=Ada&jobs", "jobs%5B0%5D=x", "jobs%5B0%5D%5Btitle%5D%5Bx%5D=y",
            "jobs%5B1000%5D%5Btitle%5D=x", "jobs%5B0%5D%5B%5D=x",
        ]
        for body in others {
            #expect(
                schema.urlEncodedNames.reading(
                    Array(body.utf8), limits: limits, rowCount: schema.rows.count, groups: schema.groups)
                    == nil, "\(body)")
        }
        // Read without the groups (a form's update of another shape does), an item's name is no row's.
        let item = Array("jobs%5B0%5D%5Btitle%5D=x".utf8)
        #expect(schema.urlEncodedNames.reading(item, limits: limits, rowCount: schema.rows.count) == nil)
    }

    @Test func theJSONRowReaderKeepsAGroupWholeAsTheWalkDoes() throws {
        let schema = try FormSchema.of(Resume.self)
        let limits = FormParameters.DecodingLimits()
        for body in [#"{"jobs":[]}"#, #"{"name":"A","jobs":[{"title":"x"},{"years":2}]}"#, #"{"jobs":null}"#, #"{"jobs":7}"#] {
            let read = try #require(schema.parameterMatch.read(json: Array(body.utf8), limits: limits, rowCount: 2))
            let parameters = try FormParameters(json: body)
            let walked = schema.parameterMatch.read(parameters.members, rowCount: 2)
            #expect(read.group(0) == walked.group(0), "\(body)")
            #expect(read.sent == walked.sent, "\(body)")
        }
    }

    @Test func aModelWhoseGroupTakesAnyCountIsReadDirectly() throws {
        var route: BodyReading.Route?
        let body = Array("jobs%5B0%5D%5Btitle%5D=x&jobs%5B1%5D%5Byears%5D=3".utf8)
        let resume = try Resume(.urlEncoded(body), options: FormUpdateOptions(), route: &route)
        #expect(route == .direct)
        #expect(resume.jobs == [Job(title: "x"), Job(years: 3)])
    }

    @Test func aModelWhoseGroupCannotChangeItsCountOrIsHiddenIsReadThroughAForm() throws {
        var route: BodyReading.Route?
        let fixed = try Fixed(.urlEncoded(Array("jobs%5B0%5D%5Btitle%5D=Chef".utf8)), options: .init(), route: &route)
        #expect(route == .throughAForm)
        #expect(fixed.jobs == [Job(title: "Chef", years: 1)])
        route = nil
        _ = try Application(.json(Array(#"{"employed":true}"#.utf8)), options: .init(), route: &route)
        #expect(route == .throughAForm)
    }
}
