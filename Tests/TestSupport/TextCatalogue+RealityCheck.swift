import CasinoEngine
import CasinoPresentation

extension Texts {
    /// The reality check's, the goodbye's and the luck's texts, by example.
    static var realityCheckEntries: [(String, @Sendable (Texts) -> String)] {
        var check = Scenes.main()
        check.panel = PanelFrame(panel: .realityCheck, presence: 1)
        return [
            ("realityCheck.title", { $0.realityCheckTitle }),
            (
                "realityCheck.played",
                { $0.played(elapsed: 900, spins: 42, net: -120).joined(separator: "\n") }
            ),
            ("realityCheck.question", { [check] in $0.modal(check).lines.last ?? "" }),
            ("realityCheck.playOn", { $0.playOn }),
            (
                "realityCheck.sentence",
                { $0.realityCheckSentence(elapsed: 900, spins: 42, net: 40) }
            ),
            ("realityCheck.row.label", { $0.realityCheckRow(minutes: nil).label }),
            ("realityCheck.row.off", { $0.realityCheckRow(minutes: nil).value }),
            ("realityCheck.row.minutes", { $0.realityCheckRow(minutes: 15).value }),
            ("goodbye", { $0.goodbye(elapsed: 840, spins: 83, net: -620) }),
            ("goodbye.even", { $0.goodbye(elapsed: 60, spins: 1, net: 0) }),
        ]
    }
}
