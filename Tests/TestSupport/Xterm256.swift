import CasinoArt

extension RGB {
    /// The colour an xterm shows for palette index `index` (16–255), written from xterm's
    /// own palette rather than the game's quantiser, so the tests of
    /// ``RGB/nearestXterm256`` check it against an independent inverse; nil for the
    /// themeable first 16.
    package init?(xterm256 index: UInt8) {
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        switch index {
        case 16...231:
            let n = Int(index) - 16
            self.init(r: levels[n / 36], g: levels[n / 6 % 6], b: levels[n % 6])
        case 232...255:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            self.init(r: level, g: level, b: level)
        default:
            return nil
        }
    }
}
