#!/usr/bin/python3
"""The harness's own test: a fake subject that repaints DELAY ms after each input is measured
within 1 ms of DELAY at p50, spaced and under a stream (scripts/test.sh runs it in the window
lane). Exit 0 when it holds, 1 when not, 77 when Xvfb or python3-xlib is missing."""

import os
import shutil
import subprocess
import sys
import time

try:
    import Xlib  # noqa: F401
except ImportError:
    print("test_latency: skipped: python3-xlib is not installed (apt-get install python3-xlib)")
    sys.exit(77)
if shutil.which("Xvfb") is None:
    print("test_latency: skipped: Xvfb is not installed")
    sys.exit(77)

import figures  # noqa: E402
from input_driver import InputDriver  # noqa: E402
from sampling import Sampler  # noqa: E402
from screen_probe import ScreenProbe  # noqa: E402
from xvfb import Xvfb, stop_process  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT, HZ, COUNT = 640, 400, 60, 60


def measured(delay_ms):
    xvfb = Xvfb(WIDTH, HEIGHT, HZ)
    subject = probe = driver = None
    try:
        probe = ScreenProbe(xvfb.name, (8, int(HEIGHT * 0.15), 64, int(HEIGHT * 0.8)))
        subject = subprocess.Popen([sys.executable, os.path.join(HERE, "fake_subject.py"), xvfb.name,
                                    str(WIDTH), str(HEIGHT), str(delay_ms)], start_new_session=True)
        for _ in range(100):
            picture = probe.grab()
            if picture != picture[:4] * (len(picture) // 4):
                break
            time.sleep(0.05)
        if not probe.settle(300, 10000):
            raise SystemExit("test_latency: the fake subject never went still")
        driver = InputDriver(xvfb.name)
        sampler = Sampler(driver, probe, HZ, (int(WIDTH * 0.7), HEIGHT // 2), quiet_ms=30)
        spaced, lost = figures.latencies(sampler.wheel_spaced(COUNT))
        stream, stream_lost = figures.latencies(sampler.wheel_stream(COUNT, delay_ms + 20))
        return figures.spread(spaced), lost, figures.spread(stream), stream_lost
    finally:
        if subject:
            stop_process(subject)
        if driver:
            driver.close()
        if probe:
            probe.close()
        xvfb.close()


def main():
    failures = 0
    for delay in (5.0, 20.0):
        spaced, lost, stream, stream_lost = measured(delay)
        for mode, spread, missing in (("spaced", spaced, lost), ("stream", stream, stream_lost)):
            good = missing == 0 and abs(spread["p50"] - delay) <= 1.0
            failures += not good
            print("test_latency: delay %.1f ms, %s: measured p50 %.2f ms p99 %.2f ms over %d, %d lost: %s"
                  % (delay, mode, spread["p50"], spread["p99"], spread["n"], missing, "ok" if good else "FAILED"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
