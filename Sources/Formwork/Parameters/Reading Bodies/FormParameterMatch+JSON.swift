extension FormParameterMatch {
    /// Each row's sent value in a JSON body, read from its bytes, or `nil`
    /// when the body is not one this reads.
    ///
    /// The answer is the one the general reader gives
    /// (``FormParameters/init(json:limits:)-(Data,_)`` then ``read(_:rowCount:recognised:)``
    /// with no path recognised) for a body whose member names are spelled
    /// without escapes and whose groups are objects: the names are found by
    /// their bytes, and no parameter is made for a row's. A repeating group's
    /// member is kept whole, as the walk keeps it. Values are read by
    /// the general reader's own code, so they are the same values, with the
    /// same limits; a name no row reads is listed as the walk lists it. Any
    /// other body (malformed, over a limit, a name with an escape, a group
    /// sent as something other than an object) is left to the general
    /// reader, which explains it.
    func read(json bytes: [UInt8], limits: FormParameters.DecodingLimits, rowCount: Int) -> Reading? {
        guard var reader = FormJSONReader(checking: bytes, limits: limits) else { return nil }
        var reading = Reading(
            sent: [FormValue?](repeating: nil, count: rowCount), groups: [FormValue?](repeating: nil, count: items.count))
        var path: [String] = []
        do throws(FormJSONReader.Failure) {
            reader.skipWhitespace()
            guard reader.current == UInt8(ascii: "{"),
                try readMembers(&reader, level: 0, depth: 1, path: &path, into: &reading)
            else { return nil }
            reader.skipWhitespace()
            guard reader.index == bytes.count else { return nil }
        } catch {
            return nil
        }
        return reading
    }

    /// Reads the object at `{` whose names are `level`'s, `depth` deep
    /// under the groups named by `path`, as ``read(_:rowCount:recognised:)``
    /// walks it: a later member of a name replaces an earlier one, a group's
    /// rows hold what its last object sent, and a name no row reads is
    /// listed once, bracketed, in the body's order. `false` at the first
    /// member this does not read.
    private func readMembers(
        _ reader: inout FormJSONReader, level: Int, depth: Int, path: inout [String], into reading: inout Reading
    ) throws(FormJSONReader.Failure) -> Bool {
        try reader.enter(depth: depth)
        if reader.current == UInt8(ascii: "}") {
            reader.index += 1
            return true
        }
        let names = levels[level]
        while true {
            guard reader.current == UInt8(ascii: "\""), let name = reader.skipPlainString(),
                name.count <= reader.limits.maxKeyLength
            else { return false }
            try reader.countValue()
            // Found by its bytes; else by Swift's equality of text, as the
            // walk finds it, which holds other spellings of a name equal.
            var text: String?
            var position = reader.bytes.withUnsafeBufferPointer {
                names.positions.position(ofBytes: UnsafeBufferPointer(rebasing: $0[name]))
            }
            if position == nil {
                text = String(decoding: reader.bytes[name], as: UTF8.self)
                position = text.flatMap { names.positions[$0] }
            }
            reader.skipWhitespace()
            guard reader.current == UInt8(ascii: ":") else { return false }
            reader.index += 1
            reader.skipWhitespace()
            switch position.map({ names.order[$0].entry }) {
            case .row(let index):
                reading.sent[index] = try reader.readValue(depth: depth)
            case .repeating(let group):
                // Kept whole, as the walk keeps it: the items' rows are read
                // once the form or model takes the items' count.
                reading.groups[group] = try reader.readValue(depth: depth)
            case .group(let inner):
                guard reader.current == UInt8(ascii: "{") else { return false }
                for index in rowsUnder[inner] { reading.sent[index] = nil }
                path.append(text ?? String(decoding: reader.bytes[name], as: UTF8.self))
                guard try readMembers(&reader, level: inner, depth: depth + 1, path: &path, into: &reading) else {
                    return false
                }
                path.removeLast()
            case nil:
                // Few names no row reads, each listed once: more are left
                // to the walk, which keeps a set of them.
                guard reading.unknownKeys.count < 16 else { return false }
                // Read, to be checked as the general reader checks it, and dropped.
                _ = try reader.readValue(depth: depth)
                let unknown = Walk.bracketName(path, then: text ?? String(decoding: reader.bytes[name], as: UTF8.self))
                if !reading.unknownKeys.contains(unknown) { reading.unknownKeys.append(unknown) }
            }
            reader.skipWhitespace()
            if reader.current == UInt8(ascii: ",") {
                reader.index += 1
                reader.skipWhitespace()
            } else if reader.current == UInt8(ascii: "}") {
                reader.index += 1
                return true
            } else {
                return false
            }
        }
    }
}

extension FormParameters {
    /// The fuzzing check of ``FormParameterMatch/read(json:limits:rowCount:)``:
    /// whether `bytes`, when read straight into `Model`'s rows, give the
    /// rows, unknown names and problems the general reader gives (a body it
    /// leaves to the general reader passes).
    package static func fuzzJSONRows<Model: FormModel>(_ type: Model.Type, _ bytes: [UInt8]) -> Bool {
        let limits = FormParameters.DecodingLimits()
        guard let schema = try? FormSchema.of(Model.self),
            let straight = schema.parameterMatch.read(json: bytes, limits: limits, rowCount: schema.rows.count)
        else { return true }
        guard let parameters = try? FormParameters(jsonBytes: bytes, limits: limits) else { return false }
        let general = schema.parameterMatch.read(parameters.members, rowCount: schema.rows.count)
        return general.sent == straight.sent && general.unknownKeys == straight.unknownKeys
            && general.groups == straight.groups && general.problems.isEmpty && straight.problems.isEmpty
    }
}
