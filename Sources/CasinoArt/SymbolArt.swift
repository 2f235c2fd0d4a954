import CasinoEngine

/// The twelve reel symbols as character maps, one file per symbol under `Symbols/`, each
/// holding both sizes so a reviewer sees the two pictures side by side.
///
/// `k` is always ``Palette/outline`` so all symbols share one line weight and ink.
enum SymbolArt {
    /// The map for `symbol`. A switch rather than a table so adding a `Symbol` case
    /// without art fails to compile.
    static func map(for symbol: Symbol, size: SymbolSize) -> SpriteMap {
        switch (symbol, size) {
        case (.apple, .regular): apple
        case (.apple, .small): appleSmall
        case (.bar, .regular): bar
        case (.bar, .small): barSmall
        case (.cherry, .regular): cherry
        case (.cherry, .small): cherrySmall
        case (.clover, .regular): clover
        case (.clover, .small): cloverSmall
        case (.diamond, .regular): diamond
        case (.diamond, .small): diamondSmall
        case (.grape, .regular): grape
        case (.grape, .small): grapeSmall
        case (.heart, .regular): heart
        case (.heart, .small): heartSmall
        case (.horseshoe, .regular): horseshoe
        case (.horseshoe, .small): horseshoeSmall
        case (.lemon, .regular): lemon
        case (.lemon, .small): lemonSmall
        case (.melon, .regular): melon
        case (.melon, .small): melonSmall
        case (.money, .regular): money
        case (.money, .small): moneySmall
        case (.orange, .regular): orange
        case (.orange, .small): orangeSmall
        }
    }
}
