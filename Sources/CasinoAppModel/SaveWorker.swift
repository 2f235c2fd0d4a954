import CasinoEngine
import CasinoSharedModels
import Dispatch

/// Writes the app's saves away from the main actor: a save takes a lock and two `fsync`s,
/// which on the main actor would stall the frame being drawn at every press.
///
/// Public: the Apple app's model is built with one (``BackgroundSaveWorker`` when live).
public protocol SaveWorker: Sendable {
    /// Writes `data` after every save handed over before it, then calls `done` on the main
    /// actor with the high score now on disk, or the error that kept it from being written.
    func write(
        _ data: SaveData, then done: @escaping @MainActor @Sendable (Result<Int, any Error>) -> Void
    )
}

/// The live worker: saves run in order on one serial queue, and each answer comes back on
/// the main queue, where the model waits for it before revealing a spin.
///
/// Public: the Apple app's model saves through one.
public final class BackgroundSaveWorker: SaveWorker {
    private let queue = DispatchQueue(label: "RMIT Casino saves", qos: .userInitiated)
    private let save: @Sendable (SaveData) throws -> Int

    /// A worker that runs `save` (which writes durably and returns the high score on disk).
    public init(_ save: @escaping @Sendable (SaveData) throws -> Int) {
        self.save = save
    }

    /// Queues the save; `done` runs on the main queue once it is written or has failed.
    public func write(
        _ data: SaveData, then done: @escaping @MainActor @Sendable (Result<Int, any Error>) -> Void
    ) {
        queue.async { [save] in
            let result = Result { try save(data) }
            DispatchQueue.main.async { MainActor.assumeIsolated { done(result) } }
        }
    }
}
