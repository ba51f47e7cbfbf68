// sitegen runs on jemalloc on Linux (docs/performance.md, "Allocator"): a build makes and frees
// millions of small strings and arrays, and glibc's malloc spent about a tenth of the build's
// CPU time in them. Package.swift links libjemalloc into the executables on Linux; this file
// configures it. `AllocatorCLITests` check that the sitegen executable runs on it with these
// settings (jemalloc's own statistics, `MALLOC_CONF=stats_print:true`).
#include "CAllocator.h"

#if defined(__linux__)
// Read by jemalloc at start-up. Freed pages go back to the system after one second instead of
// ten, and at once instead of being kept "muzzy": peak memory stays close to glibc's.
__attribute__((visibility("default"), used))
const char *malloc_conf = "dirty_decay_ms:1000,muzzy_decay_ms:0";
#endif
