#ifndef SITEGEN_CALLOCATOR_H
#define SITEGEN_CALLOCATOR_H

// Nothing to call: linking this target into an executable makes it run on jemalloc (Linux)
// with the options in allocator.c's `malloc_conf`.

#endif
