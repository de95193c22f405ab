import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// A body format whose bodies a form reads straight into the rows' values
/// when it can (`FormURLEncodedRowNames`, `FormParameterMatch.read(json:)`),
/// and otherwise through the general reader (`FormParameters`, then the
/// rows' `FormParameterMatch`), which is the reference for the straight one.
enum RowNamesBodyFormat: CaseIterable, CustomTestStringConvertible {
    case urlEncoded
    case json

    var testDescription: String {
        switch self {
        case .urlEncoded: return "urlencoded"
        case .json: return "JSON"
        }
    }

    /// The straight reading of `bytes`, or nil where it leaves them to the general reader.
    func straight(_ bytes: [UInt8], _ schema: FormSchema, _ limits: FormParameters.DecodingLimits)
        -> FormParameterMatch.Reading?
    {
        switch self {
        case .urlEncoded: return schema.urlEncodedNames.reading(bytes, limits: limits, rowCount: schema.rows.count)
        case .json: return schema.parameterMatch.read(json: bytes, limits: limits, rowCount: schema.rows.count)
        }
    }

    /// The general reader's reading of `bytes`: the reference.
    func general(_ bytes: [UInt8], _ schema: FormSchema, _ limits: FormParameters.DecodingLimits)
        -> Result<FormParameterMatch.Reading, FormParameters.DecodingError>
    {
        Result { () throws(FormParameters.DecodingError) in
            let parameters: FormParameters
            switch self {
            case .urlEncoded: parameters = try FormParameters(urlEncodedBytes: bytes, limits: limits)
            case .json: parameters = try FormParameters(json: Data(bytes), limits: limits)
            }
            return schema.parameterMatch.read(parameters.members, rowCount: schema.rows.count)
        }
    }

    /// A generated body of the rows' names at `paths`, in this format.
    func body(_ paths: [[String]], _ g: inout SeededGenerator) -> String {
        switch self {
        case .urlEncoded: return URLEncodedRowNamesTests.body(paths, &g)
        case .json: return JSONRowNamesTests.body(paths, &g)
        }
    }

    /// The limits one generated body in five is read under: tight enough
    /// that some bodies break them.
    var tightLimits: FormParameters.DecodingLimits {
        switch self {
        case .urlEncoded: return FormParameters.DecodingLimits(maxParameterCount: 3, maxDepth: 2, maxKeyLength: 8)
        case .json: return FormParameters.DecodingLimits(maxParameterCount: 6, maxDepth: 3, maxKeyLength: 8)
        }
    }

    /// The seed of the bodies generated for the `index`th model.
    func seed(_ index: UInt64) -> UInt64 {
        switch self {
        case .urlEncoded: return 11 + index
        case .json: return 21 + index
        }
    }

    /// How many of `bodies` generated bodies the straight reader must take
    /// at least (more than a quarter of urlencoded ones, a third of JSON
    /// ones): most name rows only.
    func fewestStraight(of bodies: Int) -> Int {
        switch self {
        case .urlEncoded: return bodies / 4
        case .json: return bodies / 3
        }
    }

    /// The format's own model: groups within groups, a name with "é", and
    /// (urlencoded) a member named "3", which brackets read as an index.
    var model: any FormModel.Type {
        switch self {
        case .urlEncoded: return Lodging.self
        case .json: return Cabin.self
        }
    }

    /// A body of `model`'s names that meets `limitsMet` and breaks each of `limitsBroken`.
    var bodyAtItsLimits: [UInt8] {
        switch self {
        case .urlEncoded: return Array("nights=2&room%5Bbed%5D%5Bsize%5D=double&breakfast=on".utf8)
        case .json: return Array(#"{"nights":2,"room":{"bed":{"size":"double"}},"tags":["a"]}"#.utf8)
        }
    }

    /// Limits `bodyAtItsLimits` meets exactly: urlencoded, three pairs,
    /// `room[bed][size]` 15 bytes long and 3 deep; JSON, six values, three
    /// deep, names of six bytes.
    var limitsMet: FormParameters.DecodingLimits {
        let size = bodyAtItsLimits.count
        switch self {
        case .urlEncoded:
            return FormParameters.DecodingLimits(maxParameterCount: 3, maxDepth: 3, maxKeyLength: 15, maxBodySize: size)
        case .json:
            return FormParameters.DecodingLimits(maxParameterCount: 6, maxDepth: 3, maxKeyLength: 6, maxBodySize: size)
        }
    }

    /// Limits `bodyAtItsLimits` breaks, one each: one less than `limitsMet`, or a body size of 20.
    var limitsBroken: [FormParameters.DecodingLimits] {
        switch self {
        case .urlEncoded:
            return [
                FormParameters.DecodingLimits(maxParameterCount: 2), FormParameters.DecodingLimits(maxDepth: 2),
                FormParameters.DecodingLimits(maxKeyLength: 14), FormParameters.DecodingLimits(maxBodySize: 20),
            ]
        case .json:
            return [
                FormParameters.DecodingLimits(maxParameterCount: 5), FormParameters.DecodingLimits(maxDepth: 2),
                FormParameters.DecodingLimits(maxKeyLength: 5), FormParameters.DecodingLimits(maxBodySize: 20),
            ]
        }
    }
}
