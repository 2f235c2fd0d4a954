/// The C calls whose Swift spelling differs between Glibc and Darwin, each written out for
/// both, so the modules above read the same everywhere.
package enum SystemCalls {
    /// Installs `handler` for `signal` with `flags` (`SA_RESTART`, say) and an empty mask, and
    /// returns the handler it replaced (nil, or SIG_DFL or SIG_IGN as addresses 0 and 1), so
    /// one installed by a library (SDL's, which posts its quit event) can still be called.
    @discardableResult
    package static func handle(
        _ signal: Int32, flags: Int32 = 0, with handler: @escaping @convention(c) (Int32) -> Void
    ) -> (@convention(c) (Int32) -> Void)? {
        var action = sigaction()
        var previous = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, &previous)
        #if canImport(Glibc)
            return previous.__sigaction_handler.sa_handler
        #elseif canImport(Darwin)
            return previous.__sigaction_u.__sa_handler
        #endif
    }

    /// Puts back the system's default action for `signal`. Async-signal-safe.
    package static func restoreDefault(_ signal: Int32) {
        // Qualified: callers name their signal `signal`, which hides the C function.
        #if canImport(Glibc)
            Glibc.signal(signal, SIG_DFL)
        #elseif canImport(Darwin)
            Darwin.signal(signal, SIG_DFL)
        #endif
    }

    /// Ends the process by `signal` itself, after the game has put the terminal and the save
    /// in order, so a shell or a parent sees "killed by SIGTERM" (and a shell's Ctrl-C stops
    /// its script) rather than an exit status that only looks like one.
    ///
    /// The default action is restored and the signal unblocked first: the game's own handler
    /// or mask would otherwise catch it again. A signal whose default is not to end the
    /// process (SIGWINCH, say) falls through to `_exit` with the shell's 128 + n.
    package static func exitAsSignal(_ signal: Int32) -> Never {
        restoreDefault(signal)
        unblock([signal])
        kill(getpid(), signal)
        _exit(128 + signal)
    }

    /// Lets `signals` reach the calling thread even if whoever started us blocked them.
    package static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Makes sure descriptors 0, 1 and 2 are open, reopening a closed one on `/dev/null`.
    /// Call it first thing in `main`, before anything opens a file.
    ///
    /// A program started with a standard stream closed (`casino play >&-`) would otherwise
    /// hand that number to the next file it opens: the session lock took descriptor 1, so the
    /// game's text overwrote the process id in it (and with 0 closed the game read its own
    /// lock file as commands). `/dev/null` is opened read-write, so whichever stream it
    /// stands in for takes reads (at once the end of input) and writes (discarded); the
    /// descriptors it reopened are returned, so what is written to a stream that was closed
    /// can still fail as it would have. The calls are POSIX and spelt the same by Glibc and
    /// Darwin.
    @discardableResult
    package static func openStandardDescriptors() -> [Int32] {
        var reopened: [Int32] = []
        for standard in STDIN_FILENO...STDERR_FILENO
        where fcntl(standard, F_GETFD) == -1 && errno == EBADF {
            // open(2) returns the lowest free number, which is `standard` when the lower ones
            // are open (they are: this goes in order); dup2 covers any other case.
            let opened = open("/dev/null", O_RDWR)
            guard opened >= 0 else { continue }
            if opened != standard {
                _ = dup2(opened, standard)
                close(opened)
            }
            reopened.append(standard)
        }
        return reopened
    }

    /// Ignores SIGPIPE for the whole process. Call it first thing in `main`.
    ///
    /// A reader that goes away (`casino audit --dump-stops N | head`) must end the program
    /// quietly, one rule for every subcommand; SIGPIPE's default would kill it mid-write
    /// with status 141 from some writes and not others. Ignored, every write to the closed
    /// pipe fails with EPIPE instead, which the command line turns into exit 0. A child
    /// started later gets every signal back at its default (see PlayerProcess); an `exec`ed
    /// window program is this executable and ignores it too. `signal(3)` is spelt alike by
    /// Glibc and Darwin.
    package static func ignoreBrokenPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Closes `fd`, for types whose own `close()` hides the C function. False, with `errno`
    /// set, when the last of what was written could not be kept (a full disk over NFS).
    @discardableResult
    package static func close(_ fd: Int32) -> Bool {
        #if canImport(Glibc)
            Glibc.close(fd) == 0
        #elseif canImport(Darwin)
            Darwin.close(fd) == 0
        #endif
    }

    /// User plus system CPU time of the whole process (every thread), in seconds.
    package static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #elseif canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// What ``waitForInput(_:milliseconds:)`` saw on one descriptor.
    package struct Readiness: Equatable, Sendable {
        /// A read will not block: data, or the end of input.
        package var readable = false
        /// The other end hung up or failed (reported apart by poll only; select says
        /// `readable`, and the read then finds the end).
        package var hangUp = false
    }

    /// Sleeps until one of `descriptors` can be read or `milliseconds` pass (-1: no limit).
    /// Returns nil with `errno` set when the wait itself failed (EINTR: a signal arrived).
    ///
    /// poll(2) on Linux; select(2) on Darwin, whose poll "does not support devices" (its
    /// manual's words) and reports a terminal as invalid.
    package static func waitForInput(_ descriptors: [Int32], milliseconds: Int32) -> [Readiness]? {
        #if canImport(Darwin)
            return selectReadable(descriptors, milliseconds: milliseconds)
        #else
            var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&fds, nfds_t(fds.count), milliseconds) >= 0 else { return nil }
            return fds.map {
                Readiness(
                    readable: $0.revents & Int16(POLLIN) != 0,
                    hangUp: $0.revents & Int16(POLLHUP | POLLERR) != 0)
            }
        #endif
    }

    /// The select(2) form of ``waitForInput(_:milliseconds:)``, built on every platform so
    /// Linux tests run the code a Mac uses.
    package static func selectReadable(
        _ descriptors: [Int32], milliseconds: Int32
    ) -> [Readiness]? {
        guard let highest = descriptors.max(), highest < Int32(FD_SETSIZE), highest >= 0 else {
            errno = EBADF
            return nil
        }
        // fd_set is a bit array, descriptor n at bit n % 8 of byte n / 8 on the little-endian
        // machines Swift runs on; its field's name differs between Glibc and Darwin.
        var set = fd_set()
        withUnsafeMutableBytes(of: &set) { bytes in
            for fd in descriptors { bytes[Int(fd) / 8] |= UInt8(1) << UInt8(fd % 8) }
        }
        var timeout = timeval(
            tv_sec: Int(milliseconds / 1000), tv_usec: .init(milliseconds % 1000 * 1000))
        let ready =
            milliseconds < 0
            ? select(highest + 1, &set, nil, nil, nil)
            : select(highest + 1, &set, nil, nil, &timeout)
        guard ready >= 0 else { return nil }
        return withUnsafeBytes(of: &set) { bytes in
            descriptors.map { fd in
                Readiness(readable: bytes[Int(fd) / 8] & (UInt8(1) << UInt8(fd % 8)) != 0)
            }
        }
    }
}
