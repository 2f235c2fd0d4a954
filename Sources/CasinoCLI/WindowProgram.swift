import CasinoSystem

/// The desktop window as a program of its own, `casino-window`, beside an installed
/// `casino` that was built without it.
///
/// SDL2 and the fifty libraries it loads (X11, Wayland, PulseAudio, …) hold about 5 MB of
/// memory in every process that links them, drawing or not. So the shipped `casino` (the
/// terminal game, issue 11's lean binary) is built without the `Window` trait, the install
/// puts the trait's build next to it as `casino-window`, and `casino window` hands over to
/// it with `exec`: one process, the same arguments, its exit status and signals.
enum WindowProgram {
    static let name = "casino-window"

    /// Where `Scripts/install.sh` and the .deb put it, relative to the folder of `casino`.
    static let folders = [".", "../lib/rmit-casino"]

    /// The window program an install put beside the running `casino`, if any.
    static func installed() -> String? {
        guard let executable = SystemCalls.runningExecutable(),
            let slash = executable.lastIndex(of: "/")
        else { return nil }
        let folder = String(executable[..<slash])
        return folders.lazy.map { "\(folder)/\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Whether the running program can open the window, and how: what `casino window
    /// --help` and a `casino window` that cannot open one say, so each program says what is
    /// true of itself (an installed player is never told to run `swift run`).
    enum Availability: Equatable {
        /// Built with the `Window` trait: this program opens the window itself.
        case builtIn
        /// An install's window program, beside this `casino`, at this path.
        case beside(String)
        /// A development build (it runs from a `.build` folder) without the trait.
        case missingFromBuild
        /// An installed `casino` without the window program (the window's package is not
        /// installed, or the install was made without the window).
        case missingFromInstall
    }

    static func availability() -> Availability {
        #if Window
            return .builtIn
        #else
            if let program = installed() { return .beside(program) }
            // SwiftPM builds into `.build` (and the install scripts' `.build/static`); an
            // installed copy is anywhere else. Unknown counts as installed, the safe advice.
            let development = SystemCalls.runningExecutable()?.contains("/.build/") ?? false
            return development ? .missingFromBuild : .missingFromInstall
        #endif
    }

    /// Replaces this process with `program`; returns only if that failed, with `errno`.
    static func exec(_ program: String, arguments: [String]) -> Int32 {
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        let failure = errno
        for argument in argv { free(argument) }
        return failure
    }
}
