import Formwork
import FormworkFixtures
import Foundation
import Testing

// Expected schemas are written by hand from JSON Schema 2020-12: Core
// (json-schema-core) and Validation (json-schema-validation). Section
// numbers are cited beside each expectation.

/// One property of a model's schema, as compact JSON: `{"key":{…}}`.
private func property<Model: FormModel>(_ key: String, of _: Model.Type) throws -> String {
    let schema = try Model.formJSONSchema
    guard case .object(let root) = schema.document,
        case .object(let properties)? = root.first(where: { $0.key == "properties" })?.value,
        let member = properties.first(where: { $0.key == key })
    else { return "" }
    return try FormParameters([member]).jsonString()
}

private struct Keywords: FormModel {
    @FormText(rules: [.required, .maxLength(12)]) var nickname = ""
    @FormText(rules: [.email]) var backup_email = ""
    @FormText(maxCharacters: 40, rules: [.minLength(3)]) var motto: String? = nil
    @FormNumber(min: 1, step: 5) var pack = 1
    @FormNumber(min: 10, step: 5) var crate = 10
    @FormNumber(rules: [.greaterThan(0), .lessThan(1), .min(0.25)]) var ratio = 0.5
    @FormNumber var tiny: Int8 = 0
    @FormNumber var huge: UInt64 = 0
    @FormEnumerated var gender: Gender? = nil
    @FormEnumerated(rules: [.required]) var genders: [Gender] = []
    @FormDate(.time) var alarm = Date(timeIntervalSince1970: 0)
    @FormDate var moment = Date(timeIntervalSince1970: 0)
    @FormImage var photo: URL? = nil
    @FormAttachment var cv: FormFile? = nil
    @FormText(rules: [.matches("\\d{4}")]) var pin = ""
    @FormBoolean var has_company = false
    @FormGroup(visibleWhen: "has_company") var company = Required()
    @FormGroup var home = Required()
    @FormHeading var heading = "Not submitted"
}

private struct Required: FormModel {
    @FormText(rules: [.required]) var name = ""
}

@Suite struct JSONSchemaTests {
    @Test func documentNamesTheDialectAndTheModel() throws {
        // Core §8.1.1: "$schema" names the dialect by URI; Validation §9.1: "title".
        let text = try Address.formJSONSchema.jsonString()
        #expect(
            text == #"{"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Address","type":"object","#
                + #""properties":{"street":{"title":"Street","type":"string"},"city":{"title":"City","type":"string"},"#
                + #""country":{"title":"Country","type":"string"}}}"#)
    }

    @Test func requiredTextIsRequiredAndNotEmpty() throws {
        // Validation §6.5.3 "required" (in the parent), §6.3.1/§6.3.2 maxLength/minLength.
        #expect(
            try property("nickname", of: Keywords.self)
                == #"{"nickname":{"title":"Nickname","type":"string","maxLength":12,"minLength":1}}"#)
        let root = try Keywords.formJSONSchema.jsonString()
        #expect(root.hasSuffix(#""required":["nickname","genders","home"]}"#))
    }

    @Test func rulesThatPassEmptyTextKeepPassingIt() throws {
        // Core §10.2.1.2 anyOf; Validation §6.1.3 const; §7.3.2 email.
        #expect(
            try property("backup_email", of: Keywords.self)
                == #"{"backup_email":{"title":"Backup Email","type":"string","anyOf":[{"const":""},{"format":"email"}]}}"#)
    }

    @Test func maxCharactersAndLengthRulesBecomeLengthKeywords() throws {
        #expect(
            try property("motto", of: Keywords.self)
                == #"{"motto":{"title":"Motto","type":["string","null"],"maxLength":40,"anyOf":[{"const":""},{"minLength":3}]}}"#)
    }

    @Test func stepFromAMinimumOffTheStepHasNoMultipleOf() throws {
        // A step of 5 from 1 allows 1, 6, 11: no multipleOf (Validation §6.2.1) counts from 1.
        #expect(try property("pack", of: Keywords.self).hasSuffix(#""minimum":1,"maximum":9223372036854775807}}"#))
        #expect(!(try property("pack", of: Keywords.self).contains("multipleOf")))
    }

    @Test func stepFromAMultipleOfItselfIsMultipleOf() throws {
        #expect(
            try property("crate", of: Keywords.self).hasSuffix(#""minimum":10,"maximum":9223372036854775807,"multipleOf":5}}"#))
    }

    @Test func boundRulesKeepTheStrictestBoundOfEachSide() throws {
        // .greaterThan(0) and .min(0.25): 0.25 is stricter; Validation §6.2.3–§6.2.5.
        #expect(
            try property("ratio", of: Keywords.self)
                == #"{"ratio":{"title":"Ratio","type":"number","minimum":0.25,"exclusiveMaximum":1}}"#)
    }

    @Test func integerRowsAreBoundedByTheirType() throws {
        // Validation §6.1.1: "integer" is any number with a zero fractional part.
        #expect(
            try property("tiny", of: Keywords.self) == #"{"tiny":{"title":"Tiny","type":"integer","minimum":-128,"maximum":127}}"#
        )
        #expect(
            try property("huge", of: Keywords.self)
                == #"{"huge":{"title":"Huge","type":"integer","minimum":0,"maximum":18446744073709551615}}"#)
    }

    @Test func optionalChoiceIsOneOfItsOptionsOrNull() throws {
        // Core §10.2.1.3 oneOf; Validation §6.1.3 const, §9.1 title.
        #expect(
            try property("gender", of: Keywords.self)
                == #"{"gender":{"title":"Gender","oneOf":[{"const":"female","title":"Female"},{"const":"male","title":"Male"},"#
                + #"{"const":"prefer_not_to_say","title":"Prefer Not to Say"},{"type":"null"}]}}"#)
    }

    @Test func requiredSeveralChoicesIsANonEmptyArray() throws {
        // Core §10.3.1.2 items; Validation §6.4.2 minItems.
        #expect(try property("genders", of: Keywords.self).hasSuffix(#"}]},"minItems":1}}"#))
    }

    @Test func timeRowsArePatternsAndDateTimesAreFormats() throws {
        // RFC 3339 "time" (Validation §7.3.1) needs seconds and an offset; the form sends 09:30.
        #expect(
            try property("alarm", of: Keywords.self)
                == #"{"alarm":{"title":"Alarm","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]{3})?)?$"}}"#
        )
        #expect(
            try property("moment", of: Keywords.self) == #"{"moment":{"title":"Moment","type":"string","format":"date-time"}}"#)
    }

    @Test func urlRowIsAString() throws {
        #expect(try property("photo", of: Keywords.self) == #"{"photo":{"title":"Photo","type":["string","null"]}}"#)
    }

    @Test func fileRowIsAURLOrTheWrittenFileObject() throws {
        let text = try property("cv", of: Keywords.self)
        #expect(text.hasPrefix(#"{"cv":{"title":"Cv","anyOf":[{"type":"string","minLength":1},{"type":"object","#))
        #expect(text.contains(#""data":{"type":"string","contentEncoding":"base64"}"#))  // Validation §8.3
        #expect(text.hasSuffix(#""required":["filename","contentType","data"]},{"type":"null"}]}}"#))
    }

    @Test func patternOutsideTheSharedRegexSubsetIsLeftOut() throws {
        // ICU's \d matches every Unicode digit, ECMA-262's only 0-9.
        #expect(try property("pin", of: Keywords.self) == #"{"pin":{"title":"Pin","type":"string"}}"#)
    }

    @Test func groupUnderAConditionIsNotRequired() throws {
        #expect(
            try property("company", of: Keywords.self).hasSuffix(#""properties":{"name":{"title":"Name","type":"string"}}}}"#))
        #expect(try property("home", of: Keywords.self).hasSuffix(#""minLength":1}},"required":["name"]}}"#))
    }

    @Test func titleRowsSubmitNothingAndHaveNoProperty() throws {
        #expect(try property("heading", of: Keywords.self) == "")
    }

    @Test func misdeclaredModelThrowsItsDeclarationError() {
        #expect(throws: FormDeclarationError.self) { _ = try BadBounds.formJSONSchema }
    }

    @Test func fileObjectOfAJSONBodyReadsBack() throws {
        // A file is written in a JSON body as an object its row reads back.
        var model = Keywords()
        model.cv = FormFile(filename: "cv.pdf", contentType: "application/pdf", data: Data([0x25, 0x50, 0x44, 0x46]))
        let body = try FormState(model).parameters.json()
        let read = try Keywords(json: body)
        #expect(read.cv == model.cv)
    }
}

private struct BadBounds: FormModel {
    @FormNumber(min: 10, max: 1) var count = 5
}
