import CasinoEngine

extension Statistics {
    /// Figures as given, for tests that start from a long history of play: a game only ever
    /// counts them one spin at a time (``Game``), so no product needs this.
    package init(spins: Int, wins: Int, totalStaked: Int, totalWon: Int, biggestWin: Int) {
        self.init()
        self.spins = spins
        self.wins = wins
        self.totalStaked = totalStaked
        self.totalWon = totalWon
        self.biggestWin = biggestWin
    }
}
