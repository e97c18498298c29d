#!/usr/bin/env python3
"""Writes the PNG decoder's fuzz seeds: a small image in every PNG colour type and bit
depth (grey 1/2/4/8/16, RGB 8/16, palette 1/2/4/8, grey+alpha 8/16, RGBA 8/16), with
tRNS and Adam7-interlaced variants and a few ancillary chunks, so the fuzzer starts from
every path of libpng's simplified reader. Standard library only; run once, output
checked in under Fuzz/Corpus/png."""
import os, struct, zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus", "png")

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

def rows(width, height, depth, channels):
    """Deterministic sample values, packed per row with filter byte 0."""
    out = []
    for y in range(height):
        samples = [((x * 37 + y * 91 + c * 53) * 2654435761) >> 7 for x in range(width) for c in range(channels)]
        if depth == 16:
            row = b"".join(struct.pack(">H", s & 0xFFFF) for s in samples)
        elif depth == 8:
            row = bytes(s & 0xFF for s in samples)
        else:
            bits, acc, n = [], 0, 0
            for s in samples:
                acc = (acc << depth) | (s & ((1 << depth) - 1)); n += depth
                if n == 8: bits.append(acc); acc, n = 0, 0
            if n: bits.append(acc << (8 - n))
            row = bytes(bits)
        out.append(b"\x00" + row)
    return out

def adam7(width, height, depth, channels):
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    data = b""
    for x0, y0, dx, dy in passes:
        w = len(range(x0, width, dx)); h = len(range(y0, height, dy))
        if w and h: data += b"".join(rows(w, h, depth, channels))
    return data

def png(width, height, depth, colour, extra=b"", interlace=0, palette_size=0):
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
    ihdr = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if colour == 3:
        out += chunk(b"PLTE", bytes((i * 47 + c * 101) & 0xFF for i in range(palette_size) for c in range(3)))
    out += extra
    raw = adam7(width, height, depth, channels) if interlace else b"".join(rows(width, height, depth, channels))
    out += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    return out

os.makedirs(OUT, exist_ok=True)
seeds = {}
for depth in (1, 2, 4, 8, 16):
    seeds[f"grey{depth}"] = png(5, 3, depth, 0)
for depth in (1, 2, 4, 8):
    seeds[f"palette{depth}"] = png(5, 3, depth, 3, palette_size=1 << depth)
for depth in (8, 16):
    seeds[f"rgb{depth}"] = png(4, 3, depth, 2)
    seeds[f"grey-alpha{depth}"] = png(4, 3, depth, 4)
    seeds[f"rgba{depth}"] = png(4, 3, depth, 6)
seeds["grey8-trns"] = png(4, 3, 8, 0, extra=chunk(b"tRNS", b"\x00\x2a"))
seeds["rgb8-trns"] = png(4, 3, 8, 2, extra=chunk(b"tRNS", b"\x00\x10\x00\x20\x00\x30"))
seeds["palette4-trns"] = png(5, 3, 4, 3, extra=chunk(b"tRNS", bytes(range(0, 256, 32))), palette_size=16)
seeds["rgba8-interlaced"] = png(9, 9, 8, 6, interlace=1)
seeds["grey2-interlaced"] = png(9, 9, 2, 0, interlace=1)
seeds["rgb8-gama-srgb-text"] = png(3, 2, 8, 2, extra=chunk(b"gAMA", struct.pack(">I", 45455))
                                   + chunk(b"sRGB", b"\x00") + chunk(b"tEXt", b"Comment\x00seed"))
seeds["rgb8-iccp"] = png(3, 2, 8, 2, extra=chunk(b"iCCP", b"icc\x00\x00" + zlib.compress(b"\x00" * 128)))
for name, data in seeds.items():
    with open(os.path.join(OUT, name + ".png"), "wb") as f:
        f.write(data)
print(len(seeds), "seeds in", OUT)
