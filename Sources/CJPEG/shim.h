#ifndef SITEGEN_CJPEG_SHIM_H
#define SITEGEN_CJPEG_SHIM_H
// jpeglib.h needs FILE and size_t declared before it.
#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#endif
