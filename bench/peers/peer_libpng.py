"""libpng itself (the machine's libpng16, Debian's libpng16-16) called through ctypes:
S5 and S5fast encode Blend2D's S1 frame to PNG in memory at zlib level 6 / 1 with
libpng's default row filters (all five, chosen per row by its heuristic). The rows are
handed over as they lie in memory, RGBA, and png_set_filler drops the opaque alpha, so
libpng writes RGB as render-cells does. A libpng error would end the process (no setjmp
from Python); the input is fixed and valid, so none is expected."""

import ctypes
import ctypes.util

import peer_blend2d
from scenes import HEIGHT, S5_LEVEL, WIDTH

_path = ctypes.util.find_library("png16")
if _path is None:
    raise RuntimeError("libpng16 not found (Debian: libpng16-16; scripts/setup installs it)")
LIB = ctypes.CDLL(_path)
LIB.png_get_libpng_ver.restype = ctypes.c_char_p
LIB.png_get_libpng_ver.argtypes = [ctypes.c_void_p]
LIB.png_create_write_struct.restype = ctypes.c_void_p
LIB.png_create_write_struct.argtypes = [ctypes.c_char_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
LIB.png_create_info_struct.restype = ctypes.c_void_p
LIB.png_create_info_struct.argtypes = [ctypes.c_void_p]
WRITE = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t)
FLUSH = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
LIB.png_set_write_fn.argtypes = [ctypes.c_void_p, ctypes.c_void_p, WRITE, FLUSH]
LIB.png_set_IHDR.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32] + [ctypes.c_int] * 5
LIB.png_set_compression_level.argtypes = [ctypes.c_void_p, ctypes.c_int]
LIB.png_write_info.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
LIB.png_set_filler.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_int]
LIB.png_write_image.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
LIB.png_write_end.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
LIB.png_destroy_write_struct.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_void_p)]
VERSION = LIB.png_get_libpng_ver(None)

PNG_COLOR_TYPE_RGB = 2
PNG_FILLER_AFTER = 1


class Encode:
    def __init__(self, level):
        self.level = level
        self.input = peer_blend2d.s1_frame()
        base = self.input.ctypes.data
        self.rows = (ctypes.c_void_p * HEIGHT)(*[base + y * WIDTH * 4 for y in range(HEIGHT)])
        self.chunks = []
        # The callbacks: libpng hands over each piece of the file (a few dozen a frame).
        self.write = WRITE(lambda _png, data, length: self.chunks.append(ctypes.string_at(data, length)))
        self.flush = FLUSH(lambda _png: None)

    def frame(self):
        self.chunks = []
        png = ctypes.c_void_p(LIB.png_create_write_struct(VERSION, None, None, None))
        info = ctypes.c_void_p(LIB.png_create_info_struct(png))
        if not png.value or not info.value:
            raise MemoryError("libpng could not allocate its structures")
        LIB.png_set_write_fn(png, None, self.write, self.flush)
        LIB.png_set_IHDR(png, info, WIDTH, HEIGHT, 8, PNG_COLOR_TYPE_RGB, 0, 0, 0)
        LIB.png_set_compression_level(png, self.level)
        LIB.png_write_info(png, info)
        LIB.png_set_filler(png, 0, PNG_FILLER_AFTER)
        LIB.png_write_image(png, self.rows)
        LIB.png_write_end(png, None)
        LIB.png_destroy_write_struct(ctypes.byref(png), ctypes.byref(info))

    def encoded(self):
        return b"".join(self.chunks)


SCENES = {
    "S5": lambda: Encode(S5_LEVEL["S5"]),
    "S5fast": lambda: Encode(S5_LEVEL["S5fast"]),
}
