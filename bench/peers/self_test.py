"""`peer-bench --self-test`: checks the harness without render-cells. Each peer draws each
of its scenes once, and the pictures are checked against the scene definitions
(independently of any renderer: exact colours inside shapes, S2's blend order computed
here, S3 against a true Gaussian, S5 decoding to its input) and the two vector peers
against each other; then the timer, the JSON shape and the rounds table (with a stand-in
for render-cells). Needs the virtualenv (PyPI), so CI does not run it."""

import json
import os
import stat
import subprocess
import sys
import tempfile

import numpy as np

import peer_bench
import run_peer
from scenes import HEIGHT, S2_RECTS, S3_SIGMA, WIDTH, box_widths, json_line, time_scene

RESULTS = []


def check(name, condition, detail=""):
    RESULTS.append(bool(condition))
    print(f"{'ok  ' if condition else 'FAIL'} {name}" + (f" ({detail})" if detail else ""), flush=True)


def s2_expected(x, y):
    """S2's colour at pixel centre (x + 0.5, y + 0.5), blended here in order in floating
    point: only for points well inside or outside every rectangle and its corners."""
    value = np.array([255.0, 255.0, 255.0])
    for rx, ry, w, h, r, c in S2_RECTS:
        if rx <= x and x + 1 <= rx + w and ry <= y and y + 1 <= ry + h:
            value = value * (1 - 128 / 255) + np.array(c, float) * (128 / 255)
    return value


def s2_sample_points():
    """Pixels at least 3 px from every edge and outside every corner square."""
    rng = np.random.default_rng(7)
    points = []
    while len(points) < 200:
        x, y = int(rng.integers(0, WIDTH)), int(rng.integers(0, HEIGHT))
        clear = True
        for rx, ry, w, h, r, _ in S2_RECTS:
            near_x = min(abs(x - rx), abs(x + 1 - rx - w)) < 3
            near_y = min(abs(y - ry), abs(y + 1 - ry - h)) < 3
            inside_x = rx - 3 <= x <= rx + w + 2
            inside_y = ry - 3 <= y <= ry + h + 2
            corner = (x < rx + r + 3 or x > rx + w - r - 4) and (y < ry + r + 3 or y > ry + h - r - 4)
            if (near_x and inside_y) or (near_y and inside_x) or (inside_x and inside_y and corner):
                clear = False
                break
        if clear:
            points.append((x, y))
    return points


def true_gaussian(image):
    """The S3 input blurred with a Gaussian of sigma 20 cut at 6 sigma, in float, edges
    clamped: the reference the scene's 2/255 is measured against."""
    import cv2

    radius = int(6 * S3_SIGMA)
    taps = np.exp(-(np.arange(-radius, radius + 1) ** 2) / (2 * S3_SIGMA**2))
    taps = (taps / taps.sum()).astype(np.float64)
    return cv2.sepFilter2D(image.astype(np.float64), -1, taps, taps, borderType=cv2.BORDER_REPLICATE)


def ink_bands(picture):
    """Rows with ink, grouped into bands: one per line of text."""
    dark = (picture[:, :, :3].min(axis=2) < 128).any(axis=1)
    return int(np.count_nonzero(dark[1:] & ~dark[:-1]) + dark[0])


def draw_all(folder):
    """Every peer's every scene, once, through run_peer.py as the benchmark runs them."""
    records = {}
    for peer in peer_bench.PEER_ORDER:
        out = os.path.join(folder, peer)
        command = [
            sys.executable,
            os.path.join(peer_bench.HERE, "run_peer.py"),
            "--peer",
            peer,
            "--min-time",
            "0",
            "--frames",
            "2",
            "--out",
            out,
        ]
        done = subprocess.run(command, capture_output=True, text=True)
        check(f"{peer} runs", done.returncode == 0, done.stderr.strip()[-300:])
        for record in peer_bench.json_lines(done.stdout):
            records[(peer, record["scene"])] = record
    return records


def read(folder, peer, scene):
    return peer_bench.read_rgba(os.path.join(folder, peer, f"{scene}.png"))[:, :, [2, 1, 0, 3]]


def main(args):
    import peer_blend2d

    for peer, (module, table, declared) in run_peer.PEERS.items():
        drawn = sorted(run_peer.scenes_of(peer))
        check(f"{peer}: the scenes {module}.{table} draws are the ones declared", drawn == sorted(declared), f"{drawn}")
    widths = box_widths(S3_SIGMA)
    check("S3 boxes 39, 39, 41", widths == [39, 39, 41], f"{widths}")
    inside = all(x + w <= WIDTH and y + h <= HEIGHT for x, y, w, h, _, _ in S2_RECTS)
    area = sum(w * h for _, _, w, h, _, _ in S2_RECTS) / 1e6  # the docs' figure: the rectangles' areas
    check(
        "S2: 400 rectangles inside the canvas, 19.17 Mpx of them",
        len(S2_RECTS) == 400 and inside and abs(area - 19.17) < 0.005,
        f"{area:.3f} Mpx",
    )

    folder = tempfile.mkdtemp(prefix="peer-self-test-")
    records = draw_all(folder)
    for (peer, scene), record in sorted(records.items()):
        keys = {"scene", "median_ms", "min_ms", "max_ms", "frames", "peer"}
        check(
            f"{peer} {scene}: JSON as render-cells bench's",
            keys <= record.keys()
            and record["frames"] >= 2
            and 0 < record["min_ms"] <= record["median_ms"] <= record["max_ms"],
        )
    expected_keys = {(p, s) for p, (_, _, scenes) in run_peer.PEERS.items() for s in scenes}
    check(
        "every peer drew every scene it declares",
        set(records) == expected_keys,
        f"{sorted(expected_keys - set(records))} missing",
    )

    s1_input = peer_blend2d.s1_frame()
    for peer in ("blend2d", "cairo"):
        s1 = read(folder, peer, "S1")
        spots = {
            "white outside": ((5, 5), (255, 255, 255)),
            "row 0 filled #F2F2F7": ((585, 90), (0xF2, 0xF2, 0xF7)),
            "row 0's left stroke #C6C6C8": ((23, 90), (0xC6, 0xC6, 0xC8)),
            "row 16's top stroke": ((585, 2519), (0xC6, 0xC6, 0xC8)),
            "row 16's fill at the bottom edge": ((585, 2531), (0xF2, 0xF2, 0xF7)),
            "the gap between rows 0 and 1": ((585, 170), (255, 255, 255)),
        }
        for what, ((x, y), colour) in spots.items():
            got = tuple(int(v) for v in s1[y, x, :3])
            check(f"{peer} S1: {what}", max(abs(a - b) for a, b in zip(got, colour)) <= 1, f"{got}")
        s2 = read(folder, peer, "S2")
        errors = [np.abs(s2[y, x, :3] - s2_expected(x, y)).max() for x, y in s2_sample_points()]
        check(
            f"{peer} S2: 200 interior pixels as blended in order at alpha 0.5",
            max(errors) <= 3,
            f"largest {max(errors):.1f} levels",
        )
        s4 = read(folder, peer, "S4")
        first = int(np.nonzero((s4[:, :, :3].min(axis=2) < 128).any(axis=0))[0][0])
        check(
            f"{peer} S4: 40 lines of ink from x = 48",
            ink_bands(s4) == 40 and 48 <= first <= 51,
            f"{ink_bands(s4)} bands, first ink at {first}",
        )
    for scene in ("S1", "S2", "S4"):
        result = peer_bench.compare(read(folder, "blend2d", scene), read(folder, "cairo", scene))
        share, largest, ink, _ = result
        check(
            f"{scene}: Blend2D and cairo draw the same scene",
            peer_bench.same_scene(scene, share, ink),
            f"{100 * share:.3f} % over, ink {ink:.4f}",
        )

    reference = true_gaussian(s1_input[:, :, :3])
    for peer in ("opencv-box", "opencv"):
        s3 = read(folder, peer, "S3")[:, :, :3].astype(np.float64)
        error = np.abs(s3 - reference).max()
        check(f"{peer} S3 within 2/255 of a true Gaussian", error <= 2, f"{error:.2f} levels")
    for peer in ("blend2d", "opencv", "libpng"):
        for scene in run_peer.PEERS[peer][2]:
            if scene.startswith("S5"):
                decoded = read(folder, peer, scene)
                check(
                    f"{peer} {scene}: the PNG decodes to the S1 frame",
                    np.array_equal(decoded[:, :, :3], s1_input[:, :, :3]),
                )

    calls = []
    samples, _ = time_scene(lambda: calls.append(1), min_time=0, min_frames=5)
    check("timer: 3 warm-up frames, then the minimum count", len(samples) == 5 and len(calls) == 8)
    samples, _ = time_scene(lambda: None, min_time=10, min_frames=1, max_frames=40)
    check("timer: at most max_frames", len(samples) == 40)
    line = json.loads(json_line("S1", "blend2d", [2.0, 1.0, 3.0], 0.5))
    check(
        "JSON line",
        line["median_ms"] == 2.0 and line["min_ms"] == 1.0 and line["max_ms"] == 3.0 and line["frames"] == 3,
    )

    check_rounds(folder)
    passed, failed = RESULTS.count(True), RESULTS.count(False)
    print(f"{passed} passed, {failed} failed (pictures in {folder})")
    return 1 if failed else 0


def check_rounds(folder):
    """--rounds with a stand-in for render-cells that says S1 takes 1 ms: the table must
    hold both rounds and the ratio against Blend2D's own medians."""
    fake = os.path.join(folder, "fake-render-cells")
    with open(fake, "w") as file:
        file.write(
            '#!/bin/sh\necho \'vector path: none\'\necho \'{"scene": "S1", "median_ms": 1.0, "min_ms": 0.9, "max_ms": 1.2, "frames": 15}\'\n'
        )
    os.chmod(fake, os.stat(fake).st_mode | stat.S_IEXEC)
    command = [sys.executable, os.path.join(peer_bench.HERE, "peer_bench.py"), "--render-cells", fake, "--rounds", "2"]
    command += ["--scene", "S1", "--peer", "blend2d", "--min-time", "0", "--frames", "3"]
    done = subprocess.run(command, capture_output=True, text=True)
    records = peer_bench.json_lines(done.stdout)
    peers = [r["median_ms"] for r in records if r["peer"] == "blend2d"]
    ratios = sorted(1.0 / m for m in peers)
    expected = f"{np.median(ratios):.2f} ({ratios[0]:.2f}–{ratios[-1]:.2f}) × blend2d" if len(ratios) == 2 else "?"
    ok = done.returncode == 0 and "Round 2" in done.stdout and expected in done.stdout
    check(
        "--rounds 2: both rounds, and the median ratio in the table", ok, expected if ok else done.stderr.strip()[-300:]
    )
