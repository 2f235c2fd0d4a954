import CasinoWindowDrawing
import Foundation
import TestSupport
import XCTest

/// Compares a frame with its checked-in PNG under `__Goldens__`, as the terminal's snapshots
/// are compared (``SnapshotFolder``): `CASINO_RECORD_GOLDENS=1 swift test --filter
/// CasinoWindowDrawingTests` re-records them. A mismatch writes the frame beside the golden
/// as `NAME.actual.png`.
enum Golden {
    /// Largest difference allowed in one colour channel (rounding in blends may differ by a
    /// unit across compilers; a wrong picture differs by far more).
    static let tolerance = 3

    static let folder = SnapshotFolder(
        named: "__Goldens__", besideFile: #filePath, fileExtension: "png",
        recordVariable: "CASINO_RECORD_GOLDENS")

    static func assertMatches(
        _ raster: Raster, named name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let actual = PNGFile.image(of: raster)
        let failure = folder.check(PNGFile.encode(actual), named: name) { stored in
            differences(between: try PNGFile.decode(stored), and: actual)
        }
        if let failure { XCTFail(failure, file: file, line: line) }
    }

    /// Where two pictures differ by more than the tolerance, or nil where they match.
    static func differences(between expected: PNGFile.Image, and actual: PNGFile.Image)
        -> String?
    {
        guard expected.width == actual.width, expected.height == actual.height else {
            return "\(actual.width)×\(actual.height), golden is "
                + "\(expected.width)×\(expected.height)"
        }
        var differing = 0
        var first: Int?
        for index in actual.rgb.indices
        where abs(Int(actual.rgb[index]) - Int(expected.rgb[index])) > tolerance {
            differing += 1
            if first == nil { first = index / 3 }
        }
        guard let first else { return nil }
        return "\(differing) channels differ, first at (\(first % actual.width), "
            + "\(first / actual.width))"
    }
}
