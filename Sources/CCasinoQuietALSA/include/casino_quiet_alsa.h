#ifndef CASINO_QUIET_ALSA_H
#define CASINO_QUIET_ALSA_H

#include <stdbool.h>

/// Stops ALSA's library from printing its errors on standard error; returns whether it could.
///
/// SDL loads ALSA itself when it starts its audio subsystem, and on a machine with no sound
/// card ALSA prints eight lines about missing cards into the player's terminal. The game
/// already says in one line when it has no sound, so these lines are only noise. ALSA's error
/// handler is a C variadic function, which Swift cannot write, hence this target. The library
/// is loaded once and kept, so SDL's own `dlopen` finds the same copy with the quiet handler.
/// Without ALSA (Darwin, or a Linux machine without libasound) it does nothing.
bool casino_quiet_alsa(void);

#endif
