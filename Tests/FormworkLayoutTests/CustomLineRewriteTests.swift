import Testing

@testable import FormworkLayout

/// `CustomLineNames.rewrite` takes a shortcut for plain ASCII lines when
/// no row key is renamed; the shortcut gives what the character walk gives.
struct CustomLineRewriteTests {
    static let names = CustomLineNames(
        entries: LayoutEntry.entries(
            of: FormLayoutInput(sections: [
                FormLayoutInput.Section(items: [
                    FormLayoutInput.Item(name: "user_name", kind: .text, title: "User Name"),
                    FormLayoutInput.Item(name: "age", kind: .number, title: "Age"),
                ])
            ])))

    static let lines = [
        "H:|-margin-[user_name]-margin-|", "V:|-[user_name(>=44@750)]-(==0)-[age(==user_name)]-8-|", "", "[",
        "V:[age]-.5-|", "|-[address.street]-|", "|-[âge]-|", "|-[age]-|\r\n", "|-[age]-|\n", "|-8.0-[age]",
    ]

    @Test func plainASCIILinesRewriteAsTheCharacterWalkDoes() {
        for line in Self.lines {
            let fast = Self.names.rewrite(line)
            let walked = Self.names.rewriteByCharacter(line)
            #expect(fast.text == walked.text, "\(line)")
            #expect(fast.offsets == walked.offsets, "\(line)")
            #expect(fast.unknownDottedNames.map(\.name) == walked.unknownDottedNames.map(\.name), "\(line)")
            #expect(fast.unknownDottedNames.map(\.position) == walked.unknownDottedNames.map(\.position), "\(line)")
        }
    }

    /// With a renamed key (`address.street` is `address_street`) the line
    /// is rewritten, and positions map back to the line as written.
    @Test func aRenamedKeyIsRewrittenToItsIdentifier() {
        let names = CustomLineNames(
            entries: LayoutEntry.entries(
                of: FormLayoutInput(sections: [
                    FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "address.street", kind: .text, title: "Street")])
                ])))
        let rewritten = names.rewrite("|-[address.street]-|")
        #expect(rewritten.text == "|-[address_street]-|")
        #expect(rewritten.originalPosition(18) == 18)
    }
}
