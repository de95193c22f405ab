import Formwork
import Foundation
import Testing

// The parameters a form with a repeating group submits. Expected bodies are
// written by hand: urlencoded from the WHATWG serializer (`[` is %5B, `]`
// %5D, space `+`, `&` %26, `+` %2B, other bytes of UTF-8 as %XX), multipart
// from RFC 7578 over RFC 2046 section 5.1.1.

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

private struct Referee: FormModel, Equatable {
    @FormText var phone: String? = nil
}

private struct Referees: FormModel, Equatable {
    @FormGroup(param: "refs") var referees: [Referee] = []
}

private struct Application: FormModel, Equatable {
    @FormBoolean var employed = false
    @FormGroup(visibleWhen: "employed == true") var jobs: [Job] = [Job(title: "Clerk")]
}

private struct Piece: FormModel, Equatable {
    @FormText var caption = ""
    @FormImage var image: FormFile? = nil
}

private struct Portfolio: FormModel, Equatable {
    @FormText var owner = ""
    @FormGroup var pieces: [Piece] = []
}

@Suite("Repeating group parameters")
struct RepeatingGroupParametersTests {
    private var twoJobs: Resume {
        var resume = Resume()
        resume.name = "Ada"
        resume.jobs = [Job(title: "Engineer & Lead", years: 3), Job(title: "東京", years: 1, employer: "ACME")]
        resume.open = true
        return resume
    }

    @Test func itemsAreAnArrayOfObjectsInItemOrderBetweenTheRowsAroundTheGroup() throws {
        let parameters = try FormState(twoJobs).parameters
        let jobs: FormValue = [
            .object([.init("title", "Engineer & Lead"), .init("years", 3)]),
            .object([.init("title", "東京"), .init("years", 1), .init("employer", "ACME")]),
        ]
        #expect(parameters.map(\.key) == ["name", "jobs", "open"])
        #expect(parameters["jobs"] == jobs)
    }

    @Test func urlEncodedItemsAreIndexedBracketNames() throws {
        let body = try FormState(twoJobs).parameters.urlEncoded
        #expect(
            body
                == "name=Ada&jobs%5B0%5D%5Btitle%5D=Engineer+%26+Lead&jobs%5B0%5D%5Byears%5D=3"
                + "&jobs%5B1%5D%5Btitle%5D=%E6%9D%B1%E4%BA%AC&jobs%5B1%5D%5Byears%5D=1&jobs%5B1%5D%5Bemployer%5D=ACME"
                + "&open=true")
    }

    @Test func urlEncodingOptionsApplyInsideItems() throws {
        let options = FormParameters.URLEncodingOptions(boolStyle: .numeric, sortedKeys: true)
        var resume = Resume()
        resume.jobs = [Job(title: "b")]
        let body = try FormState(resume).parameters.urlEncoded(options: options)
        // Sorted by key bytes at every level: "jobs" < "name" < "open", "title" < "years".
        #expect(body == "jobs%5B0%5D%5Btitle%5D=b&jobs%5B0%5D%5Byears%5D=0&name=&open=0")
    }

    @Test func jsonItemsAreAnArrayOfObjects() throws {
        let json = try FormState(twoJobs).parameters.jsonString()
        #expect(
            json
                == #"{"name":"Ada","jobs":[{"title":"Engineer & Lead","years":3},"#
                + #"{"title":"東京","years":1,"employer":"ACME"}],"open":true}"#)
    }

    @Test func anEmptyGroupSubmitsAnEmptyArrayAsAnEmptyListDoes() throws {
        let parameters = try FormState(Resume()).parameters
        #expect(parameters["jobs"] == .array([]))
        #expect(try parameters.jsonString() == #"{"name":"","jobs":[],"open":false}"#)
        #expect(parameters.urlEncoded == "name=&open=false")
        #expect(parameters.urlEncoded(options: .init(emptyLists: .bareName)) == "name=&jobs%5B%5D&open=false")
    }

    @Test func anItemWhoseRowsSubmitNothingIsAnEmptyObjectSoLaterItemsKeepTheirIndex() throws {
        var referees = Referees()
        referees.referees = [Referee(), Referee(phone: "+44 1")]
        let form = try FormState(referees)
        #expect(try form.parameters.jsonString() == #"{"refs":[{},{"phone":"+44 1"}]}"#)
        #expect(form.parameters.urlEncoded == "refs%5B1%5D%5Bphone%5D=%2B44+1")
        let nulls = form.parameters(policy: .init(nilValues: .null))
        #expect(try nulls.jsonString() == #"{"refs":[{"phone":null},{"phone":"+44 1"}]}"#)
        let blanks = form.parameters(policy: .init(nilValues: .emptyString))
        #expect(blanks.urlEncoded == "refs%5B0%5D%5Bphone%5D=&refs%5B1%5D%5Bphone%5D=%2B44+1")
    }

    @Test func aHiddenGroupSubmitsNothingUnlessHiddenRowsAreIncluded() throws {
        var form = try FormState(Application())
        #expect(try form.parameters.jsonString() == #"{"employed":false}"#)
        let everything = form.parameters(policy: .init(hiddenRows: .include))
        #expect(try everything.jsonString() == #"{"employed":false,"jobs":[{"title":"Clerk","years":0}]}"#)
        try form.setValue(true, for: "employed")
        #expect(try form.parameters.jsonString() == #"{"employed":true,"jobs":[{"title":"Clerk","years":0}]}"#)
    }

    @Test func aDisabledGroupIsLeftOutOnlyWhenDisabledRowsAre() throws {
        var form = try FormState(Application(employed: true))
        form.setEditable(false)
        #expect(try form.parameters.jsonString() == #"{"employed":true,"jobs":[{"title":"Clerk","years":0}]}"#)
        #expect(try form.parameters(policy: .init(disabledRows: .leaveOut)).jsonString() == "{}")
    }

    @Test func filesInsideItemsArePartsNamedByTheirItem() throws {
        var portfolio = Portfolio()
        portfolio.owner = "Ada"
        portfolio.pieces = [
            Piece(caption: "Sketch", image: FormFile(filename: "a.png", contentType: "image/png", data: Data("PNG".utf8))),
            Piece(caption: "Draft \"2\""),
        ]
        let body = try FormState(portfolio).parameters.multipart(boundary: "XyZ")
        let expected =
            "--XyZ\r\n"
            + "Content-Disposition: form-data; name=\"owner\"\r\n\r\nAda\r\n"
            + "--XyZ\r\n"
            + "Content-Disposition: form-data; name=\"pieces[0][caption]\"\r\n\r\nSketch\r\n"
            + "--XyZ\r\n"
            + "Content-Disposition: form-data; name=\"pieces[0][image]\"; filename=\"a.png\"\r\n"
            + "Content-Type: image/png\r\n\r\nPNG\r\n"
            + "--XyZ\r\n"
            + "Content-Disposition: form-data; name=\"pieces[1][caption]\"\r\n\r\nDraft \"2\"\r\n"
            + "--XyZ--\r\n"
        #expect(String(decoding: body.data, as: UTF8.self) == expected)
    }

    @Test func theDictionaryHoldsAnArrayOfDictionaries() throws {
        let dictionary = try FormState(twoJobs).parameters.dictionary
        let jobs = try #require(dictionary["jobs"] as? [any Sendable])
        #expect(jobs.count == 2)
        let first = try #require(jobs[0] as? [String: any Sendable])
        let second = try #require(jobs[1] as? [String: any Sendable])
        #expect(first["title"] as? String == "Engineer & Lead")
        #expect(first["years"] as? Int == 3)
        #expect(first["employer"] == nil)
        #expect(second["title"] as? String == "東京")
        #expect(second["employer"] as? String == "ACME")
        #expect(dictionary["open"] as? Bool == true)
    }
}
