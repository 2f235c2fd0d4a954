#if canImport(Glibc)
    import Glibc
#endif

/// Signal housekeeping for the audio thread.
enum AudioThread {
    /// Blocks SIGPIPE on the calling (audio) thread only. A player that dies makes our next
    /// write fail with EPIPE instead of killing the whole game, without changing how the rest
    /// of the process treats a closed pipe.
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
        var timeout = timespec(tv_sec: 0, tv_nsec: 0)
        while sigtimedwait(&set, nil, &timeout) == SIGPIPE {}
    }
}
