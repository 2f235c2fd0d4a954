#include "casino_memory.h"

// Any C library header defines __GLIBC__ under glibc; <stdlib.h> is on every system.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// glibc's own starting threshold for mapping a block alone (M_MMAP_THRESHOLD's default).
enum { casino_large_block = 128 * 1024 };

void casino_map_large_blocks_alone(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, casino_large_block);
#endif
}

void casino_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
