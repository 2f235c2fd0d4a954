/// One option a command accepts. A command's options are a table, and the parser, the help
/// text and the error messages are all read from it.
public struct OptionSpec: Sendable {
    /// The long name, with its dashes: `--rules`.
    public var name: String
    /// The placeholder for the option's value in help (`NAME`), or `nil` for a flag. The
    /// completion scripts offer folders for `DIR` and files for `FILE`.
    public var valueName: String?
    public var help: String
    /// Every value the option accepts, when it is a choice of names: the completion scripts
    /// offer them.
    public var choices: [String] = []
    /// A word given without a name, such as the shell in `casino completions bash`; `name` is
    /// then its placeholder (`SHELL`), and ``ParsedOptions/string(_:)`` reads it by that.
    public var isPositional = false

    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help)
    }

    public static func value(
        _ name: String, _ valueName: String, help: String, choices: [String] = []
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, choices: choices)
    }

    /// A word without a name, in the order the table lists such words.
    public static func argument(
        _ placeholder: String, help: String, choices: [String] = []
    ) -> OptionSpec {
        OptionSpec(
            name: placeholder, valueName: placeholder, help: help, choices: choices,
            isPositional: true)
    }
}

/// A mistake in the command line: printed as one line with a usage hint, exit 64.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// The options found on a command line, with typed accessors that turn a bad value into a
/// ``UsageError`` naming the option.
public struct ParsedOptions: Sendable {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: String] = [:]

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public func string(_ name: String) -> String? { values[name] }

    /// The command line that gives these options to `command` again.
    func arguments(_ command: String) -> [String] {
        [command] + flags.sorted()
            + values.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
    }

    /// An integer option, checked against a range.
    public func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        try wholeNumber(name, in: range)
    }

    /// An unsigned 64-bit option, such as a seed.
    public func uint64(_ name: String) throws(UsageError) -> UInt64? {
        try wholeNumber(name, in: 0...UInt64.max)
    }

    /// A whole-number option of any width, read by ``wholeNumber(_:as:)`` (so every option
    /// accepts the same spellings) and checked against `range`.
    public func wholeNumber<Number: FixedWidthInteger>(
        _ name: String, in range: ClosedRange<Number>
    ) throws(UsageError) -> Number? {
        guard let text = values[name] else { return nil }
        guard let number = Self.wholeNumber(text, as: Number.self), range.contains(number) else {
            throw UsageError(
                "\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
            )
        }
        return number
    }

    /// A number option that must be one of a few values (a bet), refused in the same words
    /// as a name that is not one of the choices.
    public func number(_ name: String, oneOf allowed: [Int]) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Self.wholeNumber(text, as: Int.self), allowed.contains(number) else {
            let names = allowed.map(String.init).joined(separator: ", ")
            throw UsageError("\(name) expects one of \(names), not '\(text)'")
        }
        return number
    }

    /// The one reading of a whole number on the command line: decimal digits with an
    /// optional leading minus, grouped by single underscores between digits as in Swift
    /// (`1_000_000`). `nil` when the text is anything else or does not fit.
    public static func wholeNumber<Number: FixedWidthInteger>(
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
    public func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, as type: Choice.Type
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let text = values[name] else { return nil }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("\(name) expects one of \(names), not '\(text)'")
        }
        return choice
    }

    /// Reads `arguments` against a table of options. Accepts `--name value` and `--name=value`.
    public static func parse(
        _ arguments: [String], options: [OptionSpec]
    ) throws(UsageError) -> ParsedOptions {
        var parsed = ParsedOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let (name, inlineValue) = split(argument)
            guard let spec = options.first(where: { !$0.isPositional && $0.name == name }) else {
                if argument.hasPrefix("-") { throw UsageError("unknown option '\(name)'") }
                let word = options.first { $0.isPositional && parsed.values[$0.name] == nil }
                guard let word else { throw UsageError("unexpected argument '\(argument)'") }
                parsed.values[word.name] = argument
                continue
            }
            guard spec.valueName != nil else {
                if inlineValue != nil { throw UsageError("\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            if let inlineValue {
                parsed.values[name] = inlineValue
            } else if index < arguments.count {
                parsed.values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("\(name) needs a value")
            }
        }
        return parsed
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
