#ifndef RENDER_CELLS_CFREETYPE_SHIM_H
#define RENDER_CELLS_CFREETYPE_SHIM_H
// FreeType's `#include FT_FREETYPE_H` idiom must live in C.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

// Function-like load-flag macros do not import into Swift.
static const FT_Int32 CFT_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;
static const FT_Int32 CFT_LOAD_COLOR = FT_LOAD_COLOR;
static const FT_Int32 CFT_LOAD_TARGET_LIGHT = FT_LOAD_TARGET_LIGHT;
#endif
