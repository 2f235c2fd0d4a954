import CasinoEngine
import CasinoSharedModels
import Foundation
import TestSupport
import Testing

@testable import CasinoPersistence

/// One game per save: the claim is exclusive, names its holder, and is given back.
@Suite struct SessionLockTests {
    let folder = makeTemporaryDirectory("claim")
    var store: SaveStore { SaveStore(directory: folder.appendingPathComponent("rmit-casino")) }

    @Test func aSecondClaimIsRefusedAtOnceAndNamesTheHolder() throws {
        let first = try store.claimSession()
        #expect(throws: SessionLockError.held(pid: getpid())) { try store.claimSession() }
        first.release()
        first.release()  // twice is harmless
        try store.claimSession().release()
    }

    @Test func theClaimIsAFileApartFromTheSavesOwnLock() throws {
        let claim = try store.claimSession()
        defer { claim.release() }
        // Saving takes save.lock while the session holds session.lock: it must not wait.
        try store.save(SaveData(game: Game()))
        #expect(store.sessionLockURL.lastPathComponent == "session.lock")
        let pid = try String(contentsOf: store.sessionLockURL, encoding: .utf8)
        #expect(pid == "\(getpid())\n")
    }

    @Test func aFolderThatCannotBeMadeIsUnavailableWithTheReason() throws {
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let store = SaveStore(directory: blocker.appendingPathComponent("rmit-casino"))
        let error = #expect(throws: SessionLockError.self) { try store.claimSession() }
        guard case .unavailable(let reason)? = error else {
            Issue.record("expected unavailable, got \(String(describing: error))")
            return
        }
        #expect(reason == SystemFailure(.createFolder, path: store.directory.path, code: ENOTDIR))
    }

    /// A save folder that cannot hold the claim: it is kept in the runtime folder, named for
    /// the save, and still refuses a second game.
    @Test func aClaimTheSaveFolderCannotHoldIsKeptInTheRuntimeFolder() throws {
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let store = SaveStore(directory: blocker.appendingPathComponent("rmit-casino"))
        let environment = ["XDG_RUNTIME_DIR": folder.appendingPathComponent("run").path]
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("run"), withIntermediateDirectories: true)
        let claim = try store.claimSession(environment: environment)
        #expect(claim.folderProblem?.path == store.directory.path)
        #expect(throws: SessionLockError.held(pid: getpid())) {
            try store.claimSession(environment: environment)
        }
        let name = SessionLock.runtimeLockName(forSaveIn: store.directory)
        let held = folder.appendingPathComponent("run/rmit-casino/\(name)")
        #expect(try String(contentsOf: held, encoding: .utf8) == "\(getpid())\n")
        claim.lock.release()
        try store.claimSession(environment: environment).lock.release()
    }

    @Test func eachSaveHasItsOwnRuntimeClaim() {
        let one = SessionLock.runtimeLockName(forSaveIn: URL(fileURLWithPath: "/a/rmit-casino"))
        let other = SessionLock.runtimeLockName(forSaveIn: URL(fileURLWithPath: "/b/rmit-casino"))
        #expect(one != other)
        #expect(
            one == SessionLock.runtimeLockName(forSaveIn: URL(fileURLWithPath: "/a/rmit-casino/")))
        #expect(one.hasPrefix("session-") && one.hasSuffix(".lock") && one.count == 29)
    }

    /// Anyone may create names in /tmp: a folder there that is not the user's own, or that
    /// others may write to, is never used for claims.
    @Test func aTemporaryFolderNotOursAloneIsRefused() throws {
        let base = folder.path
        let mine = try SessionLock.runtimeDirectory(environment: [:], temporaryBase: base)
        #expect(mine.path == "\(base)/rmit-casino-\(getuid())")
        var status = stat()
        #expect(lstat(mine.path, &status) == 0 && status.st_mode & 0o777 == 0o700)
        chmod(mine.path, 0o777)
        #expect(throws: SessionLockError.self) {
            try SessionLock.runtimeDirectory(environment: [:], temporaryBase: base)
        }
        rmdir(mine.path)
        symlink(folder.path, mine.path)
        #expect(throws: SessionLockError.self) {
            try SessionLock.runtimeDirectory(environment: [:], temporaryBase: base)
        }
    }
}
