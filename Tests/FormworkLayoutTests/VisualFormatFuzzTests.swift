import Testing

@testable import FormworkLayout

/// Malformed input never traps: strings drawn from the grammar's alphabet
/// either parse and build, or throw a ``VisualFormatError`` whose position
/// lies inside the string (or at its end).
struct VisualFormatFuzzTests {
    /// A fixed linear congruential generator, so every run tries the same strings.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let pieces = [
        "H:", "V:", "|", "-", "[", "]", "(", ")", "a", "b", "m", "==", "<=", ">=", "=",
        "@", "8", "44", "-8", "1e3", ".5", ",", "margin", "user_name", " ", "é",
        "1e400", "-1e17", "nan", "inf", String(repeating: "9", count: 400),
    ]

    @Test func randomStringsNeverTrap() {
        var generator = Generator(state: 2024)
        for _ in 0..<3000 {
            var format = ""
            for _ in 0..<(1 + generator.next(12)) { format += Self.pieces[generator.next(Self.pieces.count)] }
            do {
                _ = try LayoutConstraint.constraints(
                    visualFormat: format, metrics: ["m": 8, "margin": .nan], views: ["a", "b", "user_name"])
            } catch {
                #expect(error.position >= 0 && error.position <= format.count, "\(format)")
                #expect(!error.message.isEmpty)
            }
        }
    }
}
