#ifndef SITEGEN_CQRENCODE_SHIM_H
#define SITEGEN_CQRENCODE_SHIM_H
#include <qrencode.h>
#endif
