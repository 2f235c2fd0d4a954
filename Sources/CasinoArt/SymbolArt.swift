import CasinoEngine

/// The twelve reel symbols as character maps, one file per symbol under `Symbols/`, each
/// holding both sizes so a reviewer sees the two pictures side by side.
///
/// `k` is always ``Palette/outline`` so all symbols share one line weight and ink.
enum SymbolArt {
    /// The map for `symbol`. A switch rather than a table so adding a `Symbol` case
    /// without art fails to compile.
    static func map(for symbol: Symbol, size: SymbolSize) -> SpriteMap {
        let (regular, small) =
            switch symbol {
            case .apple: (apple, appleSmall)
            case .bar: (bar, barSmall)
            case .cherry: (cherry, cherrySmall)
            case .clover: (clover, cloverSmall)
            case .diamond: (diamond, diamondSmall)
            case .grape: (grape, grapeSmall)
            case .heart: (heart, heartSmall)
            case .horseshoe: (horseshoe, horseshoeSmall)
            case .lemon: (lemon, lemonSmall)
            case .melon: (melon, melonSmall)
            case .money: (money, moneySmall)
            case .orange: (orange, orangeSmall)
            }
        return size == .regular ? regular : small
    }
}
