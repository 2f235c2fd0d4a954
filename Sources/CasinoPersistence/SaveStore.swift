import CasinoEngine
import CasinoSharedModels
import CasinoSystem
import Synchronization

/// The player's save file: where it lives, how it is read, and how it is replaced without
/// ever losing money or a high score.
///
/// Every committed action is saved before its outcome is shown. A file that cannot be
/// trusted is moved aside, never overwritten, and the player is told in one line.
///
/// Public: the Apple app opens its save file with one (RMITCasinoApp).
public final class SaveStore: Sendable {
    /// What ``load(now:)`` found.
    package struct Loaded: Sendable {
        /// The saved game, or `nil` when there is none (first run, or a damaged file).
        package var saved: SaveData?
        /// What was wrong with the file, for the front end to tell the player in one line.
        package var problem: SaveProblem?
    }

    package let directory: URL
    package var fileURL: URL { directory.appendingPathComponent("save.json") }
    var lockURL: URL { directory.appendingPathComponent("save.lock") }
    /// Held by the one game playing on this save (see ``SessionLock``). A file apart from
    /// `save.lock`, which each save takes briefly: the two locks never wait for each other.
    package var sessionLockURL: URL { directory.appendingPathComponent("session.lock") }

    /// Set when a file could neither be read nor moved aside: saving would then destroy it.
    private let protectedFile = Mutex<SaveProblem?>(nil)

    /// A store for the save file kept in `directory`. Nothing is read, written or created here: the
    /// first ``load(now:)`` or save does that, so opening a store cannot fail.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Where the player's save lives unless a front end is told otherwise: the folder this
    /// platform gives an app's own files (see ``SaveFolderConvention``).
    ///
    /// An absolute `XDG_STATE_HOME` is honoured on every platform: a Mac user who set it chose
    /// it, and it is how tests and scripts give a game a save of its own, so that running them
    /// on a Mac can never touch the player's money.
    package static func defaultDirectory(
        environment: [String: String], convention: SaveFolderConvention = .current
    ) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("rmit-casino")
        }
        switch convention {
        case .xdg:
            // The XDG base directory specification's fallback when the variable is unset,
            // empty or relative.
            let home =
                environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.accountHome()
            return URL(fileURLWithPath: home)
                .appendingPathComponent(".local/state/rmit-casino")
        case .applicationSupport:
            return applicationSupportDirectory()
        }
    }

    /// `Application Support/RMIT Casino` in the user's domain: the folder Apple's guidelines
    /// give for files an app creates for itself (backed up, not shown in Files). The Apple
    /// app and `casino` in a macOS terminal both keep the save here (a sandboxed app's is
    /// inside its container).
    ///
    /// Public: the Apple app opens its save file here (RMITCasinoApp).
    public static func applicationSupportDirectory() -> URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: Self.accountHome()).appendingPathComponent("Library")
            .appendingPathComponent("Application Support")
        return base.appendingPathComponent("RMIT Casino", isDirectory: true)
    }

    /// Claims this save for one playing process; a second one is refused at once.
    package func claimSession() throws(SessionLockError) -> SessionLock {
        try POSIXFile.makeDirectory(directory, reported: SessionLockError.unavailable)
        return try SessionLock.acquire(sessionLockURL)
    }

    /// A claim on this save, and why it is not beside the save when it could not be.
    package struct Claim: Sendable {
        package var lock: SessionLock
        /// Why the save's own folder could not hold the claim, when it was taken in the
        /// runtime folder instead: that folder cannot be saved in either, so the player
        /// should be told at once.
        package var folderProblem: SystemFailure?
    }

    /// Claims this save for one playing process, as ``claimSession()`` does; when the save's
    /// folder cannot hold the lock (no right to create it, say), the claim is taken in the
    /// runtime folder (``SessionLock/runtimeDirectory(environment:temporaryBase:)``) under a
    /// name made from this save's path, so a second game on the save is still refused,
    /// rather than two games both playing without saving.
    package func claimSession(environment: [String: String]) throws(SessionLockError) -> Claim {
        let problem: SystemFailure
        do {
            return Claim(lock: try claimSession(), folderProblem: nil)
        } catch {
            guard case .unavailable(let reason) = error else { throw error }
            problem = reason
        }
        do {
            let folder = try SessionLock.runtimeDirectory(environment: environment)
            let lock = try SessionLock.acquire(
                folder.appendingPathComponent(SessionLock.runtimeLockName(forSaveIn: directory)))
            return Claim(lock: lock, folderProblem: problem)
        } catch {
            if case .held = error { throw error }
            // The save's folder is the problem the player can fix; the runtime folder's
            // failure is only why the claim could not be kept elsewhere.
            throw .unavailable(problem)
        }
    }

    /// Deletes the save file, so the next save starts from nothing. Only for a scratch save
    /// (a replay's, which each replay starts afresh); never for the player's.
    package func discardScratch() {
        unlink(fileURL.path)
    }

    /// Reads the save file. A damaged one is renamed `save.json.corrupt-<timestamp>` beside
    /// it, so the player (or we) can still recover what it held.
    package func load(now: Date = Date()) -> Loaded {
        switch readFile() {
        case nil: return Loaded()
        case .success(let file)?: return Loaded(saved: file.saveData)
        case .failure(let reason)?: return setAside(because: reason, now: now)
        }
    }

    /// The file on disk, why it cannot be used, or `nil` when there is none.
    ///
    /// Read with plain system calls: Foundation's `Data(contentsOf:)` reports anything that is
    /// not a regular file as "Permission denied", which sends a player looking at permissions
    /// when a save symlinked to /dev/null is simply empty. Opened non-blocking, a FIFO no one
    /// writes to cannot hang the game in open(2): its read finds the end at once.
    private func readFile() -> Result<SaveFileFormat, DamageReason>? {
        let fd = open(fileURL.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            guard [ENOENT, ENOTDIR].contains(errno) else {
                return .failure(.unreadable(code: errno))
            }
            // No file, or a path through something that is not a folder: nothing was saved
            // here, so this is a first run (saving will say why the folder is unusable).
            return nil
        }
        defer { close(fd) }
        let limit = SaveFileFormat.maximumSize
        do throws(SystemError) {
            // One byte more than allowed tells a file at the limit from a larger one.
            let bytes = try SystemCalls.readAll(from: fd, atMost: limit + 1)
            guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
            return SaveFileFormat.decode(Data(bytes))
        } catch {
            return .failure(.unreadable(code: error.code))
        }
    }

    /// Replaces the save file with `data`, atomically and under a lock, and returns the high
    /// score now on disk.
    ///
    /// Another game may have saved a higher high score since this one loaded; the stored high
    /// score never decreases unless this game was reset more recently than the file was. A
    /// file this game cannot read that appeared since it loaded (written by a newer casino,
    /// say) is moved aside as loading would, never written over.
    @discardableResult
    package func save(_ data: SaveData, now: Date = Date()) throws(SaveError) -> Int {
        if let problem = protectedFile.withLock({ $0 }) { throw .refused(problem) }
        try POSIXFile.makeDirectory(directory, reported: SaveError.failed)
        return try POSIXFile.withExclusiveLock(lockURL) { () throws(SaveError) -> Int in
            var merged = data
            switch readFile() {
            case .success(let disk)? where disk.resetCount >= data.game.resetCount:
                merged.game.adoptHighScore(disk.highscore)
            case .failure?:
                guard moveAside(now: now) != nil else {
                    throw POSIXFile.failure(.replace, fileURL.path)
                }
            default:
                break
            }
            // Whole numbers and names only: no value of the game fails to encode.
            guard let encoded = try? SaveFileFormat.encode(merged) else {
                throw .failed(SystemFailure(.write, path: fileURL.path, code: EINVAL))
            }
            try POSIXFile.replaceAtomically(fileURL, with: encoded)
            return merged.game.highScore
        }
    }

    /// Renames the save file `save.json.corrupt-<timestamp>` (with `-2`, `-3`, … when that
    /// name is taken) and returns where it went, or `nil` with `errno` saying why not.
    private func moveAside(now: Date) -> URL? {
        let stem = "save.json.corrupt-\(Self.timestamp(now))"
        var aside = directory.appendingPathComponent(stem)
        var attempt = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            attempt += 1
            aside = directory.appendingPathComponent("\(stem)-\(attempt)")
        }
        guard rename(fileURL.path, aside.path) == 0 else { return nil }
        POSIXFile.syncDirectory(directory)
        return aside
    }

    private func setAside(because reason: DamageReason, now: Date) -> Loaded {
        if let aside = moveAside(now: now) {
            return Loaded(problem: .setAside(reason, keptAs: aside.path))
        }
        let problem = SaveProblem.stuck(reason, path: fileURL.path, why: errno)
        protectedFile.withLock { $0 = problem }
        return Loaded(problem: problem)
    }

    /// A timestamp in UTC that sorts and is safe in file names: `20261130-061502`.
    ///
    /// From the C library's calendar (``CalendarTime``), not Foundation's.
    static func timestamp(_ date: Date) -> String {
        CalendarTime.utc(date, format: "%Y%m%d-%H%M%S") ?? "00000000-000000"
    }

    /// The home folder the account database gives, for a process started without `HOME`.
    static func accountHome() -> String {
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return "/" }
        return String(cString: folder)
    }
}
