import CasinoSystem

/// What the caller's thread and the audio thread share, guarded by `condition`.
///
/// `@unchecked Sendable` because every mutable field is read and written only while holding
/// `condition`'s lock; the lock is held just long enough to swap the queue, never while
/// rendering or writing, so `AudioSystem.perform` never waits on the audio device.
final class AudioMailbox: @unchecked Sendable {
    let condition = ConditionLock()
    /// Commands not yet taken by the audio thread, each stamped with the clock when sent.
    var pending: [(time: Double, command: Mixer.Command)] = []
    var muted: Bool
    var stopping = false
    var finished = false
    /// The audio thread is asleep with nothing playing and nothing pending.
    var quiet = false

    init(muted: Bool) { self.muted = muted }
}

/// The audio thread's work: take stamped commands, mix, and feed the output in blocks.
///
/// Timeline: frame 0 is the moment the system started; a command sent at clock time t acts
/// at frame (t − start) × 44 100, or as soon after as the stream allows. While sounds play,
/// the thread renders one block at a time, keeping at most `output.lead` frames ahead of the
/// clock, and sleeps on the condition between blocks; with nothing playing it sleeps until
/// the next command (no polling).
struct AudioLoop {
    /// Frames per rendering block: 512 frames ≈ 11.6 ms.
    static let blockSize = 512

    let mailbox: AudioMailbox
    let clock: @Sendable () -> Double
    let origin: Double
    var mixer: Mixer
    let output: AudioOutput
    /// Frames of the timeline already handed to the output (or skipped, for a live output).
    private(set) var rendered = 0
    // Scratch blocks, reused so that rendering allocates nothing.
    private(set) var mixBlock = [Float](repeating: 0, count: AudioLoop.blockSize)
    private(set) var pcmBlock = [Int16](repeating: 0, count: AudioLoop.blockSize)

    func frame(at time: Double) -> Int {
        max(0, Int(((time - origin) * Double(audioSampleRate)).rounded()))
    }

    mutating func run() {
        let condition = mailbox.condition
        condition.lock()
        while true {
            while mailbox.pending.isEmpty && !mailbox.stopping {
                if mixer.isActive {
                    let due = rendered + AudioLoop.blockSize - output.lead
                    let now = frame(at: clock())
                    if now >= due { break }
                    let wait = Double(due - now) / Double(audioSampleRate)
                    condition.wait(seconds: wait)
                } else {
                    mailbox.quiet = true
                    condition.broadcast()
                    condition.wait()
                }
            }
            mailbox.quiet = false
            let batch = mailbox.pending
            mailbox.pending.removeAll(keepingCapacity: true)
            let stopping = mailbox.stopping
            // Read with the batch, under the lock: every command sent later is stamped at or
            // after it, so rendering up to it never runs past a command not yet applied.
            let horizon = clock()
            condition.unlock()

            skipMissedTime(before: horizon)
            for item in batch {
                advance(to: frame(at: item.time))
                mixer.apply(item.command)
            }
            advance(to: frame(at: horizon) + output.lead)
            if stopping {
                finish()
                condition.lock()
                mailbox.finished = true
                condition.broadcast()
                condition.unlock()
                return
            }
            condition.lock()
        }
    }

    /// A live output that fell more than a quarter second behind the clock (the machine
    /// was suspended, or the thread starved) starts again from now rather than pouring the
    /// missed stretch into the player in one burst. A recording keeps every frame.
    private mutating func skipMissedTime(before horizon: Double) {
        guard !output.writesGaps else { return }
        let now = frame(at: horizon)
        if now - rendered > audioSampleRate / 4 { rendered = now }
    }

    /// Brings the stream up to `target`: mixing while anything sounds; across silence,
    /// writing zeros for a recording or simply jumping ahead for a live player.
    mutating func advance(to target: Int) {
        while rendered < target {
            let count = min(AudioLoop.blockSize, target - rendered)
            if mixer.isActive {
                mixBlock.withUnsafeMutableBufferPointer { block in
                    mixer.render(into: UnsafeMutableBufferPointer(rebasing: block[0..<count]))
                    pcmBlock.withUnsafeMutableBufferPointer { pcm in
                        for index in 0..<count { pcm[index] = PCM.int16(block[index]) }
                    }
                }
            } else if output.writesGaps {
                pcmBlock.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            } else {
                rendered = target
                return
            }
            _ = pcmBlock.withUnsafeBufferPointer {
                output.write(UnsafeBufferPointer(rebasing: $0[0..<count]))
            }
            rendered += count
        }
    }

    /// Shutting down: play up to now, fade whatever still sounds over 20 ms, close the output.
    private mutating func finish() {
        if mixer.isActive {
            mixer.fadeOutAll()
            advance(to: rendered + Int(Mixer.shutdownFade * Double(audioSampleRate)))
        }
        while mixer.isActive { advance(to: rendered + AudioLoop.blockSize) }
        output.finish()
    }
}
