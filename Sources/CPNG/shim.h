#ifndef SITEGEN_CPNG_SHIM_H
#define SITEGEN_CPNG_SHIM_H
#include <png.h>
#endif
