#if Window
    import CCasinoXKeys
    import CSDL2

    /// The keys the window leaves alone until they are let go: those already down when it
    /// gained the keyboard. A hand still on the key that started the game (Space, q, Enter)
    /// is not a press in the game, but the X server repeats the key into the window, and SDL,
    /// which keeps the server's key state for the modifiers only, reports the first repeat as
    /// a fresh press: a held Space spun, a held q closed the window as it opened.
    ///
    /// SDL hands each X event on (an `SDL_SYSWMEVENT`) just before the key event it makes of
    /// it, so the X event says whether the key event that follows is a held key's.
    struct HeldKeys {
        /// X keycodes down since before the window last gained the keyboard.
        private var held: Set<UInt32> = []
        private var nextIsHeld = false

        /// Has SDL hand on the X server's events.
        static func listen() { SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE) }

        /// Takes in an X event: the keys down as the window gains the keyboard, a press, a
        /// release.
        mutating func note(_ message: OpaquePointer) {
            let event = casino_x_key_event_of(UnsafeRawPointer(message))
            switch event.kind {
            case casino_x_keymap:
                held = withUnsafeBytes(of: event.down) { bytes in
                    Set(
                        (0..<bytes.count * 8).filter { bytes[$0 / 8] & 1 << ($0 % 8) != 0 }
                            .map(UInt32.init))
                }
            case casino_x_press: nextIsHeld = held.contains(event.keycode)
            case casino_x_release: held.remove(event.keycode)
            default: break
            }
        }

        /// Whether the key SDL reports now was held since before the window had the keyboard.
        mutating func pressIsHeld() -> Bool {
            defer { nextIsHeld = false }
            return nextIsHeld
        }
    }
#endif
