import Formwork
import Testing

// A `param:` holding `[` or `]` is refused where it is declared: form bodies
// read brackets as nesting and JSON keeps them, so the key would mean two
// shapes. Each message names the type, the property, the key and the fix.

private struct BracketedListing: FormModel {
    @FormText(param: "product[sku]") var sku = ""
    @FormText(param: "product[brand]") var brand = ""
}

private struct HyphenatedBase: FormModel {
    @FormText(param: "product-info[sku]") var sku = ""
}

private struct BracketedTags: FormModel {
    @FormList(param: "tags[]") var tags: [String] = []
}

private struct StrayBracket: FormModel {
    @FormText(param: "a]b") var code = ""
}

private struct ShippingAddress: FormModel {
    @FormText var city = ""
}

private struct BracketedGroup: FormModel {
    @FormGroup(param: "shipping[address]") var address = ShippingAddress()
}

private struct BracketedRepeatingGroup: FormModel {
    @FormGroup(param: "stops[]") var stops: [ShippingAddress] = []
}

@Suite struct BracketedParameterKeyTests {
    private func messages<Model: FormModel>(_ type: Model.Type) -> [String] {
        do {
            try Model.checkFormDeclaration()
            return []
        } catch {
            return error.problems.map(\.message)
        }
    }

    private func refusal(_ type: String, _ property: String, _ key: String, fix: String) -> String {
        """
        Property `\(property)` of `\(type)` declares `param: "\(key)"`, but a parameter key cannot hold `[` or `]`: \
        urlencoded and multipart bodies write nesting with brackets, so servers (PHP, Rails, Express) read \
        `\(key)` as nested while JSON keeps it as one key. To resolve this error, \(fix).
        """
    }

    @Test func theNestedGroupTheFixDeclaresHasASwiftName() {
        // `product-info` is a parameter key, not a Swift identifier: the property and type it suggests are.
        let fix = """
            declare `sku` as a property of a nested model `ProductInfo` and submit it with \
            `@FormGroup(param: "product-info") var product_info = ProductInfo()`, which is written \
            `product-info[sku]` in urlencoded and multipart bodies and `{"product-info":{"sku":…}}` in JSON, and read \
            back from each
            """
        #expect(messages(HyphenatedBase.self) == [refusal("HyphenatedBase", "sku", "product-info[sku]", fix: fix)])
    }

    @Test func aBracketedKeyOnARowIsRefusedWithTheNestedGroupThatWritesIt() {
        let fix = """
            declare `sku` and `brand` as properties of a nested model `Product` and submit it with \
            `@FormGroup(param: "product") var product = Product()`, which is written `product[sku]` in urlencoded \
            and multipart bodies and `{"product":{"sku":…}}` in JSON, and read back from each
            """
        #expect(
            messages(BracketedListing.self) == [
                refusal("BracketedListing", "sku", "product[sku]", fix: fix),
                refusal("BracketedListing", "brand", "product[brand]", fix: fix),
            ])
        #expect(throws: FormDeclarationError.self) { try FormState(BracketedListing()) }
    }

    @Test func aListKeyEndingInBracketsIsRefusedWithTheKeyTheListAlreadyExtends() {
        let fix = "write `param: \"tags\"`: a list row already writes `[]` after its key (`tags[]=…`)"
        #expect(messages(BracketedTags.self) == [refusal("BracketedTags", "tags", "tags[]", fix: fix)])
    }

    @Test func aStrayBracketIsRefusedWithAKeyWithoutBrackets() {
        let fix = "give `code` a `param:` without brackets, such as `param: \"a_b\"`"
        #expect(messages(StrayBracket.self) == [refusal("StrayBracket", "code", "a]b", fix: fix)])
    }

    @Test func aBracketedGroupKeyIsRefused() {
        let fix = """
            give the group a `param:` without brackets, such as `param: "shipping_address"`: its rows are already \
            written inside it (`shipping_address[row]`)
            """
        #expect(
            messages(BracketedGroup.self) == [refusal("BracketedGroup", "address", "shipping[address]", fix: fix)])
    }

    @Test func aBracketedRepeatingGroupKeyIsRefused() {
        let fix = """
            give the group a `param:` without brackets, such as `param: "stops"`: its rows are already written \
            inside it (`stops[row]`)
            """
        #expect(
            messages(BracketedRepeatingGroup.self) == [
                refusal("BracketedRepeatingGroup", "stops", "stops[]", fix: fix)
            ])
    }
}
