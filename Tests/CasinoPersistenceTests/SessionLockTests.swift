import CasinoEngine
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
        #expect(reason.contains("cannot create \(store.directory.path)"))
    }
}
