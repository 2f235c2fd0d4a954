#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signal housekeeping for the audio thread.
enum AudioThread {
    /// What the kernel calls the mixer, so `top -H`, debuggers and crash reports show it.
    static let name = "casino-audio"

    /// Names the calling thread ``name`` for the kernel.
    static func nameCurrentThread() {
        #if canImport(Glibc)
            // Glibc's `pthread_setname_np` is not visible to Swift; this is what it does.
            let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            let bytes = Array(name.utf8)
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        #elseif canImport(Darwin)
            // Darwin's form names only the calling thread, which is what is wanted here.
            _ = pthread_setname_np(name)
        #endif
    }

    /// Blocks SIGPIPE on the calling (audio) thread only. A player that dies makes our next
    /// write fail with EPIPE instead of killing the whole game, without changing how the rest
    /// of the process treats a closed pipe. (On Darwin the player's pipe is also marked
    /// `F_SETNOSIGPIPE`, so no SIGPIPE is raised for it at all.)
    static func blockBrokenPipeSignal() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Takes the SIGPIPE a failed write left pending on this thread, so it is never delivered.
    static func discardPendingBrokenPipe() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        #if canImport(Glibc)
            var timeout = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&set, nil, &timeout) == SIGPIPE {}
        #elseif canImport(Darwin)
            // No sigtimedwait on Darwin: sigwait returns at once for a signal already pending.
            var pending = sigset_t()
            var taken: Int32 = 0
            while sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 {
                guard sigwait(&set, &taken) == 0 else { return }
            }
        #endif
    }
}
