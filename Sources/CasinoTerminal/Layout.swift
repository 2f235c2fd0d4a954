import CasinoArt

/// Where each part of the main screen goes for a terminal size: the spec's screen (logo,
/// score capsules, reel 1 above reels 2 and 3, SPIN, bet footer) fitted into cells.
///
/// Arrangements are tried from the most generous to the most compact; a terminal too small
/// for all of them gets the "too small" line instead.
package struct Layout: Hashable, Sendable {
    package enum Arrangement: Hashable, Sendable {
        /// The spec's: reel 1 centred above reels 2 and 3.
        case pyramid
        /// Three reels side by side, for terminals that are wide but short.
        case row
    }

    /// How big the pictures are drawn.
    package enum Size: Int, Hashable, Sendable {
        /// 12-pixel symbols and the small logo and buttons (down to 74×23).
        case small
        /// 16-pixel symbols, the full logo and buttons.
        case regular
        /// Symbols doubled to 32 pixels, for big terminals.
        case large

        var symbolPixels: Int {
            switch self {
            case .small: SymbolSize.small.pixels
            case .regular: SymbolSize.regular.pixels
            case .large: 2 * SymbolSize.regular.pixels
            }
        }

        /// The reel frame in pixels: the symbol plus the frame's rim on each side.
        var reelPixels: Int { symbolPixels + 2 * Art.reelFrameInset }
        var logoRows: Int { self == .small ? 4 : 5 }
        var capsuleRows: Int { [3, 4, 5][rawValue] }
        var spinRows: Int { self == .small ? 5 : 7 }
        var footerRows: Int { self == .small ? 5 : 6 }
    }

    package let arrangement: Arrangement
    package let size: Size
    /// The column span the content uses (the spec caps content at 720 points).
    package let content: Rect
    package let resetButton: Rect
    package let infoButton: Rect
    package let logo: Rect
    package let money: Rect
    package let highScore: Rect
    package let reels: [Rect]
    package let spin: Rect
    /// The bet capsules, in the rules' bet order.
    package let bets: [Rect]
    /// Where the chip goes beside each bet capsule.
    package let chips: [Rect]
    package let statusRow: Int
    package let helpRow: Int

    /// The smallest terminal the game can be drawn in.
    package static let minimumWidth = 74
    package static let minimumHeight = 23

    /// The best layout for a terminal, or nil when none fits.
    ///
    /// The spec's pyramid (reel 1 above reels 2 and 3) wins whenever it fits with regular or
    /// large symbols; a row of reels is for terminals too short for it, and small symbols for
    /// terminals too small for either.
    package static func fitting(width: Int, height: Int) -> Layout? {
        guard width >= minimumWidth, height >= minimumHeight else { return nil }
        let preference: [(Size, Arrangement)] = [
            (.large, .pyramid), (.regular, .pyramid), (.large, .row), (.regular, .row),
            (.small, .pyramid), (.small, .row),
        ]
        for (size, arrangement) in preference {
            for spinInFooter in [false, true] {
                let layout = Layout(
                    width: width, height: height, arrangement: arrangement, size: size,
                    spinInFooter: spinInFooter)
                if let layout { return layout }
            }
        }
        return nil
    }

    /// `spinInFooter` puts SPIN between the bet capsules (short terminals) rather than above.
    init?(width: Int, height: Int, arrangement: Arrangement, size: Size, spinInFooter: Bool) {
        let reelColumns = size.reelPixels
        let reelRows = size.reelPixels / 2
        let reelGap: Int
        let blockWidth: Int
        let blockRows: Int
        switch arrangement {
        case .row:
            reelGap = min(3 * size.rawValue + 4, max(3, (width - 2 - 3 * reelColumns) / 2))
            blockWidth = 3 * reelColumns + 2 * reelGap
            blockRows = reelRows
        case .pyramid:
            reelGap = reelColumns / 2
            blockWidth = 2 * reelColumns + reelGap
            blockRows = 2 * reelRows + 1
        }
        let footerRows = spinInFooter ? max(size.footerRows, size.spinRows) : size.footerRows
        let fixedRows =
            size.logoRows + size.capsuleRows + blockRows + (spinInFooter ? 0 : size.spinRows)
            + footerRows + 2
        let betWidth = Self.betPixels(size).width
        let chipWidth = (size == .small ? Art.chipSmall : Art.chip).width
        let spinButton = size == .small ? Art.spinButtonSmall : Art.spinButton
        let spinWidth = spinButton.width
        let footerWidth =
            2 * (1 + betWidth + 1 + chipWidth) + (spinInFooter ? spinWidth + 2 : 0)
        let logoWidth = (size == .small ? Art.logoSmall : Art.logo).width
        let headerWidth = logoWidth + 2 * Art.resetIcon.width + 4  // between reset and info
        let contentWidth = min(width - 2, 120, max(blockWidth + 8, 72, headerWidth, footerWidth))
        let capsuleWidth = min(size == .small ? 24 : 34, (contentWidth - 4) / 2)
        guard blockWidth + 2 <= width, fixedRows <= height, footerWidth <= contentWidth,
            headerWidth <= contentWidth
        else { return nil }

        self.arrangement = arrangement
        self.size = size
        content = Rect(x: (width - contentWidth) / 2, y: 0, width: contentWidth, height: height)

        // Spare rows go to the gaps between the parts, at most three each, the rest above
        // and below so the machine stays centred.
        let gapCount = spinInFooter ? 4 : 5
        let spare = height - fixedRows
        let gap = min(3, spare / gapCount)
        var y = (spare - gap * gapCount) / 2

        logo = Rect(x: content.x + 10, y: y, width: content.width - 20, height: size.logoRows)
        let icon = Art.resetIcon
        resetButton = Rect(x: content.x, y: y, width: icon.width, height: (icon.height + 1) / 2)
        infoButton = resetButton.offsetBy(dx: content.width - icon.width)
        y += size.logoRows + gap

        money = Rect(x: content.x, y: y, width: capsuleWidth, height: size.capsuleRows)
        highScore = money.offsetBy(dx: content.width - capsuleWidth)
        y += size.capsuleRows + gap

        let left = (width - blockWidth) / 2
        let step = reelColumns + reelGap
        let reel = Rect(x: left, y: y, width: reelColumns, height: reelRows)
        switch arrangement {
        case .row:
            reels = (0..<3).map { reel.offsetBy(dx: $0 * step) }
        case .pyramid:
            let top = reel.offsetBy(dx: (width - reelColumns) / 2 - left)
            let lower = reel.offsetBy(dy: reelRows + 1)
            reels = [top, lower, lower.offsetBy(dx: step)]
        }
        y += blockRows + gap

        let spinRows = (spinButton.height + 1) / 2
        let spinY = spinInFooter ? y + (footerRows - spinRows) / 2 : y
        spin = Rect(x: (width - spinWidth) / 2, y: spinY, width: spinWidth, height: spinRows)
        if !spinInFooter { y += size.spinRows + gap }

        let betRows = (Self.betPixels(size).height + 1) / 2
        let betY = y + (footerRows - betRows) / 2
        let firstBet = Rect(x: content.x + 1, y: betY, width: betWidth, height: betRows)
        bets = [firstBet, firstBet.offsetBy(dx: content.width - 2 - betWidth)]
        let chipRows = (chipWidth + 1) / 2
        let chipY = y + (footerRows - chipRows) / 2
        chips = [
            Rect(x: bets[0].maxX + 1, y: chipY, width: chipWidth, height: chipRows),
            Rect(x: bets[1].x - 1 - chipWidth, y: chipY, width: chipWidth, height: chipRows),
        ]
        helpRow = height - 1
        statusRow = height - 2
    }

    static func betPixels(_ size: Size) -> (width: Int, height: Int) {
        size == .small ? (13, 9) : (19, 11)
    }
}
