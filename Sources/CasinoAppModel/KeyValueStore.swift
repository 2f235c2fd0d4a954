import Foundation

/// A small store of integers by key: the guide's `@AppStorage` lives in `UserDefaults`, and
/// tests use ``InMemoryKeyValueStore``.
public protocol KeyValueStore: AnyObject {
    func integer(forKey key: String) -> Int?
    func set(_ value: Int, forKey key: String)
}

/// The device's user defaults, where the guide's `@AppStorage("highscore")` reads and writes.
public final class UserDefaultsStore: KeyValueStore {
    private let defaults: UserDefaults

    public init(_ defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    public func integer(forKey key: String) -> Int? {
        defaults.object(forKey: key) == nil ? nil : defaults.integer(forKey: key)
    }

    public func set(_ value: Int, forKey key: String) {
        defaults.set(value, forKey: key)
    }
}

/// A key-value store that lives as long as the object: for tests and previews.
package final class InMemoryKeyValueStore: KeyValueStore {
    package private(set) var values: [String: Int]

    package init(_ values: [String: Int] = [:]) {
        self.values = values
    }

    package func integer(forKey key: String) -> Int? { values[key] }

    package func set(_ value: Int, forKey key: String) { values[key] = value }
}
