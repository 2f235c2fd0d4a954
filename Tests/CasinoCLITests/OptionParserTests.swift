import Testing

@testable import CasinoCLI

/// `ParsedOptions.parse`, in this process, on a table of its own: what the parser accepts,
/// what it refuses and in which words.
@Suite struct OptionParserTests {
    enum RuleSet: String, CaseIterable { case classic, easy }

    static let json = FlagOption("--json", help: "As JSON.")
    static let quiet = FlagOption("--quiet", help: "Say less.")
    static let rules = ValueOption("--rules", "NAME", help: "Rules.", choices: ["classic", "easy"])
    static let count = ValueOption("--count", "N", help: "How many.")
    static let shell = ValueOption.argument("SHELL", help: "A shell.", choices: ["bash", "zsh"])
    static let table = [json.spec, quiet.spec, rules.spec, count.spec]

    private func parse(
        _ arguments: [String], _ table: [OptionSpec] = table
    ) throws(UsageError) -> ParsedOptions {
        try ParsedOptions.parse(arguments, options: table)
    }

    /// The message of the usage error `arguments` give, or nil when they parse.
    private func refusal(_ arguments: [String], _ table: [OptionSpec] = table) -> String? {
        do throws(UsageError) {
            _ = try parse(arguments, table)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsFlagsAndValuesByTheirKeys() throws {
        let options = try parse(["--json", "--rules", "easy", "--count=3"])
        #expect(options.flag(Self.json))
        #expect(!options.flag(Self.quiet))
        #expect(options.string(Self.rules) == "easy")
        #expect(options.string(Self.count) == "3")
        #expect(try options.number(Self.count, in: 1...5) == 3)
        #expect(try options.number(Self.count, in: 0...UInt64.max) == 3)
        #expect(try options.number(Self.count, oneOf: [3, 4]) == 3)
        #expect(try options.choice(Self.rules, as: RuleSet.self) == .easy)
        let none = try parse([])
        #expect(!none.flag(Self.json))
        #expect(none.string(Self.rules) == nil)
        #expect(try none.number(Self.count, in: 1...5) == nil)
    }

    @Test func aBadValueIsRefusedInTheNameOfItsOption() throws {
        let options = try parse(["--count", "9", "--rules", "loose"])
        #expect(throws: UsageError("--count expects a whole number from 1 to 5, not '9'")) {
            try options.number(Self.count, in: 1...5)
        }
        #expect(throws: UsageError("--count expects one of 10, 20, not '9'")) {
            try options.number(Self.count, oneOf: [10, 20])
        }
        #expect(throws: UsageError("--rules expects one of classic, easy, not 'loose'")) {
            try options.choice(Self.rules, as: RuleSet.self)
        }
    }

    /// With two values, either would be a guess at what the user meant.
    @Test(arguments: [
        ["--count", "1", "--count", "2"], ["--count=1", "--count", "1"],
        ["--rules", "easy", "--json", "--rules=easy"],
    ])
    func aValueOptionGivenTwiceIsRefused(_ arguments: [String]) {
        let name = arguments[0].split(separator: "=")[0]
        #expect(refusal(arguments) == "\(name) is given more than once")
    }

    /// A flag twice means what it means once: an alias that already passes it still works.
    @Test func aFlagGivenTwiceCountsOnce() throws {
        let options = try parse(["--json", "--quiet", "--json"])
        #expect(options.flag(Self.json) && options.flag(Self.quiet))
    }

    @Test func doubleDashEndsTheOptions() throws {
        let table = Self.table + [Self.shell.spec]
        let options = try parse(["--json", "--", "zsh"], table)
        #expect(options.flag(Self.json))
        #expect(options.string(Self.shell) == "zsh")
        // After it, a word with dashes is a word, and a second `--` is a word too.
        #expect(try parse(["--", "--json"], table).string(Self.shell) == "--json")
        #expect(try !parse(["--", "--json"], table).flag(Self.json))
        #expect(try parse(["--", "--"], table).string(Self.shell) == "--")
        #expect(try parse(["--"], table).string(Self.shell) == nil)
        // A value that is `--` belongs to its option.
        #expect(try parse(["--rules", "--", "bash"], table).string(Self.rules) == "--")
    }

    @Test(arguments: [
        (["--", "--json"], "unexpected argument '--json'"),
        (["--json", "--", "extra"], "unexpected argument 'extra'"),
        (["--", "-V"], "unexpected argument '-V'"),
    ])
    func aWordAfterDoubleDashIsUnexpectedWhereNoneIsTaken(
        _ arguments: [String], message: String
    ) {
        #expect(refusal(arguments) == message)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--bogus=1"], "unknown option '--bogus'"),
        (["-x"], "unknown option '-x'"),
        (["--count"], "--count needs a value"),
        (["--json=yes"], "--json takes no value"),
        (["extra"], "unexpected argument 'extra'"),
    ])
    func otherMistakesAreNamed(_ arguments: [String], message: String) {
        #expect(refusal(arguments) == message)
    }

    @Test func positionalWordsFillTheirPlacesInOrder() throws {
        let second = ValueOption.argument("FILE", help: "A file.")
        let table = [Self.shell.spec, second.spec, Self.json.spec]
        let options = try parse(["bash", "--json", "notes.txt"], table)
        #expect(options.string(Self.shell) == "bash")
        #expect(options.string(second) == "notes.txt")
        #expect(refusal(["bash", "a", "b"], table) == "unexpected argument 'b'")
        // A positional word cannot be given by its placeholder as if it were an option.
        #expect(refusal(["SHELL"], [Self.json.spec]) == "unexpected argument 'SHELL'")
    }

    /// `casino window` hands its options to the window program as the words they were read
    /// from, which the parser reads back to the same options.
    @Test func theWordsGiveTheSameOptionsAgain() throws {
        let table = Self.table + [Self.shell.spec]
        let words = ["--rules=easy", "--json", "--count", "2", "--", "-z"]
        let options = try parse(words, table)
        #expect(options.words == words)
        let again = try parse(options.words, table)
        #expect(again.flag(Self.json) && !again.flag(Self.quiet))
        #expect(again.string(Self.count) == "2" && again.string(Self.rules) == "easy")
        #expect(again.string(Self.shell) == "-z")
    }

    /// A key from another table would read as "not given" and hide the mistake: it stops
    /// the program instead.
    @Test func readingAKeyOutsideTheTableStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let options = try ParsedOptions.parse([], options: [OddsCommand.json.spec])
            _ = options.flag(SimulateCommand.json)
        }
    }

    /// Every command's table names each option once and spells it `--name`, so a lookup
    /// is never ambiguous and every option can be typed.
    @Test(arguments: CasinoCommandLine.commands.map(\.name))
    func everyTableNamesEachOptionOnce(_ name: String) throws {
        let command = try #require(CasinoCommandLine.commands.first { $0.name == name })
        let names = command.options.map(\.name) + [CasinoCommandLine.helpOption.name]
        #expect(Set(names).count == names.count, "\(names)")
        for option in command.options where !option.isPositional {
            #expect(option.name.hasPrefix("--") && option.name.count > 2, "\(option.name)")
        }
    }
}
