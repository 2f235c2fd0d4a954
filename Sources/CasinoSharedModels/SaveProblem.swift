/// What was wrong with the save file when it was loaded. The store only says what happened;
/// the front end words it for the player, in the player's language (CasinoPresentation's
/// `Texts.notice(_:)`).
package enum SaveProblem: Sendable, Equatable {
    /// The file could not be used and was renamed to the path `keptAs`; a new game started.
    case setAside(DamageReason, keptAs: String)
    /// The file at `path` could not be used, nor moved aside (`why` is the `errno` of the
    /// rename): it is kept as it is, and this game will not be saved.
    case stuck(DamageReason, path: String, why: Int32)

    /// Why the file could not be used.
    package var reason: DamageReason {
        switch self {
        case .setAside(let reason, _), .stuck(let reason, _, _): reason
        }
    }
}

/// Why a save file was not loaded.
package enum DamageReason: Error, Equatable, Sendable {
    /// The file holds nothing.
    case empty
    /// The file is not JSON (truncated or damaged).
    case notJSON
    /// A newer casino wrote it, in save format `found`; this one reads up to `readsUpTo`.
    case newerVersion(Int, readsUpTo: Int)
    /// The file has no schema version.
    case noSchemaVersion
    /// A field is missing or has the wrong type.
    case wrongField
    /// It holds negative money, a negative score or no bet.
    case negativeAmount
    /// It holds an amount no game reaches (below 0 or above `limit`).
    case unreachableAmount(limit: Int)
    /// The file cannot be read; `code` is the `errno` of the read.
    case unreadable(code: Int32)
    /// The file is larger than `limit` bytes, more than any save file.
    case tooLarge(limit: Int)
}
