import Foundation
import Testing

@testable import Formwork

// Forms and schemas used from many tasks at once give the same results as
// used from one, with no data race. `.ci/run` builds and runs this suite with
// `swift test --sanitize=thread --filter ConcurrencySanitizerTests` and fails
// on any ThreadSanitizer report; run plainly, it checks the same results.
// The models are private to this file, so the first task to use each one
// builds its schema while the others race it.

private struct ConcurrentAddress: FormModel, Equatable {
    @FormText var street = ""
    @FormText(rules: [.required]) var city = ""
}

private struct ConcurrentSignUp: FormModel, Equatable {
    @FormText(rules: [.required, .maxLength(40)]) var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormBoolean var newsletter = false
    @FormText(.url, rules: [.url]) var website = ""
    @FormLongText(visibleWhen: "age > 12") var bio = ""
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormImage var avatar: URL? = nil
    @FormGroup var address = ConcurrentAddress()
}

/// Its `init()` makes a form of another type, so first use builds two schemas re-entrantly.
private struct ConcurrentCheckout: FormModel {
    @FormText var email = ""
    var addressRows = 0
    init() { addressRows = (try? FormState(ConcurrentShipping()))?.rows.count ?? -1 }
}

private struct ConcurrentShipping: FormModel {
    @FormText var line1 = ""
    @FormText var line2 = ""
}

/// Built in place throughout: copies of its form share one kept model,
/// which a build after an edit updates where it lies when no one else holds it.
private struct ConcurrentTicket: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var holder = ""
    @FormNumber var seats = 1
    @FormGroup var stop = ConcurrentStop()
}

private struct ConcurrentStop: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var city = ""
}

@Suite struct ConcurrencySanitizerTests {
    /// One task's work: make, edit, validate, encode in every format, read back.
    private static func session(_ number: Int) throws -> String {
        var form = try FormState(ConcurrentSignUp())
        try form.setText("Task \(number)", for: "user_name")
        try form.setText(String(number % 150), for: "age")
        try form.setValue(.array(["swift", .string("t\(number)")]), for: "tags")
        try form.setText("London", for: "address.city")
        try form.setText("https://example.com/\(number)", for: "website")
        guard form.validate().isEmpty else { return "invalid" }
        let parameters = form.parameters
        let urlEncoded = parameters.urlEncoded
        let json = try parameters.json()
        let multipart = parameters.multipart()
        _ = parameters.dictionary

        var fromBody = try FormState(ConcurrentSignUp())
        let result = fromBody.update(fromURLEncoded: urlEncoded, options: .init(validates: true))
        guard result.error == nil else { return "update: \(result.error?.description ?? "")" }
        let fromJSON = try ConcurrentSignUp(json: json, options: .init(validates: true))
        guard try fromBody.model == form.model, try fromJSON == form.model else { return "round trip" }
        guard multipart.data.count > urlEncoded.utf8.count else { return "multipart" }
        return "ok"
    }

    @Test func formsFromSixtyFourTasksAreIndependentAndClean() async throws {
        let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
            for number in 0..<64 { group.addTask { try Self.session(number) } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(outcomes == Array(repeating: "ok", count: 64))
        #expect(SchemaRegistry.shared.buildCount(for: ConcurrentSignUp.self) == 1)
        #expect(SchemaRegistry.shared.buildCount(for: ConcurrentAddress.self) == 1)
    }

    @Test func copiesOfOneFormBuildingAtOnceEachGetTheirOwnModel() async throws {
        var form = try FormState(ConcurrentTicket())
        try form.setText("Ada", for: "holder")
        let shared = form
        let wrong = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var copy = shared  // every copy shares the kept model
                    var wrong = 0
                    for round in 0..<100 {
                        if task % 4 == 0 {
                            // Unchanged copies read the kept model while others update it.
                            if try copy.model.holder != "Ada" { wrong += 1 }
                            continue
                        }
                        try copy.setText("Task \(task) \(round % 3)", for: "holder")
                        try copy.setText("City \(round % 5)", for: "stop.city")
                        let model = try copy.model
                        if model.holder != "Task \(task) \(round % 3)" || model.stop.city != "City \(round % 5)" {
                            wrong += 1
                        }
                    }
                    return wrong
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }

    /// A model found in the cache is copied out after the lock is let go;
    /// a copy of the form that takes the same kept model to update it in
    /// place must find it shared meanwhile and build its own.
    @Test func readersCopyingAKeptModelNeverSeeAnotherCopysEdit() async throws {
        var form = try FormState(ConcurrentTicket())
        try form.setText("Ada", for: "holder")
        let shared = form
        let wrong = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for round in 0..<2_000 {
                        var copy = shared
                        if task % 2 == 0 {
                            if try copy.model.holder != "Ada" { wrong += 1 }
                            continue
                        }
                        try copy.setText("Task \(task) \(round)", for: "holder")
                        if try copy.model.holder != "Task \(task) \(round)" { wrong += 1 }
                    }
                    return wrong
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }

    @Test func multipartFromSixtyFourTasksDrawsDistinctBoundaries() async throws {
        let parameters: FormParameters = [
            "name": "Ada", "avatar": .file(FormFile(filename: "a.png", contentType: "image/png", data: Data([1, 2, 3]))),
        ]
        let boundaries = await withTaskGroup(of: String.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    var system = SystemRandomNumberGenerator()
                    _ = FormParameters.MultipartBody.randomBoundary(using: &system)
                    _ = parameters.multipart(using: &system)
                    return parameters.multipart().boundary
                }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        // 24 characters from 62 (143 bits): 64 draws that repeat would be a broken generator.
        #expect(Set(boundaries).count == 64)
    }

    @Test func firstUseOfAModelWhoseInitMakesAnotherFormFromManyTasks() async throws {
        let rows = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    let checkout = ConcurrentCheckout()
                    _ = try FormState(checkout)
                    return checkout.addressRows
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(rows == Array(repeating: 2, count: 32))
        #expect(SchemaRegistry.shared.buildCount(for: ConcurrentCheckout.self) == 1)
    }
}
