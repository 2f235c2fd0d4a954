import Foundation
import XCTest

/// The local stand-in for the shared tool check: a test needing an outside tool skips with
/// the reason when it is missing, and fails instead under `CASINO_REQUIRE_TOOLS=1` (CI).
enum ToolCheck {
    static var required: Bool { ProcessInfo.processInfo.environment["CASINO_REQUIRE_TOOLS"] == "1" }

    /// The tool's path on `PATH`, or a skip (a failure when tools are required).
    static func find(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        try unavailable("\(name) is not installed")
        fatalError("unreachable")
    }

    static func unavailable(_ reason: String) throws {
        if required { XCTFail("CASINO_REQUIRE_TOOLS=1 but \(reason)") }
        throw XCTSkip(reason)
    }
}
