#ifndef RENDER_CELLS_CHARFBUZZ_SHIM_H
#define RENDER_CELLS_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
