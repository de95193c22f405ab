import Foundation

/// Reads Foundation values (`JSONSerialization` output and Swift values in
/// `Any`) into ``FormValue``, collecting a problem per unsupported value.
///
/// The walk keeps its own stack of open containers, so no input, however
/// deep, can overflow the thread's stack. Each value's dynamic type is
/// looked at before any cast: a cast such as `as? NSNumber` or
/// `as? [String: Any]` on a Swift dictionary can bridge its whole subtree
/// (swift-corelibs-foundation does), which makes the cost quadratic in the
/// depth and the recursion unbounded. `NSDictionary` and `NSArray` are read
/// one level at a time (see `entries(of:)`). Before a container is
/// opened its depth, its entry count and its keys' lengths are checked
/// against the limits, and it must not be one of the containers that hold
/// it (an `NSMutableDictionary` can contain itself). A key path is only
/// built when a problem is reported.
struct FormFoundationReader {
    let limits: FormParameters.DecodingLimits
    private(set) var problems: [FormParameters.DecodingError.Problem] = []
    private var parameterCount = 0
    private var levels: [Level] = []
    private var open: Set<ObjectIdentifier> = []

    init(limits: FormParameters.DecodingLimits) {
        self.limits = limits
    }

    /// The members of `dictionary`, every nested value read; a limit that is
    /// exceeded or a cycle stops the walk and is the only problem reported,
    /// while unsupported values are all reported together.
    static func members(of dictionary: [String: Any], limits: FormParameters.DecodingLimits) throws(FormParameters.DecodingError)
        -> [FormValue.Member]
    {
        var reader = FormFoundationReader(limits: limits)
        let members: [FormValue.Member]
        do throws(Stop) {
            members = try reader.read(dictionary)
        } catch {
            throw FormParameters.DecodingError([error.problem])
        }
        guard reader.problems.isEmpty else { throw FormParameters.DecodingError(reader.problems) }
        return members
    }

    /// A limit exceeded or a cycle found: the walk ends here.
    struct Stop: Error {
        var problem: FormParameters.DecodingError.Problem
    }

    /// A container being read: its entries in reading order and the values read so far.
    private struct Level {
        var keys: [String]?
        var entries: [Any]
        var values: [FormValue] = []
        var next = 0
        var identity: ObjectIdentifier?
        /// A key too long, met once the keys before it have been read.
        var tooLongKey: String?

        var value: FormValue {
            guard let keys else { return .array(values) }
            return .object(zip(keys, values).map { FormValue.Member($0, $1) })
        }
    }

    private mutating func read(_ dictionary: [String: Any]) throws(Stop) -> [FormValue.Member] {
        try enter(.swiftDictionary(dictionary))
        while let last = levels.indices.last {
            let index = levels[last].next
            guard index < levels[last].entries.count else {
                if let key = levels[last].tooLongKey {
                    let problem = FormParameters.DecodingError.Problem(
                        key: path(levels: last), reason: .keyTooLong(length: key.utf8.count, limit: limits.maxKeyLength))
                    throw Stop(problem: problem)
                }
                let finished = levels.removeLast()
                if let identity = finished.identity { open.remove(identity) }
                guard !levels.isEmpty else {
                    guard case .object(let members) = finished.value else { return [] }
                    return members
                }
                levels[levels.count - 1].values.append(finished.value)
                continue
            }
            levels[last].next = index + 1
            switch Self.node(levels[last].entries[index]) {
            case .value(let value):
                levels[last].values.append(value)
            case .container(let container):
                try enter(container)
            case .problem(let reason):
                problems.append(.init(key: path(levels: levels.count), reason: reason))
                levels[last].values.append(.null)
            }
        }
        return []
    }

    // MARK: Opening a container

    /// A container found in the input, not yet read.
    enum Container {
        case swiftDictionary([String: Any])
        case swiftArray([Any])
        case dictionary(NSDictionary)
        case array(NSArray)

        var count: Int {
            switch self {
            case .swiftDictionary(let dictionary): return dictionary.count
            case .swiftArray(let items): return items.count
            case .dictionary(let dictionary): return dictionary.count
            case .array(let items): return items.count
            }
        }

        var identity: ObjectIdentifier? {
            switch self {
            case .swiftDictionary, .swiftArray: return nil
            case .dictionary(let dictionary): return ObjectIdentifier(dictionary)
            case .array(let items): return ObjectIdentifier(items)
            }
        }
    }

    /// Checks the limits, then lists the container's entries (dictionaries
    /// sorted by the UTF-8 bytes of their keys) and starts reading them.
    private mutating func enter(_ container: Container) throws(Stop) {
        let identity = container.identity
        if let identity, open.contains(identity) { throw stop(.cycle) }
        guard levels.count < limits.maxDepth else { throw stop(.tooDeep(limit: limits.maxDepth)) }
        guard container.count <= limits.maxParameterCount - parameterCount else {
            throw stop(.tooManyParameters(limit: limits.maxParameterCount))
        }
        parameterCount += container.count
        var level: Level
        switch container {
        case .swiftArray(let items):
            level = Level(entries: items)
        case .array(let items):
            level = Level(entries: Self.entries(of: items))
        case .swiftDictionary(let dictionary):
            var pairs: [(key: String, value: Any)] = []
            pairs.reserveCapacity(dictionary.count)
            for (key, value) in dictionary { pairs.append((key, value)) }
            level = sortedLevel(pairs)
        case .dictionary(let dictionary):
            var pairs: [(key: String, value: Any)] = []
            pairs.reserveCapacity(dictionary.count)
            for (key, value) in Self.entries(of: dictionary) {
                guard Self.isText(key), let text = key as? String else {
                    throw stop(.keyNotText(type: String(describing: type(of: key))))
                }
                pairs.append((text, value))
            }
            level = sortedLevel(pairs)
        }
        level.identity = identity
        level.values.reserveCapacity(level.entries.count)
        levels.append(level)
        if let identity { open.insert(identity) }
    }

    private static func isText(_ key: Any) -> Bool {
        let type = Swift.type(of: key)
        return type == String.self || (type is AnyClass && key as AnyObject is NSString)
    }

    /// The entries sorted by the UTF-8 bytes of their keys, up to the first
    /// key (in that order) longer than the limit: the walk reads the keys
    /// before it, as a JSON reader would, then stops there. Only keys
    /// within the limit are ever sorted. For ASCII keys byte order is
    /// `String`'s own order, and comparing bytes skips `String`'s Unicode
    /// comparison.
    private func sortedLevel(_ pairs: [(key: String, value: Any)]) -> Level {
        let limit = limits.maxKeyLength
        let tooLong = pairs.lazy.map(\.key).filter { $0.utf8.count > limit }
            .min { FormFieldFlattener.compareBytes($0, $1) < 0 }
        var pairs = pairs
        if let tooLong { pairs.removeAll { FormFieldFlattener.compareBytes($0.key, tooLong) >= 0 } }
        let ascii = pairs.allSatisfy { $0.key.utf8.allSatisfy { $0 < 0x80 } }
        let sorted =
            ascii
            ? pairs.sorted { $0.key < $1.key }
            : pairs.sorted { FormFieldFlattener.compareBytes($0.key, $1.key) < 0 }
        return Level(keys: sorted.map(\.key), entries: sorted.map(\.value), tooLongKey: tooLong)
    }

    /// A problem that ends the walk, about the value being opened.
    private func stop(_ reason: FormParameters.DecodingError.Reason) -> Stop {
        Stop(problem: .init(key: path(levels: levels.count), reason: reason))
    }

    /// The key path (`a[b][0]`) of the entry read last in the first
    /// `count` open containers; `nil` at the top.
    private func path(levels count: Int) -> String? {
        var path = ""
        for level in levels.prefix(count) where level.next > 0 {
            let component = level.keys?[level.next - 1] ?? String(level.next - 1)
            path += path.isEmpty ? component : "[\(component)]"
        }
        return path.isEmpty ? nil : path
    }
}
