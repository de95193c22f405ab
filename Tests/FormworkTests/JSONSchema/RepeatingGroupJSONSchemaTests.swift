import Formwork
import Foundation
import Testing

// Expected schemas are written by hand from JSON Schema 2020-12 Validation
// (json-schema-validation): §6.1.1 type, §6.4.1 maxItems, §6.4.2 minItems,
// §6.5.3 required, §9.1 title and description; Core §10.3.1.2 items.

private struct Posting: FormModel {
    @FormText(rules: [.required]) var role = ""
    @FormBoolean var current = false
    @FormDate(.date, visibleWhen: "current == false") var end_date: Date? = nil
}

private struct Referee: FormModel {
    @FormText var name = ""
}

private struct Career: FormModel {
    @FormText var name = ""
    @FormGroup(help: "Most recent first", minItems: 1, maxItems: 3) var jobs: [Posting] = [Posting()]
    @FormGroup(title: "References", param: "refs") var referees: [Referee] = []
    @FormBoolean var volunteers = false
    @FormGroup(minItems: 1, visibleWhen: "volunteers") var causes: [Referee] = [Referee()]
}

/// The `properties` member `key` of `Model`'s schema as compact JSON, and the root's `required`.
private func schema<Model: FormModel>(
    _ key: String, of _: Model.Type
) throws -> (property: String, required: [String]) {
    guard case .object(let root) = try Model.formJSONSchema.document,
        case .object(let properties)? = root.first(where: { $0.key == "properties" })?.value,
        let member = properties.first(where: { $0.key == key })
    else { return ("", []) }
    let required = root.first { $0.key == "required" }?.value.arrayValue?.compactMap(\.stringValue) ?? []
    return (try FormParameters([member]).jsonString(), required)
}

@Suite("Repeating group JSON Schema")
struct RepeatingGroupJSONSchemaTests {
    @Test func aRepeatingGroupIsAnArrayOfItsItemObjectsWithItsBounds() throws {
        // The item's required role is required in every item; end_date may be hidden, so it is not.
        #expect(
            try schema("jobs", of: Career.self).property
                == #"{"jobs":{"title":"Jobs","description":"Most recent first","type":"array","items":{"type":"object","#
                + #""properties":{"role":{"title":"Role","type":"string","minLength":1},"#
                + #""current":{"title":"Current","type":"boolean"},"#
                + #""end_date":{"title":"End Date","type":["string","null"],"format":"date"}},"required":["role"]},"#
                + #""minItems":1,"maxItems":3}}"#)
    }

    @Test func withoutMaxItemsTheCeilingABodyMayHoldIsTheMaximum() throws {
        // Under its param: key; no minItems keyword for a group that may be empty.
        #expect(
            try schema("refs", of: Career.self).property
                == #"{"refs":{"title":"References","type":"array","items":{"type":"object","#
                + #""properties":{"name":{"title":"Name","type":"string"}}},"maxItems":1000}}"#)
    }

    @Test func aGroupWithMinItemsIsRequiredUnlessAConditionMayHideIt() throws {
        #expect(try schema("jobs", of: Career.self).required == ["jobs"])
        #expect(try schema("causes", of: Career.self).property.hasSuffix(#""minItems":1,"maxItems":1000}}"#))
    }

    @Test func theSchemaKeepsDeclarationOrderAroundTheGroups() throws {
        guard case .object(let root) = try Career.formJSONSchema.document,
            case .object(let properties)? = root.first(where: { $0.key == "properties" })?.value
        else {
            Issue.record("no properties")
            return
        }
        #expect(properties.map(\.key) == ["name", "jobs", "refs", "volunteers", "causes"])
    }
}
