/// One headed section of the Info sheet: a small header, then its rows, each a label and a
/// value (empty for a line of prose).
package typealias InfoSection = (header: String, rows: [(label: String, value: String)])

extension Screen {
    /// What the Info sheet says, section by section, decided once so the terminal and the
    /// window only lay it out: how to play, its lines broken by `wrap` in the front end's own
    /// measure (cells, a pixel font's pixels); the application's information with the reality
    /// check's setting; and the odds of the rules in force.
    package func infoSections(wrap: (String) -> [String]) -> [InfoSection] {
        let information =
            texts.applicationInformation + [
                texts.realityCheckRow(minutes: settings.realityCheckMinutes)
            ]
        return [
            (texts.howToPlayHeader, texts.howToPlay(rules).flatMap(wrap).map { ($0, "") }),
            (texts.applicationInformationHeader, information),
            (texts.oddsHeader, texts.oddsLines(rules)),
        ]
    }
}
