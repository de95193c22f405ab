import FormworkFixtures
import Testing

@testable import Formwork

/// A form numbers its states to find the model it built for them. An edit
/// steps the form's own block of numbers without a lock while no copy of
/// the form exists, and draws a new block when one may: copies edited
/// apart, before or after each other, must never find each other's model.
struct StateNumberTests {
    private struct Order: FormModel {
        @FormText var customer = ""
        @FormNumber var quantity = 1
        var reference = "R-1"
    }

    @Test func copiesEditedInTurnNeverShareAState() throws {
        var original = try FormState(Order())
        try original.setText("Ada", for: "customer")
        #expect(try original.model.customer == "Ada")
        var copy = original
        // The original steps on after the copy was made: a block of its own.
        try original.setText("Bob", for: "customer")
        try copy.setText("Cy", for: "customer")
        #expect(try original.model.customer == "Bob")
        #expect(try copy.model.customer == "Cy")
        // The copy now holds its lineage alone, the original too: each steps its own block.
        try original.setText("2", for: "quantity")
        try copy.setText("3", for: "quantity")
        #expect(try original.model.quantity == 2)
        #expect(try copy.model.quantity == 3)
        var third = copy
        try copy.setText("Dee", for: "customer")
        #expect(try third.model.customer == "Cy")
        #expect(try copy.model.customer == "Dee")
        try third.setText("Eve", for: "customer")
        #expect(try third.model.customer == "Eve")
        #expect(try copy.model.customer == "Dee")
    }

    /// Every new form starts in the same first state, which only its own
    /// box is asked for: forms made apart, and loaded or reset ones, still
    /// each build the model of their own values.
    @Test func formsMadeApartEachBuildTheirOwnModelFromTheirFirstState() throws {
        let made = try ["Ada", "Bob", "Cy"].map { name in
            var order = Order()
            order.customer = name
            return try FormState(order)
        }
        #expect(try made.map { try $0.model.customer } == ["Ada", "Bob", "Cy"])
        var loaded = made[0]
        var order = Order()
        order.customer = "Dee"
        try loaded.load(order)
        #expect(try loaded.model.customer == "Dee")
        #expect(try made[0].model.customer == "Ada")
        loaded.reset()
        #expect(try loaded.model.customer == "Dee")
        try loaded.setText("Eve", for: "customer")
        loaded.reset()
        #expect(try loaded.model.customer == "Dee")
    }

    @Test func aStateIsBuiltOnceWhateverItsNumbering() throws {
        var form = try FormState(Order())
        for name in ["Ada", "Bob", "Cy"] {
            try form.setText(name, for: "customer")
            let before = form.modelBuildCount
            #expect(try form.model.customer == name)
            #expect(try form.model.customer == name)
            #expect(form.modelBuildCount == before + 1)
        }
    }

    @Test func randomEditsOfCopiesAlwaysBuildTheirOwnValues() throws {
        var g = SeededGenerator(seed: 47)
        var forms = [try FormState(Order())]
        let names = ["Ada", "Bob", "Cy", "Dee"]
        for _ in 0..<500 {
            let pick = Int.random(in: 0..<forms.count, using: &g)
            switch Int.random(in: 0..<6, using: &g) {
            case 0 where forms.count < 5: forms.append(forms[pick])
            case 0:
                var order = Order()
                order.customer = names.randomElement(using: &g) ?? ""
                forms[pick] = try FormState(order)
            case 1: _ = try forms[pick].model
            case 2: try forms[pick].setText(String(Int.random(in: 1...9, using: &g)), for: "quantity")
            default: try forms[pick].setText(names.randomElement(using: &g) ?? "", for: "customer")
            }
            for form in forms {
                let model = try form.model
                #expect(.string(model.customer) == form.value(for: "customer"))
                #expect(.integer(Int64(model.quantity)) == form.value(for: "quantity"))
            }
        }
    }
}
