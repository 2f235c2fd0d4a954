import CasinoEngine
import Testing

@Test func classicHasTwelveSymbolsInSpecOrder() {
    #expect(
        Rules.classic.symbols.map(\.name) == [
            "apple", "bar", "cherry", "clover", "diamond", "grape", "heart", "horseshoe", "lemon",
            "melon", "money", "orange",
        ])
}
