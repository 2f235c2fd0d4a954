/// A lock with a condition variable (a pthread mutex and cond): what the game's thread and the
/// audio thread share the mailbox under, and what the idle audio thread sleeps on.
///
/// Foundation's `NSCondition` would do, but linking Foundation costs the terminal game about
/// 4 MB of resident memory (issue 11); Synchronization's `Mutex` has no wait. A timed wait
/// measures its timeout on the monotonic clock, so setting the time of day neither wakes the
/// audio thread early nor leaves it asleep.
///
/// `@unchecked Sendable`: the pthread objects are made for sharing between threads; they live
/// at fixed addresses allocated here, as pthreads requires (a Swift property may move).
package final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        #if canImport(Glibc)
            var attributes = pthread_condattr_t()
            pthread_condattr_init(&attributes)
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
            pthread_cond_init(condition, &attributes)
            pthread_condattr_destroy(&attributes)
        #elseif canImport(Darwin)
            // Darwin's relative timed wait (below) needs no clock attribute.
            pthread_cond_init(condition, nil)
        #endif
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }

    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Wakes one waiting thread. Call holding the lock.
    package func signal() { pthread_cond_signal(condition) }

    /// Wakes every waiting thread. Call holding the lock.
    package func broadcast() { pthread_cond_broadcast(condition) }

    /// Releases the lock and sleeps until signalled (or woken spuriously: callers re-check
    /// what they wait for), then takes the lock again. Call holding the lock.
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// The longest timed wait, in seconds (a day): longer ones are cut to it, so converting to
    /// the kernel's whole seconds cannot overflow. Callers wait milliseconds to seconds.
    private static let longestWait = 86_400.0
    private static let nanosecondsPerSecond = 1_000_000_000

    /// ``wait()`` for at most `seconds`. Returns false if the time ran out first.
    @discardableResult
    package func wait(seconds: Double) -> Bool {
        guard seconds > 0 else { return false }
        let limited = min(seconds, Self.longestWait)
        let whole = limited.rounded(.down)
        let nanoseconds = Int((limited - whole) * Double(Self.nanosecondsPerSecond))
        #if canImport(Glibc)
            var deadline = timespec()
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            let total = deadline.tv_nsec + nanoseconds
            deadline.tv_sec += Int(whole) + total / Self.nanosecondsPerSecond
            deadline.tv_nsec = total % Self.nanosecondsPerSecond
            return pthread_cond_timedwait(condition, mutex, &deadline) != ETIMEDOUT
        #elseif canImport(Darwin)
            var interval = timespec(tv_sec: Int(whole), tv_nsec: nanoseconds)
            return pthread_cond_timedwait_relative_np(condition, mutex, &interval) != ETIMEDOUT
        #endif
    }
}
