import Foundation

extension FormFoundationReader {
    /// The items of `array`, one level only: nested containers stay
    /// `NSArray` and `NSDictionary`.
    static func entries(of array: NSArray) -> [Any] {
        #if canImport(Darwin)
            return (0..<array.count).map { array.object(at: $0) }
        #else
            // swift-corelibs-foundation's accessors (`object(at:)`, iteration,
            // `getObjects`) convert a nested `NSArray` or `NSDictionary` into a
            // Swift collection, recursively, however deep (and endlessly for a
            // cycle). Its mirror shows the stored objects as they are.
            return Mirror(reflecting: array).children.enumerated().map { index, child in
                isBox(child.value) ? array.object(at: index) : child.value
            }
        #endif
    }

    /// The keys and values of `dictionary`, one level only: nested
    /// containers stay `NSArray` and `NSDictionary`.
    static func entries(of dictionary: NSDictionary) -> [(key: Any, value: Any)] {
        #if canImport(Darwin)
            return dictionary.map { ($0.key, $0.value) }
        #else
            // As for arrays: `allKeys` and `allValues` hand out the stored
            // objects, in the same order, where every other accessor converts
            // nested containers recursively.
            let keys = dictionary.allKeys, values = dictionary.allValues
            guard keys.count == values.count else {
                return keys.map { ($0, dictionary.object(forKey: $0) ?? NSNull()) }
            }
            return zip(keys, values).map { key, value in
                (key, isBox(value) ? dictionary.object(forKey: key) ?? NSNull() : value)
            }
        #endif
    }

    #if !canImport(Darwin)
        /// `true` for Foundation's box around a Swift value stored in an
        /// `NSArray` or `NSDictionary` (a ``FormValue``, a struct of the app's):
        /// its container's accessor unboxes it, which for a box is one step.
        private static func isBox(_ value: Any) -> Bool {
            ObjectIdentifier(Swift.type(of: value)) == boxType
        }

        private struct Probe {}

        /// The class of that box, found by storing a value of our own.
        private static let boxType: ObjectIdentifier = {
            let stored = Mirror(reflecting: NSArray(object: Probe())).children.first?.value
            return ObjectIdentifier(stored.map { Swift.type(of: $0) } ?? Probe.self)
        }()
    #endif
}
