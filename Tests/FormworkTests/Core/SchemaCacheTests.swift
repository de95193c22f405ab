import FormworkFixtures
import Testing

@testable import Formwork

private struct CacheProbe: FormModel {
    @FormText var name = ""
    @FormGroup var address = Address()
}

@Suite struct SchemaCacheTests {
    @Test func eightConcurrentTasksShareOneSchema() async throws {
        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(try FormState(CacheProbe()).schema) }
            }
            return try await group.reduce(into: [ObjectIdentifier]()) { $0.append($1) }
        }
        #expect(identities.count == 8)
        #expect(Set(identities).count == 1)
        #expect(SchemaRegistry.shared.buildCount(for: CacheProbe.self) == 1)
    }
}
