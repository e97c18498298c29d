#ifndef RENDER_CELLS_CPNG_SHIM_H
#define RENDER_CELLS_CPNG_SHIM_H
#include <png.h>
#include <zlib.h>
// libdeflate: the reader's direct path inflates a reference's image data in one call
// (Raster/Codec/PNGDirectDecoder.swift says why).
#include <libdeflate.h>

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

// png_image.flags bits, typed like the field they go into.
// FAST: libpng 1.6 pngwrite.c turns off row filtering and sets zlib level 3.
static const png_uint_32 CPNG_IMAGE_FLAG_FAST = PNG_IMAGE_FLAG_FAST;
// 16BIT_sRGB: read 16-bit files without gAMA/sRGB as sRGB-encoded, not linear.
static const png_uint_32 CPNG_IMAGE_FLAG_16BIT_sRGB = PNG_IMAGE_FLAG_16BIT_sRGB;


// zlib's init functions are macros over versioned calls; wrap them so Swift can call
// them (Raster/Codec/PNGText.swift compresses iTXt chunks with it).
static inline int cpng_deflate_init(z_stream *stream, int level) { return deflateInit(stream, level); }
// Raster/Codec/DeflateStream.swift picks the window, memory level and strategy for image data.
static inline int cpng_deflate_init2(z_stream *stream, int level, int windowBits, int memLevel, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, memLevel, strategy);
}

#endif
