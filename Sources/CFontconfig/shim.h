#ifndef RENDER_CELLS_CFONTCONFIG_SHIM_H
#define RENDER_CELLS_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
