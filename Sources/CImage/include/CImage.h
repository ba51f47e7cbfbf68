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
    /// Decoding would allocate more than max_memory (`memory` holds the estimate): nothing was
    /// allocated for the picture.
    CIMAGE_TOO_MUCH_MEMORY = 3,
    /// A progressive JPEG's scans would visit more than max_work blocks (`scans`: the scan it
    /// stopped before).
    CIMAGE_TOO_MUCH_WORK = 4,
};

/// What a decode may cost.
typedef struct {
    /// Largest width × height the header may state.
    uint64_t max_pixels;
    /// The long side of the pixels returned (the picture is scaled down to it).
    uint32_t max_side;
    /// Bytes decoding may allocate (libjpeg's or libpng's buffers, rows, scaler), estimated from
    /// the header before anything is allocated for the picture.
    uint64_t max_memory;
    /// 8×8 blocks a JPEG's scans may visit in all (a progressive JPEG revisits every block of a
    /// component once per scan).
    uint64_t max_work;
    /// Longest ICC colour profile kept; a longer one is dropped.
    size_t max_icc;
} cimage_limits;

/// A decoded picture: the size its header states and its pixels, scaled down (area average)
/// so the long side is at most max_side.
typedef struct {
    uint32_t width, height;
    /// Of `pixels`: 1 grey, 2 grey and alpha, 3 RGB, 4 RGBA (8 bits each).
    uint32_t channels;
    /// scaled_width × scaled_height × channels bytes (the picture as it is when it fits).
    uint8_t *pixels;
    uint32_t scaled_width, scaled_height;
    /// The ICC colour profile (a JPEG's APP2, a PNG's iCCP), or NULL (none, or over max_icc).
    uint8_t *icc;
    size_t icc_length;
    /// On CIMAGE_TOO_MUCH_MEMORY: the bytes decoding would have allocated.
    uint64_t memory;
    /// On CIMAGE_TOO_MUCH_WORK: the scan decoding stopped before.
    uint32_t scans;
    /// What the decoder said, on CIMAGE_BROKEN.
    char message[200];
} cimage_picture;

/// Decodes every scan line (so a header whose size the data does not hold fails).
int cimage_decode_jpeg(const uint8_t *data, size_t length, const cimage_limits *limits, cimage_picture *picture);
int cimage_decode_png(const uint8_t *data, size_t length, const cimage_limits *limits, cimage_picture *picture);
void cimage_picture_free(cimage_picture *picture);

/// Baseline JPEG (1 or 3 channels) at a fixed quality with optimised Huffman tables; `exif`
/// (an APP1 payload) replaces the JFIF header when given, `icc` is written as APP2.
int cimage_encode_jpeg(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t channels, int quality,
                       const uint8_t *icc, size_t icc_length, const uint8_t *exif, size_t exif_length,
                       uint8_t **out, size_t *out_length, char message[200]);
/// PNG with the critical chunks only (and `icc` as iCCP named "ICC profile" when given), 8 bits
/// per channel, not interlaced.
int cimage_encode_png(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t channels,
                      const uint8_t *icc, size_t icc_length, uint8_t **out, size_t *out_length, char message[200]);
void cimage_buffer_free(uint8_t *buffer);

/// The size a width × height picture is scaled to so its long side is at most max_side
/// (the short side rounded, at least 1); unchanged when it fits.
void cimage_fit(uint32_t width, uint32_t height, uint32_t max_side, uint32_t *fit_width, uint32_t *fit_height);

#endif
