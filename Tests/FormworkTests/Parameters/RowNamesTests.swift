import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// A body is read straight into the rows' values when it can be; any other
/// body goes through the general reader, which is the reference: wherever
/// the straight reader answers, in either body format, its answer must be
/// the reference's, value for value, with the same unknown names in the
/// same order. What only one format has is in `URLEncodedRowNamesTests`
/// and `JSONRowNamesTests`.
@Suite("Reading bodies straight by the rows' names")
struct RowNamesTests {
    @Test(arguments: RowNamesBodyFormat.allCases)
    func aBodyOfRowNamesReadsAsTheGeneralReaderReadsIt(format: RowNamesBodyFormat) throws {
        let read = try compare(format.model, format, seed: format.seed(0))
        #expect(read.straight > format.fewestStraight(of: read.bodies), "\(read)")
        #expect(read.straight < read.bodies, "\(read)")
    }

    @Test(arguments: RowNamesBodyFormat.allCases)
    func profileBodiesReadAsTheGeneralReaderReadsThem(format: RowNamesBodyFormat) throws {
        let read = try compare(Profile.self, format, seed: format.seed(1))
        #expect(read.straight > format.fewestStraight(of: read.bodies), "\(read)")
    }

    @Test(arguments: RowNamesBodyFormat.allCases)
    func bodiesOfEveryKindOfRowReadAsTheGeneralReaderReadsThem(format: RowNamesBodyFormat) throws {
        let read = try compare(Everything.self, format, seed: format.seed(2))
        #expect(read.straight > format.fewestStraight(of: read.bodies), "\(read)")
    }

    @Test(arguments: RowNamesBodyFormat.allCases)
    func aBodyOverALimitIsLeftToTheGeneralReader(format: RowNamesBodyFormat) throws {
        let schema = try FormSchema.of(format.model)
        let body = format.bodyAtItsLimits
        for limits in format.limitsBroken {
            #expect(format.straight(body, schema, limits) == nil)
            #expect(throws: FormParameters.DecodingError.self) { try format.general(body, schema, limits).get() }
        }
        #expect(format.straight(body, schema, format.limitsMet) != nil)
    }

    /// Compares the straight reader with the general one on generated
    /// bodies (the rows' and groups' names in other spellings, unknown
    /// names, repeats, values of every kind, malformed bodies), one in five
    /// under tight limits.
    private func compare<Model: FormModel>(
        _ type: Model.Type, _ format: RowNamesBodyFormat, seed: UInt64, bodies: Int = 400
    ) throws -> (bodies: Int, straight: Int) {
        let schema = try FormSchema.of(Model.self)
        var g = SeededGenerator(seed: seed)
        let paths = schema.rows.map(\.parameterPath).filter { !$0.isEmpty }
        var straight = 0
        for _ in 0..<bodies {
            let body = format.body(paths, &g)
            let limits = Int.random(in: 0..<5, using: &g) == 0 ? format.tightLimits : FormParameters.DecodingLimits()
            let bytes = Array(body.utf8)
            let reference = format.general(bytes, schema, limits)
            guard let reading = format.straight(bytes, schema, limits) else { continue }
            straight += 1
            switch reference {
            case .success(let expected):
                #expect(reading.sent == expected.sent, "\(body)")
                #expect(reading.unknownKeys == expected.unknownKeys, "\(body)")
                #expect(expected.problems.isEmpty, "\(body)")
            case .failure(let error):
                Issue.record("read straight, but the general reader fails: \(body): \(error)")
            }
        }
        return (bodies, straight)
    }
}
