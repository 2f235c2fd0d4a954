import Foundation
import Testing

/// The player's game must never draw from a generator someone could predict. These checks
/// read the sources, so a future change that hands the game a seeded generator, or keys one
/// from the clock, fails here rather than in a player's pocket.
struct PlayGeneratorGuardTests {
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

    /// Every front end starts its game through CasinoSession (the Apple app through
    /// CasinoAppModel), and both hand the game the operating system's generator.
    @Test func thePlayersGameDrawsFromTheOperatingSystem() {
        for module in ["CasinoSession", "CasinoAppModel"] {
            let files = Self.swiftFiles(under: Self.sources.appendingPathComponent(module))
            #expect(
                files.contains { $0.text.contains("SystemRandomNumberGenerator()") },
                "\(module) does not make the system generator")
        }
    }

    /// Seeded generators are made only in the lab (simulations and audits that must repeat)
    /// and, in CasinoSession, from the player's own `--seed` for a replay. The one other is the
    /// sound synthesis's noise, whose fixed seeds make each sound the same samples every run:
    /// it never reaches a game.
    @Test func onlyTheLabAndReplaysMakeASeededGenerator() {
        let synthesisNoise = "CasinoAudio/Synthesis/Oscillators.swift"
        var makers: [String] = []
        for (path, text) in Self.swiftFiles(under: Self.sources)
        where !path.hasPrefix("CasinoRandom/") && path != synthesisNoise {
            for line in text.split(separator: "\n")
            where line.contains("Xoshiro256StarStar(") || line.contains("SplitMix64(") {
                makers.append(path)
                if path.hasPrefix("CasinoSession/") {
                    #expect(line.contains("(seed: seed)"), "\(path): \(line)")
                }
            }
        }
        #expect(makers.contains { $0.hasPrefix("CasinoSession/") })
        #expect(
            makers.allSatisfy { $0.hasPrefix("CasinoLab/") || $0.hasPrefix("CasinoSession/") },
            "seeded generators made in \(makers)")
    }

    /// The generators' module never reads a clock, a process id or any other guessable value.
    @Test func theRandomModuleNeverReadsTheClock() {
        let files = Self.swiftFiles(under: Self.sources.appendingPathComponent("CasinoRandom"))
        #expect(files.count >= 2)
        for (path, text) in files {
            for forbidden in [
                "Date(", "time(", "clock_gettime", "ContinuousClock", "getpid", "mach_absolute",
            ] {
                #expect(!text.contains(forbidden), "\(path) uses \(forbidden)")
            }
        }
    }
}
