#!/usr/bin/python3
"""Input-to-pixels latency of Handoff and four real toolkits, measured from outside on one Xvfb.

    Benchmarks/latency/latency.py [--handoff BINARY] [--size WxH] [--hz N] [--count N]
                                  [--subjects a,b] [--samples FILE]

Prints one JSON line per subject and input kind; says on stderr, and skips, a subject that is not
installed. docs/development.md describes it; docs/performance.md has the figures.
Exit codes: 0 done, 2 bad arguments, 1 the X server could not be started.
"""

import argparse
import json
import os
import shutil
import sys
import tempfile
import time

from Xlib import XK

import figures
import process_cpu
import screenshot
import subjects
from input_driver import InputDriver, ServerTimes
from sampling import Sampler
from screen_probe import ScreenProbe
from xvfb import Xvfb, monotonic_ms, stop_process

#: Nice value asked for the harness, Xvfb and the subjects.
PRIORITY = -10
#: Width of the watched strip, px.
STRIP_WIDTH = 64
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def size_argument(text):
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("wants WxH, got %r" % text)
    if not (320 <= width <= 8192 and 240 <= height <= 8192):
        raise argparse.ArgumentTypeError("each side 320..8192 wide, 240..8192 high, got %r" % text)
    return width, height


def parse(argv):
    parser = argparse.ArgumentParser(prog="latency.py", description=__doc__.split("\n")[0])
    parser.add_argument("--handoff", default=os.path.join(ROOT, ".build/release/handoff"), help="Handoff binary")
    parser.add_argument("--size", type=size_argument, default=(1280, 800), help="screen and window size, WxH")
    parser.add_argument("--hz", type=int, default=60, choices=range(24, 361), metavar="N", help="Xvfb's vblank rate")
    parser.add_argument("--count", type=int, default=200, help="inputs per subject, kind and mode (spaced, stream)")
    parser.add_argument("--subjects", default="handoff,chromium,firefox,qtquick,gtk4", help="comma-separated")
    parser.add_argument("--samples", help="also write every input's latency here (JSON lines, for plot.py)")
    parser.add_argument("--shots", help="save a PNG of each subject's screen when it is ready into this directory")
    parser.add_argument("--wheel-interval", type=float, default=16.0, help="ms between notches of the stream")
    parser.add_argument("--drag-interval", type=float, default=8.0, help="ms between moves of the stream")
    args = parser.parse_args(argv)
    known = {s.name for s in subjects.every("")}
    wanted = [name for name in args.subjects.split(",") if name]
    for name in wanted:
        if name not in known:
            parser.error("unknown subject %r (known: %s)" % (name, ", ".join(sorted(known))))
    if args.count < 1:
        parser.error("--count must be at least 1")
    args.wanted = wanted
    return args


def wait_ready(subject, probe, limit_s=60):
    """Until the subject says it is live, the strip shows something other than the root's black,
    and the screen has been still for 0.5 s."""
    end = time.monotonic() + limit_s
    while time.monotonic() < end:
        if subject.process.poll() is not None:
            return "exited with status %s" % subject.process.returncode
        if subject.live():
            picture = probe.grab()
            if picture != picture[:4] * (len(picture) // 4) and probe.settle(500, 5000):
                return None
        time.sleep(0.1)
    return "not ready in %d s" % limit_s


def run_kind(subject, kind, sampler, driver, times, args, xvfb_pid):
    cpu_before, server_before = process_cpu.tree_seconds(subject.process.pid), process_cpu.tree_seconds(xvfb_pid)
    changes_before = sampler.probe.changes
    times.taken()
    if kind == "wheel":
        spaced = sampler.wheel_spaced(args.count)
        stream = sampler.wheel_stream(args.count, args.wheel_interval)
    else:
        spaced = sampler.drag_spaced(args.count)
        stream = sampler.drag_stream(args.count, args.drag_interval)
    driver.match(times.taken())
    frames = sampler.probe.changes - changes_before
    cpu = process_cpu.tree_seconds(subject.process.pid) - cpu_before
    server = process_cpu.tree_seconds(xvfb_pid) - server_before
    return spaced, stream, frames, cpu, server


def measure(subject, xvfb, driver, times, args, work, samples_file):
    """Runs one subject through every kind; its JSON lines."""
    width, height = args.size
    # 64 px wide: every subject's rows have text, an avatar or a separator there, and a narrow
    # strip reads back in a fraction of a millisecond (256 px took about 3 ms a read under load,
    # during which a further report waited to be timed).
    strip = (8, int(height * 0.15), min(STRIP_WIDTH, width // 4), int(height * 0.8))
    probe = ScreenProbe(xvfb.name, strip)
    lines = []
    try:
        launched = monotonic_ms()
        subject.start(xvfb.name, args.size, work)
        problem = wait_ready(subject, probe)
        ready_seconds = round((monotonic_ms() - launched) / 1000, 1)
        if problem:
            print("latency: %s: %s, skipped (stderr: %s)" % (subject.name, problem, subject.stderr_path), file=sys.stderr)
            args.keep_work = True
            return []
        if args.shots:
            os.makedirs(args.shots, exist_ok=True)
            screenshot.save(probe.display, os.path.join(args.shots, subject.name + ".png"))
        version = subject.version()
        sampler = Sampler(driver, probe, args.hz, (int(width * 0.7), height // 2))
        measured = {}
        for kind in subject.kinds:
            started = monotonic_ms()
            spaced, stream, frames, cpu, server = run_kind(subject, kind, sampler, driver, times, args, xvfb.pid)
            measured[kind] = {"spaced": spaced, "stream": stream}
            spaced_ms, spaced_lost = figures.latencies(spaced)
            stream_ms, stream_lost = figures.latencies(stream)
            line = {"subject": subject.name, "version": version, "input": kind,
                    "size": "%dx%d" % args.size, "hz": args.hz, **figures.spread(spaced_ms), "lost": spaced_lost,
                    "stream": dict(figures.spread(stream_ms), lost=stream_lost),
                    "frames": frames,
                    "cpu_ms_per_frame": round(cpu * 1000 / frames, 2) if frames else None,
                    "xvfb_cpu_ms_per_frame": round(server * 1000 / frames, 2) if frames else None,
                    "seconds": round((monotonic_ms() - started) / 1000, 1), "ready_seconds": ready_seconds}
            lines.append(line)
            if samples_file:
                for mode, group in (("spaced", spaced), ("stream", stream)):
                    for sample in group:
                        samples_file.write(json.dumps({"subject": subject.name, "input": kind, "mode": mode,
                                                       "latency_ms": sample.latency_ms}) + "\n")
        if isinstance(subject, subjects.Handoff):
            add_inside(subject, driver, lines, measured)
    finally:
        if subject.process is not None and subject.process.poll() is None:
            stop_process(subject.process)
        probe.close()
    return lines


def add_inside(subject, driver, lines, measured):
    """Quits Handoff with q, then puts its own figures beside the outside ones: `run --summary`,
    `--latency-log` input by input, and what its profiling overlay showed at the end of each mode."""
    driver.key(XK.string_to_keysym("q"))
    try:
        subject.process.wait(10)
    except Exception:
        return
    try:
        summary = json.loads(open(subject.summary_path).read().strip().splitlines()[-1])
        log = open(subject.log_path).read().splitlines()
    except (OSError, IndexError, ValueError):
        return
    for line in lines:
        modes = measured[line["input"]]
        line["inside"] = figures.inside_against_outside(modes["spaced"] + modes["stream"], log)
        line["overlay"] = {mode: figures.overlay_against_outside(samples, log) for mode, samples in modes.items()}
        line["summary_input_to_present_ms"] = summary.get("input_to_present_ms")


def raise_priority():
    """Asks for nice PRIORITY for this process and so for everything it starts (Xvfb, the
    subjects), so that other work on the machine does not decide the tails; the same for every
    subject. Only where allowed (root): otherwise says so and measures at the usual priority."""
    try:
        os.setpriority(os.PRIO_PROCESS, 0, PRIORITY)
        return True
    except OSError as error:
        print("latency: measuring at the usual priority (nice %d refused: %s)" % (PRIORITY, error), file=sys.stderr)
        return False


def main(argv):
    args = parse(argv)
    raise_priority()
    try:
        xvfb = Xvfb(args.size[0], args.size[1], args.hz)
    except RuntimeError as error:
        print("latency: %s" % error, file=sys.stderr)
        return 1
    # The subjects' profiles, logs and Handoff's latency log (Chromium's profile alone is about
    # 40 MB): removed at the end unless a subject failed, whose stderr the message names.
    work = tempfile.mkdtemp(prefix="handoff-latency-")
    args.keep_work = False
    began = monotonic_ms()
    samples_file = open(args.samples, "w") if args.samples else None
    driver = times = None
    try:
        driver, times = InputDriver(xvfb.name), ServerTimes(xvfb.name)
        for subject in subjects.every(args.handoff):
            if subject.name not in args.wanted:
                continue
            reason = subject.missing()
            if reason:
                print("latency: %s skipped: %s" % (subject.name, reason), file=sys.stderr)
                continue
            for line in measure(subject, xvfb, driver, times, args, work, samples_file):
                print(json.dumps(line), flush=True)
    finally:
        if times:
            times.close()
        if samples_file:
            samples_file.close()
        xvfb.close()
        if not args.keep_work:
            shutil.rmtree(work, ignore_errors=True)
    print("latency: done in %.0f s" % ((monotonic_ms() - began) / 1000), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
