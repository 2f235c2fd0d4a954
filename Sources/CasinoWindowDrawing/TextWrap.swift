import CasinoArt

/// Breaks text into lines that fit a width in a pixel font, at spaces.
enum TextWrap {
    static func lines(_ text: String, width: Int, font: PixelFont = .tiny) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, font.width(of: candidate) > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
