"""CPU time of a process and every process below it, from /proc/PID/stat (utime + stime)."""

import os

TICKS = os.sysconf("SC_CLK_TCK")


def _stat(pid):
    try:
        with open("/proc/%d/stat" % pid) as stat:
            text = stat.read()
    except OSError:
        return None
    # The command name is in parentheses and may hold spaces: split after its closing one.
    fields = text[text.rindex(")") + 2:].split()
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICKS


def tree_seconds(root):
    """CPU seconds used so far by `root` and its descendants (those alive now)."""
    parents, cpu = {}, {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            found = _stat(int(entry))
            if found is not None:
                parents[int(entry)], cpu[int(entry)] = found
    total, family = 0.0, {root}
    changed = True
    while changed:
        changed = False
        for pid, parent in parents.items():
            if parent in family and pid not in family:
                family.add(pid)
                changed = True
    for pid in family:
        total += cpu.get(pid, 0.0)
    return total
