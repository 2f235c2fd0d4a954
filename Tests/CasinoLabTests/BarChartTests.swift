import CasinoEngine
import CasinoRandom
import Foundation
import Testing

@testable import CasinoLab

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an SVG document, read by Foundation's XML parser: a document it cannot
/// parse fails the test.
private final class Elements: NSObject, XMLParserDelegate {
    var names: [String] = []
    var attributes: [[String: String]] = []
    var text = ""

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String]
    ) {
        names.append(name)
        self.attributes.append(attributes)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func all(_ name: String, class kind: String) -> [[String: String]] {
        zip(names, attributes).filter { $0.0 == name && $0.1["class"] == kind }.map(\.1)
    }
}

@Suite struct BarChartTests {
    @Test func anAuditDrawsEachReelsSymbolsAgainstTheFairCount() throws {
        var audit = FairnessAudit(rules: .classic)
        var generator = Xoshiro256StarStar(seed: 7)
        for _ in 0..<1200 {
            let stops = Rules.classic.stops(
                forOutcome: Rules.classic.drawOutcome(using: &generator))
            audit.record(stops: stops, bet: 10, isWin: false)
        }
        let charts = audit.reelCharts()
        #expect(charts.map(\.title) == ["Reel 1", "Reel 2", "Reel 3"])
        for chart in charts {
            #expect(chart.bars.map(\.label) == Symbol.allCases.map(\.name))
            #expect(chart.bars.map(\.value).reduce(0, +) == 1200)
            #expect(chart.bars.allSatisfy { $0.expected == 100 })
        }
        let svg = try Elements(BarChart.document(charts))
        #expect(svg.names.first == "svg")
        #expect(svg.all("rect", class: "bar").count == 36)
        #expect(svg.all("line", class: "expected").count == 36)
        #expect(svg.text.contains("Reel 2"))
        #expect(svg.text.contains("1,200 spins"))
        #expect(svg.text.contains("horseshoe"))
        // Taller bars for larger counts: the heights follow the values.
        let heights = svg.all("rect", class: "bar").prefix(12).compactMap {
            Double($0["height"] ?? "")
        }
        let values = charts[0].bars.map(\.value)
        for (a, b) in zip(zip(heights, values), zip(heights, values).dropFirst()) {
            #expect((a.0 < b.0) == (a.1 < b.1) || a.1 == b.1)
        }
    }

    @Test func sessionChartsAreTheTextHistogramsBars() throws {
        var summary = SessionSummary()
        summary.sessions = 6
        summary.lengths = [10: 3, 21: 2, 32: 1]
        summary.peaks = [100: 4, 200: 2]
        let charts = summary.charts(rules: .classic, bet: 10, spinCap: 10_000)
        #expect(charts.map(\.title) == ["Game length", "Peak money"])
        #expect(charts[0].bars.map(\.label) == ["10", "21", "32"])
        #expect(charts[0].bars.map(\.value) == [3, 2, 1])
        #expect(charts[1].bars.map(\.label) == ["100", "200"])
        let svg = try Elements(BarChart.document(charts))
        #expect(svg.all("rect", class: "bar").count == 5)
        #expect(svg.all("line", class: "expected").isEmpty)
        #expect(svg.text.contains("6 games from 100 coins at bet 10"))
    }

    @Test func labelsAreEscaped() throws {
        let chart = BarChart(
            title: "a < b & \"c\"", caption: "",
            bars: [BarChart.Bar(label: "<tail>", value: 1)])
        let svg = try Elements(BarChart.document([chart]))
        #expect(svg.text.contains("a < b & \"c\""))
        #expect(svg.text.contains("<tail>"))
    }
}
