import Foundation
import Testing

/// The player's game must never draw from a generator someone could predict. These checks
/// read the sources, so a future change that reaches for the seeded ChaCha20 initialiser, or
/// keys a generator from the clock, fails here rather than in a player's pocket.
struct KeyingGuardTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func swiftFiles(under folder: URL) -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift",
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            files.append((url.path.replacingOccurrences(of: folder.path + "/", with: ""), text))
        }
        return files
    }

    /// Only the odds lab (simulations and audits that must repeat) imports the seeded
    /// initialiser's SPI; the game, the front ends and the CLI's play command cannot call it.
    @Test func onlyTheLabCanSeedTheSecureGenerator() {
        let files = Self.swiftFiles(under: Self.sources)
        #expect(files.count > 10)
        let users = files.filter { file in
            file.text.split(separator: "\n").contains { $0.hasPrefix("@_spi(Reproducible) import") }
        }.map(\.path)
        #expect(!users.isEmpty)
        #expect(users.allSatisfy { $0.hasPrefix("CasinoLab/") }, "seeded ChaCha20 used by \(users)")
    }

    /// The generators' module never reads a clock, a process id or any other guessable value.
    @Test func theRandomModuleNeverReadsTheClock() {
        let files = Self.swiftFiles(under: Self.sources.appendingPathComponent("CasinoRandom"))
        #expect(files.count >= 4)
        for (path, text) in files {
            for forbidden in [
                "Date(", "time(", "clock_gettime", "ContinuousClock", "getpid", "mach_absolute",
            ] {
                #expect(!text.contains(forbidden), "\(path) uses \(forbidden)")
            }
        }
    }
}
