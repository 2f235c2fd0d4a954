import CasinoArt

/// A bar chart drawn as SVG: the histograms `casino simulate --sessions` and `casino audit`
/// write with `--svg FILE`, so a run's figures can go into a report or a browser as they are.
///
/// Pure text generation with fixed formatting, so the same figures give the same bytes.
package struct BarChart: Sendable, Hashable {
    package struct Bar: Sendable, Hashable {
        package var label: String
        package var value: Double
        /// What the bar should be if the theory holds (drawn as a dashed mark), if known.
        package var expected: Double? = nil
    }

    package var title: String
    /// What the bars count, under the title: "games", "spins".
    package var caption: String
    package var bars: [Bar]

    /// Sizes in SVG user units (pixels at 100 %).
    enum Layout {
        static let width = 720.0
        /// A chart's height when its labels sit level under the bars; slanted labels add
        /// their drop (``BarChart/labelDrop``).
        static let height = 300.0
        static let left = 64.0
        static let right = 16.0
        static let top = 48.0
        static let bottom = 56.0
        static let gap = 0.2
        static let gridLines = 4
    }

    /// The chart as an SVG group at vertical offset `y`; `name` starts its elements' ids
    /// (a label is `NAME-label-3`), unique in the document.
    func group(atY y: Double, name: String) -> String {
        typealias L = Layout
        let plotHeight = L.height - L.top - L.bottom
        let largest = max(bars.map { max($0.value, $0.expected ?? 0) }.max() ?? 0, 1)
        let top = Self.niceCeiling(largest)
        let labels = LabelSetting(bars.map(\.label), slot: slot, baseline: L.top + plotHeight)
        var parts: [String] = [
            "<g transform=\"translate(0 \(Self.number(y)))\">",
            "<text class=\"title\" x=\"\(Self.number(L.left))\" y=\"22\">\(Self.escaped(title))</text>",
            "<text class=\"caption\" x=\"\(Self.number(L.left))\" y=\"38\">\(Self.escaped(caption))</text>",
        ]
        for line in 0...L.gridLines {
            let value = top * Double(line) / Double(L.gridLines)
            let lineY = L.top + plotHeight * (1 - value / top)
            parts.append(
                "<line class=\"grid\" x1=\"\(Self.number(L.left))\" y1=\"\(Self.number(lineY))\" "
                    + "x2=\"\(Self.number(L.width - L.right))\" y2=\"\(Self.number(lineY))\"/>")
            parts.append(
                "<text class=\"axis\" x=\"\(Self.number(L.left - 6))\" y=\"\(Self.number(lineY + 4))\" "
                    + "text-anchor=\"end\">\(Self.grouped(value))</text>")
        }
        for (index, bar) in bars.enumerated() {
            let x = L.left + slot * Double(index) + slot * L.gap / 2
            let width = slot * (1 - L.gap)
            let height = plotHeight * bar.value / top
            parts.append(
                "<rect class=\"bar\" x=\"\(Self.number(x))\" y=\"\(Self.number(L.top + plotHeight - height))\" "
                    + "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\">"
                    + "<title>\(Self.escaped(bar.label)): \(Self.grouped(bar.value))</title></rect>"
            )
            if let expected = bar.expected {
                let markY = L.top + plotHeight * (1 - expected / top)
                parts.append(
                    "<line class=\"expected\" x1=\"\(Self.number(x - slot * L.gap / 2))\" "
                        + "y1=\"\(Self.number(markY))\" x2=\"\(Self.number(x + width + slot * L.gap / 2))\" "
                        + "y2=\"\(Self.number(markY))\"/>")
            }
            if index % labels.every == 0 {
                parts.append(
                    labels.element(bar.label, id: "\(name)-label-\(index)", centre: x + width / 2))
            }
        }
        parts.append("</g>")
        return parts.joined(separator: "\n")
    }

    /// The width each bar has, its gap included.
    var slot: Double { (Layout.width - Layout.left - Layout.right) / Double(max(bars.count, 1)) }

    /// The chart's height: the layout's, and room for its labels when they are slanted.
    var height: Double {
        Layout.height + LabelSetting(bars.map(\.label), slot: slot, baseline: 0).drop
    }

    /// The grid lines' pale lilac: the chart's own colour, not one of the game's.
    static let gridColour = RGB(hex: 0xD8D0E0)

    /// Charts one above the other in one SVG document.
    package static func document(_ charts: [BarChart]) -> String {
        let offsets = charts.reduce(into: [0.0]) { $0.append($0.last! + $1.height) }
        let height = offsets.last!
        var parts = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(Layout.width))\" "
                + "height=\"\(number(height))\" viewBox=\"0 0 \(number(Layout.width)) \(number(height))\">",
            // The game's palette: bars in its red, text and the expected marks in its dark
            // purple, on white.
            "<style>",
            "text { font-family: sans-serif; fill: \(Palette.darkPurple); }",
            ".title { font-size: 16px; font-weight: bold; }",
            ".caption, .axis, .label { font-size: 11px; }",
            ".bar { fill: \(Palette.red); }",
            ".grid { stroke: \(Self.gridColour); stroke-width: 1; }",
            ".expected { stroke: \(Palette.darkPurple); stroke-width: 2; stroke-dasharray: 5 3; }",
            "</style>",
            "<rect width=\"100%\" height=\"100%\" fill=\"\(RGB.white)\"/>",
        ]
        for (index, chart) in charts.enumerated() {
            parts.append(chart.group(atY: offsets[index], name: "chart-\(index + 1)"))
        }
        if charts.contains(where: { $0.bars.contains { $0.expected != nil } }) {
            parts.append(
                "<!-- dashed marks: the count each bar should have if the reels are fair -->")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value`, so the axis reads in round
    /// numbers.
    static func niceCeiling(_ value: Double) -> Double {
        var power = 1.0
        while power * 10 <= value { power *= 10 }
        for factor in [1.0, 2.0, 2.5, 5.0, 10.0] where factor * power >= value {
            return factor * power
        }
        return 10 * power
    }

    /// A coordinate with at most two decimals: "12", "12.5", "12.34".
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(magnitude / 100)" }
        let digits =
            fraction % 10 == 0
            ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(magnitude / 100).\(digits)"
    }

    /// A count with thousands separators ("12,345", as the text reports write it); a
    /// fraction to one decimal.
    static func grouped(_ value: Double) -> String {
        let whole = Int(value.rounded(.down))
        if value != Double(whole) { return number((value * 10).rounded() / 10) }
        return CasinoLab.grouped(whole)
    }

    /// Text safe inside an SVG element or attribute.
    static func escaped(_ text: String) -> String {
        // The ampersand first, so the others' entities are not escaped again.
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
    }
}

extension BarChart {
    /// The histogram of a distribution, as `casino simulate` prints it in text, with numbers
    /// grouped as the reports write them. A `cap` is the largest value the run allowed (games
    /// stopped at 10,000 spins): its bin says `≥ 10,000`, since those games would have gone on.
    package init(
        title: String, caption: String, distribution: Distribution, step: Int = 1, cap: Int? = nil
    ) {
        self.init(
            title: title, caption: caption,
            bars: distribution.bins(step: step).map { bin in
                Bar(
                    label: bin.label(step: step, cap: cap, CasinoLab.grouped),
                    value: Double(bin.count))
            })
    }
}
