#!/usr/bin/python3
"""Draws the latency distributions of a latency.py run side by side, one panel per input kind,
spaced and stream for each subject (violins, with p50 and p99 marked), into a PNG.

    plot.py SAMPLES.jsonl OUT.png [--title TEXT]

SAMPLES is what `latency.py --samples` wrote. Needs python3-matplotlib.
"""

import argparse
import json
import sys


def main(argv):
    parser = argparse.ArgumentParser(prog="plot.py")
    parser.add_argument("samples")
    parser.add_argument("out")
    parser.add_argument("--title", default="input to pixels, measured from outside")
    args = parser.parse_args(argv)
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("plot.py: matplotlib is missing (apt-get install python3-matplotlib)", file=sys.stderr)
        return 1
    groups, subjects, kinds = {}, [], []
    with open(args.samples) as samples:
        for line in samples:
            row = json.loads(line)
            if row["latency_ms"] is None:
                continue
            groups.setdefault((row["input"], row["subject"], row["mode"]), []).append(row["latency_ms"])
            if row["subject"] not in subjects:
                subjects.append(row["subject"])
            if row["input"] not in kinds:
                kinds.append(row["input"])
    if not groups:
        print("plot.py: no timed samples in %s" % args.samples, file=sys.stderr)
        return 1
    figure, axes = plt.subplots(1, len(kinds), figsize=(6 * len(kinds), 4.8), squeeze=False)
    colours = {"spaced": "#3366cc", "stream": "#dd8844"}
    for axis, kind in zip(axes[0], kinds):
        names = [s for s in subjects if (kind, s, "spaced") in groups or (kind, s, "stream") in groups]
        for mode, shift in (("spaced", -0.2), ("stream", 0.2)):
            places = [i + shift for i, s in enumerate(names) if (kind, s, mode) in groups]
            values = [groups[(kind, s, mode)] for s in names if (kind, s, mode) in groups]
            if not values:
                continue
            parts = axis.violinplot(values, positions=places, widths=0.36, showextrema=False,
                                    quantiles=[[0.5, 0.99]] * len(values))
            for body in parts["bodies"]:
                body.set_facecolor(colours[mode])
                body.set_alpha(0.6)
            parts["cquantiles"].set_color("#222222")
            axis.plot([], [], color=colours[mode], linewidth=8, alpha=0.6, label=mode)
        axis.set_xticks(range(len(names)))
        axis.set_xticklabels(names)
        axis.set_title(kind)
        axis.set_ylabel("ms (lines: p50, p99)")
        axis.set_ylim(bottom=0)
        axis.grid(axis="y", alpha=0.3)
        axis.legend(loc="upper left")
    figure.suptitle(args.title)
    figure.tight_layout()
    figure.savefig(args.out, dpi=100)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
