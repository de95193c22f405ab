extension ModelSchemaBuilder {
    /// Refuses every `param:` of this level that holds `[` or `]`, each with
    /// the fix that fits its shape: `product[sku]` becomes a nested group,
    /// `tags[]` on a list drops the `[]` the list already writes.
    mutating func checkBracketedKeys() {
        var nestedKeys: [String: [String]] = [:]
        for member in members {
            guard case .field(let field) = member, !field.descriptor.kind.traits.isReadOnly,
                let key = field.descriptor.parameterKey, let (base, row) = Self.nesting(key)
            else { continue }
            nestedKeys[base, default: []].append(row)
        }
        for member in members {
            switch member {
            case .field(let field):
                guard !field.descriptor.kind.traits.isReadOnly, let key = field.descriptor.parameterKey,
                    FormBracketKey.holdsBracket(key)
                else { continue }
                let fix: String
                if let (base, _) = Self.nesting(key) {
                    fix = Self.groupFix(base, rows: nestedKeys[base] ?? [])
                } else if field.descriptor.kind.traits.holdsItems, key.hasSuffix("[]"),
                    !FormBracketKey.holdsBracket(String(key.dropLast(2)))
                {
                    fix = """
                        write `param: "\(key.dropLast(2))"`: a list row already writes `[]` after its key \
                        (`\(key)=…`)
                        """
                } else {
                    fix = "give `\(field.name)` a `param:` without brackets, such as `param: \"\(Self.plainKey(key))\"`"
                }
                problems.append(.bracketedParameter(typeName, field.name, key, fix: fix))
            case .group(let group):
                guard let key = group.descriptor?.parameterKey, FormBracketKey.holdsBracket(key) else { continue }
                problems.append(.bracketedParameter(typeName, group.name, key, fix: Self.groupKeyFix(key)))
            case .repeating(let group):
                guard let key = group.descriptor.parameterKey, FormBracketKey.holdsBracket(key) else { continue }
                problems.append(.bracketedParameter(typeName, group.name, key, fix: Self.groupKeyFix(key)))
            case .separator:
                continue
            }
        }
    }

    /// `("product", "sku")` for `product[sku]`: one named member below a
    /// plain key, the shape a nested group writes.
    private static func nesting(_ key: String) -> (base: String, row: String)? {
        guard key.hasSuffix("]"), let open = key.firstIndex(of: "[") else { return nil }
        let base = key[..<open], row = key[key.index(after: open)..<key.index(before: key.endIndex)]
        guard !base.isEmpty, !row.isEmpty, !FormBracketKey.holdsBracket(String(base)), !FormBracketKey.holdsBracket(String(row))
        else { return nil }
        return (String(base), String(row))
    }

    private static func groupFix(_ base: String, rows: [String]) -> String {
        let property = identifier(base)
        let typeName = property.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let listed = rows.map { "`\($0)`" }
        let names =
            listed.count > 1 ? listed.dropLast().joined(separator: ", ") + " and " + listed[listed.count - 1] : listed.joined()
        return """
            declare \(names) as \(listed.count == 1 ? "a property" : "properties") of a nested model `\(typeName)` and submit it with \
            `@FormGroup(param: "\(base)") var \(property) = \(typeName)()`, which is written `\(base)[\(rows.first ?? "")]` \
            in urlencoded and multipart bodies and `{"\(base)":{"\(rows.first ?? "")":…}}` in JSON, and read back from each
            """
    }

    private static func groupKeyFix(_ key: String) -> String {
        let plain = plainKey(key)
        return """
            give the group a `param:` without brackets, such as `param: "\(plain)"`: its rows are already \
            written inside it (`\(plain)[row]`)
            """
    }

    /// `name` as a Swift identifier for the property the fix declares: each
    /// character that is not a letter, a digit or `_` made `_`, and a leading
    /// digit preceded by one (`product-info` → `product_info`, `2fa` → `_2fa`).
    private static func identifier(_ name: String) -> String {
        let characters = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        let text = String(characters)
        return text.first?.isNumber == true ? "_" + text : text
    }

    /// `key` with each run of brackets and spaces made one `_`, and none at
    /// either end: `Size [cm]` → `Size_cm`.
    private static func plainKey(_ key: String) -> String {
        var plain = ""
        var pendingSeparator = false
        for character in key {
            if character == "[" || character == "]" || character == " " {
                pendingSeparator = !plain.isEmpty
            } else {
                if pendingSeparator { plain.append("_") }
                pendingSeparator = false
                plain.append(character)
            }
        }
        return plain.isEmpty ? "value" : plain
    }
}
