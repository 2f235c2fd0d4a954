extension Texts {
    /// Splits `text` into lines of at most `width` characters, at spaces: the terminal's
    /// cells, one a character once composed (``composed(_:)``).
    package static func wrap(_ text: String, width: Int) -> [String] {
        wrap(composed(text), width: width) { columns($0) }
    }

    /// Splits `text` into lines no wider than `width` as `measure` counts it (cells, a pixel
    /// font's pixels), at spaces: one wrapping rule for every front end.
    ///
    /// A word longer than a line (a file's path, say) is broken after its last `/` that fits,
    /// or else where the line is full, so a notice reaches the player whole at any width.
    package static func wrap(
        _ text: String, width: Int, measure: (String) -> Int
    ) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if measure(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            var rest = Array(word.unicodeScalars)
            while measure(string(rest)) > width {
                var fit = 0
                while fit < rest.count, measure(string(rest[...fit])) <= width { fit += 1 }
                // Even a character wider than the line moves on, so the wrapping ends.
                fit = max(1, fit)
                let cut = rest[..<fit].lastIndex(of: "/").map { $0 + 1 } ?? fit
                lines.append(string(rest[..<cut]))
                rest.removeFirst(cut)
            }
            line = string(rest)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` cut to `width` as `measure` counts it (cells, a font's pixels), with an
    /// ellipsis when cut.
    package static func fitted(_ text: String, width: Int, measure: (String) -> Int) -> String {
        let text = composed(text)
        guard measure(text) > width else { return text }
        var scalars = Array(text.unicodeScalars)
        while !scalars.isEmpty, measure(string(scalars) + "…") > width { scalars.removeLast() }
        return string(scalars) + "…"
    }

    /// The text of `scalars`, one after another.
    static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }
}
