import CasinoTerminal
import Testing

@Test func eightyByTwentyFourFitsWithThreeReelsInARow() throws {
    let layout = try #require(Layout.fitting(width: 80, height: 24))
    #expect(layout.arrangement == .row)
    #expect(layout.size == .small)
}

@Test func biggerTerminalsGetBiggerPicturesAndTheSpecsPyramid() throws {
    #expect(Layout.fitting(width: 100, height: 30)?.size == .regular)
    let tall = try #require(Layout.fitting(width: 120, height: 45))
    #expect(tall.arrangement == .pyramid)
    #expect(tall.reels[0].maxY <= tall.reels[1].y, "reel 1 above reels 2 and 3")
    #expect(tall.reels[0].x > tall.reels[1].x && tall.reels[0].maxX < tall.reels[2].maxX)
    let huge = try #require(Layout.fitting(width: 200, height: 64))
    #expect(huge.size == .large && huge.arrangement == .pyramid)
}

@Test func tooSmallTerminalsGetNoLayout() {
    #expect(Layout.fitting(width: Layout.minimumWidth - 1, height: 40) == nil)
    #expect(Layout.fitting(width: 200, height: Layout.minimumHeight - 1) == nil)
    #expect(Layout.fitting(width: Layout.minimumWidth, height: Layout.minimumHeight) != nil)
}

@Test func everyPartStaysOnScreenAndApartAtEverySize() {
    for width in stride(from: Layout.minimumWidth, through: 240, by: 3) {
        for height in stride(from: Layout.minimumHeight, through: 80, by: 2) {
            guard let layout = Layout.fitting(width: width, height: height) else {
                Issue.record("no layout for \(width)×\(height)")
                continue
            }
            let parts =
                [
                    layout.logo, layout.money, layout.highScore, layout.spin, layout.resetButton,
                    layout.infoButton,
                ] + layout.reels + layout.bets + layout.chips
            for part in parts {
                #expect(
                    part.x >= 0 && part.y >= 0 && part.maxX <= width
                        && part.maxY <= layout.statusRow,
                    "\(part) off screen at \(width)×\(height)")
            }
            let solid = layout.reels + layout.bets + [layout.spin, layout.money, layout.highScore]
            for (i, a) in solid.enumerated() {
                for b in solid[(i + 1)...] {
                    let apart =
                        a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y
                    #expect(apart, "\(a) overlaps \(b) at \(width)×\(height)")
                }
            }
        }
    }
}
