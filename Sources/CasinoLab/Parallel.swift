import CasinoSystem
import Dispatch
import Synchronization

/// Runs a computation on several threads and collects the results in thread order.
///
/// Dispatch's threads rather than Swift tasks: the work is long, CPU-bound and never
/// suspends, which is what the cooperative pool is not for. The calling thread stays free to
/// draw a progress bar while it waits.
package enum Parallel {
    package static func run<Result: Sendable>(
        threads: Int,
        whileWaiting: () -> Void = {},
        _ body: @escaping @Sendable (_ thread: Int) -> Result
    ) -> [Result] {
        precondition(threads > 0, "at least one thread")
        let slots = Slots<Result>(Array(repeating: nil, count: threads))
        let group = DispatchGroup()
        for index in 0..<threads {
            group.enter()
            DispatchQueue.global(qos: .userInitiated).async {
                let result = body(index)
                slots.results.withLock { $0[index] = result }
                group.leave()
            }
        }
        while group.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            whileWaiting()
        }
        whileWaiting()
        return slots.results.withLock { $0.map { $0! } }
    }

    /// The machine's processor count, the default thread count.
    package static var processorCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// Each thread's result, once it has one: a class, so the threads' closures share it.
private final class Slots<Value: Sendable>: Sendable {
    let results: Mutex<[Value?]>

    init(_ results: [Value?]) { self.results = Mutex(results) }
}

/// How much of a long run is done, shared between the workers and the progress bar.
package final class ProgressCounter: Sendable {
    package let total: Int
    private let done = Atomic<Int>(0)

    package init(total: Int) { self.total = total }

    package func add(_ amount: Int) { done.add(amount, ordering: .relaxed) }

    package var completed: Int { done.load(ordering: .relaxed) }
}

/// Hands out work-unit numbers 0, 1, 2, … to whichever thread asks next, so a thread slowed
/// by other work on the machine simply takes fewer units. Each thread sees its units in
/// increasing order (what ``XoshiroStreams`` needs), and since every unit's result depends
/// only on its number, the totals do not depend on who computed what.
package final class UnitQueue: Sendable {
    package let count: Int
    private let next = Atomic<Int>(0)

    package init(count: Int) { self.count = count }

    /// The units this caller gets, taken one at a time as it iterates.
    package var units: some Sequence<Int> {
        sequence(state: self) { queue in
            let unit = queue.next.wrappingAdd(1, ordering: .relaxed).oldValue
            return unit < queue.count ? unit : nil
        }
    }
}
