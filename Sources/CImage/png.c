#include "CImage.h"
#include "box.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

/// Everything a decode or encode changes lives here, outside the function that calls setjmp,
/// so its values are defined after a longjmp.
typedef struct {
    jmp_buf jump;
    char message[200];
    const uint8_t *data;
    size_t length, offset;
    uint8_t *image, *buffer;
    png_bytep *rows;
    size_t capacity;
    box_scaler box;
} job;

static void fail(png_structp png, png_const_charp message) {
    job *j = png_get_error_ptr(png);
    snprintf(j->message, sizeof j->message, "%s", message);
    longjmp(j->jump, 1);
}

static void ignore(png_structp png, png_const_charp message) { (void)png; (void)message; }

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    job *j = png_get_io_ptr(png);
    if (count > j->length - j->offset) png_error(png, "the file ends before the picture does");
    memcpy(out, j->data + j->offset, count);
    j->offset += count;
}

/// What decoding allocates, from the header: libpng's two row buffers (the widest pixel a
/// transformation makes is 8 bytes, the stored row up to 8 more), our row (the whole picture
/// when interlaced) with its row pointers, and the scaler.
static uint64_t memory_needed(uint32_t width, uint32_t height, size_t row_bytes, uint32_t held,
                              uint32_t fw, uint32_t fh, uint32_t channels) {
    return (uint64_t)width * 16 + (uint64_t)row_bytes * held + sizeof(png_bytep) * (uint64_t)held
        + box_bytes(width, height, fw, fh, channels) + (1 << 20);
}

static int decode(job *j, png_structp png, png_infop info, const cimage_limits *limits, cimage_picture *p) {
    if (setjmp(j->jump)) return CIMAGE_BROKEN;
    png_set_read_fn(png, j, read_bytes);
    // The size limit is ours (max_pixels), with its own message.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(png, info);
    p->width = png_get_image_width(png, info);
    p->height = png_get_image_height(png, info);
    if ((uint64_t)p->width * p->height > limits->max_pixels) return CIMAGE_TOO_LARGE;
    // The channels after the transformations below, known before libpng allocates its rows
    // (png_read_update_info does): a palette is RGB, tRNS adds alpha.
    int type = png_get_color_type(png, info);
    uint32_t channels = (type & PNG_COLOR_MASK_COLOR) ? 3 : 1;
    if ((type & PNG_COLOR_MASK_ALPHA) || png_get_valid(png, info, PNG_INFO_tRNS)) channels++;
    uint32_t fw, fh;
    cimage_fit(p->width, p->height, limits->max_side, &fw, &fh);
    // An interlaced picture arrives in passes over the whole image, so it is held entire;
    // otherwise one row at a time.
    uint32_t held = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE ? p->height : 1;
    p->memory = memory_needed(p->width, p->height, (size_t)p->width * channels, held, fw, fh, channels);
    if (p->memory > limits->max_memory) return CIMAGE_TOO_MUCH_MEMORY;
    png_set_expand(png);    // palette to RGB, grey below 8 bits to 8, tRNS to alpha
    png_set_scale_16(png);  // 16 bits to 8
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_channels(png, info) != channels) png_error(png, "unexpected channels");
    size_t row_bytes = png_get_rowbytes(png, info);
    png_charp name = NULL;
    int compression = 0;
    png_bytep profile = NULL;
    png_uint_32 profile_length = 0;
    if (png_get_iCCP(png, info, &name, &compression, &profile, &profile_length) && profile_length <= limits->max_icc) {
        p->icc = malloc(profile_length);
        if (!p->icc) png_error(png, "out of memory");
        memcpy(p->icc, profile, profile_length);
        p->icc_length = profile_length;
    }
    if (box_init(&j->box, p->width, p->height, fw, fh, channels) != 0) png_error(png, "out of memory");
    j->image = malloc(row_bytes * held);
    j->rows = malloc(sizeof(png_bytep) * held);
    if (!j->image || !j->rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < held; y++) j->rows[y] = j->image + row_bytes * y;
    if (passes > 1) {
        png_read_image(png, j->rows);
        for (uint32_t y = 0; y < p->height; y++) box_push(&j->box, j->rows[y]);
    } else {
        for (uint32_t y = 0; y < p->height; y++) {
            png_read_row(png, j->image, NULL);
            box_push(&j->box, j->image);
        }
    }
    png_read_end(png, NULL);
    p->pixels = box_finish(&j->box);
    p->channels = channels;
    p->scaled_width = fw;
    p->scaled_height = fh;
    return CIMAGE_OK;
}

int cimage_decode_png(const uint8_t *data, size_t length, const cimage_limits *limits, cimage_picture *picture) {
    memset(picture, 0, sizeof *picture);
    job *j = calloc(1, sizeof(job));
    if (!j) { snprintf(picture->message, sizeof picture->message, "out of memory"); return CIMAGE_BROKEN; }
    j->data = data;
    j->length = length;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, j, fail, ignore);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    int status = CIMAGE_BROKEN;
    if (info) {
        status = decode(j, png, info, limits, picture);
    } else {
        snprintf(j->message, sizeof j->message, "out of memory");
    }
    if (status != CIMAGE_OK) {
        uint32_t w = picture->width, h = picture->height;
        uint64_t memory = picture->memory;
        cimage_picture_free(picture);
        picture->width = w; picture->height = h; picture->memory = memory;
        if (status == CIMAGE_BROKEN) snprintf(picture->message, sizeof picture->message, "%s", j->message);
    }
    png_destroy_read_struct(&png, &info, NULL);
    box_free(&j->box);
    free(j->image);
    free(j->rows);
    free(j);
    return status;
}

static void write_bytes(png_structp png, png_bytep in, size_t count) {
    job *j = png_get_io_ptr(png);
    if (count > j->capacity - j->length) {
        size_t capacity = j->capacity ? j->capacity : 65536;
        while (count > capacity - j->length) capacity *= 2;
        uint8_t *grown = realloc(j->buffer, capacity);
        if (!grown) png_error(png, "out of memory");
        j->buffer = grown;
        j->capacity = capacity;
    }
    memcpy(j->buffer + j->length, in, count);
    j->length += count;
}

static void flush(png_structp png) { (void)png; }

static int encode(job *j, png_structp png, png_infop info, const uint8_t *pixels, uint32_t width, uint32_t height,
                  uint32_t channels, const uint8_t *icc, size_t icc_length) {
    if (setjmp(j->jump)) return CIMAGE_BROKEN;
    static const int types[] = { 0, PNG_COLOR_TYPE_GRAY, PNG_COLOR_TYPE_GRAY_ALPHA, PNG_COLOR_TYPE_RGB, PNG_COLOR_TYPE_RGB_ALPHA };
    png_set_write_fn(png, j, write_bytes, flush);
    png_set_IHDR(png, info, width, height, 8, types[channels], PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    // A profile that does not suit the picture is left out (a warning, not an error).
    png_set_benign_errors(png, 1);
    if (icc) png_set_iCCP(png, info, "ICC profile", PNG_COMPRESSION_TYPE_BASE, icc, (png_uint_32)icc_length);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * width * channels);
    png_write_end(png, NULL);
    return CIMAGE_OK;
}

int cimage_encode_png(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t channels,
                      const uint8_t *icc, size_t icc_length, uint8_t **out, size_t *out_length, char message[200]) {
    *out = NULL;
    *out_length = 0;
    message[0] = 0;
    if (channels < 1 || channels > 4) { snprintf(message, 200, "PNG takes 1 to 4 channels"); return CIMAGE_BROKEN; }
    job *j = calloc(1, sizeof(job));
    if (!j) { snprintf(message, 200, "out of memory"); return CIMAGE_BROKEN; }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, j, fail, ignore);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    int status = info ? encode(j, png, info, pixels, width, height, channels, icc, icc_length) : CIMAGE_BROKEN;
    png_destroy_write_struct(&png, &info);
    if (status == CIMAGE_OK) {
        *out = j->buffer;
        *out_length = j->length;
    } else {
        snprintf(message, 200, "%s", info ? j->message : "out of memory");
        free(j->buffer);
    }
    free(j);
    return status;
}
