#ifndef SITEGEN_CCAIRO_SHIM_H
#define SITEGEN_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#endif
