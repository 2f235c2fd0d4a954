import CasinoSharedModels
import CasinoSystem

/// The few POSIX calls durable saving needs, which Foundation does not expose: fsync of a file
/// and of its folder, an exclusive advisory lock, and writes with an explicit mode.
enum POSIXFile {
    /// `operation` on `path` failed with the current `errno`.
    static func failure(_ operation: SystemFailure.Operation, _ path: String) -> SaveError {
        .failed(SystemFailure(operation, path: path, code: errno))
    }

    /// Creates `directory` and its parents, private to the player; a failure is thrown as
    /// `reported` words it (a save's ``SaveError`` or a claim's ``SessionLockError``).
    static func makeDirectory<Failure: Error>(
        _ directory: URL, reported: (SystemFailure) -> Failure
    ) throws(Failure) {
        do throws(SystemError) {
            try SystemCalls.makeDirectories(directory.path, mode: 0o700)
        } catch {
            throw reported(SystemFailure(.createFolder, path: directory.path, code: error.code))
        }
    }

    /// Writes `bytes` to a new file beside `target`, flushes it to disk, renames it over
    /// `target` and flushes the folder, so a crash at any instant leaves the old file or the
    /// new one, never a mixture.
    static func replaceAtomically(_ target: URL, with bytes: Data) throws(SaveError) {
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(target.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure(.write, folder.path) }
        var failure: SaveError?
        do throws(SystemError) {
            try SystemCalls.writeAll(Array(bytes), to: fd)
            guard flushToDisk(fd) else { throw .last }
        } catch {
            failure = .failed(SystemFailure(.write, path: temporary.path, code: error.code))
        }
        close(fd)
        if failure == nil, rename(temporary.path, target.path) != 0 {
            failure = Self.failure(.replace, target.path)
        }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
        syncDirectory(folder)
    }

    /// Flushes a folder's entries, so a rename survives a power cut.
    static func syncDirectory(_ folder: URL) {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = flushToDisk(fd)
        close(fd)
    }

    /// Asks the drive itself to keep what `fd` holds, not just the kernel.
    ///
    /// On Darwin `fsync` stops at the drive's own cache, which a power cut empties, so only
    /// `F_FULLFSYNC` makes a save durable there; file systems that do not support it (some
    /// network and FUSE ones) refuse it, and `fsync` is then the best there is. On Linux
    /// `fsync` already flushes the drive's cache.
    static func flushToDisk(_ fd: Int32) -> Bool {
        #if canImport(Darwin)
            if fcntl(fd, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(fd) == 0
    }

    /// Runs `body` holding an exclusive lock on `lockFile`, so two games saving at once take
    /// turns reading and replacing the save file.
    static func withExclusiveLock<T>(
        _ lockFile: URL, _ body: () throws(SaveError) -> T
    ) throws(SaveError) -> T {
        let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure(.lock, lockFile.path) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure(.lock, lockFile.path) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
