import CasinoEngine
import CasinoSharedModels

/// The saves handed to a ``SaveWorker`` and not yet answered, on the main actor: what the
/// controller's synchronous save becomes in the app, and what a spin's reveal waits for.
@MainActor
final class PendingSaves {
    private let worker: any SaveWorker
    private var outstanding = 0
    private var waiting: [@MainActor () -> Void] = []
    /// The highest score a finished save found on disk (another copy of the game may have
    /// saved a higher one than this one knows).
    private var diskHighScore = 0
    /// Told of each save that failed when its answer comes back later (an answer given while
    /// the save is being handed over is thrown to the controller instead).
    var onFailure: (@MainActor (any Error) -> Void)?
    /// Inside ``save(_:)``: the controller is in the middle of an action, and must not be
    /// called back.
    private var handingOver = false
    private var failedAtOnce: (any Error)?

    init(worker: any SaveWorker) {
        self.worker = worker
    }

    /// Hands `data` to the worker and returns at once, with the best high score known so far:
    /// the controller's ``PlayEnvironment/save`` answer, one save late for what is on disk. A
    /// worker that writes on the spot and fails makes this throw, as a save in place does.
    func save(_ data: SaveData) throws -> Int {
        outstanding += 1
        handingOver = true
        worker.write(data) { [weak self] result in
            self?.answered(result)
        }
        handingOver = false
        if let error = failedAtOnce {
            failedAtOnce = nil
            throw error
        }
        return max(diskHighScore, data.game.highScore)
    }

    /// Runs `work` once every save handed over so far is answered (at once if none is out).
    func afterSaves(_ work: @escaping @MainActor () -> Void) {
        guard outstanding > 0 else { return work() }
        waiting.append(work)
    }

    private func answered(_ result: Result<Int, any Error>) {
        outstanding -= 1
        switch result {
        case .success(let stored): diskHighScore = max(diskHighScore, stored)
        case .failure(let error):
            if handingOver { failedAtOnce = error } else { onFailure?(error) }
        }
        guard outstanding == 0, !waiting.isEmpty else { return }
        let ready = waiting
        waiting.removeAll()
        guard handingOver else {
            for work in ready { work() }
            return
        }
        // Answered inside the controller's own action: what waited runs once it is over.
        Task { @MainActor in
            for work in ready { work() }
        }
    }
}
