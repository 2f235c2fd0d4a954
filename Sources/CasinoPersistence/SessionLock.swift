import CasinoSharedModels
import CasinoSystem
import Synchronization

/// The claim of one playing process on a save: while it is held, no other game (terminal or
/// window) may play on that save, so no game can overwrite spins another committed.
///
/// It is an exclusive advisory lock (`flock`) on a file beside the save, taken without waiting
/// and held until ``release()`` or the end of the process. The kernel drops it when the
/// process dies however it dies, so a crash never locks the player out. The file holds the
/// holder's process id, for the message the next game shows.
package final class SessionLock: Sendable {
    /// The locked file's descriptor, until released.
    private let descriptor: Mutex<Int32?>

    private init(descriptor: Int32) { self.descriptor = Mutex(descriptor) }

    deinit { release() }

    /// Takes the lock on `file`, creating it when missing.
    package static func acquire(_ file: URL) throws(SessionLockError) -> SessionLock {
        var fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        var failure = errno
        // A lock file the player may read but not write (left by another user) still locks.
        if fd < 0, failure == EACCES {
            fd = open(file.path, O_RDONLY | O_CLOEXEC)
            // No such file: the folder refused to create it, and that refusal is the reason
            // to tell (issue 17 said "No such file or directory" for a folder at mode 500).
            if fd < 0, errno != ENOENT { failure = errno }
        }
        guard fd >= 0 else {
            throw .unavailable(SystemFailure(.lock, path: file.path, code: failure))
        }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            defer { close(fd) }
            if code == EWOULDBLOCK { throw .held(pid: holder(fd)) }
            throw .unavailable(SystemFailure(.lock, path: file.path, code: code))
        }
        if ftruncate(fd, 0) == 0 {
            try? SystemCalls.writeAll(Array("\(getpid())\n".utf8), to: fd, at: 0)
        }
        return SessionLock(descriptor: fd)
    }

    /// Lets the next game play on this save. Safe to call more than once.
    package func release() {
        descriptor.withLock { descriptor in
            guard let fd = descriptor else { return }
            descriptor = nil
            // Unlocked before it is closed: a child process another thread is starting may
            // still hold a copy of the descriptor until it execs, and closing ours alone
            // would leave the lock held through that copy. The stale id left in the file is
            // overwritten by the next holder.
            flock(fd, LOCK_UN)
            close(fd)
        }
    }

    /// The process id the holder wrote, if it has written one yet.
    private static func holder(_ fd: Int32) -> Int32? {
        guard let bytes = try? SystemCalls.readAll(from: fd, atMost: 32) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 1 else { return nil }
        return Int32(words[0]).flatMap { $0 > 0 ? $0 : nil }
    }
}

extension SessionLock {
    /// The folder for claims on saves whose own folder cannot hold a lock file (a save folder
    /// at mode 500, say), so one game per save holds even then: `$XDG_RUNTIME_DIR/rmit-casino`
    /// (in the user's own folder, 0700, by the XDG base directory specification), else
    /// `rmit-casino-UID` in `temporaryBase`. Either is created 0700 and used only when it is a
    /// real folder of this user's that no one else can write to, as anyone may create names in
    /// /tmp (one made by someone else could hold locks that refuse our games, or be a link).
    package static func runtimeDirectory(
        environment: [String: String], temporaryBase: String = "/tmp"
    ) throws(SessionLockError) -> URL {
        let folder =
            if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
                URL(fileURLWithPath: runtime).appendingPathComponent("rmit-casino")
            } else {
                URL(fileURLWithPath: "\(temporaryBase)/rmit-casino-\(getuid())")
            }
        try POSIXFile.makeDirectory(folder, reported: SessionLockError.unavailable)
        var status = stat()
        guard lstat(folder.path, &status) == 0 else {
            throw .unavailable(SystemFailure(.createFolder, path: folder.path, code: errno))
        }
        // Not a folder of this user's that only they can use.
        guard status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
            status.st_mode & 0o077 == 0
        else { throw .unavailable(SystemFailure(.createFolder, path: folder.path, code: EPERM)) }
        return folder
    }

    /// The name of the claim on the save in `directory` inside ``runtimeDirectory(environment:temporaryBase:)``:
    /// one file per save, named by a hash of the save folder's path (FNV-1a, 64 bits), so
    /// two games on one save meet on one file and games on different saves never do.
    package static func runtimeLockName(forSaveIn directory: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in directory.standardizedFileURL.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "session-\(printfFormat("%016llx", hash)).lock"
    }
}
