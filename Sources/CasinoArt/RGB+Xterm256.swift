extension RGB {
    /// The xterm 256-colour palette entry closest to this colour (indices 16–255: the
    /// 6×6×6 cube and the 24 greys; the first 16 are skipped because terminals theme them
    /// freely). For terminals without truecolor, so every front end quantises the same way.
    package var nearestXterm256: UInt8 {
        func nearestLevel(_ value: UInt8) -> Int {
            func distance(_ level: Int) -> Int { abs(Int(Self.cubeLevels[level]) - Int(value)) }
            return Self.cubeLevels.indices.min { distance($0) < distance($1) }!
        }
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = RGB(r: Self.cubeLevels[ri], g: Self.cubeLevels[gi], b: Self.cubeLevels[bi])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
        let greyLevel = UInt8(8 + 10 * greyStep)
        let grey = RGB(r: greyLevel, g: greyLevel, b: greyLevel)
        if grey.distanceSquared(to: self) < cube.distanceSquared(to: self) {
            return UInt8(232 + greyStep)
        }
        return UInt8(16 + 36 * ri + 6 * gi + bi)
    }

    /// The six levels each component takes in the 6×6×6 cube.
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]
}
