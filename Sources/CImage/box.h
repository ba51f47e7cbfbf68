#ifndef SITEGEN_CIMAGE_BOX_H
#define SITEGEN_CIMAGE_BOX_H

#include <stdint.h>

/// Area-average (box) downscaling fed one source row at a time, in integer arithmetic so the
/// result is the same on every machine. Source pixel i covers [i·dw, (i+1)·dw) and output
/// pixel j covers [j·sw, (j+1)·sw) on a common axis (likewise for rows), so every source
/// pixel adds to at most two output columns and two output rows, weighted by the overlap.
/// With an alpha channel (2 or 4 channels) the colours are averaged weighted by alpha, so
/// transparent pixels do not darken the edges.
typedef struct {
    uint32_t sw, sh, dw, dh, channels;
    /// Per source column: the first output column it falls in and its weight there.
    uint32_t *column, *column_weight;
    /// One source row reduced to output columns; the sums of output rows `row` and `row + 1`.
    uint64_t *reduced, *current, *next;
    uint32_t row, pushed;
    /// dw × dh × channels bytes, filled row by row.
    uint8_t *out;
} box_scaler;

/// When the output is the source's size, rows are copied as they are.
/// 0, or -1 when memory ran out (then box_free still applies).
int box_init(box_scaler *box, uint32_t sw, uint32_t sh, uint32_t dw, uint32_t dh, uint32_t channels);
void box_push(box_scaler *box, const uint8_t *row);
/// The output once every source row was pushed; the caller owns it (free).
uint8_t *box_finish(box_scaler *box);
void box_free(box_scaler *box);
/// The bytes box_init allocates for these sizes.
uint64_t box_bytes(uint32_t sw, uint32_t sh, uint32_t dw, uint32_t dh, uint32_t channels);

#endif
