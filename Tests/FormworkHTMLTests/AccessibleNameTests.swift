import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// Every control a person can reach has a name for assistive technology.
@Suite("HTML: accessible names")
struct AccessibleNameTests {
    @Test func everyBoxOfAListIsNamedByItsTitleAndPlace() throws {
        var registration = Registration()
        registration.tags = ["swift", "design"]
        let elements = try StrictTokenizer.elements(try FormState(registration).html())
        let boxes = elements.filter { $0.attributes["name"] == "tags[]" }
        #expect(boxes.map { $0.attributes["id"] } == ["formwork-tags", "formwork-tags-2", "formwork-tags-3"])
        #expect(boxes.map { $0.attributes["aria-label"] } == ["Tags, item 1", "Tags, item 2", "Tags, new item"])
    }

    @Test func theEmptyBoxOfAnEmptyListIsNamedAsTheNewItem() throws {
        let elements = try StrictTokenizer.elements(try FormState(Registration()).html())
        #expect(elements.filter { $0.attributes["name"] == "tags[]" }.map { $0.attributes["aria-label"] } == ["Tags, new item"])
    }

    /// Each visible control of every kind of row is named: by a `<label
    /// for>`, by `aria-label`, or (a button group) by `aria-labelledby`.
    @Test func everyControlOfEveryKindHasAName() throws {
        var form = try FormState(EveryKind())
        form.requiredMarker = nil
        let elements = try StrictTokenizer.elements(form.html(errors: form.validate()))
        let labelled = Set(elements.filter { $0.name == "label" }.compactMap { $0.attributes["for"] })
        let controls = elements.filter { ["input", "select", "textarea"].contains($0.name) && $0.attributes["type"] != "hidden" }
        #expect(controls.count > 30)
        let unnamed = controls.filter { control in
            guard let id = control.attributes["id"] else { return true }
            return !labelled.contains(id) && control.attributes["aria-label"] == nil
        }
        #expect(unnamed.map { $0.attributes["id"] ?? "?" } == [])
        let groups = elements.filter { $0.attributes["role"] == "radiogroup" || $0.attributes["role"] == "group" }
        #expect(!groups.isEmpty && groups.allSatisfy { $0.attributes["aria-labelledby"] != nil })
    }
}
