// sitegen runs on jemalloc on Linux (docs/performance.md, "Allocator"): a build makes and frees
// millions of small strings and arrays, and glibc's malloc spent about a tenth of the build's
// CPU time in them. Package.swift links libjemalloc on Linux; this file configures it and lets
// the tests check that it is in use.
#include "CAllocator.h"
#include <stddef.h>
#include <sys/types.h>

#if defined(__linux__)
// Read by jemalloc at start-up. Freed pages go back to the system after one second instead of
// ten, and at once instead of being kept "muzzy": peak memory stays close to glibc's.
__attribute__((visibility("default"), used))
const char *malloc_conf = "dirty_decay_ms:1000,muzzy_decay_ms:0";

// jemalloc's control interface; weak, so the file links (and answers -1) without it.
extern int mallctl(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen) __attribute__((weak));
#endif

long sitegen_jemalloc_dirty_decay_ms(void) {
#if defined(__linux__)
    if (mallctl == NULL) return -1;
    ssize_t value = 0;
    size_t length = sizeof(value);
    if (mallctl("opt.dirty_decay_ms", &value, &length, NULL, 0) != 0) return -1;
    return (long)value;
#else
    return -1;
#endif
}
