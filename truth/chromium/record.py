#!/usr/bin/env python3
"""Records Chromium's truth files: runs each gesture in a real headless Chromium and writes
assets/truth/chromium/GESTURE.json (the format is in truth/chromium/README.md).

Usage: record.py [--out DIR] [--port N] [--binary PATH] [--nested] [GESTURE ...]
The held drag always runs first: it measures the touch slop every other file states. Without
gesture names it records every single-scroller gesture and then every nested one
(nested_gestures.py, on truth/nested.html: assets/truth/chromium/nested-*.json); `--nested`
records only the nested ones.
"""

import argparse
import json
import pathlib
import subprocess
import sys

import cdp
import drive
import gestures
import nested_gestures
import nestedfile
import notes
import truthfile

REPO = pathlib.Path(__file__).resolve().parents[2]


def package_version(package):
    try:
        return subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], check=True,
                              capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def write(path, truth):
    """One key a line; the session one event a line, the frames one frame a line (and the
    handoffs one a line)."""
    parts = []
    for key, value in truth.items():
        if key in ("session", "frames", "handoffs", "drag_shown") and value:
            items = ",\n    ".join(json.dumps(v, separators=(",", ":")) for v in value)
            parts.append(f'  "{key}": [\n    {items}\n  ]')
        else:
            parts.append(f'  "{key}": {json.dumps(value)}')
    path.write_text("{\n" + ",\n".join(parts) + "\n}\n")


class Recorder:
    """Runs gestures in one browser, keeping the page clock's calibration between runs."""

    def __init__(self, browser, url, keep_raw):
        self.browser, self.url, self.keep_raw = browser, url, keep_raw
        self.clock = drive.Clock()

    def run(self, name, attempt=1):
        nested = nested_gestures.BY_NAME.get(name)
        if nested:
            start = nested.extra["start"]
            contain = nested.extra["overscroll_behavior"] == "contain"
            url = (REPO / nested_gestures.PAGE).as_uri() + ("?contain" if contain else "")
            run = drive.run(self.browser, self.clock, nested, url,
                            prepare=f"truth.start({start['outer']}, {start['inner']})",
                            categories=drive.NESTED_TRACE_CATEGORIES)
        else:
            run = drive.run(self.browser, self.clock, gestures.BY_NAME[name], self.url)
        self.clock.learn(truthfile.page_offset(run)[0], run["time_origin"])
        if self.keep_raw:
            self.keep_raw.mkdir(parents=True, exist_ok=True)
            raw = dict(run, gesture=name)
            (self.keep_raw / f"{name}.{attempt}.raw.json").write_text(json.dumps(raw))
        return run

    def best(self, name, engine, slop, attempts, lag, run=None):
        """Runs `name` until one start rule fits its whole fling (with frame lag `lag`
        unless that is None), at most `attempts` times; returns the best run's truth."""
        tried = []
        for attempt in range(1, attempts + 1):
            run = run or self.run(name, attempt)
            truth, facts = truthfile.build(run, engine, slop, REPO)
            analysis = notes.analyse(truth, facts)
            wanted = analysis["fling"] is None or (
                analysis["clean"] and (lag is None or analysis["lag"] == lag))
            tried.append((not wanted, fit_of(analysis), truth, facts, analysis))
            if wanted:
                break
            print(f"record.py: {name} attempt {attempt}: lag {analysis['lag']}, RMS "
                  f"{fit_of(analysis):.2f} px; again", file=sys.stderr)
            run = None
        _, _, truth, facts, analysis = min(tried, key=lambda t: t[:2])
        analysis["attempts"] = len(tried)
        return truth, facts, analysis


def fit_of(analysis):
    """RMS of the fling against the curve at the samples the frames show (the trace's, else
    the best lag's)."""
    fits = analysis.get("fits") or {}
    for key in ("recorded", analysis.get("lag")):
        if key in fits:
            return fits[key][0]
    return 0.0


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    known = list(gestures.BY_NAME) + list(nested_gestures.BY_NAME)
    parser.add_argument("gestures", nargs="*", metavar="GESTURE",
                        help="gestures to record (default: all): " + ", ".join(known))
    parser.add_argument("--nested", action="store_true",
                        help="record only the nested gestures (truth/nested.html)")
    parser.add_argument("--out", type=pathlib.Path, default=REPO / "assets/truth/chromium")
    parser.add_argument("--port", type=int, default=9322)
    parser.add_argument("--binary", default="chromium")
    parser.add_argument("--attempts", type=int, default=3,
                        help="runs of a gesture at most, until one start rule fits its fling")
    parser.add_argument("--lag", choices=["0", "1", "any"], default="1",
                        help="the frame lag of the fling's start to keep (see README)")
    parser.add_argument("--keep-raw", type=pathlib.Path, metavar="DIR",
                        help="also write each run's raw logs and trace there")
    args = parser.parse_args(argv)
    unknown = [name for name in args.gestures if name not in known]
    if unknown:
        print(f"record.py: unknown gesture {unknown[0]!r}; known: {', '.join(known)}",
              file=sys.stderr)
        return 64
    wanted = args.gestures or (list(nested_gestures.BY_NAME) if args.nested else known)
    args.lag = None if args.lag == "any" else int(args.lag)
    args.out.mkdir(parents=True, exist_ok=True)

    browser = cdp.Browser(binary=args.binary, port=args.port)
    try:
        product = browser.call("Browser.getVersion")["product"]
        engine = {"name": "chromium", "package": "chromium",
                  "version": package_version("chromium"), "product": product}
        window = browser.call("Browser.getWindowForTarget")["windowId"]
        browser.call("Browser.setContentsSize", windowId=window, width=400, height=800)
        browser.call("Page.enable")
        recorder = Recorder(browser, (REPO / truthfile.PAGE).as_uri(), args.keep_raw)
        held = recorder.run("held-drag")
        slop = truthfile.held_drag_slop(held)
        for name in [n for n in wanted if n in gestures.BY_NAME]:
            run = held if name == "held-drag" else None
            truth, facts, analysis = recorder.best(name, engine, slop, args.attempts, args.lag,
                                                   run)
            truth["notes"] = notes.describe(truth, facts, analysis)
            write(args.out / f"{name}.json", truth)
            print(notes.summary(analysis), flush=True)
        nested = [name for name in wanted if name in nested_gestures.BY_NAME]
        if nested:
            browser.call("Browser.setContentsSize", windowId=window, width=nestedfile.SIZE[0],
                         height=nestedfile.SIZE[1])
        for name in nested:
            truth, _ = nestedfile.build(recorder.run(name), engine, slop, REPO,
                                        nested_gestures.PAGE)
            write(args.out / f"{name}.json", truth)
            print(nestedfile.summary(truth), flush=True)
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
