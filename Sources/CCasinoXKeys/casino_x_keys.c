#include "casino_x_keys.h"

#include <string.h>

#if __has_include(<SDL2/SDL_syswm.h>) && __has_include(<X11/Xlib.h>)
#define SDL_VIDEO_DRIVER_X11 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#define CASINO_HAS_X11 1
#endif

casino_x_key_event casino_x_key_event_of(const void *message) {
    casino_x_key_event result;
    memset(&result, 0, sizeof result);
    result.kind = casino_x_other;
#if defined(CASINO_HAS_X11)
    const SDL_SysWMmsg *wm = message;
    if (wm->subsystem != SDL_SYSWM_X11) {
        return result;
    }
    const XEvent *event = &wm->msg.x11.event;
    switch (event->type) {
    case KeyPress:
    case KeyRelease:
        result.kind = event->type == KeyPress ? casino_x_press : casino_x_release;
        result.keycode = event->xkey.keycode;
        break;
    case KeymapNotify:
        result.kind = casino_x_keymap;
        // Xlib fills bytes 1 to 31 (keycodes 8 to 255); byte 0 is not the server's.
        memcpy(result.down + 1, event->xkeymap.key_vector + 1, sizeof result.down - 1);
        break;
    default:
        break;
    }
#else
    (void)message;
#endif
    return result;
}
