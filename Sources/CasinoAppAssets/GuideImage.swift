import CasinoArt
import CasinoEngine
import CasinoSystem

/// The guide's image assets by their asset names (`Image("reel")`, `Image("apple")`, …),
/// drawn by ``Art`` instead of shipped as files.
///
/// Public: the Apple app's `Image(pixelArt:)` (Helpers/PixelArt.swift) decodes these.
public enum GuideImage {
    /// The reel frame is this many symbol widths square: the guide draws the reel image about
    /// twice as wide as the icon on it (`reelImageStyle` against `iconImageStyle`).
    static let reelFrameSymbols = 2

    /// The guide's asset names, each with its picture: the twelve symbols, the reel, the SPIN
    /// button, the casino chip and the logo.
    package static let names: [String] =
        Symbol.allCases.map(\.name) + ["reel", "spin", "casino-chips", "rmit-casino-logo"]

    /// The picture named `name`, or nil for a name the guide does not use.
    package static func pixels(named name: String) -> PixelImage? {
        if let symbol = Symbol.allCases.first(where: { $0.name == name }) {
            return Art.symbol(symbol)
        }
        switch name {
        case "reel":
            let side = SymbolSize.regular.pixels * reelFrameSymbols
            return Art.reelFrame(width: side, height: side)
        case "spin": return Art.spinButton
        case "casino-chips": return Art.chip
        case "rmit-casino-logo": return Art.logo
        default: return nil
        }
    }

    /// The picture named `name` as PNG data, made once and kept.
    public static func png(named name: String) -> Data? {
        cache[name]
    }

    private static let cache: [String: Data] = Dictionary(
        uniqueKeysWithValues: names.compactMap { name in
            pixels(named: name).map { (name, Data($0.png())) }
        })
}
