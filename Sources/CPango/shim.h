#ifndef SITEGEN_CPANGO_SHIM_H
#define SITEGEN_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#endif
