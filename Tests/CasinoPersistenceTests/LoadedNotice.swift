import CasinoPersistence
import CasinoPresentation

extension SaveStore.Loaded {
    /// The line an English player is shown for what loading found, as every front end words it.
    var notice: String? { problem.map { Texts.english.notice($0).text } }
}
