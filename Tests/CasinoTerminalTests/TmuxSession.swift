import Foundation
import Glibc
import TestSupport
import Testing

/// A real pseudo-terminal for end-to-end tests: a private tmux server (its own socket, so
/// nothing else is touched) running one command in one window. Tests using it carry the
/// `.requires(.tmux)` trait (see `ExternalTool`): tmux is found on PATH, and a missing tmux
/// skips them, or fails them under CASINO_REQUIRE_TOOLS=1.
final class TmuxSession {
    let socket = "casino-test-\(UUID().uuidString.prefix(8))"
    let name = "game"
    /// The tmux found on PATH when the session started.
    private let tmuxPath: String
    private let configuration: URL

    /// Starts `command` (run by `sh -c`) in a `width`×`height` window.
    init(command: String, width: Int = 80, height: Int = 24) throws {
        tmuxPath = try ExternalTool.tmux.url.path
        // The pane stays on screen after the command ends, so a test can read what the game
        // left behind.
        let configuration = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(socket).conf")
        try "set -g remain-on-exit on\n".write(to: configuration, atomically: true, encoding: .utf8)
        self.configuration = configuration
        let status = Self.spawnWithoutInheritedFiles([
            tmuxPath, "-L", socket, "-f", configuration.path, "new-session", "-d", "-x",
            "\(width)", "-y", "\(height)", "-s", name, command,
        ])
        guard status == 0 else { throw TmuxError(message: "tmux did not start (\(status))") }
    }

    /// Runs a program with /dev/null for its standard files and no other open files, and
    /// waits for it. The tmux server it starts lives on, and must not hold the write end of
    /// any pipe another test is reading to its end.
    static func spawnWithoutInheritedFiles(_ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in Int32(0)...2 {
            posix_spawn_file_actions_addopen(
                &actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        // Every other open file of this process closes on exec (pipes other tests read from
        // included), so the long-lived server holds none of them.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd > 2 {
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
        }
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["NO_COLOR"] = nil
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        // Test runner threads block most signals; tmux and the game must start with none
        // blocked and default handlers, as from a shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else {
            return -1
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }

    struct TmuxError: Error {
        var message: String
    }

    deinit {
        _ = Self.spawnWithoutInheritedFiles([tmuxPath, "-L", socket, "kill-server"])
        try? FileManager.default.removeItem(at: configuration)
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let result = try runProcess(
            URL(fileURLWithPath: tmuxPath), ["-L", socket] + arguments,
            environment: ["TMUX": ""])
        return result.standardOutput
    }

    /// The screen's text.
    func capture(colours: Bool = false) throws -> String {
        return try tmux(["capture-pane", "-p", "-t", name] + (colours ? ["-e"] : []))
    }

    /// A pane property such as `alternate_on` or `cursor_flag`.
    func format(_ variable: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, "#{\(variable)}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Types keys as tmux names them (`Space`, `Escape`, `q`).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Sends bytes literally, as a terminal would (mouse reports, pastes).
    func sendLiteral(_ text: String) throws {
        try tmux(["send-keys", "-l", "-t", name, text])
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Waits until the screen satisfies `condition` (polling, up to `timeout` seconds) and
    /// returns the capture that did. A timeout fails the test where this was called, naming
    /// `what` it waited for and showing the last capture, and throws ``TimedOut``, so a missed
    /// step cannot turn the steps after it into long waits of their own.
    @discardableResult
    func waitFor(
        _ what: @autoclosure () -> String, timeout: Double = 15, colours: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
    ) throws -> String {
        var screen = ""
        try waitUntil(
            what(), seconds: timeout, lastSeen: "the screen:\n\(screen)",
            sourceLocation: sourceLocation
        ) {
            screen = try capture(colours: colours)
            return condition(screen)
        }
        return screen
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitFor(
        showing text: String, timeout: Double = 15, colours: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try waitFor(
            "the screen to show \"\(text)\"", timeout: timeout, colours: colours,
            sourceLocation: sourceLocation
        ) { $0.contains(text) }
    }

    /// Waits until `text` has left the screen.
    @discardableResult
    func waitFor(
        notShowing text: String, timeout: Double = 15,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try waitFor(
            "\"\(text)\" to leave the screen", timeout: timeout, sourceLocation: sourceLocation
        ) { !$0.contains(text) }
    }
}
