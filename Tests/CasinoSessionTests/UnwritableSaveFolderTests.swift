import CasinoPersistence
import Foundation
import TestSupport
import Testing

/// A save folder its player cannot write (mode 500), as an ordinary user: root may write
/// anywhere, so the games run as `nobody` through setpriv. Saving is off, and the game says
/// so with the real reason at the start; one game per save still holds, the claim kept in
/// the runtime folder.
@Suite(.serialized, .endToEndTimeLimit, .requires(.setpriv), .enabled(if: getuid() == 0))
struct UnwritableSaveFolderTests {
    static let nobody: uid_t = 65534

    let root = makeTemporaryDirectory("unwritable-save")
    var state: URL { root.appendingPathComponent("state") }
    var runtime: URL { root.appendingPathComponent("runtime") }

    init() throws {
        let files = FileManager.default
        // The test's folder must be reachable by nobody; the folders in it are nobody's.
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        let save = state.appendingPathComponent("rmit-casino")
        try files.createDirectory(at: save, withIntermediateDirectories: true)
        try files.createDirectory(at: runtime, withIntermediateDirectories: true)
        for folder in [state, save, runtime] {
            #expect(chown(folder.path, Self.nobody, Self.nobody) == 0)
        }
        try files.setAttributes([.posixPermissions: 0o500], ofItemAtPath: save.path)
        try files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
    }

    /// `casino play --plain --mute` as nobody, with this environment.
    func game(runtimeFolder: Bool) throws -> (URL, [String], [String: String]) {
        var environment = ProcessInfo.processInfo.environment.merging([
            "XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "HOME": root.path,
        ]) { $1 }
        environment["XDG_RUNTIME_DIR"] = runtimeFolder ? runtime.path : nil
        let arguments = [
            "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups",
            builtProduct("casino").path, "play", "--plain", "--mute",
        ]
        return (try ExternalTool.setpriv.url, arguments, environment)
    }

    func secondGameIsRefusedWhileTheFirstPlays(runtimeFolder: Bool) throws {
        let (program, arguments, environment) = try game(runtimeFolder: runtimeFolder)
        let first = Process()
        first.executableURL = program
        first.arguments = arguments
        first.environment = environment
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        first.standardInput = input
        first.standardOutput = output
        first.standardError = errors
        try first.run()
        // Its first line is said once it holds the save (the claim comes before the game).
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
        }

        let second = try runProcess(program, arguments, environment: environment, input: "s\n")
        #expect(second.status == 75, "\(second.standardOutput) \(second.standardError)")
        #expect(
            second.standardError.contains(
                "a game is already running on this save (process \(first.processIdentifier)"),
            "\(second.standardError)")

        try input.fileHandleForWriting.close()
        said += output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        first.waitUntilExit()
        #expect(first.terminationStatus == 0, "\(errorText)")
        let lock = state.appendingPathComponent("rmit-casino/session.lock").path
        let reason = "Can't save the game (cannot lock \(lock): permission denied)"
        // Said at the start, before any spin: the second line, right after the greeting, and
        // only there: not again before a spin, nor on standard error at exit (issue 25).
        let lines = String(decoding: said, as: UTF8.self).split(separator: "\n")
        #expect(lines.count >= 2 && lines[1].contains(reason), "\(lines)")
        #expect(lines.filter { $0.contains("Can't save") }.count == 1, "\(lines)")
        #expect(!errorText.contains("Can't save"), "\(errorText)")
        #expect(!errorText.contains("No such file"))
    }

    @Test func aSecondGameIsRefusedWithTheClaimInTheRuntimeFolder() throws {
        try secondGameIsRefusedWhileTheFirstPlays(runtimeFolder: true)
        let claims = try FileManager.default.contentsOfDirectory(
            atPath: runtime.appendingPathComponent("rmit-casino").path)
        #expect(claims.count == 1 && claims[0].hasPrefix("session-"), "\(claims)")
    }

    /// With no XDG_RUNTIME_DIR, the claim goes to /tmp/rmit-casino-UID.
    @Test func aSecondGameIsRefusedWithTheClaimInTheTemporaryFolder() throws {
        try secondGameIsRefusedWhileTheFirstPlays(runtimeFolder: false)
    }
}
