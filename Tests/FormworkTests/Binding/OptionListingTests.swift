import Foundation
import Testing

@testable import Formwork

/// Counts how many times a label was asked for.
private final class LabelCounter: @unchecked Sendable {
    // `@unchecked`: `count` is read and written only under `lock`.
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private let sizeLabels = LabelCounter()

private enum Size: String, FormChoice {
    case small, large
    var formLabel: String {
        sizeLabels.increment()
        return rawValue.capitalized
    }
}

private struct ShirtOrder: FormModel {
    @FormEnumerated var size: Size = .small
}

/// A row's options are checked on every value read into it; listing them
/// runs `formLabel` for every case, so an option type's options are listed
/// once per type, not once per value read.
@Suite("Listing an option type's options")
struct OptionListingTests {
    @Test func anOptionTypesLabelsAreListedOncePerType() throws {
        _ = try ShirtOrder(json: Data(#"{"size":"large"}"#.utf8))
        let afterFirst = sizeLabels.value
        for _ in 0..<5 { _ = try ShirtOrder(json: Data(#"{"size":"large"}"#.utf8)) }
        #expect(sizeLabels.value == afterFirst)
    }

    @Test func theListedOptionsAreTheTypesOwn() throws {
        let form = try FormState(ShirtOrder())
        #expect(form.row("size")?.options.map(\.label) == ["Small", "Large"])
        #expect(throws: FormSubmissionError.self) { try ShirtOrder(json: Data(#"{"size":"medium"}"#.utf8)) }
    }
}
