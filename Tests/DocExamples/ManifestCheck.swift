import Foundation

/// Evaluates a ```swift manifest block as the `Package.swift` it shows.
enum ManifestCheck {
    static func evaluate(_ block: SwiftBlock) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("formwork-manifest-\(ProcessInfo.processInfo.processIdentifier)-\(block.number)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try (block.lines.joined(separator: "\n") + "\n")
                .write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "package", "--package-path", directory.path, "dump-package"]
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                fail("\(block.document):\(block.line): the manifest does not evaluate:\n\(message)")
            }
        } catch {
            fail("\(block.document):\(block.line): \(error)")
        }
    }
}
