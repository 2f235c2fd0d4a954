import Foundation
import Testing

/// A program from outside the Swift toolchain that some tests drive: a terminal (tmux), an
/// independent WAV reader (soxi), a display server (Xvfb), and so on.
///
/// `swift test` must pass on a machine that has only the Swift toolchain, yet in CI nothing may
/// go unchecked. So a test that needs a tool declares it, and the tool is looked up on `PATH`
/// (never in fixed folders, so a tool installed anywhere is found and a tool hidden from
/// `PATH` counts as missing):
///
/// - found: the test runs;
/// - missing: the test is skipped, and the run says why:
///   `tmux not found on PATH; install tmux`;
/// - missing while `CASINO_REQUIRE_TOOLS=1` is set (`.ci/run` sets it): the test fails with
///   the same reason, so a CI machine without the tool cannot pass by skipping.
///
/// A test or a whole suite declares its tools with the ``Testing/Trait/requires(_:)`` trait,
/// and runs each tool through ``url`` (its place on `PATH`):
///
/// ```swift
/// @Suite(.requires(.xvfb, .xdotool)) struct WindowEndToEndTests { … }
///
/// @Test(.requires(.soxi)) func soxiReadsTheFile() throws {
///     let result = try runProcess(try ExternalTool.soxi.url, ["-r", path])
/// }
/// ```
///
/// A new tool is one more `static let` below, naming the Debian package that provides it;
/// `.ci/run` installs every package named here.
package struct ExternalTool: Sendable, Hashable, CustomStringConvertible {
    /// The executable's file name, as looked up on `PATH`.
    package let executable: String
    /// The Debian package that installs it, so the message says what to do.
    package let package: String

    package init(_ executable: String, package: String) {
        self.executable = executable
        self.package = package
    }

    package static let tmux = ExternalTool("tmux", package: "tmux")
    package static let sox = ExternalTool("sox", package: "sox")
    package static let soxi = ExternalTool("soxi", package: "sox")
    package static let xvfb = ExternalTool("Xvfb", package: "xvfb")
    package static let xdotool = ExternalTool("xdotool", package: "xdotool")
    /// ImageMagick's `import`, which screenshots an X display (`import -window root`).
    package static let imageMagickImport = ExternalTool("import", package: "imagemagick")
    /// ImageMagick's `convert`: an independent reader of the PNG files the game writes.
    package static let imageMagickConvert = ExternalTool("convert", package: "imagemagick")
    package static let dieharder = ExternalTool("dieharder", package: "dieharder")
    /// Reads X properties: the size hints a window gives a window manager.
    package static let xprop = ExternalTool("xprop", package: "x11-utils")
    /// Prints the X events a window gets: which keys the server sends the game's window.
    package static let xev = ExternalTool("xev", package: "x11-utils")
    /// librsvg's renderer: the lab's SVG charts drawn as a browser would, with real fonts.
    package static let rsvgConvert = ExternalTool("rsvg-convert", package: "librsvg2-bin")
    /// The window tests send the window manager's close request with python3's ctypes.
    package static let python3 = ExternalTool("python3", package: "python3")
    /// util-linux's `script`, which runs a command in a pseudo-terminal (Essential in Debian).
    package static let script = ExternalTool("script", package: "util-linux")
    /// Runs a program as another user (an unprivileged one, for tests that need permissions
    /// to be refused, which root never is).
    package static let setpriv = ExternalTool("setpriv", package: "util-linux")
    /// man-db's `man`, which renders the manual page (`man -l`) and reports roff warnings.
    package static let man = ExternalTool("man", package: "man-db")
    /// The shells whose completion scripts `casino completions` writes.
    package static let bash = ExternalTool("bash", package: "bash")
    package static let zsh = ExternalTool("zsh", package: "zsh")
    package static let fish = ExternalTool("fish", package: "fish")
    /// glibc's `ldd`, which lists the shared libraries a program loads (Essential in Debian).
    package static let ldd = ExternalTool("ldd", package: "libc-bin")
    /// Stands for SDL2's development files (headers, pkg-config data) being installed.
    package static let sdl2 = ExternalTool("sdl2-config", package: "libsdl2-dev")

    /// The environment variable under which a missing tool fails its tests.
    package static let requirementVariable = "CASINO_REQUIRE_TOOLS"

    /// Whether this run must have every tool (`CASINO_REQUIRE_TOOLS=1`).
    package static var areRequired: Bool {
        ProcessInfo.processInfo.environment[requirementVariable] == "1"
    }

    package var description: String { executable }

    /// Where the tool is on this process's `PATH`, or nil. An empty `PATH` entry is the
    /// current folder, as for the shell.
    package var path: String? {
        let search = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in search.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + executable
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder),
                !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    package var isAvailable: Bool { path != nil }

    /// What the player of the test suite is told: what is missing and what to install.
    package var missingReason: String {
        "\(executable) not found on PATH; install \(package)"
    }

    /// The tool's place on `PATH`; throws ``Missing`` (which fails the test) when it is not
    /// there.
    package var url: URL {
        get throws(Missing) {
            guard let path else { throw Missing(tools: [self]) }
            return URL(fileURLWithPath: path)
        }
    }

    /// Tools a test needs that are not on `PATH`.
    package struct Missing: Error, CustomStringConvertible {
        package let tools: [ExternalTool]

        package var description: String {
            tools.map(\.missingReason).joined(separator: "; ")
                + " (\(ExternalTool.requirementVariable)=1: a missing tool fails the test)"
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test (or every test of the suite) only where all of `tools` are on `PATH`:
    /// otherwise it is skipped with the reason, or fails under `CASINO_REQUIRE_TOOLS=1`. See
    /// ``ExternalTool``.
    package static func requires(
        _ tools: ExternalTool..., sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        // The comment is shown when the test is skipped; it names what was missing when the
        // test plan was made.
        let missing = tools.filter { !$0.isAvailable }
        let comment = missing.isEmpty ? nil : missing.map(\.missingReason).joined(separator: "; ")
        return .enabled(comment.map { Comment(rawValue: $0) }, sourceLocation: sourceLocation) {
            let missing = tools.filter { !$0.isAvailable }
            if missing.isEmpty { return true }
            // An error thrown while the condition is evaluated is recorded as the test's
            // failure: this is how a required tool fails instead of skipping.
            if ExternalTool.areRequired { throw ExternalTool.Missing(tools: missing) }
            return false
        }
    }
}
