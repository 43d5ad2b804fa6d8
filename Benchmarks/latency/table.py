#!/usr/bin/python3
"""The Markdown table of a latency.py run (its JSON lines on stdin or in FILE), as
docs/performance.md shows it.

    table.py [FILE]
"""

import json
import sys


def cell(value):
    return "—" if value is None else ("%.2f" % value if isinstance(value, float) else str(value))


def main(argv):
    source = open(argv[0]) if argv else sys.stdin
    rows = [json.loads(line) for line in source if line.strip()]
    print("| subject | version | input | spaced p50 / p95 / p99 ms | stream p50 / p95 / p99 ms | CPU ms per changed frame (subject + Xvfb) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for row in rows:
        stream = row["stream"]
        print("| %s | %s | %s | %s / %s / %s | %s / %s / %s | %s + %s |" % (
            row["subject"], row["version"], row["input"],
            cell(row["p50"]), cell(row["p95"]), cell(row["p99"]),
            cell(stream["p50"]), cell(stream["p95"]), cell(stream["p99"]),
            cell(row["cpu_ms_per_frame"]), cell(row["xvfb_cpu_ms_per_frame"])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
