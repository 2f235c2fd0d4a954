import CasinoArt

/// Where everything of the spec's main screen (S15) sits on the design grid, in art pixels:
/// the reset and info buttons in the corners, the logo, the two score capsules, reel 1
/// centred above reels 2 and 3, SPIN, the bet footer and the status lines.
enum ScreenLayout {
    static let resetButton = PixelRect(x: 4, y: 4, width: 22, height: 22)
    static let infoButton = PixelRect(x: 154, y: 4, width: 22, height: 22)
    /// Corner icons are drawn this many times their art size.
    static let iconZoom = 2

    static let logo = PixelRect(x: 0, y: 26, width: 180, height: 28)
    static let logoZoom = 2

    static let money = PixelRect(x: 6, y: 62, width: 82, height: 28)
    static let highScore = PixelRect(x: 92, y: 62, width: 82, height: 28)

    /// Each reel's frame: reel 1 on top, reels 2 and 3 below it.
    static let reels = [
        PixelRect(x: 62, y: 98, width: 56, height: 56),
        PixelRect(x: 27, y: 160, width: 56, height: 56),
        PixelRect(x: 97, y: 160, width: 56, height: 56),
    ]
    /// Symbols are drawn this many times their art size (16 → 48 art pixels).
    static let symbolZoom = 3

    static let spin = PixelRect(x: 50, y: 226, width: 80, height: 30)
    static let spinZoom = 2

    /// The bet buttons: the capsule and the room for its chip, one per bet option.
    static let bets = [
        PixelRect(x: 10, y: 262, width: 80, height: 28),
        PixelRect(x: 90, y: 262, width: 80, height: 28),
    ]
    static let betZoom = 2
    static let chipZoom = 2

    /// The outcome or a notice, and below it the session line.
    static let statusY = 296
    static let sessionY = 308
    static let margin = 8
}
