import CasinoWindowDrawing
import Foundation
import XCTest

/// Compares a frame with its checked-in PNG under `__Goldens__`, like the terminal's
/// snapshots: `CASINO_RECORD_GOLDENS=1 swift test --filter CasinoWindowDrawingTests`
/// re-records them. A mismatch writes the frame beside the golden as `NAME.actual.png`.
enum Golden {
    /// Largest difference allowed in one colour channel (rounding in blends may differ by a
    /// unit across compilers; a wrong picture differs by far more).
    static let tolerance = 3

    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__")
    }

    static func assertMatches(
        _ raster: Raster, named name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let url = folder.appendingPathComponent("\(name).png")
        let actual = PNGFile.image(of: raster)
        if ProcessInfo.processInfo.environment["CASINO_RECORD_GOLDENS"] == "1" {
            try! PNGFile.encode(actual).write(to: url)
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            XCTFail(
                "no golden image \(name).png: record it with CASINO_RECORD_GOLDENS=1",
                file: file, line: line)
            return
        }
        do {
            let expected = try PNGFile.decode(data)
            guard expected.width == actual.width, expected.height == actual.height else {
                XCTFail(
                    "\(name): \(actual.width)×\(actual.height), golden is "
                        + "\(expected.width)×\(expected.height)", file: file, line: line)
                return
            }
            var differing = 0
            var first: Int?
            for index in actual.rgb.indices
            where abs(Int(actual.rgb[index]) - Int(expected.rgb[index])) > tolerance {
                differing += 1
                if first == nil { first = index / 3 }
            }
            if let first {
                let failed = folder.appendingPathComponent("\(name).actual.png")
                try? PNGFile.encode(actual).write(to: failed)
                XCTFail(
                    "\(name): \(differing) channels differ, first at (\(first % actual.width), "
                        + "\(first / actual.width)); see \(failed.path)", file: file, line: line)
            }
        } catch {
            XCTFail("\(name): \(error)", file: file, line: line)
        }
    }
}
