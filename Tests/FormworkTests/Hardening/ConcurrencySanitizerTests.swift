import Foundation
import Testing
@testable import Formwork

@Suite struct ConcurrencySanitizerTests {
    @Test func multipartFromSixtyFourTasks() async throws {
        let parameters: FormParameters = ["name": "Ada", "avatar": .file(FormFile(filename: "a.png", contentType: "image/png", data: Data([1, 2, 3])))]
        let bodies = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<64 { group.addTask { parameters.multipart().data.count } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(bodies.count == 64)
    }
}
