import TestSupport
import XCTest

extension ExternalTool {
    /// The tool's place for an XCTest test: a skip with the reason when it is missing, a
    /// failure instead under `CASINO_REQUIRE_TOOLS=1` (see ``ExternalTool``).
    var requiredURL: URL {
        get throws {
            if let skipReason { throw XCTSkip(skipReason) }
            return try url
        }
    }
}
