#ifndef SITEGEN_CALLOCATOR_H
#define SITEGEN_CALLOCATOR_H

/// How long jemalloc keeps freed pages before returning them, in milliseconds, as sitegen
/// configures it; -1 when the process does not run on jemalloc (not Linux, or not linked).
long sitegen_jemalloc_dirty_decay_ms(void);

#endif
