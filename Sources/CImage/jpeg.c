#include "CImage.h"
#include "box.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// Everything a decode or encode changes lives here, outside the function that calls setjmp,
/// so its values are defined after a longjmp.
typedef struct {
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    /// Set before a longjmp that is not the decoder's own error (CIMAGE_TOO_MUCH_WORK).
    int status;
    /// Blocks the scans read so far visit, the budget, and the last scan counted.
    uint64_t work, max_work;
    int counted_scan;
    box_scaler box;
    uint8_t *line;
    uint8_t *buffer;
    unsigned long buffer_length;
} job;

static void fail(j_common_ptr c) {
    job *j = (job *)c->err;
    c->err->format_message(c, j->message);
    longjmp(j->jump, 1);
}

/// libjpeg only warns when the scan data stops early or is corrupt and fills the rest with
/// grey; for sitegen that is a picture whose data does not hold what its header says.
static void warn(j_common_ptr c, int level) {
    if (level >= 0) return;
    int code = c->err->msg_code;
    if (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER || code == JWRN_MUST_RESYNC || code == JWRN_HUFF_BAD_CODE) fail(c);
}

/// A progressive JPEG can declare thousands of scans, each a pass over every block of its
/// components, however few bytes it takes (an end-of-band run skips 32,767 blocks in 15 bits):
/// libjpeg calls this as each scan starts, before its data is read, so the blocks it would
/// visit are counted against the budget first.
static void count_scans(j_common_ptr c) {
    if (!c->is_decompressor) return;
    j_decompress_ptr d = (j_decompress_ptr)c;
    job *j = (job *)c->err;
    if (d->input_scan_number > 1000) {
        snprintf(j->message, sizeof j->message, "more than 1000 scans");
        longjmp(j->jump, 1);
    }
    if (d->input_scan_number == j->counted_scan) return;
    j->counted_scan = d->input_scan_number;
    for (int i = 0; i < d->comps_in_scan; i++) {
        const jpeg_component_info *comp = d->cur_comp_info[i];
        j->work += (uint64_t)comp->width_in_blocks * comp->height_in_blocks;
    }
    if (j->work > j->max_work) {
        j->status = CIMAGE_TOO_MUCH_WORK;
        longjmp(j->jump, 1);
    }
}

/// What decoding allocates, from the header: a progressive or multi-scan file holds every DCT
/// coefficient of the picture (64 of 2 bytes per block), plus libjpeg's row buffers (a few rows
/// of 8 or 16 lines per component), our line and the scaler.
static uint64_t memory_needed(j_decompress_ptr c, uint32_t fw, uint32_t fh, uint32_t channels) {
    uint64_t coefficients = 0;
    int whole = c->progressive_mode || c->comps_in_scan < c->num_components;
    for (int i = 0; i < c->num_components; i++) {
        const jpeg_component_info *comp = c->comp_info + i;
        uint64_t w = comp->width_in_blocks + comp->h_samp_factor, h = comp->height_in_blocks + comp->v_samp_factor;
        if (whole) coefficients += w * h * 64 * sizeof(JCOEF);
    }
    uint64_t rows = (uint64_t)c->image_width * c->num_components * 16 * 4 + (uint64_t)c->image_width * 4;
    return coefficients + rows + box_bytes(c->image_width, c->image_height, fw, fh, channels) + (1 << 20);
}

static int decode(job *j, struct jpeg_decompress_struct *c, const uint8_t *data, size_t length,
                  const cimage_limits *limits, cimage_picture *p) {
    if (setjmp(j->jump)) {
        if (j->status == CIMAGE_TOO_MUCH_WORK) p->scans = (uint32_t)c->input_scan_number;
        return j->status ? j->status : CIMAGE_BROKEN;
    }
    jpeg_mem_src(c, data, (unsigned long)length);
    jpeg_save_markers(c, JPEG_APP0 + 2, 0xFFFF);
    jpeg_read_header(c, TRUE);
    p->width = c->image_width;
    p->height = c->image_height;
    if ((uint64_t)p->width * p->height > limits->max_pixels) return CIMAGE_TOO_LARGE;
    // Adobe CMYK is decoded as such and turned into RGB below (its colour profile, for CMYK, is dropped).
    int cmyk = c->jpeg_color_space == JCS_CMYK || c->jpeg_color_space == JCS_YCCK;
    c->out_color_space = cmyk ? JCS_CMYK : c->jpeg_color_space == JCS_GRAYSCALE ? JCS_GRAYSCALE : JCS_RGB;
    c->dct_method = JDCT_ISLOW;
    uint32_t channels = cmyk ? 3 : c->out_color_space == JCS_GRAYSCALE ? 1 : 3;
    uint32_t fw, fh;
    cimage_fit(p->width, p->height, limits->max_side, &fw, &fh);
    p->memory = memory_needed(c, fw, fh, channels);
    if (p->memory > limits->max_memory) return CIMAGE_TOO_MUCH_MEMORY;
    jpeg_start_decompress(c);
    uint32_t in = (uint32_t)c->output_components;
    if (box_init(&j->box, p->width, p->height, fw, fh, channels) != 0) {
        snprintf(j->message, sizeof j->message, "out of memory");
        return CIMAGE_BROKEN;
    }
    if (!cmyk) {
        JOCTET *icc = NULL;
        unsigned int icc_length = 0;
        if (jpeg_read_icc_profile(c, &icc, &icc_length)) {
            if (icc_length <= limits->max_icc) { p->icc = icc; p->icc_length = icc_length; } else { free(icc); }
        }
    }
    j->line = malloc((size_t)c->output_width * in);
    if (!j->line) {
        snprintf(j->message, sizeof j->message, "out of memory");
        return CIMAGE_BROKEN;
    }
    while (c->output_scanline < c->output_height) {
        JSAMPROW rows[1] = { j->line };
        jpeg_read_scanlines(c, rows, 1);
        if (cmyk) {  // Adobe stores CMYK inverted: R = C·K/255
            for (uint32_t x = 0; x < c->output_width; x++) {
                uint8_t *px = j->line + (size_t)x * 4, k = px[3];
                uint8_t r = (uint8_t)((px[0] * k + 127) / 255), g = (uint8_t)((px[1] * k + 127) / 255),
                        b = (uint8_t)((px[2] * k + 127) / 255);
                j->line[x * 3] = r; j->line[x * 3 + 1] = g; j->line[x * 3 + 2] = b;
            }
        }
        box_push(&j->box, j->line);
    }
    jpeg_finish_decompress(c);
    p->pixels = box_finish(&j->box);
    p->channels = channels;
    p->scaled_width = fw;
    p->scaled_height = fh;
    return CIMAGE_OK;
}

int cimage_decode_jpeg(const uint8_t *data, size_t length, const cimage_limits *limits, cimage_picture *picture) {
    memset(picture, 0, sizeof *picture);
    job *j = calloc(1, sizeof(job));
    if (!j) { snprintf(picture->message, sizeof picture->message, "out of memory"); return CIMAGE_BROKEN; }
    struct jpeg_decompress_struct c;
    c.err = jpeg_std_error(&j->errors);
    j->errors.error_exit = fail;
    j->errors.emit_message = warn;
    jpeg_create_decompress(&c);
    j->progress.progress_monitor = count_scans;
    c.progress = &j->progress;
    j->max_work = limits->max_work;
    int status = decode(j, &c, data, length, limits, picture);
    if (status != CIMAGE_OK) {
        uint32_t w = picture->width, h = picture->height, scans = picture->scans;
        uint64_t memory = picture->memory;
        cimage_picture_free(picture);
        picture->width = w; picture->height = h; picture->scans = scans; picture->memory = memory;
        if (status == CIMAGE_BROKEN) snprintf(picture->message, sizeof picture->message, "%s", j->message);
    }
    jpeg_destroy_decompress(&c);
    box_free(&j->box);
    free(j->line);
    free(j);
    return status;
}

static int encode(job *j, struct jpeg_compress_struct *c, const uint8_t *pixels, uint32_t width, uint32_t height,
                  uint32_t channels, int quality, const uint8_t *icc, size_t icc_length, const uint8_t *exif,
                  size_t exif_length) {
    if (setjmp(j->jump)) return CIMAGE_BROKEN;
    jpeg_mem_dest(c, &j->buffer, &j->buffer_length);
    c->image_width = width;
    c->image_height = height;
    c->input_components = (int)channels;
    c->in_color_space = channels == 1 ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_set_defaults(c);
    jpeg_set_quality(c, quality, TRUE);
    c->optimize_coding = TRUE;
    c->dct_method = JDCT_ISLOW;
    c->write_JFIF_header = exif ? FALSE : TRUE;
    jpeg_start_compress(c, TRUE);
    if (exif) jpeg_write_marker(c, JPEG_APP0 + 1, exif, (unsigned int)exif_length);
    if (icc) jpeg_write_icc_profile(c, icc, (unsigned int)icc_length);
    while (c->next_scanline < c->image_height) {
        JSAMPROW rows[1] = { (JSAMPROW)(pixels + (size_t)c->next_scanline * width * channels) };
        jpeg_write_scanlines(c, rows, 1);
    }
    jpeg_finish_compress(c);
    return CIMAGE_OK;
}

int cimage_encode_jpeg(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t channels, int quality,
                       const uint8_t *icc, size_t icc_length, const uint8_t *exif, size_t exif_length,
                       uint8_t **out, size_t *out_length, char message[200]) {
    *out = NULL;
    *out_length = 0;
    message[0] = 0;
    if (channels != 1 && channels != 3) { snprintf(message, 200, "JPEG takes 1 or 3 channels"); return CIMAGE_BROKEN; }
    job *j = calloc(1, sizeof(job));
    if (!j) { snprintf(message, 200, "out of memory"); return CIMAGE_BROKEN; }
    struct jpeg_compress_struct c;
    c.err = jpeg_std_error(&j->errors);
    j->errors.error_exit = fail;
    jpeg_create_compress(&c);
    int status = encode(j, &c, pixels, width, height, channels, quality, icc, icc_length, exif, exif_length);
    jpeg_destroy_compress(&c);
    if (status == CIMAGE_OK) {
        *out = j->buffer;
        *out_length = j->buffer_length;
    } else {
        // Not freed: after a failure libjpeg's memory destination may already have freed it.
        snprintf(message, 200, "%s", j->message);
    }
    free(j);
    return status;
}

void cimage_picture_free(cimage_picture *picture) {
    free(picture->pixels);
    free(picture->icc);
    memset(picture, 0, sizeof *picture);
}

void cimage_buffer_free(uint8_t *buffer) { free(buffer); }
