import CasinoSystem
import Testing

/// printf's digits without the deprecated C-string decoding, the one clock, and a re-raised
/// signal.
@Suite struct SystemCallsTests {
    @Test func printfFormatWritesCsDigits() {
        #expect(printfFormat("%.2f", 3.14159) == "3.14")
        #expect(printfFormat("%02d", Int32(7)) == "07")
        #expect(printfFormat("%.1e", 12345.0) == "1.2e+04")
        let largest = printfFormat("%f", Double.greatestFiniteMagnitude)
        #expect(largest.count == 309 + 7)
        #expect(largest.hasSuffix(".000000"))
    }

    @Test func theMonotonicClockStartsNearZeroAndNeverGoesBack() {
        let first = MonotonicClock.seconds()
        usleep(10_000)
        let second = MonotonicClock.seconds()
        #expect(first >= 0)
        #expect(second - first >= 0.009)
        #expect(Duration.milliseconds(1500).seconds == 1.5)
    }

    @Test func theProcessHasUsedSomeCPU() {
        #expect(SystemCalls.processCPUSeconds() > 0)
    }

    #if os(Linux)
        /// The child ignores and blocks SIGTERM, as a game with its own handler would, and
        /// must still end by it: the parent sees "killed by SIGTERM", not an exit status.
        @Test func exitAsSignalEndsTheProcessByTheSignal() {
            let child = fork()
            if child == 0 {
                signal(SIGTERM, SIG_IGN)
                var set = sigset_t()
                sigemptyset(&set)
                sigaddset(&set, SIGTERM)
                pthread_sigmask(SIG_BLOCK, &set, nil)
                SystemCalls.exitAsSignal(SIGTERM)
            }
            var status: Int32 = 0
            #expect(waitpid(child, &status, 0) == child)
            #expect(status & 0x7F == SIGTERM, "terminated by the signal (status \(status))")
        }
    #endif
}
