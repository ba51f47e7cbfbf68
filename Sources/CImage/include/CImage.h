#ifndef SITEGEN_CIMAGE_H
#define SITEGEN_CIMAGE_H

// Decoding and encoding of JPEG (libjpeg) and PNG (libpng) pictures for sitegen's photos, in C
// because both libraries report errors with longjmp, which Swift cannot catch. Only
// SiteGen/Images/ImageCodec.swift calls this.

#include <stddef.h>
#include <stdint.h>

enum {
    CIMAGE_OK = 0,
    /// The header states more pixels than max_pixels: nothing was allocated for them.
    CIMAGE_TOO_LARGE = 1,
    /// The decoder or encoder failed; `message` says why.
    CIMAGE_BROKEN = 2,
};

/// A decoded picture: the size its header states and, when its long side is over max_side,
/// the pixels scaled down (area average) so the long side is max_side.
typedef struct {
    uint32_t width, height;
    /// Of `pixels`: 1 grey, 2 grey and alpha, 3 RGB, 4 RGBA (8 bits each).
    uint32_t channels;
    /// scaled_width × scaled_height × channels bytes, or NULL when the picture fits.
    uint8_t *pixels;
    uint32_t scaled_width, scaled_height;
    /// The JPEG's ICC colour profile (APP2), or NULL.
    uint8_t *icc;
    size_t icc_length;
    /// What the decoder said, on CIMAGE_BROKEN.
    char message[200];
} cimage_picture;

/// Decodes every scan line (so a header whose size the data does not hold fails).
int cimage_decode_jpeg(const uint8_t *data, size_t length, uint64_t max_pixels, uint32_t max_side,
                       cimage_picture *picture);
int cimage_decode_png(const uint8_t *data, size_t length, uint64_t max_pixels, uint32_t max_side,
                      cimage_picture *picture);
void cimage_picture_free(cimage_picture *picture);

/// Baseline JPEG (1 or 3 channels) at a fixed quality with optimised Huffman tables; `exif`
/// (an APP1 payload) replaces the JFIF header when given, `icc` is written as APP2.
int cimage_encode_jpeg(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t channels, int quality,
                       const uint8_t *icc, size_t icc_length, const uint8_t *exif, size_t exif_length,
                       uint8_t **out, size_t *out_length, char message[200]);
/// PNG with the critical chunks only, 8 bits per channel, not interlaced.
int cimage_encode_png(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t channels,
                      uint8_t **out, size_t *out_length, char message[200]);
void cimage_buffer_free(uint8_t *buffer);

/// The size a width × height picture is scaled to so its long side is at most max_side
/// (the short side rounded, at least 1); unchanged when it fits.
void cimage_fit(uint32_t width, uint32_t height, uint32_t max_side, uint32_t *fit_width, uint32_t *fit_height);

#endif
