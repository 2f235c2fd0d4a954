import Foundation

/// Finds an outside tool on `PATH`, for tests that need one.
///
/// A stand-in until the shared helper in TestSupport lands: a test that needs a missing tool
/// is skipped with the reason, unless `CASINO_REQUIRE_TOOLS=1` (set by CI), where it runs and
/// fails instead.
enum ToolCheck {
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent(name)
        }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static var toolsRequired: Bool {
        ProcessInfo.processInfo.environment["CASINO_REQUIRE_TOOLS"] == "1"
    }

    /// Whether a test needing `name` should run: the tool is there, or it is required.
    static func shouldRun(needing name: String) -> Bool {
        toolsRequired || find(name) != nil
    }
}
