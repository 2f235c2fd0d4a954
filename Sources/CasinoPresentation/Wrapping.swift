extension Texts {
    /// Splits `text` into lines of at most `width` characters (Unicode scalars), at spaces.
    ///
    /// A word longer than a line (a file's path, say) is broken after its last `/` that fits,
    /// or else where the line is full, so a notice reaches the player whole at any width.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line: [Unicode.Scalar] = []
        for word in text.split(separator: " ") {
            var word = Array(word.unicodeScalars)
            if !line.isEmpty, line.count + 1 + word.count <= width {
                line += [" "] + word
                continue
            }
            if !line.isEmpty { lines.append(String(String.UnicodeScalarView(line))) }
            line = []
            while word.count > width {
                let cut = word[..<width].lastIndex(of: "/").map { $0 + 1 } ?? width
                lines.append(String(String.UnicodeScalarView(word[..<cut])))
                word.removeFirst(cut)
            }
            line = word
        }
        if !line.isEmpty { lines.append(String(String.UnicodeScalarView(line))) }
        return lines
    }
}
