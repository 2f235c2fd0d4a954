#ifndef CASINO_X_KEYS_H
#define CASINO_X_KEYS_H

#include <stdint.h>

/// What an X event that SDL hands on as an `SDL_SYSWMEVENT` says about the keyboard.
///
/// SDL keeps the X server's key state for the modifiers only: a key already down when the
/// window gains the keyboard reaches it, once the server repeats it, as a fresh press. The
/// server says which keys are down as the window gains the keyboard (KeymapNotify) and which
/// key each press is; reading them takes Xlib's types, which would clash with the game's in
/// Swift (Xlib has its own `Screen`), hence this target. Without Xlib's or SDL's headers, and
/// from any other video driver, every event is `casino_x_other`.
typedef enum {
    casino_x_other,
    /// `keycode` went down, or the server repeated it.
    casino_x_press,
    /// `keycode` went up.
    casino_x_release,
    /// The window gained the keyboard: `down` has a bit set for each X keycode down then.
    casino_x_keymap,
} casino_x_kind;

typedef struct {
    casino_x_kind kind;
    uint32_t keycode;
    /// Bit `k % 8` of byte `k / 8` for X keycode `k` (8–255; 0–7 are never keys).
    uint8_t down[32];
} casino_x_key_event;

/// Reads `message`, the `SDL_SysWMmsg` of an `SDL_SYSWMEVENT`.
casino_x_key_event casino_x_key_event_of(const void *message);

#endif
