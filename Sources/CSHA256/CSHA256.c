// SHA-256 compression with the x86 SHA extensions (SHA-NI), the round structure of Intel's
// white paper "Intel SHA Extensions" (2013). `sha256rnds2` does two rounds on the state held as
// ABEF and CDGH; `sha256msg1`/`sha256msg2` extend the message schedule four words at a time.
// Compiled for every x86-64 CPU: only this function uses the SHA instructions, and Swift calls it
// only when `csha256_hardware()` says they are there.
#include "CSHA256.h"

#if defined(__x86_64__)

#include <cpuid.h>
#include <immintrin.h>

int csha256_hardware(void) {
    unsigned a, b, c, d;
    // Leaf 1: SSSE3 (ECX bit 9), SSE4.1 (ECX bit 19). Leaf 7: SHA (EBX bit 29).
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    if (!(c & (1u << 9)) || !(c & (1u << 19))) return 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return (b & (1u << 29)) ? 1 : 0;
}

static const uint32_t K[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

__attribute__((target("sha,sse4.1,ssse3")))
void csha256_compress(uint32_t state[8], const uint8_t *blocks, size_t count) {
    // Message words are big-endian: reverse the bytes of each 32-bit lane.
    const __m128i swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);

    // a b c d / e f g h  ->  ABEF / CDGH, the order sha256rnds2 wants.
    __m128i tmp = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1); // CDAB
    __m128i s1 = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B);  // EFGH
    __m128i s0 = _mm_alignr_epi8(tmp, s1, 8);                                           // ABEF
    s1 = _mm_blend_epi16(s1, tmp, 0xF0);                                                // CDGH

    for (size_t n = 0; n < count; n++, blocks += 64) {
        const __m128i abef = s0, cdgh = s1;
        __m128i w[4];
        for (int i = 0; i < 4; i++)
            w[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16 * i)), swap);

        // Sixteen groups of four rounds. In group g, w[g % 4] holds W[4g … 4g+3].
#pragma clang loop unroll(full)
        for (int g = 0; g < 16; g++) {
            const __m128i cur = w[g % 4];
            __m128i m = _mm_add_epi32(cur, _mm_load_si128((const __m128i *)&K[4 * g]));
            s1 = _mm_sha256rnds2_epu32(s1, s0, m);
            if (g >= 3 && g <= 14) {
                // W[4g+4 …] = msg1(W[4g-12 …], W[4g-8 …]) (done three groups ago)
                //             + W[4g-3 … 4g] + sigma1 terms from msg2.
                __m128i next = _mm_add_epi32(w[(g + 1) % 4], _mm_alignr_epi8(cur, w[(g + 3) % 4], 4));
                w[(g + 1) % 4] = _mm_sha256msg2_epu32(next, cur);
            }
            m = _mm_shuffle_epi32(m, 0x0E);
            s0 = _mm_sha256rnds2_epu32(s0, s1, m);
            if (g >= 1 && g <= 12)
                w[(g + 3) % 4] = _mm_sha256msg1_epu32(w[(g + 3) % 4], cur);
        }

        s0 = _mm_add_epi32(s0, abef);
        s1 = _mm_add_epi32(s1, cdgh);
    }

    // ABEF / CDGH back to a b c d / e f g h.
    tmp = _mm_shuffle_epi32(s0, 0x1B);                                           // FEBA
    s1 = _mm_shuffle_epi32(s1, 0xB1);                                            // DCHG
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(tmp, s1, 0xF0));      // DCBA
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(s1, tmp, 8));         // HGFE
}

#else

// No SHA instructions to use: the Swift code does the work.
int csha256_hardware(void) { return 0; }

void csha256_compress(uint32_t state[8], const uint8_t *blocks, size_t count) {
    (void)state; (void)blocks; (void)count;
    __builtin_trap();
}

#endif
