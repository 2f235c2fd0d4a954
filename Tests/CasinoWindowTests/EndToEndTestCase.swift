import Foundation
import TestSupport
import XCTest

/// An XCTest case whose every test has the end-to-end time limit (``endToEndMinutes``), as
/// the Swift Testing suites have through `.endToEndTimeLimit`: XCTest on Linux has no
/// `executionTimeAllowance`, so a ``TimeLimit`` watches each test. Past the limit it stops
/// the test's X servers, so the test's next wait fails, and the test is failed for its time.
class EndToEndTestCase: XCTestCase {
    private var limit: TimeLimit?

    override func setUp() {
        super.setUp()
        limit = TimeLimit(minutes: Double(endToEndMinutes), test: name) {
            XServer.stopEveryServer()
        }
    }

    override func tearDown() {
        if limit?.cancel() == true {
            XCTFail("\(name) exceeded its time limit of \(endToEndMinutes) minutes")
        }
        limit = nil
        super.tearDown()
    }
}
