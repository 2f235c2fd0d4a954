import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--svg FILE`: the built program writes a picture any SVG reader can parse.
@Suite(.endToEndTimeLimit) struct ChartFileTests {
    /// The `class` attribute of every element of an SVG file, failing on a file that is not
    /// well-formed XML.
    private final class Classes: NSObject, XMLParserDelegate {
        var found: [String] = []
        var text = ""
        init(_ file: URL) throws {
            super.init()
            let parser = XMLParser(data: try Data(contentsOf: file))
            parser.delegate = self
            #expect(parser.parse())
        }
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            found.append(attributes["class"] ?? name)
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    @Test func simulateDrawsGameLengthAndPeakMoney() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sessions.svg")
        let result = try runProcess(
            builtProduct("casino"),
            ["simulate", "--sessions", "500", "--seed", "1", "--svg", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Game length"))
        let svg = try Classes(file)
        #expect(svg.found.first == "svg")
        #expect(svg.text.contains("Game length") && svg.text.contains("Peak money"))
        #expect(svg.text.contains("500 games from 100 coins at bet 10"))
        #expect(svg.found.filter { $0 == "bar" }.count >= 3)
    }

    @Test func auditDrawsEveryReelAgainstTheFairCount() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("reels.svg")
        let result = try runProcess(
            builtProduct("casino"),
            ["audit", "--stats", "1200", "--generator", "fast", "--seed", "1", "--svg", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        let svg = try Classes(file)
        #expect(svg.found.filter { $0 == "bar" }.count == 36)
        #expect(svg.found.filter { $0 == "expected" }.count == 36)
        #expect(svg.text.contains("1,200 spins"))
    }

    @Test func svgWithoutItsHistogramsIsAUsageErrorAndAnUnwritableFileAnIOError() throws {
        let lone = try runProcess(
            builtProduct("casino"), ["simulate", "--spins", "10", "--svg", "x.svg"])
        #expect(lone.status == 64)
        #expect(lone.standardError.contains("--svg draws --sessions"))
        let dump = try runProcess(
            builtProduct("casino"), ["audit", "--dump-stops", "3", "--svg", "x.svg"])
        #expect(dump.status == 64)
        let unwritable = try runProcess(
            builtProduct("casino"), ["simulate", "--sessions", "10", "--svg", "/nonexistent/x.svg"])
        #expect(unwritable.status == 74)
        #expect(
            unwritable.standardError
                == "casino: cannot write /nonexistent/x.svg: no such file or folder\n")
    }
}
