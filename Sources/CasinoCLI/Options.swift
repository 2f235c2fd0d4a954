/// One row of a command's option table: what the parser, the help text, the manual page,
/// the completions and the error messages read.
package struct OptionSpec: Hashable, Sendable {
    /// The long name, with its dashes: `--rules`.
    package var name: String
    /// The placeholder for the option's value in help (`NAME`), or `nil` for a flag. The
    /// completion scripts offer folders for `DIR` and files for `FILE`.
    package var valueName: String?
    package var help: String
    /// Every value the option accepts, when it is a choice of names: the completion scripts
    /// offer them.
    package var choices: [String] = []
    /// A word given without a name, such as the shell in `casino completions bash`; `name` is
    /// then its placeholder (`SHELL`), which the help and the error messages show.
    package var isPositional = false
}

/// A key to an option's value, declared once as a static constant beside the command that
/// reads it and listed in that command's table: the table and the code that reads the value
/// then name the same constant, and the compiler checks the name.
package protocol CommandOption: Sendable {
    /// The row this key adds to a command's table.
    var spec: OptionSpec { get }
}

/// An option that is present or not (`--json`). Giving it twice is the same as giving it
/// once, as with most Unix tools: a shell alias or script that already passes `--mute` must
/// not break when the player types `--mute` too.
package struct FlagOption: CommandOption, Hashable {
    package let spec: OptionSpec

    package init(_ name: String, help: String) {
        spec = OptionSpec(name: name, valueName: nil, help: help)
    }
}

/// An option that takes one value (`--rules NAME`), or a word given without a name
/// (``argument(_:help:choices:)``). Giving it twice is a usage error: with two values, any
/// choice between them would be a guess at what the user meant.
package struct ValueOption: CommandOption, Hashable {
    package private(set) var spec: OptionSpec

    package init(_ name: String, _ valueName: String, help: String, choices: [String] = []) {
        spec = OptionSpec(name: name, valueName: valueName, help: help, choices: choices)
    }

    /// A word without a name, in the order the table lists such words; `placeholder`
    /// (`SHELL`) stands for it in help and in error messages.
    package static func argument(
        _ placeholder: String, help: String, choices: [String] = []
    ) -> ValueOption {
        var word = ValueOption(placeholder, placeholder, help: help, choices: choices)
        word.spec.isPositional = true
        return word
    }
}

/// A mistake in the command line: printed as one line with a usage hint, exit 64.
package struct UsageError: Error, Equatable, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

/// The options found on a command line, read by the keys of the table they were parsed
/// against, with typed accessors that turn a bad value into a ``UsageError`` naming the
/// option.
///
/// Reading a key that is not in that table is a mistake in the program, not in the command
/// line, and stops it: answering `nil` would hide the mistake as an option never given.
package struct ParsedOptions: Sendable {
    /// The table the command line was read against.
    private let table: [OptionSpec]
    /// The words the options were read from, for handing the same command line on
    /// (`casino window` to the window program).
    let words: [String]
    private var flags: Set<String> = []
    /// Each value option's value, and each positional word, by the row's name.
    private var values: [String: String] = [:]

    package func flag(_ option: FlagOption) -> Bool { flags.contains(declared(option)) }

    package func string(_ option: ValueOption) -> String? { values[declared(option)] }

    /// The name `option` is stored under, once it is known to be in the table.
    private func declared(_ option: some CommandOption) -> String {
        precondition(
            table.contains(option.spec),
            "\(option.spec.name) is read but not in the table the command line was parsed with")
        return option.spec.name
    }

    /// The value of `option` as `read` reads it; text it cannot read is refused in one way
    /// for every option: "--name expects `expected`, not 'text'".
    func value<Value>(
        _ option: ValueOption, expects expected: String, _ read: (String) -> Value?
    ) throws(UsageError) -> Value? {
        guard let text = string(option) else { return nil }
        guard let value = read(text) else {
            throw UsageError("\(option.spec.name) expects \(expected), not '\(text)'")
        }
        return value
    }

    /// A whole-number option of any width, read by ``wholeNumber(_:as:)`` (so every option
    /// accepts the same spellings) and checked against `range`.
    package func number<Number: FixedWidthInteger>(
        _ option: ValueOption, in range: ClosedRange<Number>
    ) throws(UsageError) -> Number? {
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        return try value(option, expects: expected) {
            Self.wholeNumber($0, as: Number.self).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// A number option that must be one of a few values (a bet), refused in the same words
    /// as a name that is not one of the choices.
    package func number(_ option: ValueOption, oneOf allowed: [Int]) throws(UsageError) -> Int? {
        try value(option, expects: "one of " + allowed.map(String.init).joined(separator: ", ")) {
            Self.wholeNumber($0, as: Int.self).flatMap { allowed.contains($0) ? $0 : nil }
        }
    }

    /// The one reading of a whole number on the command line: decimal digits with an
    /// optional leading minus, grouped by single underscores between digits as in Swift
    /// (`1_000_000`). `nil` when the text is anything else or does not fit.
    package static func wholeNumber<Number: FixedWidthInteger>(
        _ text: String, as type: Number.Type
    ) -> Number? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let groups = digits.split(separator: "_", omittingEmptySubsequences: false)
        guard
            groups.allSatisfy({ group in
                !group.isEmpty && group.allSatisfy { ("0"..."9").contains($0) }
            })
        else { return nil }
        return Number(text.replacing("_", with: ""))
    }

    /// An option whose value is one of a fixed set of names.
    package func choice<Choice: RawRepresentable & CaseIterable>(
        _ option: ValueOption, as type: Choice.Type
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        return try value(option, expects: "one of " + names, Choice.init(rawValue:))
    }

    /// Reads `arguments` against a table of options. Accepts `--name value` and
    /// `--name=value`; a word after `--` is never an option, so a word that starts with a
    /// dash can still be given as a positional word. A flag given twice counts once; a value
    /// option given twice is refused (see ``FlagOption`` and ``ValueOption`` for why).
    package static func parse(
        _ arguments: [String], options: [OptionSpec]
    ) throws(UsageError) -> ParsedOptions {
        var parsed = ParsedOptions(table: options, words: arguments)
        func positional(_ argument: String) throws(UsageError) {
            let word = options.first { $0.isPositional && parsed.values[$0.name] == nil }
            guard let word else { throw UsageError("unexpected argument '\(argument)'") }
            parsed.values[word.name] = argument
        }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == endOfOptions {
                for word in rest { try positional(word) }
                break
            }
            let (name, inlineValue) = split(argument)
            guard let spec = options.first(where: { !$0.isPositional && $0.name == name }) else {
                if argument.hasPrefix("-") { throw UsageError("unknown option '\(name)'") }
                try positional(argument)
                continue
            }
            guard spec.valueName != nil else {
                if inlineValue != nil { throw UsageError("\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            if parsed.values[name] != nil {
                throw UsageError("\(name) is given more than once")
            }
            guard let value = inlineValue ?? rest.popFirst() else {
                throw UsageError("\(name) needs a value")
            }
            parsed.values[name] = value
        }
        return parsed
    }

    /// The word after which every word is a positional word, as in getopt(3).
    static let endOfOptions = "--"

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
