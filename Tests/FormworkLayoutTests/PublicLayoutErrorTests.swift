import Formwork
import FormworkLayout
import Testing

/// What a form-layout user meets without the solver or the Visual Format
/// parser being public: the errors laying out throws carry everything.
/// (A plain `import`, so only the public surface is used here.)
struct PublicLayoutErrorTests {
    @Test func malformedLineOfALayoutInputIsAVisualFormatErrorWithACaret() {
        let input = FormLayoutInput(
            sections: [
                FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "user_name", kind: .text, title: "User Name")])
            ],
            customLayouts: [.compact: FormCustomLayout(lines: ["V:|-[user_name(>=44)"])])
        var thrown: VisualFormatError?
        do { _ = try input.layout(.compact) } catch .visualFormat(let error) { thrown = error } catch {}
        // "V:|-[user_name(>=44)" is 20 characters; the missing ']' is at the end.
        #expect(thrown == VisualFormatError("expected ']' after view predicates", format: "V:|-[user_name(>=44)", position: 20))
        #expect(
            thrown?.description == "expected ']' after view predicates\nV:|-[user_name(>=44)\n"
                + String(repeating: " ", count: 20) + "^")
    }

    /// The contradicting constraint is named with the line it came from,
    /// and the message says how to resolve the contradiction.
    @Test func contradictingLinesNameTheConstraintTheLineAndTheFix() {
        let input = FormLayoutInput(
            sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])],
            customLayouts: [.compact: FormCustomLayout(lines: ["|[a]|", "V:|[a(==50)]|", "V:[a(==60)]"])])
        var thrown: LayoutError?
        do { _ = try input.layout(.compact) } catch { thrown = error }
        #expect(thrown == .unsatisfiable("a.height == 60 from 'V:[a(==60)]'"))
        #expect(
            thrown?.description
                == "Unsatisfiable layout: cannot satisfy a.height == 60 from 'V:[a(==60)]': it contradicts "
                + "required constraints added before it, from its own line or the lines above. Remove one of "
                + "them, or make one optional with a priority below 1000, such as @750.")
    }
}
