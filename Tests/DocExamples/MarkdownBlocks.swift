/// A fenced ```swift block of a Markdown document, with where it was found.
struct SwiftBlock {
    /// The document's path relative to the package, e.g.
    /// `Sources/FormworkLayout/FormworkLayout.docc/LayingOutAForm.md`.
    let document: String
    /// The 1-based position of the block among the document's Swift blocks.
    let number: Int
    /// The 1-based position of the block among the Swift blocks under its
    /// heading, so that adding a block elsewhere renames no file.
    let numberUnderHeading: Int
    /// The 1-based line of the opening fence.
    let line: Int
    /// The nearest heading above the block, without its `#` marks.
    let heading: String
    /// The words after `swift` in the fence's info string.
    let attributes: [String]
    /// The lines between the fences.
    let lines: [String]
}

/// The info string attributes a Swift block may carry; any other is a mistake.
enum BlockAttribute {
    /// A `Package.swift` excerpt: Swift, but a manifest, not code a test can run.
    static let manifest = "manifest"
    /// SwiftUI or UIKit code, which Linux cannot compile: `.ci/ios-typecheck`
    /// type-checks it against the iOS SDK instead of running it here.
    static let ios = "ios"
    static let known: Set<String> = [manifest, ios]
}

enum MarkdownBlocks {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// Every ```swift block of `text`, in order.
    static func swiftBlocks(in text: String, document: String) throws -> [SwiftBlock] {
        var blocks: [SwiftBlock] = []
        var heading = document
        var swift: (line: Int, attributes: [String], lines: [String])?
        var insideOtherFence = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let isFence = line.hasPrefix("```")
            if insideOtherFence {
                if isFence { insideOtherFence = false }
            } else if var block = swift {
                if isFence {
                    blocks.append(
                        SwiftBlock(
                            document: document, number: blocks.count + 1,
                            numberUnderHeading: blocks.filter { $0.heading == heading }.count + 1,
                            line: block.line, heading: heading, attributes: block.attributes, lines: block.lines
                        ))
                    swift = nil
                } else {
                    block.lines.append(line)
                    swift = block
                }
            } else if line.hasPrefix("#") {
                heading = line.drop(while: { $0 == "#" }).trimmingSpaces()
            } else if isFence {
                let words = line.dropFirst(3).split(separator: " ").map(String.init)
                guard words.first == "swift" else {
                    insideOtherFence = true
                    continue
                }
                let attributes = Array(words.dropFirst())
                if let unknown = attributes.first(where: { !BlockAttribute.known.contains($0) }) {
                    let known = BlockAttribute.known.sorted().joined(separator: ", ")
                    throw Problem(
                        description: "\(document):\(index + 1): unknown attribute '\(unknown)' on a swift block; known: \(known)")
                }
                swift = (index + 1, attributes, [])
            }
        }
        if let swift { throw Problem(description: "\(document):\(swift.line): a swift block is never closed") }
        if insideOtherFence { throw Problem(description: "\(document): a code block is never closed") }
        return blocks
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
