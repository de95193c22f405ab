/// `SystemRandomNumberGenerator`, drawn through a value with storage of its own.
///
/// `SystemRandomNumberGenerator` is an empty struct. Code built with
/// `--sanitize=thread` checks every `inout` access of a generic value by its
/// address, and a value of an empty type has none of its own (the type's
/// metadata stands in for it), so two tasks drawing boundaries at the same
/// moment look like a race on one global. This source has a word of storage,
/// on the stack of the task that drew it; each draw makes a fresh
/// `SystemRandomNumberGenerator`, which has no state to share.
struct SystemRandomSource: RandomNumberGenerator {
    private var draws: UInt64 = 0

    mutating func next() -> UInt64 {
        draws &+= 1
        var system = SystemRandomNumberGenerator()
        return system.next()
    }
}
