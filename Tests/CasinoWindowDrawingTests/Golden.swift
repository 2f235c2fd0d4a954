import CasinoWindowDrawing
import Foundation
import TestSupport
import Testing

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

    /// The sizes every golden scene is drawn at: the design grid a pixel an art pixel (the
    /// art as drawn), the smallest window that shows the game (``ScreenGeometry/minimumWidth``
    /// × ``ScreenGeometry/minimumHeight``), and a landscape frame where the gradient fills the
    /// sides. The first and the last are smaller than the window allows (it says "MAKE THE
    /// WINDOW LARGER" there): they check the layout at one pixel an art pixel.
    static let sizes = [(180, 320), (360, 640), (640, 360)]

    /// The golden of scene `name` drawn `width` × `height`.
    static func name(_ scene: String, width: Int, height: Int) -> String {
        "\(scene)-\(width)x\(height)"
    }

    /// Every golden the tests read: each scene of ``GoldenImageTests/scenes`` at each size.
    static var names: [String] {
        GoldenImageTests.scenes.flatMap { scene in
            sizes.map { name(scene.name, width: $0.0, height: $0.1) }
        }
    }

    static func expectMatch(
        _ raster: Raster, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = PNGFile.image(of: raster)
        folder.expectMatch(PNGFile.encode(actual), named: name, sourceLocation: sourceLocation) {
            stored in differences(between: try PNGFile.decode(stored), and: actual)
        }
    }

    /// Where two pictures differ by more than `tolerance` in a channel: how many channels,
    /// the first and the largest difference; nil where they match.
    static func differences(
        between expected: PNGFile.Image, and actual: PNGFile.Image, tolerance: Int = tolerance
    ) -> String? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return "\(actual.width)×\(actual.height), golden is "
                + "\(expected.width)×\(expected.height)"
        }
        var differing = 0
        var first: Int?
        var largest = 0
        for index in actual.rgb.indices {
            let difference = abs(Int(actual.rgb[index]) - Int(expected.rgb[index]))
            largest = max(largest, difference)
            guard difference > tolerance else { continue }
            differing += 1
            if first == nil { first = index / 3 }
        }
        guard let first else { return nil }
        return "\(differing) channels differ (by up to \(largest)), first at "
            + "(\(first % actual.width), \(first / actual.width))"
    }
}
