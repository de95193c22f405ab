import Formwork
import FormworkLayout
import Testing

/// What a form-layout user meets without the solver or the Visual Format
/// parser being public: the errors laying out throws carry everything.
/// (A plain `import`, so only the public surface is used here.)
struct PublicLayoutErrorTests {
    @Test func malformedLineOfALayoutInputIsAVisualFormatErrorWithACaret() {
        let input = FormLayoutInput(
            sections: [FormLayoutSection(items: [FormLayoutItem(name: "user_name", kind: .text, title: "User Name")])],
            customLayouts: [.compact: FormCustomLayout(lines: ["V:|-[user_name(>=44)"])])
        var thrown: VisualFormatError?
        do { _ = try input.layout(.compact) } catch .visualFormat(let error) { thrown = error } catch {}
        // "V:|-[user_name(>=44)" is 20 characters; the missing ']' is at the end.
        #expect(thrown == VisualFormatError("expected ']' after view predicates", format: "V:|-[user_name(>=44)", position: 20))
        #expect(
            thrown?.description == "expected ']' after view predicates\nV:|-[user_name(>=44)\n"
                + String(repeating: " ", count: 20) + "^")
    }
}
