extension SystemCalls {
    /// Writes every byte to `fd`, or throws why not; at `offset` in a file (pwrite(2)) when
    /// one is given, leaving the file's offset alone, so a header can be rewritten after the
    /// data.
    ///
    /// One policy for every descriptor the game writes: a short write continues, a signal
    /// (EINTR) retries, a non-blocking descriptor that is full (EAGAIN) is waited for in
    /// poll(2) rather than spun on or given up, and anything else (EPIPE, ENOSPC) is thrown.
    package static func writeAll(
        _ bytes: UnsafeRawBufferPointer, to fd: Int32, at offset: Int? = nil
    ) throws(SystemError) {
        guard let base = bytes.baseAddress else { return }
        _ = try transfer(bytes.count, on: fd, writing: true) { done in
            guard let offset else { return write(fd, base + done, bytes.count - done) }
            return pwrite(fd, base + done, bytes.count - done, off_t(offset + done))
        }
    }

    /// ``writeAll(_:to:at:)`` for an array.
    package static func writeAll(
        _ bytes: [UInt8], to fd: Int32, at offset: Int? = nil
    ) throws(SystemError) {
        // `withUnsafeBytes` rethrows untyped errors; a Result carries the typed one out.
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(SystemError) in try writeAll(buffer, to: fd, at: offset) }
        }.get()
    }

    /// Everything `fd` holds up to its end, but never more than `limit` bytes: a caller that
    /// must refuse a large file asks for one byte more than it accepts. The same policy as
    /// ``writeAll(_:to:at:)``, EAGAIN waiting in poll(2) for input.
    package static func readAll(from fd: Int32, atMost limit: Int) throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(limit, 64 * 1024))
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = try chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemError) in
                    // Not empty: the loop runs only while bytes are still wanted.
                    let base = buffer.baseAddress!
                    return try transfer(wanted, on: fd, writing: false) { done in
                        read(fd, base + done, wanted - done)
                    }
                }
            }.get()
            bytes += chunk[..<count]
            if count < wanted { break }
        }
        return bytes
    }

    /// Repeats `step` (a read or write of what is left after `done` bytes) until `count`
    /// bytes have moved or a read finds the end, and returns the bytes moved.
    private static func transfer(
        _ count: Int, on fd: Int32, writing: Bool, _ step: (_ done: Int) -> Int
    ) throws(SystemError) -> Int {
        var done = 0
        while done < count {
            let result = step(done)
            if result > 0 {
                done += result
            } else if result == 0 {
                if !writing { break }
            } else {
                switch errno {
                case EINTR: continue
                case EAGAIN: try waitUntilReady(fd, writing: writing)
                case let code: throw SystemError(code: code)
                }
            }
        }
        return done
    }

    /// Sleeps until `fd` can take (or give) bytes again. A signal ends the wait early, and
    /// the caller's retry then waits again if it must.
    private static func waitUntilReady(_ fd: Int32, writing: Bool) throws(SystemError) {
        #if canImport(Darwin)
            // Darwin's poll does not support devices (a terminal); select does.
            var set = fd_set()
            guard fd >= 0, fd < Int32(FD_SETSIZE) else { throw SystemError(code: EBADF) }
            withUnsafeMutableBytes(of: &set) { $0[Int(fd) / 8] |= UInt8(1) << UInt8(fd % 8) }
            let ready =
                writing
                ? select(fd + 1, nil, &set, nil, nil) : select(fd + 1, &set, nil, nil, nil)
        #else
            var wanted = pollfd(fd: fd, events: Int16(writing ? POLLOUT : POLLIN), revents: 0)
            let ready = poll(&wanted, 1, -1)
        #endif
        if ready < 0 && errno != EINTR { throw SystemError.last }
    }
}
