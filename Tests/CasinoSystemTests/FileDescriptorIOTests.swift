import CasinoSystem
import Testing

/// The one write-all and read-all: a full or empty non-blocking descriptor is waited for,
/// and a real failure comes back with its errno and the C library's words for it.
@Suite struct FileDescriptorIOTests {
    /// A pipe whose ends are both non-blocking, as a terminal or a player's pipe may be.
    func nonBlockingPipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        return (ends[0], ends[1])
    }

    @Test func aFullPipeIsWaitedForUntilEveryByteIsWritten() throws {
        let (reading, writing) = nonBlockingPipe()
        defer { close(reading) }
        // Far more than a pipe holds (64 KiB on Linux): the writer meets EAGAIN many times.
        let bytes = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let reader = Reader(fd: reading)
        let thread = reader.start()
        try SystemCalls.writeAll(bytes, to: writing)
        close(writing)
        pthread_join(thread, nil)
        #expect(reader.received == bytes)
    }

    @Test func aFullDiskIsThrownWithItsReason() throws {
        let fd = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(throws: SystemError(code: ENOSPC)) { try SystemCalls.writeAll([1, 2, 3], to: fd) }
        #expect(SystemError(code: ENOSPC).reason == "No space left on device")
    }

    @Test func aWriteAtAnOffsetLeavesTheRestOfTheFile() throws {
        let path = "/tmp/casino-system-\(getpid())-offset"
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        defer {
            close(fd)
            unlink(path)
        }
        try SystemCalls.writeAll(Array("hello world".utf8), to: fd)
        try SystemCalls.writeAll(Array("W".utf8), to: fd, at: 6)
        _ = lseek(fd, 0, SEEK_SET)
        #expect(try SystemCalls.readAll(from: fd, atMost: 100) == Array("hello World".utf8))
    }

    @Test func anEmptyPipeIsWaitedForUntilItsWriterCloses() throws {
        let (reading, writing) = nonBlockingPipe()
        defer { close(reading) }
        let writer = Writer(fd: writing, bytes: Array("late".utf8))
        let thread = writer.start()
        // The read starts before anything is written: EAGAIN, then poll, then the bytes.
        let received = try SystemCalls.readAll(from: reading, atMost: 1000)
        pthread_join(thread, nil)
        #expect(received == Array("late".utf8))
    }

    @Test func aReadStopsAtItsLimit() throws {
        let (reading, writing) = nonBlockingPipe()
        defer {
            close(reading)
            close(writing)
        }
        try SystemCalls.writeAll(Array("0123456789".utf8), to: writing)
        #expect(try SystemCalls.readAll(from: reading, atMost: 4) == Array("0123".utf8))
    }

    @Test func aClosedDescriptorIsThrown() {
        #expect(throws: SystemError(code: EBADF)) {
            _ = try SystemCalls.readAll(from: -1, atMost: 10)
        }
    }
}

/// Reads a descriptor to its end on a thread of its own, slowly enough that the writer
/// finds the pipe full.
private final class Reader: @unchecked Sendable {
    let fd: Int32
    var received: [UInt8] = []
    init(fd: Int32) { self.fd = fd }

    func start() -> pthread_t {
        spawn {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                usleep(100)
                let count = read(self.fd, &chunk, chunk.count)
                if count == 0 { return }
                if count > 0 { self.received += chunk[..<count] }
            }
        }
    }
}

/// Writes `bytes` and closes the descriptor, a little after the reader has started.
private final class Writer: @unchecked Sendable {
    let fd: Int32
    let bytes: [UInt8]
    init(fd: Int32, bytes: [UInt8]) {
        self.fd = fd
        self.bytes = bytes
    }

    func start() -> pthread_t {
        spawn {
            usleep(50_000)
            try? SystemCalls.writeAll(self.bytes, to: self.fd)
            close(self.fd)
        }
    }
}

/// A plain thread running `body`: the tests need a second party on a pipe.
private func spawn(_ body: @escaping () -> Void) -> pthread_t {
    final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    #if canImport(Glibc)
        var thread = pthread_t()
    #else
        var thread: pthread_t?
    #endif
    pthread_create(
        &thread, nil,
        { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, context)
    #if canImport(Glibc)
        return thread
    #else
        return thread!
    #endif
}
