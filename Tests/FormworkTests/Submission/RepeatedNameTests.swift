import Formwork
import Foundation
import Testing

/// A text row and a checkbox: the page posts the checkbox's hidden `false`
/// before its `true`, and a client may send a name twice.
private struct Newcomer: FormModel, Equatable {
    @FormText var name = ""
    @FormBoolean var flag = false
}

/// A list row beside them, which takes every value of a name sent twice.
private struct Tagged: FormModel, Equatable {
    @FormText var name = ""
    @FormList var tags: [String] = []
}

/// A name sent twice in a urlencoded or multipart body means one thing,
/// whichever way the body is read: its last value to a row holding one,
/// every value to a list row. Parameters of an app's own keep what they
/// say: an array sent to a row holding one value is refused.
@Suite("A name sent twice")
struct RepeatedNameTests {
    static let body = "name=a&name=b&flag=false&flag=true"

    /// The same fields as a multipart body (RFC 7578), in the same order.
    static func multipart(_ fields: [(String, String)]) -> Data {
        var text = ""
        for (name, value) in fields {
            text += "--XyZ\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        return Data((text + "--XyZ--\r\n").utf8)
    }

    /// Every way of reading the body into a model, each named.
    static func everyReading<Model: FormModel>(
        _ type: Model.Type, urlEncoded body: String, multipart: Data
    ) throws -> [(String, () throws -> Model)] {
        let parameters = try FormParameters(urlEncoded: body)
        let parts = try FormParameters(multipart: multipart, boundary: "XyZ")
        func form(_ update: (inout FormState<Model>) -> FormUpdateResult) throws -> Model {
            var form = try FormState(Model())
            let result = update(&form)
            if let error = result.error { throw error }
            return try form.model
        }
        return [
            ("Model(urlEncoded:) of text", { try Model(urlEncoded: body) }),
            ("Model(urlEncoded:) of bytes", { try Model(urlEncoded: Data(body.utf8)) }),
            ("Model(formParameters:) of the body's parameters", { try Model(formParameters: parameters) }),
            ("Model(multipart:boundary:)", { try Model(multipart: multipart, boundary: "XyZ") }),
            ("Model(formParameters:) of the multipart body's parameters", { try Model(formParameters: parts) }),
            ("update(fromURLEncoded:) of text", { try form { $0.update(fromURLEncoded: body) } }),
            ("update(fromURLEncoded:) of bytes", { try form { $0.update(fromURLEncoded: Data(body.utf8)) } }),
            ("update(from:) of the body's parameters", { try form { $0.update(from: parameters) } }),
            ("update(fromMultipart:boundary:)", { try form { $0.update(fromMultipart: multipart, boundary: "XyZ") } }),
            ("update(from:) of the multipart body's parameters", { try form { $0.update(from: parts) } }),
            (
                "FormPostedBody of the urlencoded body, read(into:options:)",
                {
                    let posted = try FormPostedBody(bytes: Data(body.utf8), contentType: "application/x-www-form-urlencoded")
                    return try form { posted.read(into: &$0, options: FormUpdateOptions()) }
                }
            ),
            (
                "FormPostedBody of the multipart body, read(into:options:)",
                {
                    let posted = try FormPostedBody(bytes: multipart, contentType: "multipart/form-data; boundary=XyZ")
                    return try form { posted.read(into: &$0, options: FormUpdateOptions()) }
                }
            ),
        ]
    }

    @Test func aNameSentTwiceIsReadAsItsLastValueOnEveryPath() throws {
        let multipart = Self.multipart([("name", "a"), ("name", "b"), ("flag", "false"), ("flag", "true")])
        var expected = Newcomer()
        expected.name = "b"
        expected.flag = true
        for (path, read) in try Self.everyReading(Newcomer.self, urlEncoded: Self.body, multipart: multipart) {
            #expect(try read() == expected, "\(path)")
        }
    }

    @Test func aListRowTakesEveryValueOfANameSentTwiceOnEveryPath() throws {
        let body = "name=a&tags=x&tags=y&name=b"
        let multipart = Self.multipart([("name", "a"), ("tags", "x"), ("tags", "y"), ("name", "b")])
        var expected = Tagged()
        expected.name = "b"
        expected.tags = ["x", "y"]
        for (path, read) in try Self.everyReading(Tagged.self, urlEncoded: body, multipart: multipart) {
            #expect(try read() == expected, "\(path)")
        }
    }

    @Test func aBlankSentOnceToAListIsNoItemAsABlankAmongOthersIsOnEveryPath() throws {
        let page = FormUpdateOptions(blankListItemsAreAbsent: true)
        for fields in [[("name", "b"), ("tags", "")], [("name", "b"), ("tags", "x"), ("tags", "")]] {
            let body = fields.map { "\($0)=\($1)" }.joined(separator: "&")
            let multipart = Self.multipart(fields)
            var expected = Tagged()
            expected.name = "b"
            expected.tags = fields.count == 3 ? ["x"] : []
            let parameters = try FormParameters(urlEncoded: body)
            let posted = try FormPostedBody(bytes: Data(body.utf8), contentType: "application/x-www-form-urlencoded")
            let readings: [(String, () throws -> Tagged)] = [
                ("Model(urlEncoded:)", { try Tagged(urlEncoded: body, options: page) }),
                ("Model(multipart:boundary:)", { try Tagged(multipart: multipart, boundary: "XyZ", options: page) }),
                ("Model(formParameters:)", { try Tagged(formParameters: parameters, options: page) }),
                (
                    "FormState.update(fromURLEncoded:)",
                    {
                        var form = try FormState(Tagged())
                        _ = form.update(fromURLEncoded: body, options: page)
                        return try form.model
                    }
                ),
                (
                    "FormPostedBody.read(into:)",
                    {
                        var form = try FormState(Tagged())
                        _ = posted.read(into: &form)
                        return try form.model
                    }
                ),
            ]
            for (path, read) in readings {
                #expect(try read() == expected, "\(path) of \(body)")
            }
            // Without the option a blank is an item, whether sent once or among others.
            #expect(try Tagged(urlEncoded: body).tags == (fields.count == 3 ? ["x", ""] : [""]))
        }
    }

    @Test func aBareNameIsEmptyTextOnEveryPath() throws {
        let multipart = Self.multipart([("name", ""), ("flag", "true")])
        var expected = Newcomer()
        expected.flag = true
        for (path, read) in try Self.everyReading(Newcomer.self, urlEncoded: "name&flag=true", multipart: multipart) {
            #expect(try read() == expected, "\(path)")
        }
    }

    @Test func parametersOfAnAppsOwnRefuseAnArrayForARowHoldingOneValue() throws {
        let parameters: FormParameters = ["name": ["a", "b"], "flag": ["false", "true"]]
        #expect(throws: FormSubmissionError.self) { try Newcomer(formParameters: parameters) }
        var form = try FormState(Newcomer())
        #expect(form.update(from: parameters).fieldErrors.map(\.key) == ["name", "flag"])
        #expect(try form.model == Newcomer())
    }

    @Test func parametersReadFromABodyAreEqualToTheSameMembersButReadAsTheirBody() throws {
        let read = try FormParameters(urlEncoded: "name=a&name=b")
        let given: FormParameters = ["name": ["a", "b"]]
        #expect(read == given)
        #expect(Set([read, given]).count == 1)
        #expect(try Newcomer(formParameters: read).name == "b")
        #expect(throws: FormSubmissionError.self) { try Newcomer(formParameters: given) }
    }
}
