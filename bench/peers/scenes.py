"""The numbers of scenes S1-S5 (docs/performance.md, "The scenes"), shared by every peer,
and the timer of "Common rules of S1-S5". A peer module only says how its library draws
them; nothing here depends on a library but numpy."""

import json
import math
import statistics
import time

# Common rules: an iPhone screen at 3x, premultiplied RGBA8, rows 4 * WIDTH bytes apart.
WIDTH = 1170
HEIGHT = 2532

# S1: 40 rows; row i is a rounded rectangle at (24, 24 + 156 i), 1122 x 132, radius 30,
# filled #F2F2F7, then its outline stroked 3 px wide (centred) in #C6C6C8.
S1_ROWS = [(24.0, 24.0 + 156.0 * i, 1122.0, 132.0) for i in range(40)]
S1_RADIUS = 30.0
S1_FILL = (0xF2, 0xF2, 0xF7)
S1_STROKE = (0xC6, 0xC6, 0xC8)
S1_STROKE_WIDTH = 3.0


def s2_rects():
    """S2's 400 rectangles (x, y, w, h, radius, (R, G, B)), from the scene's linear
    congruential generator, in drawing order; each is filled at alpha 0.5."""
    state = 1

    def next_value():
        nonlocal state
        state = (1103515245 * state + 12345) % (1 << 31)
        return state

    rects = []
    for _ in range(400):
        x = next_value() % 771
        y = next_value() % 2133
        w = 40 + next_value() % 361
        h = 40 + next_value() % 361
        r = min(float(next_value() % 41), w / 2, h / 2)
        c = next_value()
        rects.append((x, y, w, h, r, ((c >> 16) & 255, (c >> 8) & 255, c & 255)))
    return rects


S2_RECTS = s2_rects()
# The scene's definition quotes the first three; a generator that drifts fails loudly.
assert S2_RECTS[:3] == [
    (687, 1353, 327, 75, 31.0, (251, 116, 131)),
    (212, 441, 344, 323, 6.0, (223, 244, 245)),
    (193, 41, 348, 75, 28.0, (191, 161, 215)),
], "S2 generator differs from docs/performance.md"

# S3: sigma 20 px, edges clamped.
S3_SIGMA = 20.0


def box_widths(sigma, passes=3):
    """Odd box widths whose variances add up closest to sigma^2 (the "boxes for Gauss"
    rule: the ideal width rounded down to odd, and m of the passes one width smaller than
    the rest). For sigma 20 this gives 39, 39, 41, the boxes render-cells uses."""
    ideal = math.sqrt(12 * sigma * sigma / passes + 1)
    lower = int(ideal)
    if lower % 2 == 0:
        lower -= 1
    upper = lower + 2
    m = round((12 * sigma * sigma - passes * lower * lower - 4 * passes * lower - 3 * passes) / (-4 * lower - 4))
    return [lower if i < m else upper for i in range(passes)]


# S4: 40 lines at x = 48, baselines 80 + 60 i, 51 px, black on white, DejaVu Sans Book.
S4_TEXT = "The quick brown fox jumps over the lazy dog 0123456789"
S4_SIZE = 51.0
S4_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
S4_LINES = [(48.0, 80.0 + 60.0 * i) for i in range(40)]
# S4shaped: the same lines in Inter Regular, shaped (kerning and default ligatures on).
S4_SHAPED_FONT = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

# S5: zlib level 6 with the library's default row filters; S5fast: level 1.
S5_LEVEL = {"S5": 6, "S5fast": 1}

ALL_SCENES = ["S1", "S2", "S3", "S4", "S4shaped", "S5", "S5fast"]


def time_scene(frame, min_time, min_frames, warmup=3, max_frames=300):
    """The timer of "Common rules of S1-S5", the same loop as `render-cells bench`:
    warm-up frames, then timed frames until at least min_frames and at least min_time
    seconds of them (at most max_frames), one monotonic sample per frame. Returns
    milliseconds per frame and the process's CPU seconds over the timed frames divided by
    their wall seconds, which says how much of its core the process had."""
    for _ in range(warmup):
        frame()
    samples = []
    total = 0.0
    cpu_start = time.process_time()
    while len(samples) < max_frames and (len(samples) < min_frames or total < min_time):
        start = time.perf_counter_ns()
        frame()
        elapsed = (time.perf_counter_ns() - start) / 1e9
        samples.append(elapsed * 1000)
        total += elapsed
    cpu_share = (time.process_time() - cpu_start) / total if total > 0 else 0.0
    return samples, cpu_share


def json_line(scene, peer, samples, cpu_share, extra=None):
    """One line in the shape of `render-cells bench --json`, plus the peer's name."""
    record = {
        "scene": scene,
        "median_ms": round(statistics.median(samples), 3),
        "min_ms": round(min(samples), 3),
        "max_ms": round(max(samples), 3),
        "frames": len(samples),
        "peer": peer,
        "cpu_share": round(cpu_share, 2),
    }
    record.update(extra or {})
    return json.dumps(record)
