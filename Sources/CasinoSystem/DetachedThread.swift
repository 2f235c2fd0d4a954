/// A thread of the game's own (the audio thread): starting it, its name, and its signal
/// housekeeping.
package enum DetachedThread {
    /// Runs `body` on a new detached thread of its own (a plain pthread, not a pool thread of
    /// Dispatch or the concurrency runtime: the mixer blocks on its output and sleeps on its
    /// condition for as long as the game lasts). Returns false if the system refused a thread.
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #elseif canImport(Darwin)
            var thread: pthread_t? = nil
        #endif
        let result = pthread_create(
            &thread, nil,
            { context in
                // The context is optional on Glibc and not on Darwin: this reads it on both.
                let pointer = (context as UnsafeMutableRawPointer?)!
                Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        #if canImport(Glibc)
            pthread_detach(thread)
        #elseif canImport(Darwin)
            if let thread { pthread_detach(thread) }
        #endif
        return true
    }

    /// The thread's work, boxed to cross `pthread_create`'s untyped context pointer.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Names the calling thread for the kernel, so `top -H`, debuggers and crash reports
    /// show it.
    package static func nameCurrentThread(_ name: String) {
        #if canImport(Glibc)
            // Glibc's `pthread_setname_np` is not visible to Swift; this is what it does.
            try? SystemCalls.writeFile("/proc/thread-self/comm", Array(name.utf8))
        #elseif canImport(Darwin)
            // Darwin's form names only the calling thread, which is what is wanted here.
            _ = pthread_setname_np(name)
        #endif
    }

    /// Blocks SIGPIPE on the calling thread only. A player that dies makes our next
    /// write fail with EPIPE instead of killing the whole game, without changing how the rest
    /// of the process treats a closed pipe. (On Darwin the player's pipe is also marked
    /// `F_SETNOSIGPIPE`, so no SIGPIPE is raised for it at all.)
    package static func blockBrokenPipeSignal() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Takes the SIGPIPE a failed write left pending on this thread, so it is never delivered.
    package static func discardPendingBrokenPipe() {
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
