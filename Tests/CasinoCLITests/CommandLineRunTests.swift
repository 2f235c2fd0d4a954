import CasinoCLI
import Testing

/// `CasinoCommandLine.run`, in this process with a capturing console: the top-level words
/// and the parser's rules as a whole command line meets them.
@Suite struct CommandLineRunTests {
    /// One line on standard error naming the problem and the help to read, nothing on
    /// standard output, exit 64.
    private func expectUsageError(
        _ arguments: [String], _ message: String, help: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = runInProcess(arguments)
        #expect(result.status == .usage, sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(
            result.standardError == "casino: \(message) (see '\(help)')\n",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ["-V", "extra"], ["--version", "extra"], ["--version", "--help"], ["-V", "-V"],
        ["--help", "extra"], ["-h", "extra"], ["help", "odds"], ["--help", "--"],
    ])
    func aTopLevelOptionTakesNothingAfterIt(_ arguments: [String]) {
        expectUsageError(arguments, "unexpected argument '\(arguments[1])'", help: "casino --help")
    }

    @Test func theVersionAloneIsPrinted() {
        for spelling in ["-V", "--version"] {
            let result = runInProcess([spelling])
            #expect(result.status == .success)
            #expect(result.standardOutput == "casino \(CasinoCommandLine.version)\n")
            #expect(result.standardError.isEmpty)
        }
    }

    @Test func aValueOptionGivenTwiceIsAUsageError() {
        expectUsageError(
            ["simulate", "--spins", "10", "--spins", "20"], "--spins is given more than once",
            help: "casino simulate --help")
        expectUsageError(
            ["odds", "--rules=easy", "--rules", "easy"], "--rules is given more than once",
            help: "casino odds --help")
        expectUsageError(
            ["--seed", "1", "--seed", "2"], "--seed is given more than once",
            help: "casino --help")
        expectUsageError(
            ["completions", "bash", "zsh"], "unexpected argument 'zsh'",
            help: "casino completions --help")
    }

    @Test func aFlagGivenTwiceIsTheSameAsOnce() {
        let once = runInProcess(["odds", "--json"])
        let twice = runInProcess(["odds", "--json", "--json"])
        #expect(once.status == .success && twice.status == .success)
        #expect(twice.standardOutput == once.standardOutput)
        #expect(twice.standardError.isEmpty)
    }

    @Test func doubleDashEndsTheOptions() {
        let script = runInProcess(["completions", "--", "bash"])
        #expect(script.status == .success)
        #expect(script.standardOutput == runInProcess(["completions", "bash"]).standardOutput)
        // After it, --help is a word like any other: no help.
        expectUsageError(
            ["completions", "--", "--help"], "SHELL expects one of bash, zsh, fish, not '--help'",
            help: "casino completions --help")
        expectUsageError(
            ["odds", "--", "--json"], "unexpected argument '--json'", help: "casino odds --help")
        expectUsageError(["--", "--help"], "unexpected argument '--help'", help: "casino --help")
        expectUsageError(["--", "odds"], "unexpected argument 'odds'", help: "casino --help")
        let odds = runInProcess(["odds", "--"])
        #expect(odds.status == .success)
        #expect(odds.standardOutput == runInProcess(["odds"]).standardOutput)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'", "casino --help"),
        (
            ["odds", "--rules", "loose"], "--rules expects one of classic, easy, not 'loose'",
            "casino odds --help"
        ),
        (["odds", "--rules"], "--rules needs a value", "casino odds --help"),
        (["odds", "--json=yes"], "--json takes no value", "casino odds --help"),
        (["odds", "extra"], "unexpected argument 'extra'", "casino odds --help"),
        (["manual", "extra"], "unexpected argument 'extra'", "casino manual --help"),
        (
            ["window", "--size", "0x0"],
            "--size expects WIDTHxHEIGHT in points, e.g. 540x960, not '0x0'",
            "casino window --help"
        ),
        (
            ["audit", "--dump-stops", "3", "--json"], "--json applies to --stats only",
            "casino audit --help"
        ),
        (
            ["simulate", "--sessions", "1", "--svg="], "--svg needs a file name",
            "casino simulate --help"
        ),
        (["sounds", "--export="], "--export needs a directory", "casino sounds --help"),
        (["sounds", "--play", "kazoo"], "--play expects one of", "casino sounds --help"),
    ])
    func everyMistakeIsOneLineNamingItsHelp(
        _ arguments: [String], message: String, help: String
    ) {
        let result = runInProcess(arguments)
        #expect(result.status == .usage)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("casino: \(message)"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix(" (see '\(help)')\n"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }
}
