import Testing

@testable import Formwork

/// A body is read by path through an index built once per object level, so
/// that n rows read n members in linear time (the benchmark's `Model(json:)`
/// grew as rows² while each row scanned the members). The answers are those
/// of a scan: the last member of a name wins, and a level that is not an
/// object holds nothing.
@Suite("Reading a body by path")
struct FormParameterIndexTests {
    let body: [FormValue.Member] = [
        .init("age", "1"), .init("address", .object([.init("city", "Paris"), .init("city", "London")])),
        .init("age", "2"), .init("tags", ["a", "b"]), .init("note", "plain"),
    ]

    @Test func theLastMemberOfANameWinsAtEveryLevel() {
        var index = FormParameterIndex(body)
        #expect(index.value(at: ["age"]) == "2")
        #expect(index.value(at: ["address", "city"]) == "London")
    }

    @Test func aPathThroughAValueThatIsNoObjectHoldsNothing() {
        var index = FormParameterIndex(body)
        #expect(index.value(at: ["note", "x"]) == nil)
        #expect(index.value(at: ["tags", "0"]) == nil)
        #expect(index.value(at: ["missing"]) == nil)
        #expect(index.value(at: ["address", "street"]) == nil)
    }

    @Test func aLevelReadTwiceGivesTheSameAnswers() {
        var index = FormParameterIndex(body)
        #expect(index.value(at: ["address", "city"]) == "London")
        #expect(index.value(at: ["address", "city"]) == "London")
        #expect(index.value(at: ["tags"]) == ["a", "b"])
    }
}
