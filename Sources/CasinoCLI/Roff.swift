/// Writing man(7) source: the text of a manual page, escaped so that what the player wrote
/// in a help text is what `man` shows, whatever characters it holds.
struct Roff {
    private(set) var lines: [String] = []

    var text: String { lines.joined(separator: "\n") + "\n" }

    mutating func request(_ name: String, _ arguments: String...) {
        lines.append("." + ([name] + arguments.map(Self.quoted)).joined(separator: " "))
    }

    /// A paragraph of running text. Line breaks in `text` are not kept (help texts are
    /// wrapped for the terminal); `man` fills the lines to the reader's width.
    mutating func paragraph(_ text: String) {
        request("PP")
        prose(text)
    }

    /// Lines shown as written (commands to type), indented, one per line.
    mutating func verbatim(_ lines: [String]) {
        request("RS", "4")
        request("nf")
        for line in lines {
            self.lines.append(Self.line(Self.escaped(String(line.drop(while: \.isWhitespace)))))
        }
        request("fi")
        request("RE")
    }

    /// Running text after a request that starts a block (`.TP`, `.IP`).
    mutating func prose(_ text: String) {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        lines.append(Self.line(Self.escaped(words)))
    }

    /// A tagged paragraph: `tag` in bold (with an optional italic placeholder after it),
    /// then `text` indented below.
    mutating func tagged(_ tag: String, placeholder: String? = nil, _ text: String) {
        request("TP")
        if let placeholder {
            lines.append(".BI " + Self.quoted(tag + " ") + " " + Self.quoted(placeholder))
        } else {
            lines.append(".B " + Self.quoted(tag))
        }
        prose(text)
    }

    /// `text` escaped for roff: backslashes, minus signs (so `--rules` is typed as shown,
    /// not with hyphens or dashes), and every character outside ASCII as a `\[uXXXX]` escape,
    /// so the page reads the same under any locale.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped
    }

    /// A request's argument: in double quotes (roff writes a quote inside one as `""`) when
    /// it is empty or holds a space, else bare (requests such as `.ad` take no quotes).
    private static func quoted(_ argument: String) -> String {
        let text = escaped(argument)
        guard text.isEmpty || text.contains(where: { $0 == " " || $0 == "\"" }) else {
            return text
        }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }

    /// A text line: one starting with `.` or `'` would be read as a request.
    private static func line(_ text: String) -> String {
        text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }
}
