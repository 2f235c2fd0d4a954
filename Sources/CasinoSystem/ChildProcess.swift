// Child processes are for Linux and macOS: iOS has no posix_spawn.
#if os(Linux) || os(macOS)
    /// A program running as our child, reading what we write to ``input``: the sound's
    /// player (aplay, paplay, afplay).
    ///
    /// Started with `posix_spawn` rather than Foundation's `Process`, which would link all of
    /// Foundation into the game (issue 11). It is started as `Process` starts one: the given
    /// path as `argv[0]`, our environment, no signal blocked and every signal at its default
    /// (the audio thread blocks SIGPIPE, and a child must not inherit that), no descriptor of
    /// ours open in it but its three standard ones: standard input the read end of a new pipe,
    /// standard output and standard error `/dev/null` (a player's chatter must not land on
    /// the terminal game's screen).
    package final class ChildProcess {
        package let pid: pid_t
        /// Our end of the pipe to the player's standard input; close-on-exec, so a player
        /// started later does not hold it open (the player would never see its input end).
        package let input: Int32
        private var inputOpen = true
        private var exited = false

        /// Starts the program at `path` with `arguments`, or throws why it could not start.
        package init(path: String, arguments: [String]) throws(SystemError) {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw SystemError.last }
            var (reading, writing) = (ends[0], ends[1])
            // Neither end may outlive an exec: the child gets the read end as its descriptor 0.
            _ = fcntl(reading, F_SETFD, FD_CLOEXEC)
            _ = fcntl(writing, F_SETFD, FD_CLOEXEC)
            if reading <= STDERR_FILENO {
                // A game started with a standard descriptor closed may be given it here; the
                // child's copy onto 0 must then be a real copy. A copy onto itself keeps
                // close-on-exec on some systems (glibc clears it; Darwin has a separate
                // `addinherit_np` action for this case), and the player would have no input.
                let moved = fcntl(reading, F_DUPFD_CLOEXEC, STDERR_FILENO + 1)
                let error = SystemError.last
                close(reading)
                guard moved >= 0 else {
                    close(writing)
                    throw error
                }
                reading = moved
            }

            defer { close(reading) }
            do {
                pid = try Self.spawn(path: path, arguments: arguments, stdin: reading)
            } catch {
                close(writing)
                throw error
            }
            input = writing
            #if os(Linux)
                // The kernel rounds up to one page (4 KiB ≈ 46 ms of audio).
                _ = fcntl(input, Self.setPipeSize, Self.pipeBytes)
            #elseif canImport(Darwin)
                // A dead player makes write fail with EPIPE, and raises no SIGPIPE at all.
                _ = fcntl(input, F_SETNOSIGPIPE, 1)
            #endif
        }

        #if os(Linux)
            /// Linux's `F_SETPIPE_SZ` (<linux/fcntl.h>, which Swift's Glibc module does not show).
            private static let setPipeSize: Int32 = 1031
            /// The pipe's size asked for: one page.
            private static let pipeBytes: Int32 = 4096
        #endif

        deinit { closeInput() }

        /// Closes our end of the pipe: the player reads to the end of its input and exits.
        package func closeInput() {
            guard inputOpen else { return }
            inputOpen = false
            close(input)
        }

        /// Closes the pipe so the player plays out its buffer and exits; waits up to two seconds,
        /// then gives it half a second to quit when asked.
        package func finish() {
            closeInput()
            if !waitForExit(seconds: 2) { terminate(grace: 0.5) }
        }

        /// Waits up to `seconds` for the player to exit. Returns true once it has (and has
        /// been reaped, so no zombie is left behind).
        private func waitForExit(seconds: Double) -> Bool {
            let deadline = MonotonicClock.seconds() + seconds
            while !reap(blocking: false) {
                guard MonotonicClock.seconds() < deadline else { return false }
                SystemCalls.sleep(seconds: Self.exitPollInterval)
            }
            return true
        }

        /// How often ``waitForExit(seconds:)`` looks.
        private static let exitPollInterval = 0.01

        /// Asks the player to quit (SIGTERM); after `grace` seconds kills it (SIGKILL), and
        /// reaps it.
        private func terminate(grace: Double) {
            guard !exited else { return }
            kill(pid, SIGTERM)
            if waitForExit(seconds: grace) { return }
            kill(pid, SIGKILL)
            _ = reap(blocking: true)
        }

        /// Collects the player's exit if it has exited (or, blocking, once it does).
        private func reap(blocking: Bool) -> Bool {
            guard !exited else { return true }
            var status: Int32 = 0
            var result: pid_t
            repeat {
                result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            } while result < 0 && errno == EINTR
            exited = result == pid || (result < 0 && errno == ECHILD)
            return exited
        }

        private static func spawn(path: String, arguments: [String], stdin: Int32)
            throws(SystemError) -> pid_t
        {
            #if canImport(Glibc)
                var actions = posix_spawn_file_actions_t()
                var attributes = posix_spawnattr_t()
            #elseif canImport(Darwin)
                var actions: posix_spawn_file_actions_t? = nil
                var attributes: posix_spawnattr_t? = nil
            #endif
            posix_spawn_file_actions_init(&actions)
            posix_spawnattr_init(&attributes)
            defer {
                posix_spawn_file_actions_destroy(&actions)
                posix_spawnattr_destroy(&attributes)
            }
            posix_spawn_file_actions_adddup2(&actions, stdin, STDIN_FILENO)
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)

            var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
            #if os(Linux)
                // Close every other descriptor we hold in the child, close-on-exec or not, as
                // `Process` does (glibc's closefrom action is not visible to Swift). The listing's
                // own number, closed by then, is harmless: glibc skips a close of nothing open.
                for name in SystemCalls.folderEntries("/proc/self/fd") ?? [] {
                    if let descriptor = Int32(name), descriptor > STDERR_FILENO {
                        posix_spawn_file_actions_addclose(&actions, descriptor)
                    }
                }
            #elseif canImport(Darwin)
                // Darwin closes every descriptor the actions above did not set up.
                flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
            #endif
            var noSignals = sigset_t()
            sigemptyset(&noSignals)
            posix_spawnattr_setsigmask(&attributes, &noSignals)
            var allSignals = sigset_t()
            sigfillset(&allSignals)
            sigdelset(&allSignals, SIGKILL)
            sigdelset(&allSignals, SIGSTOP)
            posix_spawnattr_setsigdefault(&attributes, &allSignals)
            posix_spawnattr_setflags(&attributes, Int16(flags))

            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            var pid: pid_t = 0
            let result = posix_spawn(&pid, path, &actions, &attributes, argv, environment())
            guard result == 0 else { throw SystemError(code: result) }
            return pid
        }

        /// This process's environment, which the player inherits.
        private static func environment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
            #if canImport(Glibc)
                environ
            #elseif canImport(Darwin)
                _NSGetEnviron().pointee
            #endif
        }
    }

#endif
