import CasinoArt
import CasinoEngine

/// The art at each layout size, prepared once: scaled symbols, reel frames, buttons.
struct Sprites: Sendable {
    let symbols: [PixelImage]
    let reelFrame: PixelImage
    let logo: PixelImage
    let spin: PixelImage
    /// SPIN while the reels move (or the game is over): darkened, as if pressed in.
    let spinPressed: PixelImage
    /// SPIN's silhouette in black, drawn translucent beneath it.
    let spinShadow: PixelImage
    let chip: PixelImage
    /// Bet capsule pictures by bet amount.
    let bets: [Int: PixelImage]
    /// The same capsules for ink-and-paper: a light body with dark digits, which turn into
    /// paper and ink. The coloured capsules' gradient would split into both.
    let monochromeBets: [Int: PixelImage]
    /// The bet capsules' silhouettes in black, drawn translucent beneath them.
    let betShadows: [Int: PixelImage]

    static let small = Sprites(.small)
    static let regular = Sprites(.regular)
    static let large = Sprites(.large)

    static func forSize(_ size: Layout.Size) -> Sprites {
        switch size {
        case .small: small
        case .regular: regular
        case .large: large
        }
    }

    private init(_ size: Layout.Size) {
        symbols = Symbol.allCases.map { symbol in
            switch size {
            case .small: Art.symbol(symbol, size: .small)
            case .regular: Art.symbol(symbol)
            case .large: Art.symbol(symbol).scaled(by: 2)
            }
        }
        reelFrame = Art.reelFrame(width: size.reelPixels, height: size.reelPixels)
        logo = size == .small ? Art.logoSmall : Art.logo
        spin = size == .small ? Art.spinButtonSmall : Art.spinButton
        spinPressed = spin.blended(toward: .black, amount: 0.35)
        spinShadow = spin.mapColors { _ in .black }
        chip = size == .small ? Art.chipSmall : Art.chip
        let font: PixelFont = size == .small ? .tiny : .bold
        let capsule = Layout.betPixels(size)
        var bets: [Int: PixelImage] = [:]
        var monochromeBets: [Int: PixelImage] = [:]
        for bet in Set(Rules.classic.betOptions + Rules.easy.betOptions) {
            let shape = Art.capsule(
                width: capsule.width, height: capsule.height, fill: Palette.betCapsule)
            // Small digits would drown in an outline; a shadow keeps them readable.
            let digits = font.render("\(bet)", color: .white)
            let label =
                size == .small
                ? digits.withShadow(Palette.darkPurple) : digits.outlined(with: Palette.darkPurple)
            bets[bet] = Art.labelled(shape, with: label)
            let plain = Art.capsule(
                width: capsule.width, height: capsule.height,
                fill: ColorRamp(from: .white, to: .white))
            let ink = font.render("\(bet)", color: Palette.outline)
            monochromeBets[bet] = Art.labelled(plain, with: ink)
        }
        self.bets = bets
        self.monochromeBets = monochromeBets
        betShadows = bets.mapValues { $0.mapColors { _ in .black } }
    }
}
