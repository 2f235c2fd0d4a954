import CasinoArt
import CasinoPresentation

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

    /// Where each bet of `options` is drawn: its button, its capsule `capsules(bet)` and its
    /// chip, capsule then chip on the left and chip then capsule on the right (the spec's
    /// footer). The footer has a button for each of the spec's two bets and no more.
    static func betPlaces(_ options: [Int], capsules: (Int) -> PixelImage)
        -> [(bet: Int, button: PixelRect, capsule: PixelRect, chip: PixelRect)]
    {
        bets.indices.placing(options, what: "bets").map { index, bet in
            let button = bets[index]
            let capsule = centredDown(capsules(bet), zoom: betZoom, in: button)
            let chip = centredDown(Art.chip, zoom: chipZoom, in: button)
            // Art pixels from the button's outer edge to the capsule, and on to the chip.
            let (inset, gap) = (4, 6)
            let onLeft = index == 0
            let capsuleX = onLeft ? button.x + inset : button.maxX - inset - capsule.width
            let chipX = onLeft ? capsuleX + capsule.width + gap : capsuleX - gap - chip.width
            return (bet, button, capsule.offsetBy(dx: capsuleX), chip.offsetBy(dx: chipX))
        }
    }

    /// Where `image` drawn at `zoom` sits centred down `rect`, at x = 0.
    private static func centredDown(_ image: PixelImage, zoom: Int, in rect: PixelRect)
        -> PixelRect
    {
        let height = image.height * zoom
        return PixelRect(
            x: 0, y: rect.y + (rect.height - height) / 2, width: image.width * zoom, height: height)
    }

    /// The outcome or a notice, and below it the session line.
    static let statusY = 296
    static let sessionY = 308
    static let margin = 8
}
