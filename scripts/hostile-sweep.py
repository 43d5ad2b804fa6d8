#!/usr/bin/env python3
"""The hostile sweep: `handoff` run on inputs meant to break it, each case with the exit code and
first line of standard error it must give, and the time and peak memory (RSS) it may take.

Usage: scripts/hostile-sweep.py [--handoff PATH] [--only SUBSTRING] [--list] [--verbose]

Every case also checks that standard error holds no control character other than the line ends
(a file's bytes are never echoed raw), and a refusal is one line. Inputs are generated into a
temporary directory. Peak RSS is the child's own (os.wait4), not the sweep's. Runs in about a
minute against a debug build; CI runs it after the tests (.ci/run).
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVEMU = os.path.join(ROOT, "assets/recordings/synaptics-two-finger-scroll.evemu")
MB = 1024 * 1024


class Case:
    def __init__(self, name, argv, code, first, seconds=10, rss_mb=200, send=None, one_line=True,
                 stdout=None, check=None):
        self.name = name
        self.argv = argv          # arguments after `handoff`; "{dir}" is the inputs' directory
        self.code = code          # expected exit code
        self.first = first        # regular expression the first stderr line must match ("" = no stderr)
        self.seconds = seconds    # wall-clock limit
        self.rss_mb = rss_mb      # peak RSS limit, MiB (a number, or a function of the inputs' directory)
        self.send = send          # (signal, after seconds): sent once the command runs
        self.one_line = one_line  # stderr is at most one line
        self.stdout = stdout      # file name in {dir} for standard output (default /dev/null)
        self.check = check        # extra check (dir) -> error text or None


# ---------------------------------------------------------------- inputs

def make_inputs(d):
    def write(name, text):
        with open(os.path.join(d, name), "w") as f:
            f.write(text)

    small = ('{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}\n'
             '{"t":100,"type":"down","x":640,"y":600,"button":1}\n{"t":120,"type":"move","x":640,"y":500}\n'
             '{"t":140,"type":"up","x":640,"y":400,"button":1}\n')
    write("big3.jsonl", small.replace('"hz":60}', '"hz":60,"scale":3}').replace("[1280,800]", "[16384,4096]")
          + '{"t":200,"type":"end"}\n')
    write("big1.jsonl", small.replace("[1280,800]", "[16384,4096]") + '{"t":200,"type":"end"}\n')
    write("twoend.jsonl", small + '{"t":2000,"type":"end"}\n{"t":2001,"type":"end"}\n')
    write("after.jsonl", small + '{"t":2000,"type":"end"}\n{"t":2001,"type":"key","key":"a"}\n')
    write("bom.jsonl", "\ufeff" + small)
    write("overflow.jsonl", small + '{"t":1e400,"type":"end"}\n')
    os.mkdir(os.path.join(d, "dir.jsonl"))

    lines = open(EVEMU).read().split("\n")
    evemu = "\n".join(lines)
    write("s32.evemu", evemu.replace("A: 00 1472 5472 8 0", "A: 00 -2147483648 5472 8 0"))
    write("s33.evemu", evemu.replace("A: 00 1472 5472 8 0", "A: 00 -2147483649 5472 8 0"))
    write("minmax.evemu", evemu.replace("A: 35 1472 5472 8 0", "A: 35 5472 5472 8 0"))
    write("reversed.evemu", evemu.replace("A: 36 1408 4448 8 0", "A: 36 4448 1408 8 0"))
    write("two.evemu", evemu + evemu)
    slot_line = next(i for i, l in enumerate(lines) if l.startswith("E:") and " 0003 002f " in l)
    for name, value in (("slot1000.evemu", "1000"), ("slotneg.evemu", "-3")):
        changed = list(lines)
        changed[slot_line] = changed[slot_line].rsplit(" ", 1)[0] + " " + value
        write(name, "\n".join(changed))
    jumped, seen = [], 0
    for line in lines:
        if line.startswith("E: "):
            seen += 1
            if seen > 100:
                parts = line.split(" ")
                parts[1] = "%.6f" % (float(parts[1]) + 1e9)
                line = " ".join(parts)
        jumped.append(line)
    write("jump.evemu", "\n".join(jumped))
    write("esc.yml", '# libinput record\nversion: 1\ndevices:\n- node: x\n  evdev: {name: "a\x1b[31mb\x07", \x1b[2J : [\n')

    # A long evemu capture (about 20 MB): the touchpad recording, its events repeated later and later.
    description = [l for l in lines if l and not l.startswith("E:")]
    events = []
    for l in lines:
        if l.startswith("E: "):
            _, t, rest = l.split(" ", 2)
            events.append((float(t), rest))
    start, span = events[0][0], events[-1][0] - events[0][0] + 0.5
    with open(os.path.join(d, "long.evemu"), "w") as f:
        f.write("\n".join(description) + "\n")
        size, base = 0, 0.0
        while size < 20e6:
            chunk = "".join("E: %.6f %s\n" % (1e9 + base + t - start, rest) for t, rest in events)
            f.write(chunk)
            size += len(chunk)
            base += span
    # A long capture of a pointing stick (about 20 MB): a move for every two or three events.
    stick = open(os.path.join(ROOT, "assets/recordings/ibm-scrollpoint-wheel.evemu")).read().split("\n")
    stick_events = [(float(l.split(" ")[1]), l.split(" ", 2)[2]) for l in stick if l.startswith("E: ")]
    first, span = stick_events[0][0], stick_events[-1][0] - stick_events[0][0] + 0.5
    with open(os.path.join(d, "stick.evemu"), "w") as f:
        f.write("\n".join(l for l in stick if l and not l.startswith("E:")) + "\n")
        size, base = 0, 0.0
        while size < 20e6:
            chunk = "".join("E: %.6f %s\n" % (1e9 + base + t - first, rest) for t, rest in stick_events)
            f.write(chunk)
            size += len(chunk)
            base += span
    # A libinput record capture describing 100 000 small devices (about 30 MB).
    with open(os.path.join(d, "many.yml"), "w") as f:
        f.write("# libinput record\nversion: 1\nndevices: 100000\ndevices:\n")
        for i in range(100000):
            f.write('- node: /dev/input/event%d\n  evdev:\n    name: "Mouse %d"\n    codes:\n      2: [0, 1]\n'
                    '  udev:\n    properties:\n    - ID_INPUT_MOUSE=1\n  events:\n  - evdev:\n'
                    '    - [  0,  %d,   2,   0,      3]\n    - [  0,  %d,   0,   0,      0]\n' % (i, i, i, i))
    os.mkfifo(os.path.join(d, "fifo"))
    # A long session for compare and replay to be stopped in.
    with open(os.path.join(d, "long.jsonl"), "w") as f:
        subprocess.run([HANDOFF, "flick", "--repeat", "150", "--input-hz", "2000", "--v", "500"], stdout=f, check=True)


def file_size(d, name):
    return os.path.getsize(os.path.join(d, name))


def absent(*names):
    """A check: none of `names` exists in the inputs' directory, nor any unfinished temporary file."""
    def check(d):
        for name in names:
            if os.path.exists(os.path.join(d, name)):
                return "%s was written" % name
        partial = [n for n in os.listdir(d) if ".partial-" in n]
        return "temporary files left: %s" % partial if partial else None
    return check


def whole_lines(name):
    def check(d):
        with open(os.path.join(d, name), "rb") as f:
            data = f.read()
        return None if not data or data.endswith(b"\n") else "%s ends with a cut line" % name
    return check


# ---------------------------------------------------------------- cases

DEVICE_PIXELS = r'"size" 16384×4096 at .* device pixels; at most 16384 on each side and 67108864 pixels are drawn$'
STOPPED = r"handoff: (interrupted|terminated|hung up): stopped before finishing; no output file written$"

CASES = [
    # Memory bounded by what is asked.
    Case("replay: size x scale past the pixel limit", ["replay", "{dir}/big3.jsonl", "--headless", "--summary"], 65,
         r"handoff: .*big3.jsonl:1: " + DEVICE_PIXELS),
    Case("replay --scale past the pixel limit", ["replay", "{dir}/big1.jsonl", "--headless", "--scale", "2"], 65,
         r"handoff: .*big1.jsonl:1: " + DEVICE_PIXELS),
    Case("replay --compare --scale past the pixel limit",
         ["replay", "{dir}/big1.jsonl", "--headless", "--compare", "ios,gtk", "--scale", "2", "--screenshot", "{dir}/c.png"], 65,
         r"handoff: .*big1.jsonl:1: " + DEVICE_PIXELS, check=absent("c.png")),
    Case("run --size x --scale past the pixel limit", ["run", "--size", "16384x4096", "--scale", "3"], 64,
         r"handoff: --size 16384×4096 at --scale 3 is 49152×12288 device pixels"),
    Case("flick in range writes as it goes (stopped after 3 s)", ["flick", "--repeat", "1000", "--input-hz", "10000", "--v", "100"],
         130, r"handoff: terminated: stopped after \d+ events; standard output ends with a whole line$",
         send=(signal.SIGTERM, 3), stdout="flick.jsonl", check=whole_lines("flick.jsonl")),
    Case("import /dev/zero", ["import", "/dev/zero"], 65, r"handoff: /dev/zero:1: line longer than 65536 bytes$", seconds=5),
    Case("compare /dev/zero", ["compare", "/dev/zero"], 65, r"handoff: /dev/zero:1: line longer than 65536 bytes$", seconds=5),
    Case("import: 100 000 devices", ["import", "{dir}/many.yml"], 65,
         r"handoff: .*many.yml:\d+: more than 128 devices; a capture may describe at most 128$", seconds=10,
         rss_mb=lambda d: 1.5 * file_size(d, "many.yml") / MB + 50),
    Case("import: a 20 MB evemu capture in 1.5x the file", ["import", "{dir}/long.evemu", "-o", "{dir}/long-out.jsonl"], 0,
         r'handoff: import: .*long.evemu: "SynPS/2 Synaptics TouchPad" \(touchpad\): not mapped', seconds=40,
         rss_mb=lambda d: 1.5 * file_size(d, "long.evemu") / MB + 50),
    Case("import: a 20 MB pointing-stick capture in 1.5x the file", ["import", "{dir}/stick.evemu", "-o", "{dir}/stick-out.jsonl"], 0,
         "", seconds=40, rss_mb=lambda d: 1.5 * file_size(d, "stick.evemu") / MB + 50),
    # One line, FILE:LINE, escaped, exit codes.
    Case("import: YAML error with ESC and BEL", ["import", "{dir}/esc.yml"], 65,
         r"handoff: .*esc.yml:5: not YAML: control characters are not allowed \(character 0x1b\)$"),
    Case("import --at out of range", ["import", EVEMU, "--at", "1e9,1e9", "-o", "{dir}/at.jsonl"], 64,
         r"handoff: --at must be within ±1000000 on each axis", check=absent("at.jsonl")),
    Case("import: ABS min == max", ["import", "{dir}/minmax.evemu"], 65,
         r'handoff: .*minmax.evemu:30: ABS_MT_POSITION_X of "SynPS/2 Synaptics TouchPad" has minimum 5472 and maximum 5472'),
    Case("import: ABS min > max", ["import", "{dir}/reversed.evemu"], 65, r"handoff: .*reversed.evemu:31: ABS_MT_POSITION_Y .* has minimum 4448 and maximum 1408"),
    Case("import: slot 1000 of 0..1", ["import", "{dir}/slot1000.evemu"], 65,
         r"handoff: .*slot1000.evemu:\d+: ABS_MT_SLOT 1000 is out of range \(the device's slots are 0 to 1\)$"),
    Case("import: slot -3", ["import", "{dir}/slotneg.evemu"], 65, r"handoff: .*slotneg.evemu:\d+: ABS_MT_SLOT -3 is out of range"),
    Case("import: two captures in one file", ["import", "{dir}/two.evemu"], 65,
         r'handoff: .*two.evemu:616: a second device description \("N:", the first at line 1\): one capture per file$'),
    Case("import: kernel __s32 minimum accepted", ["import", "{dir}/s32.evemu"], 0, r"handoff: import: "),
    Case("import: a number past __s32 is named", ["import", "{dir}/s33.evemu"], 65,
         r"handoff: .*s33.evemu:25: A: MIN -2147483649 is outside the kernel's range"),
    Case("import: a 10^9 s jump names its line", ["import", "{dir}/jump.evemu"], 65,
         r"handoff: .*jump.evemu:134: this event is 1000000000\.\d+ s after the capture's first; a session may span at most 86400 s"),
    Case("compare --window -500:-100", ["compare", "{dir}/twoend.jsonl", "--window", "-500:-100"], 64,
         r"handoff: --window -500:-100: FROM -500 is negative"),
    Case("compare --window=-inf:inf", ["compare", "{dir}/twoend.jsonl", "--window=-inf:inf"], 64,
         r"handoff: --window -inf:inf: FROM -inf is not a finite number"),
    Case("compare: 18 runs", ["compare", "{dir}/twoend.jsonl", "--physics", "ios,gtk,android,chromium,firefox,qtquick",
                               "--handoff", "nested,latch,none"], 64, r"handoff: 18 runs; compare makes at most 16$"),
    # Signals: 130 (SIGINT, SIGTERM) and 129 (SIGHUP), one line, nothing half-written.
    Case("import of a silent FIFO, SIGTERM", ["import", "{dir}/fifo", "-o", "{dir}/fifo-out.jsonl"], 130, STOPPED,
         send=(signal.SIGTERM, 0.5), check=absent("fifo-out.jsonl")),
    Case("import of a silent FIFO, SIGHUP", ["import", "{dir}/fifo"], 129, STOPPED, send=(signal.SIGHUP, 0.5)),
    Case("import of a silent FIFO, SIGINT", ["import", "{dir}/fifo"], 130, STOPPED, send=(signal.SIGINT, 0.5)),
    Case("import mid-file, SIGTERM: no output", ["import", "{dir}/long.evemu", "-o", "{dir}/cut.jsonl"], 130, STOPPED,
         send=(signal.SIGTERM, 1.5), check=absent("cut.jsonl")),
    Case("compare, SIGHUP", ["compare", "{dir}/long.jsonl", "--physics", "ios,gtk,android,chromium", "--plot", "{dir}/p.png"], 129,
         STOPPED, send=(signal.SIGHUP, 1.5), seconds=20, check=absent("p.png")),
    Case("compare, SIGTERM", ["compare", "{dir}/long.jsonl", "--physics", "ios,gtk"], 130, STOPPED,
         send=(signal.SIGTERM, 1.5), seconds=20),
    Case("replay --trace, SIGTERM", ["replay", "{dir}/long.jsonl", "--headless", "--trace", "{dir}/t.jsonl"], 130,
         r"handoff: terminated at frame \d+ \(t = [\d.]+ ms\); trace complete up to that frame$", send=(signal.SIGTERM, 1.5),
         seconds=20, check=whole_lines("t.jsonl")),
    Case("bench, SIGINT", ["bench", "--frames", "1000000"], 130, STOPPED, send=(signal.SIGINT, 1.5), seconds=20),
    Case("flick, SIGHUP", ["flick", "--repeat", "1000", "--input-hz", "10000", "--v", "100"], 129,
         r"handoff: hung up: stopped after \d+ events", send=(signal.SIGHUP, 1)),
    # Promises kept.
    Case("replay: a second end is warned about", ["replay", "{dir}/twoend.jsonl", "--headless"], 0,
         r'handoff: warning: .*twoend.jsonl:6: a second "end" \(replay stops at the first\)$'),
    Case("replay: an event after end is warned about", ["replay", "{dir}/after.jsonl", "--headless"], 0,
         r'handoff: warning: .*after.jsonl:6: event after "end" \(replay stops at "end"\)$'),
    # Earlier sweeps' cases (Tests/HandoffTests/HonestFailureTests.swift, HardeningTests.swift).
    Case("trace to /dev/full", ["replay", "{dir}/twoend.jsonl", "--headless", "--trace", "/dev/full"], 1,
         r"handoff: /dev/full: cannot write: No space left on device$"),
    Case("missing session", ["replay", "{dir}/none.jsonl", "--headless"], 1, r"handoff: .*none.jsonl: cannot open: No such file or directory$"),
    Case("session is a directory", ["replay", "{dir}/dir.jsonl", "--headless"], 1, r"handoff: .*dir.jsonl(:1)?: cannot read: Is a directory$"),
    Case("byte order mark", ["replay", "{dir}/bom.jsonl", "--headless"], 65, r"handoff: .*bom.jsonl:1: .*byte order mark \(EF BB BF\)"),
    Case("1e400", ["replay", "{dir}/overflow.jsonl", "--headless"], 65, r"handoff: .*overflow.jsonl:5: "),
    Case("--hz -60", ["replay", "{dir}/twoend.jsonl", "--headless", "--hz", "-60"], 64, r"handoff: --hz must be > 0 and <= 1000, got -60"),
    Case("--size 20000x10", ["bench", "--size", "20000x10"], 64, r"handoff: --size must be at most 16384 on each side"),
    Case("trace onto its own session", ["replay", "{dir}/twoend.jsonl", "--headless", "--trace", "{dir}/twoend.jsonl"], 64,
         r"handoff: --trace .*twoend.jsonl: is an input of this command; refusing to overwrite it$"),
]


# ---------------------------------------------------------------- running

def run(case, d):
    argv = [HANDOFF] + [a.replace("{dir}", d) for a in case.argv]
    stdout = open(os.path.join(d, case.stdout), "wb") if case.stdout else subprocess.DEVNULL
    stderr_path = os.path.join(d, "stderr.txt")
    env = dict(os.environ, DISPLAY=":9999")  # never a real display: `run` must refuse before opening one
    with open(stderr_path, "wb") as stderr:
        started = time.monotonic()
        process = subprocess.Popen(argv, stdout=stdout, stderr=stderr, stdin=subprocess.DEVNULL, env=env)
        sent = False
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            elapsed = time.monotonic() - started
            if case.send and not sent and elapsed >= case.send[1]:
                os.kill(process.pid, case.send[0])
                sent = True
            if elapsed > case.seconds * 3 + 10:
                os.kill(process.pid, signal.SIGKILL)
            time.sleep(0.01)
        elapsed = time.monotonic() - started
        process.returncode = os.waitstatus_to_exitcode(status)
    if case.stdout:
        stdout.close()
    with open(stderr_path, "rb") as f:
        err = f.read()
    problems = []
    if process.returncode != case.code:
        problems.append("exit %d, expected %d" % (process.returncode, case.code))
    text = err.decode("utf-8", "replace")
    lines = text.splitlines()
    first = lines[0] if lines else ""
    if case.first and not re.match(case.first, first):
        problems.append("first stderr line %r does not match %r" % (first, case.first))
    if case.one_line and case.code != 0 and len(lines) > 1:
        problems.append("%d stderr lines" % len(lines))
    if any(b < 0x20 and b != 0x0A for b in err) or 0x7F in err:
        problems.append("a control character on stderr")
    rss_limit = case.rss_mb(d) if callable(case.rss_mb) else case.rss_mb
    rss = usage.ru_maxrss / 1024
    if rss > rss_limit:
        problems.append("peak RSS %.0f MiB > %.0f MiB" % (rss, rss_limit))
    if elapsed > case.seconds:
        problems.append("took %.1f s > %d s" % (elapsed, case.seconds))
    if case.check:
        problem = case.check(d)
        if problem:
            problems.append(problem)
    return problems, elapsed, rss, first


def main():
    global HANDOFF
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--handoff", default=os.path.join(ROOT, ".build/debug/handoff"))
    parser.add_argument("--only", default="")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    HANDOFF = os.path.abspath(args.handoff)
    cases = [c for c in CASES if args.only in c.name]
    if args.list:
        for c in cases:
            print("%-50s exit %3d  %4d s  %4s MiB" % (c.name, c.code, c.seconds, "f(x)" if callable(c.rss_mb) else c.rss_mb))
        return 0
    if not os.access(HANDOFF, os.X_OK):
        print("hostile-sweep: no handoff binary at %s (swift build first, or --handoff PATH)" % HANDOFF, file=sys.stderr)
        return 2
    failed = 0
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="hostile-sweep-") as d:
        make_inputs(d)
        for case in cases:
            problems, elapsed, rss, first = run(case, d)
            if problems:
                failed += 1
                print("FAIL %s: %s" % (case.name, "; ".join(problems)))
            elif args.verbose:
                print("ok   %-50s %5.1f s %6.0f MiB  %s" % (case.name, elapsed, rss, first[:100]))
    print("hostile sweep: %d of %d cases passed in %.0f s" % (len(cases) - failed, len(cases), time.monotonic() - started))
    return 1 if failed else 0


HANDOFF = ""
if __name__ == "__main__":
    sys.exit(main())
