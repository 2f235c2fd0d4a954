extension Unicode.Scalar {
    /// The scalar as text a terminal shows rather than obeys: a control or format character
    /// (an escape, a newline, a bell, a right-to-left override, a line separator) written
    /// out as `\e` or `\u{7}`, anything else as itself.
    package var printable: String {
        switch properties.generalCategory {
        case .control where self == "\u{1B}": "\\e"
        case .control, .format, .lineSeparator, .paragraphSeparator:
            "\\u{" + String(value, radix: 16) + "}"
        default: String(self)
        }
    }
}

extension String {
    /// The text with each control and format character written out (see
    /// ``Unicode/Scalar/printable``): one line that cannot move the cursor, recolour or
    /// retitle the terminal it is printed on, whatever the user typed into it.
    package var printable: String { unicodeScalars.map(\.printable).joined() }
}
