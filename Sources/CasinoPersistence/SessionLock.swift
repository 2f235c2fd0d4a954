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
        // A lock file the player may read but not write (left by another user) still locks.
        if fd < 0, errno == EACCES { fd = open(file.path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else {
            throw .unavailable("cannot lock \(file.path): \(POSIXFile.lastError)")
        }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            defer { close(fd) }
            if code == EWOULDBLOCK { throw .held(pid: holder(fd)) }
            throw .unavailable("cannot lock \(file.path): \(SystemError(code: code).reason)")
        }
        let pid = Data("\(getpid())\n".utf8)
        if ftruncate(fd, 0) == 0 {
            _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        }
        return SessionLock(descriptor: fd)
    }

    /// Lets the next game play on this save. Safe to call more than once.
    package func release() {
        descriptor.withLock { descriptor in
            guard let fd = descriptor else { return }
            descriptor = nil
            // Closing the only descriptor drops the lock; the stale id left in the file is
            // overwritten by the next holder.
            close(fd)
        }
    }

    /// The process id the holder wrote, if it has written one yet.
    private static func holder(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 1 else { return nil }
        return Int32(words[0]).flatMap { $0 > 0 ? $0 : nil }
    }
}

/// Why a game could not claim a save.
package enum SessionLockError: Error, Equatable, Sendable {
    /// Another game is playing on this save; its process id when it could be read.
    case held(pid: Int32?)
    /// The lock cannot be taken at all (an unwritable folder, say): one line naming the file
    /// and the system's reason.
    case unavailable(String)
}
