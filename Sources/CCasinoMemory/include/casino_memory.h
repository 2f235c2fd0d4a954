#ifndef CASINO_MEMORY_H
#define CASINO_MEMORY_H

/// Makes every large allocation (128 KiB and more) a mapping of its own, given back to the
/// system when freed.
///
/// glibc starts so, but raises that size after the first such block is freed, up to 32 MiB:
/// the audio thread's synthesis then leaves megabytes of freed scratch buffers in its arena,
/// where `malloc_trim` cannot reach them (it trims only the main arena's top). Calling this
/// fixes the size at glibc's starting value, which also stops the raising. Elsewhere (Darwin)
/// it does nothing.
void casino_map_large_blocks_alone(void);

/// Gives the memory the C allocator holds but no longer uses back to the system. Swift's
/// Glibc module declares neither `malloc_trim` nor `mallopt` (<malloc.h>), hence this target.
void casino_release_free_memory(void);

#endif
