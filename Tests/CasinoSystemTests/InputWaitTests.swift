import Testing

@testable import CasinoSystem

/// The event loop's sleep: poll(2) on Linux, select(2) on Darwin (whose poll rejects
/// terminals). Both forms are built here, so the one a Mac uses is run on Linux too.
@Suite struct InputWaitTests {
    enum Form: CaseIterable, Sendable {
        case platform, select

        func wait(_ descriptors: [Int32], _ milliseconds: Int32) -> [SystemCalls.Readiness]? {
            switch self {
            case .platform: SystemCalls.waitForInput(descriptors, milliseconds: milliseconds)
            case .select: SystemCalls.selectReadable(descriptors, milliseconds: milliseconds)
            }
        }
    }

    /// A pipe's two ends, closed at the end of `body`.
    func withPipe(_ body: (_ read: Int32, _ write: Int32) throws -> Void) rethrows {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { _ = close(end) } }
        try body(ends[0], ends[1])
    }

    @Test(arguments: Form.allCases) func nothingWrittenIsNotReadable(form: Form) {
        withPipe { readEnd, _ in
            let ready = form.wait([readEnd], 0)
            #expect(ready == [SystemCalls.Readiness()])
        }
    }

    @Test(arguments: Form.allCases) func aWrittenByteWakesTheRightDescriptor(form: Form) {
        withPipe { first, firstWrite in
            withPipe { second, secondWrite in
                var byte: UInt8 = 7
                #expect(write(secondWrite, &byte, 1) == 1)
                let ready = form.wait([first, second], -1)
                #expect(ready?.map(\.readable) == [false, true])
                _ = firstWrite
            }
        }
    }

    @Test(arguments: Form.allCases) func theEndOfInputCountsAsInput(form: Form) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { _ = close(ends[0]) }
        _ = close(ends[1])
        let ready = form.wait([ends[0]], -1)
        #expect(ready?.contains { $0.readable || $0.hangUp } == true)
    }

    @Test func aDescriptorSelectCannotHoldIsRefused() {
        #expect(SystemCalls.selectReadable([Int32(FD_SETSIZE)], milliseconds: 0) == nil)
        #expect(errno == EBADF)
    }
}
