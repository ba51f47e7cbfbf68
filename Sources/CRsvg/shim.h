#ifndef SITEGEN_CRSVG_SHIM_H
#define SITEGEN_CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#endif
