"""cairo (the machine's libcairo2, through cairocffi) drawing S1, S2 and S4 on an ARGB32
image surface (premultiplied, native byte order) with its default anti-aliasing."""

import subprocess

import cairocffi as cairo
import numpy as np

import scenes

LIB = cairo.cairo  # the C library itself, for reusing prepared paths without Python copies


def rgb(c):
    return (c[0] / 255, c[1] / 255, c[2] / 255)


class Canvas:
    def __init__(self):
        self.surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, scenes.WIDTH, scenes.HEIGHT)
        self.context = cairo.Context(self.surface)

    def clear(self):
        self.context.set_source_rgb(1, 1, 1)
        self.context.paint()

    def path(self, x, y, w, h, r):
        """A rounded rectangle built once (cairo turns its arcs into Béziers here) and kept
        as a cairo_path_t, which every frame appends with cairo_append_path."""
        ctx = self.context
        ctx.new_path()
        if r > 0:
            ctx.new_sub_path()
            ctx.arc(x + w - r, y + r, r, -np.pi / 2, 0)
            ctx.arc(x + w - r, y + h - r, r, 0, np.pi / 2)
            ctx.arc(x + r, y + h - r, r, np.pi / 2, np.pi)
            ctx.arc(x + r, y + r, r, np.pi, 3 * np.pi / 2)
            ctx.close_path()
        else:
            ctx.rectangle(x, y, w, h)
        path = LIB.cairo_copy_path(ctx._pointer)
        ctx.new_path()
        return path

    def picture(self):
        self.surface.flush()
        stride = self.surface.get_stride()
        rows = np.frombuffer(self.surface.get_data(), np.uint8).reshape(scenes.HEIGHT, stride // 4, 4)
        pixels = rows[:, : scenes.WIDTH]
        return pixels[:, :, [2, 1, 0, 3]].copy()  # BGRA in memory on little-endian machines


class S1(Canvas):
    def __init__(self):
        super().__init__()
        self.paths = [self.path(x, y, w, h, scenes.S1_RADIUS) for x, y, w, h in scenes.S1_ROWS]
        self.context.set_line_width(scenes.S1_STROKE_WIDTH)

    def frame(self):
        ctx, raw = self.context, self.context._pointer
        self.clear()
        fill, stroke = rgb(scenes.S1_FILL), rgb(scenes.S1_STROKE)
        for path in self.paths:
            LIB.cairo_append_path(raw, path)
            ctx.set_source_rgb(*fill)
            ctx.fill_preserve()
            ctx.set_source_rgb(*stroke)
            ctx.stroke()
        self.surface.flush()


class S2(Canvas):
    def __init__(self):
        super().__init__()
        self.shapes = [(self.path(x, y, w, h, r), rgb(c)) for x, y, w, h, r, c in scenes.S2_RECTS]

    def frame(self):
        ctx, raw = self.context, self.context._pointer
        self.clear()
        for path, (r, g, b) in self.shapes:
            LIB.cairo_append_path(raw, path)
            ctx.set_source_rgba(r, g, b, 0.5)
            ctx.fill()
        self.surface.flush()


class S4(Canvas):
    """cairo's text API: show_text maps the string to glyphs on every call (nominal
    advances, no shaping). The face comes through fontconfig, so this checks that
    "DejaVu Sans" is the scene's file; greyscale anti-aliasing, no hinting, unhinted
    metrics."""

    def __init__(self):
        super().__init__()
        found = subprocess.run(
            ["fc-match", "-f", "%{file}", "DejaVu Sans:style=Book"], capture_output=True, text=True
        ).stdout
        if found != scenes.S4_FONT:
            raise RuntimeError(f"S4 needs {scenes.S4_FONT}; fontconfig gives {found or 'nothing'} for DejaVu Sans")
        options = cairo.FontOptions()
        options.set_antialias(cairo.ANTIALIAS_GRAY)
        options.set_hint_style(cairo.HINT_STYLE_NONE)
        options.set_hint_metrics(cairo.HINT_METRICS_OFF)
        ctx = self.context
        ctx.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_NORMAL)
        ctx.set_font_size(scenes.S4_SIZE)
        ctx.set_font_options(options)

    def frame(self):
        ctx = self.context
        self.clear()
        ctx.set_source_rgb(0, 0, 0)
        for x, y in scenes.S4_LINES:
            ctx.move_to(x, y)
            ctx.show_text(scenes.S4_TEXT)
        self.surface.flush()


SCENES = {"S1": S1, "S2": S2, "S4": S4}
