/// Where the mixed stream goes: a player process, SDL2, a WAV file, or nowhere.
///
/// Outputs live on the audio thread only, so they need no locking of their own.
protocol AudioOutput: AnyObject {
    /// How far ahead of the clock the mixer may render, in frames. A device needs a little
    /// lead so a busy machine does not starve it; a recording needs none.
    var lead: Int { get }
    /// Whether silent stretches between sounds are written out (a recording keeps real
    /// timing) or skipped (a player simply runs dry and waits).
    var writesGaps: Bool { get }
    /// Sends one block of mono 16-bit samples; may block while the device catches up.
    /// Returns false once the output has failed for good.
    func write(_ samples: UnsafeBufferPointer<Int16>) -> Bool
    /// Flushes and closes; for a player, lets it play out what it holds.
    func finish()
}

/// The lead of an output that feeds a device (a player's pipe, SDL's queue): 1536 frames,
/// about 35 ms, so a busy machine does not starve it and a cue is heard with its frame.
let deviceLead = 1536

/// No sound at all: the fallback when there is nothing to play through, and `CASINO_AUDIO=off`.
final class SilentOutput: AudioOutput {
    var lead: Int { 0 }
    var writesGaps: Bool { false }
    func write(_ samples: UnsafeBufferPointer<Int16>) -> Bool { true }
    func finish() {}
}
