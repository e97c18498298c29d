#ifndef RENDER_CELLS_CPNG_SHIM_H
#define RENDER_CELLS_CPNG_SHIM_H
#include <png.h>

// libpng's simplified-API format codes are composite macros, which Swift
// cannot import; re-export them as typed constants.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 CPNG_FORMAT_RGB = PNG_FORMAT_RGB;
static const png_uint_32 CPNG_FORMAT_GRAY = PNG_FORMAT_GRAY;
static const png_uint_32 CPNG_FORMAT_GA = PNG_FORMAT_GA;
static const png_uint_32 CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 CPNG_FORMAT_FLAG_ALPHA = PNG_FORMAT_FLAG_ALPHA;
static const png_uint_32 CPNG_FORMAT_FLAG_COLOR = PNG_FORMAT_FLAG_COLOR;
static const png_uint_32 CPNG_FORMAT_FLAG_LINEAR = PNG_FORMAT_FLAG_LINEAR;
static const png_uint_32 CPNG_FORMAT_FLAG_COLORMAP = PNG_FORMAT_FLAG_COLORMAP;

#endif
