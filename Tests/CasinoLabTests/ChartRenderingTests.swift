import CasinoEngine
import CasinoRandom
import Foundation
import TestSupport
import Testing

@testable import CasinoLab

/// The lab's charts drawn by librsvg with a real font, and measured: no label under the bars
/// runs into its neighbour, level or slanted, and none reaches into the chart below.
@Suite(.requires(.rsvgConvert)) struct ChartRenderingTests {
    /// The run that once drew its "Peak money" labels as one unreadable strip:
    /// `simulate --sessions 100000 --seed 3 --rules easy --bet 20`, in its shape.
    static let easyRulesSummary: SessionSummary = {
        var summary = SessionSummary()
        summary.sessions = 100_000
        summary.lengths = [5: 26_056, 16: 2_056, 27: 405, 38: 131, 49: 43, 10_000: 71_309]
        summary.peaks[100] = 28_713
        for peak in stride(from: 255_340, through: 356_520, by: 20) { summary.peaks[peak] = 14 }
        return summary
    }()

    @Test func sessionChartLabelsNeverOverlapAndTheCapIsMarked() throws {
        let charts = Self.easyRulesSummary.charts(rules: .easy, bet: 20, spinCap: 10_000)
        #expect(charts[0].bars.last?.label == "≥ 10,000")
        #expect(charts[0].caption.hasSuffix("≥ 10,000: still playing when stopped there"))
        let first = try #require(charts[1].bars.first?.label)
        #expect(first.hasPrefix("100–") && first.contains(","), "\(first)")
        try checkLabels(of: charts)
    }

    @Test func reelChartLabelsNeverOverlap() throws {
        var audit = FairnessAudit(rules: .classic)
        var generator = Xoshiro256StarStar(seed: 3)
        for _ in 0..<1_000 {
            audit.record(
                stops: Rules.classic.stops(
                    forOutcome: Rules.classic.drawOutcome(using: &generator)),
                bet: 10, isWin: false)
        }
        try checkLabels(of: audit.reelCharts())
    }

    /// Renders `charts` whole and label by label, and holds every label to its neighbours.
    private func checkLabels(of charts: [BarChart]) throws {
        let folder = makeTemporaryDirectory("casino-charts")
        let svg = BarChart.document(charts)
        let file = folder.appendingPathComponent("charts.svg")
        try svg.write(to: file, atomically: true, encoding: .utf8)
        let whole = try render(file, element: nil, in: folder)
        #expect(whole.width == 720)
        let document = try ChartDocument(svg)
        #expect(Double(whole.height) == document.height)
        for (chart, bottom) in zip(document.charts, document.chartBottoms) {
            let probe = folder.appendingPathComponent("probe.svg")
            try ChartDocument.probe(chart.labels.map(\.text)).write(
                to: probe, atomically: true, encoding: .utf8)
            for (index, label) in chart.labels.enumerated() {
                // The label upright; slanted 45°, it reaches (width + height) × sin 45° down.
                // (librsvg pads a rotated element's own box, so it is measured upright.)
                let upright = try render(probe, element: "probe-\(index)", in: folder)
                let reach =
                    label.isSlanted
                    ? Double(upright.width + upright.height) / 2.0.squareRoot()
                    : Double(upright.height)
                #expect(label.top + reach <= bottom, "\(label.text) runs into the next chart")
                guard index > 0 else { continue }
                let previous = chart.labels[index - 1]
                let apart = label.anchor - previous.anchor
                if label.isSlanted {
                    // Parallel slanted lines `apart` wide are apart × sin 45° across the slant.
                    #expect(apart / 2.0.squareRoot() >= Double(upright.height), "\(label.text)")
                } else {
                    let previousWidth = try render(probe, element: "probe-\(index - 1)", in: folder)
                    let needed = Double(upright.width + previousWidth.width) / 2
                    #expect(apart >= needed, "\(previous.text) runs into \(label.text)")
                }
            }
        }
    }

    /// The size in pixels of `file` drawn whole, or of one of its elements alone.
    private func render(
        _ file: URL, element: String?, in folder: URL
    ) throws -> (width: Int, height: Int) {
        let png = folder.appendingPathComponent("out.png")
        let run = try runProcess(
            ExternalTool.rsvgConvert.url,
            (element.map { ["-i", $0] } ?? []) + [file.path, "-o", png.path])
        #expect(run.status == 0, "rsvg-convert: \(run.standardError)")
        let header = [UInt8](try Data(contentsOf: png).prefix(24))
        let big = { (start: Int) in header[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (big(16), big(20))
    }
}

/// What the tests read back from a chart document: each chart's labels, where they are
/// anchored and whether they are slanted.
private struct ChartDocument {
    struct Label {
        var id: String
        var text: String
        /// The x the label is anchored at: its centre, or its end when slanted.
        var anchor: Double
        /// The highest y the label can reach: its top when level, its end when slanted.
        var top: Double
        var isSlanted: Bool
    }

    struct Chart { var labels: [Label] }

    var charts: [Chart] = []
    /// Where each chart ends, down the document.
    var chartBottoms: [Double] = []
    var height: Double

    init(_ svg: String) throws {
        let lines = svg.split(separator: "\n").map(String.init)
        let written = try #require(Self.attribute("height", in: lines[1]))
        height = try #require(Double(written))
        var offset = 0.0
        for line in lines {
            if line.hasPrefix("<g transform=\"translate(0 "),
                let y = Double(line.dropFirst(26).prefix { $0 != ")" })
            {
                if !charts.isEmpty { chartBottoms.append(y) }
                offset = y
                charts.append(Chart(labels: []))
            }
            guard line.hasPrefix("<text class=\"label\""), let id = Self.attribute("id", in: line)
            else { continue }
            let text = String(line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
            if let transform = Self.attribute("transform", in: line) {
                let numbers = transform.dropFirst("translate(".count).prefix { $0 != ")" }
                    .split(separator: " ").compactMap { Double($0) }
                charts[charts.count - 1].labels.append(
                    Label(
                        id: id, text: text, anchor: numbers[0], top: offset + numbers[1],
                        isSlanted: true))
            } else {
                let x = try #require(Double(Self.attribute("x", in: line) ?? ""))
                let y = try #require(Double(Self.attribute("y", in: line) ?? ""))
                charts[charts.count - 1].labels.append(
                    Label(id: id, text: text, anchor: x, top: offset + y - 11, isSlanted: false))
            }
        }
        chartBottoms.append(height)
    }

    static func attribute(_ name: String, in line: String) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Each label alone and upright, in the charts' label style, to measure it.
    static func probe(_ texts: [String]) -> String {
        let elements = texts.enumerated().map { index, text in
            "<text id=\"probe-\(index)\" x=\"10\" y=\"\(30 * (index + 1))\">\(text)</text>"
        }
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"\(30 * (texts.count + 1))\">"
            + "<style>text { font-family: sans-serif; font-size: 11px; }</style>"
            + elements.joined() + "</svg>"
    }
}
