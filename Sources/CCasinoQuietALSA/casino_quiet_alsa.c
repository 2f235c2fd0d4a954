#include "casino_quiet_alsa.h"

#if defined(__linux__)
#include <dlfcn.h>
#include <stddef.h>

/// ALSA's snd_lib_error_handler_t (<alsa/error.h>), declared here so that no ALSA headers
/// are needed to build.
typedef void (*casino_alsa_error_handler)(
    const char *file, int line, const char *function, int error, const char *format, ...);
typedef int (*casino_alsa_set_error_handler)(casino_alsa_error_handler handler);

static void casino_alsa_say_nothing(
    const char *file, int line, const char *function, int error, const char *format, ...) {
    (void)file;
    (void)line;
    (void)function;
    (void)error;
    (void)format;
}
#endif

bool casino_quiet_alsa(void) {
#if defined(__linux__)
    void *alsa = dlopen("libasound.so.2", RTLD_LAZY | RTLD_GLOBAL);
    if (alsa == NULL) {
        return false;
    }
    casino_alsa_set_error_handler set_handler =
        (casino_alsa_set_error_handler)dlsym(alsa, "snd_lib_error_set_handler");
    if (set_handler == NULL) {
        return false;
    }
    return set_handler(casino_alsa_say_nothing) == 0;
#else
    return false;
#endif
}
