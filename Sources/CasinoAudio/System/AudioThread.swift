#if canImport(Glibc)
    import Glibc
#endif

/// Signal housekeeping for the audio thread.
enum AudioThread {
    /// Names the calling thread `casino-audio` for the kernel, so `top -H`, debuggers and
    /// /proc show which thread is the mixer.
    /// (Glibc's `pthread_setname_np` is not visible to Swift; this is what it does on Linux.)
    static func nameCurrentThread() {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        let name = Array("casino-audio".utf8)
        _ = name.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

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
