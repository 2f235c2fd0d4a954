import CasinoSystem

extension BarChart {
    /// How the labels under the bars are set so that no two run into each other: level under
    /// their bars when the longest fits its slot, else slanted at 45°, which parallel lines
    /// keep apart as long as the slots are a line apart across the slant; and only every
    /// `every`-th label when even that is too tight.
    ///
    /// Widths are estimated, not measured (the SVG is written without a font): a label's
    /// width is taken at ``characterWidth`` per character, the widest of DejaVu Sans's
    /// digits at the labels' size, so the estimate is never short for the labels charts use.
    struct LabelSetting {
        /// The labels' font size, in SVG user units (the style sheet's `.label`).
        static let fontSize = 11.0
        /// The width of a digit in DejaVu Sans, in ems (0.636), rounded up.
        static let characterWidth = 0.64 * fontSize
        /// The height of a line of labels, descenders included.
        static let lineHeight = 1.2 * fontSize
        /// Space kept clear between two level labels.
        static let gap = 4.0
        /// From the plot's bottom edge to a level label's baseline.
        static let levelDrop = 16.0
        /// From the plot's bottom edge to where a slanted label ends.
        static let slantedDrop = 8.0
        /// The slant, in degrees (SVG rotates clockwise; labels rise to the right).
        static let slant = 45.0

        let slanted: Bool
        /// Only every `every`-th label is written (1: all of them).
        let every: Int
        /// How far below the layout's own bottom margin the slanted labels reach.
        let drop: Double
        /// The plot's bottom edge, in the chart's coordinates.
        let baseline: Double

        init(_ labels: [String], slot: Double, baseline: Double) {
            self.baseline = baseline
            let widest = Double(labels.map(\.count).max() ?? 0) * Self.characterWidth
            slanted = widest + Self.gap > slot
            let sine = sin(Self.slant * .pi / 180)
            // Slanted lines a slot apart are `slot × sin` apart across the slant.
            every =
                slanted ? max(1, Int((Self.lineHeight / (slot * sine)).rounded(.up))) : 1
            let reach = Self.slantedDrop + (widest + Self.lineHeight) * sine
            drop =
                slanted ? max(0, reach - (BarChart.Layout.bottom - Self.levelDrop)).rounded(.up) : 0
        }

        /// The label's `<text>` element, centred under the bar at `centre`.
        func element(_ label: String, id: String, centre: Double) -> String {
            let text = BarChart.escaped(label)
            guard slanted else {
                return "<text class=\"label\" id=\"\(id)\" x=\"\(BarChart.number(centre))\" "
                    + "y=\"\(BarChart.number(baseline + Self.levelDrop))\" text-anchor=\"middle\">"
                    + "\(text)</text>"
            }
            // Anchored at its end just under the bar's centre, the label runs down to the left.
            let x = BarChart.number(centre + Self.fontSize / 3)
            let y = BarChart.number(baseline + Self.slantedDrop)
            return "<text class=\"label\" id=\"\(id)\" text-anchor=\"end\" "
                + "transform=\"translate(\(x) \(y)) rotate(-\(BarChart.number(Self.slant)))\">"
                + "\(text)</text>"
        }
    }
}
