"""Times one peer's scenes in this process and prints one JSON line per scene, in the
shape of `render-cells bench --json` plus "peer" (and "bytes" for S5 scenes). With --out
it writes each scene's last picture as DIR/<scene>.png (for S5, the PNG it encoded).

    python run_peer.py --peer blend2d [--scene S1 ...] [--min-time 1] [--frames 15] [--out DIR]
"""

import argparse
import importlib
import os
import sys

from scenes import ALL_SCENES, json_line, time_scene

# Each peer: the module that draws it, the name of its table of scene classes, and the
# scenes in that table (listed here too so that peer_bench.py need not import every
# library; the self-test checks that the two agree).
PEERS = {
    "blend2d": ("peer_blend2d", "SCENES", ["S1", "S2", "S4", "S5"]),
    "cairo": ("peer_cairo", "SCENES", ["S1", "S2", "S4"]),
    "opencv-box": ("peer_opencv", "BOX_SCENES", ["S3"]),
    "opencv": ("peer_opencv", "SCENES", ["S3", "S5", "S5fast"]),
    "libpng": ("peer_libpng", "SCENES", ["S5", "S5fast"]),
}


def scenes_of(peer):
    """The peer's table of scene classes (importing its library)."""
    module, table, _ = PEERS[peer]
    return getattr(importlib.import_module(module), table)


def write_picture(scene, path):
    """The scene's last frame as a PNG: the encoded file itself for S5 scenes, else the
    RGBA pixels through OpenCV's writer (lossless)."""
    if hasattr(scene, "encoded"):
        with open(path, "wb") as file:
            file.write(scene.encoded())
        return
    import cv2

    if not cv2.imwrite(path, scene.picture()[:, :, [2, 1, 0, 3]]):
        raise RuntimeError(f"could not write {path}")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--peer", required=True, choices=sorted(PEERS))
    parser.add_argument(
        "--scene",
        action="append",
        choices=ALL_SCENES,
        help="a scene to run; repeat for several (default: all the peer draws)",
    )
    parser.add_argument(
        "--min-time", type=float, default=1.0, help="minimum seconds of timed frames per scene (default 1.0)"
    )
    parser.add_argument("--frames", type=int, default=15, help="minimum timed frames per scene (default 15)")
    parser.add_argument("--out", help="write each scene's last picture as DIR/<scene>.png")
    args = parser.parse_args(argv)
    if args.min_time < 0 or args.frames < 1:
        parser.error("--min-time must be at least 0 and --frames at least 1")
    table = scenes_of(args.peer)
    for name in [s for s in (args.scene or ALL_SCENES) if s in table]:
        scene = table[name]()
        samples, cpu_share = time_scene(scene.frame, args.min_time, args.frames)
        extra = {"bytes": len(scene.encoded())} if hasattr(scene, "encoded") else {}
        print(json_line(name, args.peer, samples, cpu_share, extra), flush=True)
        if args.out:
            os.makedirs(args.out, exist_ok=True)
            write_picture(scene, os.path.join(args.out, f"{name}.png"))
        if hasattr(scene, "close"):
            scene.close()


if __name__ == "__main__":
    main(sys.argv[1:])
