#ifndef CASINO_ENTROPY_H
#define CASINO_ENTROPY_H

#include <stddef.h>

/// Fills `buffer` with `length` bytes from the kernel's getrandom(2), retrying on EINTR and
/// short reads. Returns 0 on success, or the errno value (ENOSYS when the kernel or C library
/// has no getrandom), so the caller can fall back to /dev/urandom.
int casino_getrandom(void *buffer, size_t length);

#endif
