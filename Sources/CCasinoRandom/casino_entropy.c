// getrandom(2) is declared in <sys/random.h>, which Swift's Glibc module does not import, so
// this one function is written in C. It is Linux's: elsewhere (Darwin, whose randomness comes
// from arc4random_buf in OperatingSystemEntropy.swift) it compiles to a stub saying ENOSYS.
#include "casino_entropy.h"

#include <errno.h>

#if defined(__linux__)
#include <sys/random.h>
#endif

int casino_getrandom(void *buffer, size_t length) {
#if defined(__linux__)
    unsigned char *bytes = buffer;
    while (length > 0) {
        ssize_t got = getrandom(bytes, length, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        bytes += got;
        length -= (size_t)got;
    }
    return 0;
#else
    (void)buffer;
    (void)length;
    return ENOSYS;
#endif
}
