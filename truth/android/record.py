#!/usr/bin/python3
"""Runs AOSP's OverScroller.java through the android preset's flings: assets/truth/android/*.json.

Usage: record.py [--source OverScroller.java] [--out DIR] [FLING ...]   (default: every fling)

The AOSP file is not in this repository. It comes from --source, else from the cache
(~/.cache/handoff/aosp/REVISION/OverScroller.java), else it is downloaded; its SHA-256 must be the
pinned one. It is compiled unchanged with Debian's openjdk-17 javac against the stand-ins in
stubs/, and FlingDriver.java runs each fling through it. See truth/android/README.md.

Exit status: 0 written; 64 bad arguments; 65 the file given is not the pinned revision;
66 OverScroller.java not found; 69 no JDK 17; 70 the driver failed.
"""

import argparse
import base64
import glob
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
REPOSITORY = "aosp-mirror/platform_frameworks_base"
REVISION = "050275cd83f4a66dc3705714ccbe8db025626ce8"
PATH = "core/java/android/widget/OverScroller.java"
# The file at REVISION: 37716 bytes, git blob 1c33d80fd4ca28a69c3c43f1cf7133a0d1a35542.
SHA256 = "dfddbc79abb79a4c86f2466baaaa768cba9460a1977fc6870931d3ff5b9c16ae"
URLS = [
    ("https://raw.githubusercontent.com/%s/%s/%s" % (REPOSITORY, REVISION, PATH), False),
    # Gitiles gives a file's bytes base64-encoded with ?format=TEXT.
    ("https://android.googlesource.com/platform/frameworks/base/+/%s/%s?format=TEXT" % (REVISION, PATH), True),
]
CACHE = os.path.join(os.path.expanduser("~"), ".cache", "handoff", "aosp", REVISION, "OverScroller.java")
PACKAGE = "openjdk-17-jdk-headless"
VIEWPORT = [400, 800]
CONTENT = 20000
MAX_OFFSET = CONTENT - VIEWPORT[1]

# name, velocity (px/s), start offset (px), refresh rate (Hz), lift (ms), summary. The frame grid
# has a vsync at 0 ms; a lift at 0 is on a frame, a lift at 7 ms between two.
FLINGS = [
    ("fling-500", 500, 1000, 60, 0, "fling at 500 px/s, 60 Hz frames, lifted on a frame"),
    ("fling-1000", 1000, 1000, 60, 0, "fling at 1000 px/s, 60 Hz frames, lifted on a frame"),
    ("fling-2000", 2000, 1000, 60, 0, "fling at 2000 px/s, 60 Hz frames, lifted on a frame"),
    ("fling-4000", 4000, 1000, 60, 0, "fling at 4000 px/s, 60 Hz frames, lifted on a frame"),
    ("fling-8000", 8000, 1000, 60, 0, "fling at 8000 px/s (ViewConfiguration's maximum at density 1), 60 Hz frames"),
    ("fling-2000-120hz", 2000, 1000, 120, 0, "fling at 2000 px/s, 120 Hz frames, lifted on a frame"),
    ("fling-2000-between-frames", 2000, 1000, 60, 7, "fling at 2000 px/s, 60 Hz frames, lifted 7 ms after a frame"),
    ("fling-back-3000", -3000, 5000, 60, 0, "fling toward smaller offsets at 3000 px/s, 60 Hz frames"),
    ("fling-to-top", -3000, 1000, 60, 0,
     "fling toward the top at 3000 px/s from 1000 px: the spline would travel 1301 px, the range ends at 0"),
]


def fail(status, message):
    print(message, file=sys.stderr)
    sys.exit(status)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def download():
    """The pinned file's bytes from the first mirror that answers, or None."""
    for url, encoded in URLS:
        try:
            with urllib.request.urlopen(url, timeout=30) as response:
                body = response.read()
        except OSError as error:
            print("download: %s: %s" % (url, error), file=sys.stderr)
            continue
        return base64.b64decode(body) if encoded else body
    return None


def source(given):
    """The path of the pinned OverScroller.java: given, cached or downloaded into the cache."""
    how = ("get it with: curl -fLo OverScroller.java %s (or git clone --filter=blob:none "
           "https://android.googlesource.com/platform/frameworks/base, git checkout %s) and pass "
           "--source PATH" % (URLS[0][0], REVISION))
    if given:
        if not os.path.isfile(given):
            fail(66, "OverScroller.java not found: %s is not a file; %s" % (given, how))
        path = given
    elif os.path.isfile(CACHE):
        path = CACHE
    else:
        body = download()
        if body is None:
            fail(66, "OverScroller.java not found: no --source, nothing in %s, and no mirror answered; %s" % (CACHE, how))
        os.makedirs(os.path.dirname(CACHE), exist_ok=True)
        with open(CACHE + ".part", "wb") as f:
            f.write(body)
        if hashlib.sha256(body).hexdigest() != SHA256:
            fail(65, "OverScroller.java from the mirror is not %s at %s (SHA-256 %s, expected %s); left in %s.part"
                 % (PATH, REVISION, hashlib.sha256(body).hexdigest(), SHA256, CACHE))
        os.replace(CACHE + ".part", CACHE)
        path = CACHE
    digest = sha256(path)
    if digest != SHA256:
        fail(65, "%s is not %s at %s: SHA-256 %s, expected %s" % (path, PATH, REVISION, digest, SHA256))
    return path


def jdk():
    """The bin/ folder of Debian's JDK 17 (javac and java)."""
    for folder in sorted(glob.glob("/usr/lib/jvm/java-17-openjdk-*/bin")):
        if os.path.exists(os.path.join(folder, "javac")):
            return folder
    fail(69, "no JDK 17: /usr/lib/jvm/java-17-openjdk-*/bin/javac is missing (scripts/setup.sh truth installs %s)" % PACKAGE)


def dpkg_version(package):
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return out.stdout.strip() or None


def stubs():
    """The committed stand-ins, path from the repository root, sorted."""
    found = glob.glob(os.path.join(HERE, "stubs", "**", "*.java"), recursive=True)
    return sorted(os.path.relpath(p, REPO) for p in found)


def compile_all(bin_dir, overscroller, classes):
    """javac OverScroller.java (copied unchanged under its package's folder), the stand-ins and the driver."""
    tree = os.path.join(os.path.dirname(classes), "aosp", "android", "widget")
    os.makedirs(tree)
    shutil.copyfile(overscroller, os.path.join(tree, "OverScroller.java"))
    files = [os.path.join(REPO, p) for p in stubs()] + [os.path.join(tree, "OverScroller.java"),
                                                         os.path.join(HERE, "FlingDriver.java")]
    run = subprocess.run([os.path.join(bin_dir, "javac"), "--release", "17", "-nowarn", "-d", classes] + files,
                         capture_output=True, text=True)
    if run.returncode != 0:
        fail(70, "javac failed:\n" + run.stderr)


def drive(bin_dir, classes, velocity, start, hz, lift):
    run = subprocess.run([os.path.join(bin_dir, "java"), "-cp", classes, "FlingDriver", str(velocity), str(start),
                          "0", str(MAX_OFFSET), str(hz), str(lift), "0"], capture_output=True, text=True)
    if run.returncode != 0:
        fail(70, "FlingDriver failed (%d): %s" % (run.returncode, run.stderr.strip()))
    return json.loads(run.stdout)


def r3(value):
    return round(value, 3)


def truth_file(name, velocity, start, hz, lift, summary, ran, code_path):
    frames = [[r3(t), y] for t, y, _, _ in ran["frames"]]
    velocities = [round(v, 3) for _, _, v, _ in ran["frames"]]
    moved = [t for (t, y), (_, before) in zip(frames[1:], frames) if y != before]
    finished = next(t for t, _, _, done in ran["frames"] if done)
    stub_list = stubs()
    return {
        "truth": 1,
        "kind": "engine-code-run",
        "engine": {"name": "android", "package": PACKAGE, "version": dpkg_version(PACKAGE),
                   "product": "%s %s" % (ran["vm"], ran["java"])},
        "code": {"repository": REPOSITORY, "revision": REVISION, "path": PATH, "sha256": sha256(code_path),
                 "class": "android.widget.OverScroller"},
        "gesture": {"name": name, "summary": summary},
        "source": {"path": os.path.relpath(os.path.join(HERE, "FlingDriver.java"), REPO),
                   "sha256": sha256(os.path.join(HERE, "FlingDriver.java"))},
        "stubs": [{"path": p, "sha256": sha256(os.path.join(REPO, p))} for p in stub_list],
        "viewport": VIEWPORT,
        "content": CONTENT,
        "fling": {"velocity": velocity, "start": start, "frame_hz": hz, "t": lift, "range": [0, MAX_OFFSET],
                  "density": 1, "friction": 0.015},
        "frames": frames,
        "velocities": velocities,
        "rest": {"offset": ran["rest_y"], "final": ran["final_y"], "duration_ms": ran["duration_ms"],
                 "settle_ms": moved[-1] if moved else frames[0][0], "finished_ms": r3(finished)},
        "notes": ("OverScroller.fling(0, %d, 0, %d, 0, 0, 0, %d) with the animation clock locked at %d ms, then "
                  "computeScrollOffset() and getCurrY() at each vsync (vsync k at round(k * %s) ns, the clock at "
                  "the vsync's whole ms) until isFinished(). frames: [vsync ms, getCurrY()]; velocities: "
                  "getCurrVelocity() at the same frames (a magnitude; OverScroller keeps the last one after it "
                  "finishes). rest.duration_ms is getDuration() after fling(); rest.settle_ms the last frame that "
                  "moved; rest.finished_ms the frame at which isFinished() became true."
                  % (start, velocity, MAX_OFFSET, lift, ran["period_ns"])),
    }


def write(path, truth):
    """JSON with one frame per line and the short lists on one line, so a re-recording's diff shows
    the frames that changed."""
    compact = {"frames": ",\n  ".join(json.dumps(f) for f in truth["frames"]),
               "velocities": json.dumps(truth["velocities"]), "viewport": json.dumps(truth["viewport"]),
               "range": json.dumps(truth["fling"]["range"])}
    shown = dict(truth, frames="@frames", velocities="@velocities", viewport="@viewport",
                 fling=dict(truth["fling"], range="@range"))
    text = json.dumps(shown, indent=1)
    text = text.replace('"@frames"', "[\n  " + compact["frames"] + "\n ]")
    for key in ("velocities", "viewport", "range"):
        text = text.replace('"@%s"' % key, compact[key])
    if json.loads(text) != truth:
        fail(70, "internal error: %s does not read back as written" % path)
    with open(path, "w") as f:
        f.write(text + "\n")


def main():
    parser = argparse.ArgumentParser(description="Run AOSP's OverScroller through the android preset's flings.")
    parser.add_argument("--source", help="OverScroller.java at %s (default: the cache, else download)" % REVISION)
    parser.add_argument("--out", default=os.path.join(REPO, "assets", "truth", "android"), help="where to write")
    parser.add_argument("flings", nargs="*", help="names (default: all): " + ", ".join(f[0] for f in FLINGS))
    args = parser.parse_args()
    unknown = [n for n in args.flings if n not in [f[0] for f in FLINGS]]
    if unknown:
        parser.exit(64, "unknown fling %s (expected %s)\n" % (", ".join(unknown), ", ".join(f[0] for f in FLINGS)))
    began = time.monotonic()
    code_path = source(args.source)
    bin_dir = jdk()
    os.makedirs(args.out, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="handoff-aosp-") as work:
        classes = os.path.join(work, "classes")
        compile_all(bin_dir, code_path, classes)
        for name, velocity, start, hz, lift, summary in FLINGS:
            if args.flings and name not in args.flings:
                continue
            ran = drive(bin_dir, classes, velocity, start, hz, lift)
            truth = truth_file(name, velocity, start, hz, lift, summary, ran, code_path)
            path = os.path.join(args.out, name + ".json")
            write(path, truth)
            rest = truth["rest"]
            print("truth: %-26s v %6d  rest %6d  settle %8.3f ms  %s" % (name, velocity, rest["offset"], rest["settle_ms"], path))
    print("android: %.1f s" % (time.monotonic() - began))
    return 0


if __name__ == "__main__":
    sys.exit(main())
