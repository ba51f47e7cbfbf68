#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this CPU has the x86 SHA extensions (with SSSE3 and SSE4.1), else 0. Always 0 on
/// other architectures.
int csha256_hardware(void);

/// SHA-256 compression of `count` 64-byte blocks at `blocks` into `state` (a, b, … h), with the
/// SHA instructions. Call only when `csha256_hardware()` is 1.
void csha256_compress(uint32_t state[8], const uint8_t *blocks, size_t count);

#endif
