extension SystemCalls {
    /// Sleeps `seconds` of real time, all of it: a signal that wakes the thread early (the
    /// terminal's resize, say) does not cut the sleep short. For plain mode's `wait`, a
    /// child's exit being watched, and SDL's audio queue draining, none of which has an
    /// event to wait on.
    package static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        let whole = seconds.rounded(.down)
        var request = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
