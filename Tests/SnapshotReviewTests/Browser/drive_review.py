#!/usr/bin/env python3
"""Drives the review page in headless Chromium over the DevTools protocol (on a pipe, so no
port and no package beyond Python's own): clicks as a person would, takes screenshots, and
prints one JSON line per step for ReviewInBrowserTests to check.

usage: drive_review.py CHROMIUM URL OUT_DIR
"""
import base64, json, os, shutil, subprocess, sys, tempfile, time
from urllib.parse import urlsplit

chromium, url, out = sys.argv[1], sys.argv[2], sys.argv[3]
profile = tempfile.mkdtemp(prefix="review-chromium-")
to_browser_r, to_browser_w = os.pipe()
from_browser_r, from_browser_w = os.pipe()

def child_fds():
    # The protocol pipe: Chromium reads commands on fd 3 and writes answers on fd 4.
    os.dup2(to_browser_r, 3)
    os.dup2(from_browser_w, 4)

browser = subprocess.Popen(
    [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
     "--no-first-run", "--user-data-dir=" + profile, "about:blank"],
    preexec_fn=child_fds, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_browser_r)
os.close(from_browser_w)
buffer = b""
next_id = 0
deadline = time.time() + 900  # a hang guard far above the few seconds this takes alone

def send(method, params=None, session=None):
    global buffer, next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    os.write(to_browser_w, json.dumps(message).encode() + b"\0")
    while True:
        while b"\0" not in buffer:
            if time.time() > deadline:
                raise SystemExit("timed out waiting for Chromium")
            chunk = os.read(from_browser_r, 1 << 20)
            if not chunk:
                raise SystemExit("Chromium closed the protocol pipe")
            buffer += chunk
        raw, buffer = buffer.split(b"\0", 1)
        answer = json.loads(raw)
        if answer.get("id") == next_id:
            if "error" in answer:
                raise SystemExit(f"{method}: {answer['error']}")
            return answer.get("result", {})

target = send("Target.createTarget", {"url": "about:blank"})["targetId"]
page = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 1000, "deviceScaleFactor": 1, "mobile": False}, page)

def evaluate(expression):
    result = send("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True}, page)
    if "exceptionDetails" in result:
        raise SystemExit(f"{expression}: {result['exceptionDetails']}")
    return result["result"].get("value")

def wait_for(expression, what):
    end = time.time() + 300
    while time.time() < end:
        if evaluate(expression):
            return
        time.sleep(0.1)
    raise SystemExit("timed out waiting for " + what)

def navigate(address):
    send("Page.navigate", {"url": address}, page)

def click(selector):
    evaluate(f"document.querySelector({json.dumps(selector)}).scrollIntoView({{block: 'center'}})")
    box = evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
                   " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
    for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
        send("Input.dispatchMouseEvent", {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1}, page)

def screenshot(name):
    evaluate("window.scrollTo(0, 0)")
    data = send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}, page)["data"]
    with open(os.path.join(out, name + ".png"), "wb") as f:
        f.write(base64.b64decode(data))

def report(step, **fields):
    print(json.dumps({"step": step, **fields}), flush=True)

parts = urlsplit(url)
token = dict(p.split("=", 1) for p in parts.query.split("&"))["token"]
port = parts.port

# Another origin (localhost is not 127.0.0.1 to a browser) posts an accept with the right
# token, as a page elsewhere in the browser would if it had it: the server must refuse it.
navigate(f"http://localhost:{port}/?token={token}")
wait_for("document.readyState === 'complete' && document.querySelectorAll('.card').length > 0", "the page at localhost")
cross = evaluate(f"""fetch('http://127.0.0.1:{port}/api/accept?token={token}', {{method: 'POST',
  headers: {{'Content-Type': 'application/json'}}, body: JSON.stringify({{id: 'specs/wifi.yaml#default'}})}})
  .then(r => 'status ' + r.status, e => 'blocked: ' + e.message)""")
report("cross-origin", result=cross)

navigate(url)
wait_for("document.querySelectorAll('.card').length === 2 && [...document.images].every(i => i.complete && i.naturalWidth > 0)",
         "the cards and their pictures")
# The page's own request without the token (same origin, so the status is readable).
report("no-token", result=evaluate("fetch('/api/snapshots').then(r => r.status)"))
report("loaded", cards=evaluate("[...document.querySelectorAll('.card')].map(c => c.dataset.decision)"),
       acceptAll=evaluate("document.getElementById('accept-all').textContent"))
screenshot("review-before")

click("section.card:nth-of-type(2) button.accept")
wait_for("document.querySelector('section.card:nth-of-type(2)').dataset.decision === 'accepted'", "the accepted card")
report("accepted-one", cards=evaluate("[...document.querySelectorAll('.card')].map(c => c.dataset.decision)"),
       status=evaluate("document.getElementById('status').textContent"))
screenshot("review-accepted-one")

click("#accept-all")
wait_for("[...document.querySelectorAll('.card')].every(c => c.dataset.decision === 'accepted')", "every card accepted")
report("accepted-all", cards=evaluate("[...document.querySelectorAll('.card')].map(c => c.dataset.decision)"),
       status=evaluate("document.getElementById('status').textContent"),
       acceptAllDisabled=evaluate("document.getElementById('accept-all').disabled"))
screenshot("review-accepted-all")

try:
    send("Browser.close")
except SystemExit:
    pass
browser.wait(timeout=300)
shutil.rmtree(profile, ignore_errors=True)
