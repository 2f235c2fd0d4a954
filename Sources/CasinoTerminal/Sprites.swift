import CasinoArt
import CasinoEngine
import CasinoPresentation

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
    /// The bet capsules of the rule sets we ship, by bet amount; ``betCapsule(_:)`` draws any
    /// other.
    let bets: [Int: BetCapsule]
    /// The size these pictures are drawn for, so a capsule not prepared matches the rest.
    let size: Layout.Size

    /// The pictures of one bet capsule.
    struct BetCapsule: Sendable {
        let colour: PixelImage
        /// For ink-and-paper: a light body with dark digits, which turn into paper and ink.
        /// The coloured capsule's gradient would split into both.
        let monochrome: PixelImage
        /// The capsule's silhouette in black, drawn translucent beneath it.
        let shadow: PixelImage
    }

    static let small = Sprites(.small, .english)
    static let regular = Sprites(.regular, .english)
    static let large = Sprites(.large, .english)
    static let smallVietnamese = Sprites(.small, .vietnamese)
    static let regularVietnamese = Sprites(.regular, .vietnamese)
    static let largeVietnamese = Sprites(.large, .vietnamese)

    /// The pictures for `size`, with the SPIN button's word in `language`.
    static func forSize(_ size: Layout.Size, language: Language) -> Sprites {
        switch (size, language) {
        case (.small, .english): small
        case (.regular, .english): regular
        case (.large, .english): large
        case (.small, .vietnamese): smallVietnamese
        case (.regular, .vietnamese): regularVietnamese
        case (.large, .vietnamese): largeVietnamese
        }
    }

    private init(_ size: Layout.Size, _ language: Language) {
        symbols = Symbol.allCases.map { symbol in
            switch size {
            case .small: Art.symbol(symbol, size: .small)
            case .regular: Art.symbol(symbol)
            case .large: Art.symbol(symbol).scaled(by: 2)
            }
        }
        reelFrame = Art.reelFrame(width: size.reelPixels, height: size.reelPixels)
        logo = size == .small ? Art.logoSmall : Art.logo
        let word = Texts(language).spin
        spin = size == .small ? Art.spinButtonSmall(label: word) : Art.spinButton(label: word)
        spinPressed = spin.blended(toward: .black, amount: 0.35)
        spinShadow = spin.mapColors { _ in .black }
        chip = size == .small ? Art.chipSmall : Art.chip
        self.size = size
        let shipped = Set(RuleSetID.allCases.flatMap { Rules.named($0).betOptions })
        bets = Dictionary(
            uniqueKeysWithValues: shipped.map { ($0, Self.betCapsule($0, size: size)) })
    }

    /// The capsule of `bet`: prepared for the shipped rule sets' bets, drawn on the spot for
    /// the others, so a rule set made for a test or a new variant still shows its bets.
    func betCapsule(_ bet: Int) -> BetCapsule {
        bets[bet] ?? Self.betCapsule(bet, size: size)
    }

    private static func betCapsule(_ bet: Int, size: Layout.Size) -> BetCapsule {
        let font: PixelFont = size == .small ? .tiny : .bold
        let (width, height) = Layout.betPixels(size)
        let shape = Art.capsule(width: width, height: height, fill: Palette.betCapsule)
        // Small digits would drown in an outline; a shadow keeps them readable.
        let digits = font.render("\(bet)", color: .white)
        let label =
            size == .small
            ? digits.withShadow(Palette.darkPurple) : digits.outlined(with: Palette.darkPurple)
        let colour = Art.labelled(shape, with: label)
        let plain = Art.capsule(
            width: width, height: height, fill: ColorRamp(from: .white, to: .white))
        let ink = font.render("\(bet)", color: Palette.outline)
        return BetCapsule(
            colour: colour, monochrome: Art.labelled(plain, with: ink),
            shadow: colour.mapColors { _ in .black })
    }
}
