extension PixelFont {
    /// The tiny font's marks: two rows above the capitals (three for a tone beside a
    /// modifier), the dot below a row under them.
    static let tinyMarks = AccentMarks(
        maps: [
            .grave: "#.\n.#",
            .acute: ".#\n#.",
            .hook: "##\n.#",
            .tilde: ".##\n##.",
            .circumflex: ".#.\n#.#",
            .breve: "#.#\n.#.",
            .horn: ".#\n##",
            .stroke: "#",
            .dotBelow: ".\n#",
        ], strokeInset: 1)

    /// The bold font's marks: a row of space between a mark and the capitals, so the heavy
    /// strokes do not run together.
    static let boldMarks = AccentMarks(
        maps: [
            .grave: "##.\n.##\n...",
            .acute: ".##\n##.\n...",
            .hook: "###\n.##\n...",
            .tilde: ".##.#\n#.##.\n.....",
            .circumflex: ".###.\n##.##\n.....",
            .breve: "##.##\n.###.\n.....",
            .horn: ".##\n###",
            .stroke: "###",
            .dotBelow: "..\n##",
        ], strokeInset: 1)
}
