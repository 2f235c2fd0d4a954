import Foundation
import TestSupport
import Testing

/// An installed `casino` is the lean terminal build; `casino window` hands over to the
/// window build that the install put beside it (`casino-window`), with the same options.
/// Here a stand-in window program records what it was given.
#if !Window
    @Suite struct WindowHandOverTests {
        /// A copy of the built `casino` in `prefix/bin`, as Scripts/install.sh lays it out,
        /// once it can run. Another test's process started while the copy was written holds
        /// its writing end until that process execs, and a file open for writing cannot be
        /// executed (ETXTBSY): the test waits for that to pass.
        private func install(into prefix: URL) throws -> URL {
            let bin = prefix.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let casino = bin.appendingPathComponent("casino")
            try FileManager.default.copyItem(at: builtProduct("casino"), to: casino)
            try waitUntil("the copied casino to be executable (not busy)") {
                (try? runProcess(casino, ["--version"]))?.status == 0
            }
            return casino
        }

        /// A window program that prints its arguments, one a line, and exits with 3.
        private func standIn(at folder: URL) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let program = folder.appendingPathComponent("casino-window")
            try "#!/bin/sh\nprintf '%s\\n' \"$@\"\nexit 3\n".write(
                to: program, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: program.path)
        }

        @Test(arguments: ["lib/rmit-casino", "bin"])
        func casinoWindowRunsTheInstalledWindowProgramWithItsOptions(place: String) throws {
            let prefix = makeTemporaryDirectory("casino-hand-over")
            defer { try? FileManager.default.removeItem(at: prefix) }
            let casino = try install(into: prefix)
            try standIn(at: prefix.appendingPathComponent(place))
            let state = prefix.appendingPathComponent("state")
            let result = try runProcess(
                casino, ["window", "--size", "400x700", "--mute"],
                environment: ["XDG_STATE_HOME": state.path])
            #expect(result.status == 3, "the window program's own exit status")
            #expect(result.standardOutput == "window\n--size\n400x700\n--mute\n")
            #expect(result.standardError.isEmpty)
            #expect(
                !FileManager.default.fileExists(atPath: state.path),
                "the terminal build leaves the save to the window program")
        }

        /// An installed player has no source: told to install the window's package or to
        /// reinstall with it, never to run `swift run`.
        @Test func anInstallWithoutTheWindowSaysHowToInstallIt() throws {
            let prefix = makeTemporaryDirectory("casino-hand-over")
            defer { try? FileManager.default.removeItem(at: prefix) }
            let casino = try install(into: prefix)
            let state = prefix.appendingPathComponent("state")
            let result = try runProcess(
                casino, ["window"], environment: ["XDG_STATE_HOME": state.path])
            #expect(result.status == 69)
            let advice =
                "this install has no window; install the rmit-casino-window package, or "
                + "reinstall with the window (Scripts/install.sh --window)"
            #expect(result.standardError == "casino: \(advice)\n")
            let help = try runProcess(casino, ["window", "--help"]).standardOutput
            let note = help.components(separatedBy: "\n\n").last?
                .replacingOccurrences(of: "\n", with: " ")
            #expect(note == "T\(advice.dropFirst()). ", "\(help)")
            #expect(!help.contains("swift run") && !help.contains("build with --traits"))
        }

        @Test func anInstallWithTheWindowSaysWhereItIs() throws {
            let prefix = makeTemporaryDirectory("casino-hand-over")
            defer { try? FileManager.default.removeItem(at: prefix) }
            let casino = try install(into: prefix)
            try standIn(at: prefix.appendingPathComponent("lib/rmit-casino"))
            let help = try runProcess(casino, ["window", "--help"]).standardOutput
            let note = help.components(separatedBy: "\n\n").last?
                .replacingOccurrences(of: "\n", with: " ")
            #expect(note?.hasPrefix("This install has the window: ") == true, "\(help)")
            #expect(note?.hasSuffix("lib/rmit-casino/casino-window. ") == true, "\(help)")
            #expect(!help.contains("swift run") && !help.contains("build with --traits"))
        }

        @Test func aBadOptionIsRefusedBeforeHandingOver() throws {
            let prefix = makeTemporaryDirectory("casino-hand-over")
            defer { try? FileManager.default.removeItem(at: prefix) }
            let casino = try install(into: prefix)
            try standIn(at: prefix.appendingPathComponent("lib/rmit-casino"))
            let result = try runProcess(casino, ["window", "--size", "0x0"])
            #expect(result.status == 64)
            #expect(result.standardOutput.isEmpty, "the window program never ran")
        }
    }
#endif
