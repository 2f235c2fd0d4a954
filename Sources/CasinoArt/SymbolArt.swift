import CasinoEngine

/// The twelve reel symbols as 16×16 character maps, one file each under `Symbols/`.
///
/// Each map keeps its own colour key so a symbol can be recoloured without touching the
/// others; `k` is always ``Palette/outline`` so all symbols share one line weight and ink.
enum SymbolArt {
    /// The map for `symbol`. A switch rather than a table so adding a `Symbol` case
    /// without art fails to compile.
    static func map(for symbol: Symbol) -> SpriteMap {
        switch symbol {
        case .apple: apple
        case .bar: bar
        case .cherry: cherry
        case .clover: clover
        case .diamond: diamond
        case .grape: grape
        case .heart: heart
        case .horseshoe: horseshoe
        case .lemon: lemon
        case .melon: melon
        case .money: money
        case .orange: orange
        }
    }
}
