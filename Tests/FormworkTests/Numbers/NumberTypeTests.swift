import Formwork
import Foundation
import Testing

private struct Inventory: FormModel, Equatable {
    @FormNumber var stock: UInt = 0
    @FormNumber var serial: UInt64 = 0
    @FormNumber var small: Int8 = 0
    @FormNumber var medium: Int16 = 0
    @FormNumber var tiny: UInt8 = 0
    @FormNumber var port: UInt16 = 0
    @FormNumber var count: UInt32 = 0
    @FormNumber var weight: Float = 0.1
    @FormNumber var ratio: Float? = nil
    @FormList var weights: [Float] = []
    @FormList var bins: [UInt] = []
}

/// `UInt`, the fixed-width integers and `Float` are number
/// rows and list items, and travel exactly.
@Suite struct NumberTypeTests {
    @Test func aFloatSubmitsItsOwnShortestTextNotItsDoubleWidening() throws {
        // Float(0.1) widens to the double 0.10000000149011612; a person typed 0.1.
        let form = try FormState(Inventory())
        #expect(form.value(for: "weight") == .double(0.1))
        #expect(form.parameters.urlEncoded.hasSuffix("&weight=0.1"))  // nil and empty lists are omitted
        #expect(try form.parameters.jsonString().contains(#""weight":0.1,"#))
        let multipart = String(decoding: try form.parameters.multipart(boundary: "b").data, as: UTF8.self)
        #expect(multipart.contains("name=\"weight\"\r\n\r\n0.1\r\n"))
    }

    @Test func aFloatReadsBackExactlyFromEveryBody() throws {
        var inventory = Inventory()
        inventory.weight = 0.3
        inventory.weights = [0.1, 1e-7, 3.4028235e38, -0.0]
        let body = try FormState(inventory).parameters
        #expect(try Inventory(urlEncoded: body.urlEncoded) == inventory)
        #expect(try Inventory(json: body.json()) == inventory)
        let back = try Inventory(urlEncoded: body.urlEncoded)
        #expect(back.weights.map(\.bitPattern) == inventory.weights.map(\.bitPattern))  // −0 kept
    }

    @Test func typedTextIsReadAsAFloatDirectly() throws {
        var form = try FormState(Inventory())
        try form.setText("0.7", for: "weight")
        #expect(try form.model.weight == Float(0.7))
        try form.setText("", for: "ratio")
        #expect(try form.model.ratio == nil)
        let error = #expect(throws: FormInputError.self) { try form.setText("1e39", for: "weight") }
        #expect(error?.message == "Weight is too large")  // beyond Float's range, though a Double holds it
    }

    @Test func aUIntRowTakesWholeNumbersFromZeroUp() throws {
        var form = try FormState(Inventory())
        try form.setText("42", for: "stock")
        try form.setValue(.decimal(7), for: "count")
        #expect(try form.model.stock == 42)
        #expect(try form.model.count == 7)
    }

    @Test func negativeTextForAnUnsignedRowMustBeZeroOrMore() throws {
        var form = try FormState(Inventory())
        for key in ["stock", "serial", "tiny", "port", "count"] {
            let error = #expect(throws: FormInputError.self) { try form.setText("-1", for: key) }
            #expect(error?.message.hasSuffix(" must be zero or more") == true, "\(key)")
        }
        let result = form.update(fromURLEncoded: "stock=-3")
        #expect(result.fieldErrors.map(\.message) == ["Stock must be zero or more"])
        #expect(try form.model.stock == 0)
    }

    @Test func aUInt64AboveInt64MaxTravelsAsAnExactDecimal() throws {
        var inventory = Inventory()
        inventory.serial = UInt64.max  // 18 446 744 073 709 551 615
        let form = try FormState(inventory)
        #expect(form.value(for: "serial") == .decimal(Decimal(string: "18446744073709551615")!))
        #expect(form.parameters.urlEncoded.contains("serial=18446744073709551615&"))
        #expect(try Inventory(urlEncoded: form.parameters.urlEncoded).serial == UInt64.max)
        #expect(try Inventory(json: form.parameters.json()).serial == UInt64.max)
    }

    @Test func typedTextAboveInt64MaxFitsAUInt64() throws {
        var form = try FormState(Inventory())
        try form.setText("18446744073709551615", for: "serial")
        #expect(try form.model.serial == UInt64.max)
        let error = #expect(throws: FormInputError.self) { try form.setText("18446744073709551616", for: "serial") }
        #expect(error?.message == "Serial is too large")
    }

    @Test func fixedWidthIntegersRefuseWhatTheyCannotHold() throws {
        var form = try FormState(Inventory())
        let cases: [(String, String, String)] = [
            ("small", "128", "Small is too large"),  // Int8.max is 127
            ("small", "-129", "Small is too small"),  // Int8.min is −128
            ("tiny", "256", "Tiny is too large"),  // UInt8.max is 255
            ("medium", "32768", "Medium is too large"),  // Int16.max is 32 767
            ("port", "65536", "Port is too large"),  // UInt16.max is 65 535
            ("count", "4294967296", "Count is too large"),  // UInt32.max is 4 294 967 295
            ("small", "1.5", "Small must be a whole number"),
            ("small", "1e3", "Small is too large"),  // 1000 is whole, and beyond Int8
        ]
        for (key, text, message) in cases {
            let error = #expect(throws: FormInputError.self) { try form.setText(text, for: key) }
            #expect(error?.message == message, "\(key) \(text)")
        }
        try form.setText("-128", for: "small")
        try form.setText("1e2", for: "small")
        #expect(try form.model.small == 100)
    }

    @Test func listsHoldFloatsAndUnsignedIntegers() throws {
        var form = try FormState(Inventory())
        try form.setText("0.1, 2.5", for: "weights")
        try form.setText("3, 4", for: "bins")
        #expect(try form.model.weights == [0.1, 2.5])
        #expect(try form.model.bins == [3, 4])
        #expect(form.parameters.urlEncoded.contains("weights%5B%5D=0.1&weights%5B%5D=2.5"))
        #expect(throws: FormInputError.self) { try form.setText("3, -4", for: "bins") }
    }
}
