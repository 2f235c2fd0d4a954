/// Where each part of the main screen goes for a terminal size: the spec's screen (logo,
/// score capsules, reel 1 above reels 2 and 3, SPIN, bet footer) fitted into cells.
///
/// Several arrangements are tried, largest first; a terminal too small for all of them gets
/// the "too small" line instead.
public struct Layout: Hashable, Sendable {
    public enum Arrangement: Hashable, Sendable {
        /// The spec's: reel 1 centred above reels 2 and 3.
        case pyramid
        /// Three reels side by side, for terminals that are wide but short.
        case row
    }

    public let width: Int
    public let height: Int
    public let arrangement: Arrangement
    /// Sprite magnification: a 16×16 symbol is drawn `16·scale` pixels square.
    public let scale: Int
    /// The column span the content uses (the spec caps content at 720 points).
    public let content: Rect
    public let resetButton: Rect
    public let infoButton: Rect
    public let logo: Rect
    public let money: Rect
    public let highScore: Rect
    public let reels: [Rect]
    public let spin: Rect
    /// The bet capsules, in the rules' bet order.
    public let bets: [Rect]
    /// Where the chip goes beside each bet capsule.
    public let chips: [Rect]
    public let statusRow: Int
    public let helpRow: Int

    /// The smallest terminal the game can be drawn in.
    public static let minimumWidth = 68
    public static let minimumHeight = 24

    /// Rows of the parts that do not grow.
    static let capsuleRows = 3
    static let spinRows = 3
    static let footerRows = 3

    /// A reel's frame for a scale: rim, a margin of face, the sprite.
    static func reelSize(scale: Int) -> (columns: Int, rows: Int) {
        let pixels = 16 * scale + 2 * (scale + 1)
        return (pixels, pixels / 2)
    }

    /// The best layout for a terminal, or nil when it is smaller than ``minimumWidth`` ×
    /// ``minimumHeight``.
    public static func fitting(width: Int, height: Int) -> Layout? {
        guard width >= minimumWidth, height >= minimumHeight else { return nil }
        for scale in [2, 1] {
            for arrangement in [Arrangement.pyramid, .row] {
                if let layout = Layout(
                    width: width, height: height, arrangement: arrangement, scale: scale)
                {
                    return layout
                }
            }
        }
        return nil
    }

    init?(width: Int, height: Int, arrangement: Arrangement, scale: Int) {
        let reel = Self.reelSize(scale: scale)
        let reelGap =
            arrangement == .row
            ? min(4 * scale + 4, max(3, (width - 2 - 3 * reel.columns) / 2))
            : reel.columns / 2
        let blockWidth =
            arrangement == .row ? 3 * reel.columns + 2 * reelGap : 2 * reel.columns + reelGap
        let blockRows = arrangement == .row ? reel.rows : 2 * reel.rows + 1
        let logoRows = scale == 2 ? 5 : 3
        let fixedRows =
            logoRows + Self.capsuleRows + blockRows + Self.spinRows + Self.footerRows + 2
        guard blockWidth + 2 <= width, fixedRows <= height else { return nil }

        self.width = width
        self.height = height
        self.arrangement = arrangement
        self.scale = scale

        let contentWidth = min(width - 2, max(blockWidth + 8, 64), 120)
        content = Rect(x: (width - contentWidth) / 2, y: 0, width: contentWidth, height: height)

        // Spare rows go to the gaps between the parts, at most three each, the rest above
        // and below so the machine stays centred.
        let spare = height - fixedRows
        let gapCount = 5
        let gap = min(3, spare / gapCount)
        let margin = (spare - gap * gapCount) / 2
        var y = margin

        logo = Rect(x: content.x + 6, y: y, width: content.width - 12, height: logoRows)
        resetButton = Rect(x: content.x, y: y, width: 3, height: 1)
        infoButton = Rect(x: content.maxX - 3, y: y, width: 3, height: 1)
        y += logoRows + gap

        let capsuleWidth = min(26, (content.width - 4) / 2)
        money = Rect(x: content.x, y: y, width: capsuleWidth, height: Self.capsuleRows)
        highScore = Rect(
            x: content.maxX - capsuleWidth, y: y, width: capsuleWidth, height: Self.capsuleRows)
        y += Self.capsuleRows + gap

        let left = (width - blockWidth) / 2
        switch arrangement {
        case .row:
            reels = (0..<3).map {
                Rect(
                    x: left + $0 * (reel.columns + reelGap), y: y, width: reel.columns,
                    height: reel.rows)
            }
        case .pyramid:
            reels = [
                Rect(x: (width - reel.columns) / 2, y: y, width: reel.columns, height: reel.rows),
                Rect(x: left, y: y + reel.rows + 1, width: reel.columns, height: reel.rows),
                Rect(
                    x: left + reel.columns + reelGap, y: y + reel.rows + 1, width: reel.columns,
                    height: reel.rows),
            ]
        }
        y += blockRows + gap

        let spinWidth = 14 + 4 * scale
        spin = Rect(x: (width - spinWidth) / 2, y: y, width: spinWidth, height: Self.spinRows)
        y += Self.spinRows + gap

        let betWidth = 8 + 2 * scale
        let chipWidth = 6
        let inset = 2
        bets = [
            Rect(x: content.x + inset, y: y, width: betWidth, height: Self.footerRows),
            Rect(
                x: content.maxX - inset - betWidth, y: y, width: betWidth,
                height: Self.footerRows),
        ]
        chips = [
            Rect(x: bets[0].maxX + 2, y: y, width: chipWidth, height: Self.footerRows),
            Rect(x: bets[1].x - 2 - chipWidth, y: y, width: chipWidth, height: Self.footerRows),
        ]
        helpRow = height - 1
        statusRow = height - 2
    }
}
