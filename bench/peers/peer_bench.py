"""The peer harness of docs/performance.md ("How the peers are measured"); run it through
scripts/peer-bench, which makes its virtualenv. Every peer runs in its own process,
pinned to one core.

    peer-bench [--scene S1 ...] [--peer blend2d ...]        the peers' JSON lines
    peer-bench --render-cells PATH --rounds 3 [--cpu baseline]
        N rounds, each render-cells' `bench --json` and the peers (the order alternating
        from round to round), then each round's figures and one table of medians
    peer-bench --render-cells PATH --check-pictures [DIR]
        each peer's last frame against render-cells' own, pixel by pixel
    peer-bench --self-test                                  the harness against itself
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from run_peer import PEERS  # noqa: E402
from scenes import ALL_SCENES  # noqa: E402

# The peer each scene's ratio is taken against (issue #44): Blend2D for S1, S2 and S5,
# OpenCV's three box passes for S3, cairo for S4; libpng for S5fast.
NAMED_PEER = {"S1": "blend2d", "S2": "blend2d", "S3": "opencv-box", "S4": "cairo", "S5": "blend2d", "S5fast": "libpng"}
PEER_ORDER = ["blend2d", "cairo", "opencv-box", "opencv", "libpng"]

# --check-pictures: a pixel "differs" when a channel is more than this many levels apart.
# A peer draws the same scene when at most MAX_SHARE of its pixels differ (anti-aliasing
# on edges; text is allowed more: other glyph rasterizers and positions), and its "ink",
# the sum of (255 - value) over the colour channels, is within INK of render-cells': a
# missing, extra, wrongly sized or wrongly coloured element moves one or the other.
LEVELS = 4
MAX_SHARE = {"S4": 0.20}
DEFAULT_MAX_SHARE = 0.005
INK = 0.02


def pinned(core):
    return ["taskset", "-c", str(core)]


def json_lines(text):
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


def run(command, env=None):
    try:
        done = subprocess.run(command, capture_output=True, text=True, env=env)
    except OSError as error:
        sys.exit(f"peer-bench: cannot run {' '.join(command)}: {error}")
    if done.returncode != 0:
        sys.exit(f"peer-bench: {' '.join(command)} exited {done.returncode}:\n{done.stderr.strip()}")
    return done.stdout


def run_peer(peer, scenes, args, out=None, min_time=None, frames=None):
    """One peer's process: its JSON records for the asked scenes it draws ([] if none)."""
    drawn = [s for s in scenes if s in scenes_of(peer)]
    if not drawn:
        return []
    command = pinned(args.core) + [sys.executable, os.path.join(HERE, "run_peer.py"), "--peer", peer]
    command += [x for s in drawn for x in ("--scene", s)]
    command += ["--min-time", str(args.min_time if min_time is None else min_time)]
    command += ["--frames", str(args.frames if frames is None else frames)]
    if out:
        command += ["--out", out]
    return json_lines(run(command))


def run_render_cells(scenes, args, out=None, min_time=None, frames=None):
    env = dict(os.environ)
    if args.cpu:
        env["RENDER_CELLS_CPU"] = args.cpu
    command = pinned(args.core) + [args.render_cells, "bench", "--json"]
    command += [x for s in scenes for x in ("--scene", s)]
    command += ["--min-time", str(args.min_time if min_time is None else min_time)]
    command += ["--frames", str(args.frames if frames is None else frames)]
    if out:
        command += ["--out", out]
    records = json_lines(run(command, env))
    for record in records:
        record["peer"] = "render-cells"
    return records


def scenes_of(peer):
    """The scenes a peer draws, without importing its library into this process."""
    return PEERS[peer][2]


def ms(value):
    if value is None:
        return "—"
    return f"{value:.3f}" if value < 10 else f"{value:.2f}" if value < 100 else f"{value:.1f}"


def load():
    return "load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())


def rounds(args):
    """N interleaved rounds; returns {(round, peer, scene): record}."""
    results = {}
    args.loads = []
    for n in range(args.rounds):
        args.loads.append(load())
        print(f"round {n + 1} of {args.rounds} ({args.loads[-1]})", file=sys.stderr, flush=True)
        steps = [("render-cells", lambda: run_render_cells(args.scene, args))]
        steps += [(p, lambda p=p: run_peer(p, args.scene, args)) for p in args.peer]
        if n % 2 == 1:  # alternate who goes first, so a drifting load does not favour one side
            steps = steps[1:] + steps[:1]
        for _, step in steps:
            for record in step():
                results[(n, record["peer"], record["scene"])] = record
                print(json.dumps(record), flush=True)
    return results


def table(results, args):
    peers = [p for p in args.peer if any(k[1] == p for k in results)]
    heading = "| scene | render-cells | " + " | ".join(peers) + " | render-cells / named peer |"
    rule = "|---" * (len(peers) + 3) + "|"

    def median_of(peer, scene, n=None, key="median_ms", pick=statistics.median):
        """The median (or pick) of the peer's figure over round n or all rounds."""
        values = [r[key] for (k, p, s), r in results.items() if p == peer and s == scene and (n is None or k == n)]
        return pick(values) if values else None

    def ratio_text(scene, n=None):
        peer = NAMED_PEER.get(scene)
        ours, theirs = median_of("render-cells", scene, n), median_of(peer, scene, n) if peer else None
        if ours is None or not theirs:
            return "—", None
        return f"{ours / theirs:.2f} × {peer}", ours / theirs

    lines = []
    for n in range(args.rounds):
        shares = [r["cpu_share"] for (k, _, _), r in results.items() if k == n and "cpu_share" in r]
        busy = f"the peers had {min(shares):.2f}–{max(shares):.2f} of their core (CPU / wall)" if shares else ""
        lines += [
            "",
            f"Round {n + 1} ({args.loads[n]} at its start; {busy}), medians in ms per frame:",
            "",
            heading,
            rule,
        ]
        for scene in args.scene:
            cells = [ms(median_of("render-cells", scene, n))] + [ms(median_of(p, scene, n)) for p in peers]
            lines.append(f"| {scene} | " + " | ".join(cells) + f" | {ratio_text(scene, n)[0]} |")
    lines += [
        "",
        f"All {args.rounds} rounds: the median of the rounds' medians, ms per frame; the ratio is the median of the rounds' ratios (their range):",
        "",
    ]
    lines += [heading, rule]
    for scene in args.scene:
        cells = [ms(median_of("render-cells", scene))] + [ms(median_of(p, scene)) for p in peers]
        ratios = [ratio_text(scene, n)[1] for n in range(args.rounds)]
        ratios = [r for r in ratios if r is not None]
        summary = "—"
        if ratios:
            summary = f"{statistics.median(ratios):.2f} ({min(ratios):.2f}–{max(ratios):.2f}) × {NAMED_PEER[scene]}"
        lines.append(f"| {scene} | " + " | ".join(cells) + f" | {summary} |")
    lines += ["", "The fastest frame of all rounds (min_ms), which a busy machine disturbs least, ms:", ""]
    lines += [heading.replace("render-cells / named peer", "ratio of the fastest frames"), rule]
    for scene in args.scene:
        fastest = [median_of(p, scene, key="min_ms", pick=min) for p in ["render-cells"] + peers]
        peer = NAMED_PEER.get(scene)
        ratio = "—"
        if peer in peers and fastest[0] is not None and fastest[1 + peers.index(peer)]:
            ratio = f"{fastest[0] / fastest[1 + peers.index(peer)]:.2f} × {peer}"
        lines.append(f"| {scene} | " + " | ".join(ms(v) for v in fastest) + f" | {ratio} |")
    paths = sorted({r["vector_path"] for (_, p, _), r in results.items() if p == "render-cells" and "vector_path" in r})
    lines += [
        "",
        f"render-cells: {args.render_cells}, vector path {', '.join(paths) or 'not said'}; "
        f"one core each (taskset -c {args.core}); {load()} at the end",
    ]
    return "\n".join(lines)


def compare(ours, theirs):
    """Share of pixels where some channel differs by more than LEVELS, the largest
    difference, the ratio of the two pictures' ink, and a picture of where they differ
    (red over a faded copy of ours). None when the sizes differ."""
    import numpy as np

    if ours.shape != theirs.shape:
        return None
    difference = np.abs(ours.astype(np.int16) - theirs.astype(np.int16)).max(axis=2)
    over = difference > LEVELS
    ink = [float((255 - image[:, :, :3].astype(np.int64)).sum()) for image in (ours, theirs)]
    marked = (ours[:, :, :3] // 2 + 127).astype(np.uint8)
    marked[over] = (0, 0, 255)  # OpenCV's order: red
    return float(over.mean()), int(difference.max()), ink[1] / max(ink[0], 1.0), marked


def same_scene(scene, share, ink):
    return share <= MAX_SHARE.get(scene, DEFAULT_MAX_SHARE) and abs(ink - 1) <= INK


def read_rgba(path):
    import cv2
    import numpy as np

    image = cv2.imread(path, cv2.IMREAD_UNCHANGED)
    if image is None:
        sys.exit(f"peer-bench: cannot read {path}")
    if image.ndim == 2:
        image = cv2.cvtColor(image, cv2.COLOR_GRAY2BGRA)
    elif image.shape[2] == 3:
        image = np.dstack([image, np.full(image.shape[:2], 255, np.uint8)])
    return image  # BGRA; both sides read the same way


def check_pictures(args):
    import cv2

    folder = args.check_pictures
    run_render_cells(args.scene, args, out=os.path.join(folder, "render-cells"), min_time=0, frames=1)
    print(
        f"Pixels differing by more than {LEVELS} levels in some channel, and the largest difference; "
        f"each peer's frame against render-cells' ({folder}/<peer>/<scene>.png, and diff-<peer>-<scene>.png marking them):\n"
    )
    print(
        "| scene | peer | size | pixels over | largest | ink, peer / ours | same scene |\n|---|---|---|---|---|---|---|"
    )
    failures = 0
    for peer in args.peer:
        out = os.path.join(folder, peer)
        for record in run_peer(peer, args.scene, args, out=out, min_time=0, frames=1):
            scene = record["scene"]
            ours = read_rgba(os.path.join(folder, "render-cells", f"{scene}.png"))
            theirs = read_rgba(os.path.join(out, f"{scene}.png"))
            result = compare(ours, theirs)
            if result is None:
                print(
                    f"| {scene} | {peer} | {theirs.shape[1]}×{theirs.shape[0]}, not {ours.shape[1]}×{ours.shape[0]} | — | — | — | no |"
                )
                failures += 1
                continue
            share, largest, ink, marked = result
            cv2.imwrite(os.path.join(folder, f"diff-{peer}-{scene}.png"), marked)
            size = f"{theirs.shape[1]}×{theirs.shape[0]}" + (
                f", {record['bytes']:,} bytes" if "bytes" in record else ""
            )
            same = same_scene(scene, share, ink)
            failures += not same
            print(
                f"| {scene} | {peer} | {size} | {100 * share:.3f} % | {largest} | {ink:.4f} | {'yes' if same else 'NO'} |"
            )
    limits = ", ".join(f"{s} {100 * v:g} %" for s, v in MAX_SHARE.items())
    print(
        f"\nSame scene: at most {100 * DEFAULT_MAX_SHARE:g} % of pixels over ({limits}) and ink within {100 * INK:g} %."
    )
    return failures


def main(argv):
    parser = argparse.ArgumentParser(
        prog="peer-bench", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--scene", action="append", choices=ALL_SCENES, help="a scene; repeat for several (default: all)"
    )
    parser.add_argument("--peer", action="append", choices=PEER_ORDER, help="a peer; repeat for several (default: all)")
    parser.add_argument(
        "--min-time", type=float, default=1.0, help="minimum seconds of timed frames per scene (default 1.0)"
    )
    parser.add_argument("--frames", type=int, default=15, help="minimum timed frames per scene (default 15)")
    parser.add_argument(
        "--render-cells", metavar="PATH", help="a release render-cells binary to interleave with the peers"
    )
    parser.add_argument("--rounds", type=int, default=1, help="rounds of render-cells and the peers (default 1)")
    parser.add_argument("--cpu", choices=["baseline", "avx2", "avx512"], help="RENDER_CELLS_CPU for render-cells' runs")
    parser.add_argument("--core", type=int, default=1, help="the core every process is pinned to (default 1)")
    parser.add_argument(
        "--check-pictures",
        nargs="?",
        const="",
        metavar="DIR",
        help="compare each peer's last frame with render-cells' (pictures kept in DIR)",
    )
    parser.add_argument("--self-test", action="store_true", help="check the harness itself (no render-cells needed)")
    args = parser.parse_args(argv)
    args.scene = args.scene or ALL_SCENES
    args.peer = args.peer or PEER_ORDER
    if args.rounds < 1 or args.frames < 1 or args.min_time < 0:
        parser.error("--rounds and --frames must be at least 1, --min-time at least 0")
    if args.self_test:
        import self_test

        sys.exit(self_test.main(args))
    if (args.cpu or args.rounds > 1 or args.check_pictures is not None) and not args.render_cells:
        parser.error("--rounds, --cpu and --check-pictures need --render-cells PATH")
    if args.check_pictures is not None:
        if not args.check_pictures:
            args.check_pictures = tempfile.mkdtemp(prefix="peer-pictures-")
        sys.exit(1 if check_pictures(args) else 0)
    elif args.render_cells:
        print(table(rounds(args), args))
    else:
        for peer in args.peer:
            for record in run_peer(peer, args.scene, args):
                print(json.dumps(record), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
