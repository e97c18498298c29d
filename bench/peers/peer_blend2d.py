"""Blend2D (blend2d-python's binding) drawing S1, S2, S4 and S5. Blend2D rasterizes by
analytic cell coverage and picks its SIMD pipelines at run time; its context runs
synchronously (no worker threads) unless asked otherwise."""

import os
import tempfile

import blend2d as bl
import numpy as np

import scenes

WHITE = (1.0, 1.0, 1.0, 1.0)


def colour(rgb, alpha=1.0):
    """The binding's colour tuple for (R, G, B) and alpha. blend2d-python 1.0.0 reads the
    tuple's first and third items as blue and red (a tuple (1, 0, 0, 1) fills with blue,
    as Blend2D's own PNG writer shows), so they are given in that order."""
    return (rgb[2] / 255, rgb[1] / 255, rgb[0] / 255, alpha)


def rounded_rect(x, y, w, h, r):
    path = bl.BLPath()
    if r > 0:
        path.add_round_rect(bl.BLRect(x, y, w, h), r)
    else:
        path.add_rect(bl.BLRect(x, y, w, h))
    return path


class Canvas:
    """A PRGB32 image and its context; picture() copies the pixels out as RGBA."""

    def __init__(self):
        self.image = bl.BLImage(scenes.WIDTH, scenes.HEIGHT, bl.BLFormat.PRGB32)
        self.context = bl.BLContext(self.image)

    def clear(self):
        self.context.set_fill_style(WHITE)
        self.context.fill_all()

    def picture(self):
        """The pixels as RGBA (getDataAsNumPy copies PRGB32's memory: BGRA bytes)."""
        self.context.flush()
        return self.image.getDataAsNumPy()[:, :, [2, 1, 0, 3]]


class S1(Canvas):
    def __init__(self):
        super().__init__()
        self.paths = [rounded_rect(x, y, w, h, scenes.S1_RADIUS) for x, y, w, h in scenes.S1_ROWS]
        self.fill, self.stroke = colour(scenes.S1_FILL), colour(scenes.S1_STROKE)
        self.context.stroke_width = scenes.S1_STROKE_WIDTH

    def frame(self):
        ctx = self.context
        self.clear()
        for path in self.paths:
            ctx.set_fill_style(self.fill)
            ctx.fill_path(path)
            ctx.set_stroke_style(self.stroke)
            ctx.stroke_path(path)
        ctx.flush()


class S2(Canvas):
    def __init__(self):
        super().__init__()
        self.shapes = [(rounded_rect(x, y, w, h, r), colour(c, 0.5)) for x, y, w, h, r, c in scenes.S2_RECTS]

    def frame(self):
        ctx = self.context
        self.clear()
        for path, paint in self.shapes:
            ctx.set_fill_style(paint)
            ctx.fill_path(path)
        ctx.flush()


class S4(Canvas):
    """fill_text maps the string to glyphs (Blend2D's own shaper) on every call."""

    def __init__(self):
        super().__init__()
        self.font = bl.BLFont()
        self.font.create_from_face(bl.BLFontFace.create_from_file(scenes.S4_FONT), scenes.S4_SIZE)
        self.pens = [bl.BLPoint(x, y) for x, y in scenes.S4_LINES]

    def frame(self):
        ctx = self.context
        self.clear()
        ctx.set_fill_style(colour((0, 0, 0)))
        for pen in self.pens:
            ctx.fill_text(pen, self.font, scenes.S4_TEXT)
        ctx.flush()


class S5:
    """Blend2D's own PNG encoder at its default setting. The binding can only write a
    file, so each frame writes to a file in /dev/shm (memory, no disk). The S1 frame is
    converted to XRGB32 once, before the timing, so the encoder writes RGB, as
    render-cells does for an opaque picture."""

    def __init__(self):
        s1 = S1()
        s1.frame()
        s1.context.flush()
        self.image = s1.image
        self.image.convert(bl.BLFormat.XRGB32)
        folder = "/dev/shm" if os.path.isdir("/dev/shm") else None
        handle, self.path = tempfile.mkstemp(suffix=".png", dir=folder)
        os.close(handle)

    def frame(self):
        self.image.writeToFile(self.path)

    def encoded(self):
        with open(self.path, "rb") as file:
            return file.read()

    def close(self):
        os.unlink(self.path)


def s1_frame():
    """The finished S1 frame as a contiguous RGBA array (opaque, so premultiplied and
    straight alike): the input of the peers that only blur or encode."""
    s1 = S1()
    s1.frame()
    return np.ascontiguousarray(s1.picture())


SCENES = {"S1": S1, "S2": S2, "S4": S4, "S5": S5}
