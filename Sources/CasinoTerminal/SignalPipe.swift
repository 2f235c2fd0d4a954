import CasinoSharedModels
import CasinoSystem
import Synchronization

/// Turns signals into bytes on a pipe (the self-pipe trick), so the event loop sleeps in one
/// `poll()` on the keyboard and the signals together and handles each signal as ordinary
/// code, outside the handler.
final class SignalPipe: Sendable {
    let readEnd: Int32
    private let writeEnd: Int32
    private let signals: [Int32]

    /// Where the handler writes: an atomic, the one thing a signal handler may read safely
    /// while the loop's thread opens or closes the pipe.
    private static let writeDescriptor = Atomic<Int32>(-1)

    init(signals: [Int32]) throws(SystemFailure) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SystemFailure(.useTerminal, code: errno) }
        readEnd = ends[0]
        writeEnd = ends[1]
        self.signals = signals
        for fd in ends {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        Self.writeDescriptor.store(writeEnd, ordering: .releasing)
        for signal in signals { install(signal) }
    }

    func install(_ signal: Int32) {
        SystemCalls.handle(signal, flags: Int32(SA_RESTART)) { signal in
            let saved = errno
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(SignalPipe.writeDescriptor.load(ordering: .acquiring), &byte, 1)
            errno = saved
        }
    }

    /// Wakes the loop sleeping on ``readEnd`` without a signal (byte 0, which no signal has).
    func wake() {
        var byte: UInt8 = 0
        _ = write(writeEnd, &byte, 1)
    }

    /// The signals that arrived since the last call, in order (0: a ``wake()``).
    func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var result: [Int32] = []
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { break }
            result += buffer[0..<count].map { Int32($0) }
        }
        return result
    }

    /// Puts the default handlers back and closes the pipe.
    func close() {
        for signal in signals { SystemCalls.restoreDefault(signal) }
        Self.writeDescriptor.store(-1, ordering: .releasing)
        SystemCalls.close(readEnd)
        SystemCalls.close(writeEnd)
    }
}
