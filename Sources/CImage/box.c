#include "box.h"
#include "CImage.h"

#include <stdlib.h>
#include <string.h>

int box_init(box_scaler *box, uint32_t sw, uint32_t sh, uint32_t dw, uint32_t dh, uint32_t channels) {
    memset(box, 0, sizeof *box);
    box->sw = sw; box->sh = sh; box->dw = dw; box->dh = dh; box->channels = channels;
    size_t cells = (size_t)dw * channels;
    if (sw == dw && sh == dh) {
        box->out = malloc(cells * dh);
        return box->out ? 0 : -1;
    }
    box->column = malloc(sizeof(uint32_t) * sw);
    box->column_weight = malloc(sizeof(uint32_t) * sw);
    box->reduced = malloc(sizeof(uint64_t) * cells);
    box->current = calloc(cells, sizeof(uint64_t));
    box->next = calloc(cells, sizeof(uint64_t));
    box->out = malloc(cells * dh);
    if (!box->column || !box->column_weight || !box->reduced || !box->current || !box->next || !box->out) return -1;
    for (uint32_t i = 0; i < sw; i++) {
        uint64_t start = (uint64_t)i * dw;
        uint32_t j = (uint32_t)(start / sw);
        uint64_t boundary = (uint64_t)(j + 1) * sw;
        box->column[i] = j;
        box->column_weight[i] = (uint32_t)((start + dw <= boundary ? start + dw : boundary) - start);
    }
    return 0;
}

/// Output row `row` from its sums: each cell's weights add up to sw × sh.
static void emit(box_scaler *box) {
    uint32_t c = box->channels;
    uint64_t total = (uint64_t)box->sw * box->sh;
    uint8_t *out = box->out + (size_t)box->row * box->dw * c;
    int alpha = c == 2 || c == 4;
    for (uint32_t j = 0; j < box->dw; j++) {
        const uint64_t *sum = box->current + (size_t)j * c;
        uint8_t *pixel = out + (size_t)j * c;
        if (alpha) {
            uint64_t a = sum[c - 1];
            for (uint32_t k = 0; k + 1 < c; k++) pixel[k] = a ? (uint8_t)((sum[k] + a / 2) / a) : 0;
            pixel[c - 1] = (uint8_t)((a + total / 2) / total);
        } else {
            for (uint32_t k = 0; k < c; k++) pixel[k] = (uint8_t)((sum[k] + total / 2) / total);
        }
    }
}

void box_push(box_scaler *box, const uint8_t *row) {
    uint32_t c = box->channels;
    size_t cells = (size_t)box->dw * c;
    if (!box->column) {  // same size: a copy
        memcpy(box->out + (size_t)box->pushed * cells, row, cells);
        box->pushed++;
        return;
    }
    int alpha = c == 2 || c == 4;
    memset(box->reduced, 0, sizeof(uint64_t) * cells);
    for (uint32_t i = 0; i < box->sw; i++) {
        const uint8_t *pixel = row + (size_t)i * c;
        uint64_t *first = box->reduced + (size_t)box->column[i] * c;
        uint64_t w0 = box->column_weight[i], w1 = box->dw - w0;
        uint64_t a = alpha ? pixel[c - 1] : 1;
        for (uint32_t k = 0; k < c; k++) {
            uint64_t v = alpha && k + 1 < c ? pixel[k] * a : pixel[k];
            first[k] += v * w0;
            if (w1) first[c + k] += v * w1;
        }
    }
    uint64_t start = (uint64_t)box->pushed * box->dh;
    uint32_t r = (uint32_t)(start / box->sh);
    if (r > box->row) {  // the previous output row has all its source rows
        emit(box);
        uint64_t *done = box->current;
        box->current = box->next;
        box->next = done;
        memset(box->next, 0, sizeof(uint64_t) * cells);
        box->row = r;
    }
    uint64_t boundary = (uint64_t)(r + 1) * box->sh;
    uint64_t w0 = (start + box->dh <= boundary ? start + box->dh : boundary) - start, w1 = box->dh - w0;
    for (size_t k = 0; k < cells; k++) {
        box->current[k] += box->reduced[k] * w0;
        if (w1) box->next[k] += box->reduced[k] * w1;
    }
    box->pushed++;
}

uint8_t *box_finish(box_scaler *box) {
    if (box->column) emit(box);
    uint8_t *out = box->out;
    box->out = NULL;
    return out;
}

void box_free(box_scaler *box) {
    free(box->column); free(box->column_weight);
    free(box->reduced); free(box->current); free(box->next);
    free(box->out);
    memset(box, 0, sizeof *box);
}

uint64_t box_bytes(uint32_t sw, uint32_t sh, uint32_t dw, uint32_t dh, uint32_t channels) {
    uint64_t out = (uint64_t)dw * dh * channels;
    if (sw == dw && sh == dh) return out;
    return out + 8 * (uint64_t)sw + 3 * 8 * (uint64_t)dw * channels;
}

void cimage_fit(uint32_t width, uint32_t height, uint32_t max_side, uint32_t *fit_width, uint32_t *fit_height) {
    uint32_t long_side = width > height ? width : height;
    if (long_side <= max_side) { *fit_width = width; *fit_height = height; return; }
    uint64_t w = ((uint64_t)width * max_side + long_side / 2) / long_side;
    uint64_t h = ((uint64_t)height * max_side + long_side / 2) / long_side;
    *fit_width = w ? (uint32_t)w : 1;
    *fit_height = h ? (uint32_t)h : 1;
}
