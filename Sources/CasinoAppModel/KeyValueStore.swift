import Foundation

/// A small store of integers by key: the guide's `@AppStorage` lives in `UserDefaults`, and
/// tests keep one in memory.
///
/// Public: ``AppSaveFile``'s initializer, which the Apple app calls, takes one.
public protocol KeyValueStore: AnyObject, Sendable {
    /// The integer under `key`, or nil when none was ever set (a high score of 0 is not "none").
    func integer(forKey key: String) -> Int?
    /// Stores `value` under `key`, replacing what was there.
    func set(_ value: Int, forKey key: String)
}

/// The device's user defaults, where the guide's `@AppStorage("highscore")` reads and writes.
///
/// `@unchecked Sendable`: `UserDefaults` is documented as thread-safe, and this class holds
/// nothing else; saves reach it from the background save queue.
///
/// Public: the Apple app keeps the guide's `highscore` key in it.
public final class UserDefaultsStore: KeyValueStore, @unchecked Sendable {
    private let defaults: UserDefaults

    /// Over `defaults`: the app's standard user defaults unless a suite is passed.
    public init(_ defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// The integer under `key`, or nil when none was ever set (`UserDefaults` alone would say 0).
    public func integer(forKey key: String) -> Int? {
        defaults.object(forKey: key) == nil ? nil : defaults.integer(forKey: key)
    }

    /// Stores `value` under `key`; `UserDefaults` writes it to disk in its own time.
    public func set(_ value: Int, forKey key: String) {
        defaults.set(value, forKey: key)
    }
}
