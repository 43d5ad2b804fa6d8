#!/usr/bin/env python3
"""Prints the module import graph as DOT: one node per target in Package.swift, one edge per module
a target's Swift files import (`import X`, read from Sources/ and Tests/, not from Package.swift,
so a dependency declared but never imported shows as a dashed grey edge).

  scripts/module-graph.py                   the source modules, DOT on stdout
  scripts/module-graph.py --tests           test targets too
  scripts/module-graph.py --png graph.png   also renders a PNG with graphviz's `dot`
  scripts/module-graph.py --reduce          only the edges no longer path implies (graphviz's
                                            `tred`): the layers, readable
  scripts/module-graph.py --check           exit 1 when an import is not declared in Package.swift
                                            or a declared dependency is never imported
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_]\w*)", re.M)
TARGET = re.compile(r"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*\"(\w+)\"")


def balanced(text, start):
    """The text from `start` (an opening parenthesis) to its matching closing one."""
    depth = 0
    for index in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth == 0:
            return text[start:index + 1]
    return text[start:]


def targets():
    """Package.swift's targets: name -> (kind, folder, declared dependencies)."""
    text = open(os.path.join(ROOT, "Package.swift")).read()
    found = {}
    for match in TARGET.finditer(text):
        kind, name = match.groups()
        body = balanced(text, match.end(1))
        path = re.search(r"path:\s*\"([^\"]+)\"", body)
        folder = path.group(1) if path else os.path.join("Tests" if kind == "testTarget" else "Sources", name)
        deps = re.search(r"dependencies:\s*\[(.*?)\]\s*(?:,|\))", body, re.S)
        declared = set()
        if deps:
            declared |= set(re.findall(r"\.product\(name:\s*\"(\w+)\"", deps.group(1)))
            declared |= {d for d in re.findall(r"\"(\w+)\"", re.sub(r"\.product\([^)]*\)", "", deps.group(1)))}
        found[name] = (kind, folder, declared)
    return found


def is_c(name, kind):
    """C modules (module maps and C targets): linked for their symbols, imported where called."""
    return kind == "systemLibrary" or re.match(r"C[A-Z]", name) is not None


def imports(folder):
    names = set()
    for directory, _, files in os.walk(os.path.join(ROOT, folder)):
        for file in files:
            if file.endswith(".swift"):
                names |= set(IMPORT.findall(open(os.path.join(directory, file)).read()))
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tests", action="store_true", help="include test targets")
    parser.add_argument("--png", help="also write this PNG (needs graphviz)")
    parser.add_argument("--check", action="store_true", help="fail when imports and Package.swift disagree")
    parser.add_argument("--reduce", action="store_true", help="transitive reduction (graphviz's tred)")
    args = parser.parse_args()

    package = targets()
    externals = {"ArgumentParser", "Yams"}
    shown = {n for n, (kind, _, _) in package.items() if args.tests or kind != "testTarget"}
    lines = ["digraph modules {", '  rankdir=BT; node [shape=box, style=rounded, fontname="Helvetica"];']
    problems = []
    for name in sorted(shown):
        kind, folder, declared = package[name]
        if is_c(name, kind):
            lines.append(f'  "{name}" [style="rounded,dashed", fontcolor=gray40];')
        elif kind == "testTarget":
            lines.append(f'  "{name}" [style="rounded,filled", fillcolor=gray92];')
        used = imports(folder) if kind != "systemLibrary" else set()
        known = (used & (set(package) | externals)) - {name}
        for dep in sorted(known):
            if dep not in declared and not is_c(dep, package[dep][0] if dep in package else ""):
                problems.append(f"{name} imports {dep} but Package.swift does not declare it")
            if dep in shown or dep in externals:
                lines.append(f'  "{name}" -> "{dep}";')
        for dep in sorted(declared - known):
            # A C module may be linked only for its symbols (the allocation counter); not a problem.
            if not is_c(dep, package.get(dep, ("",))[0]):
                problems.append(f"{name} declares {dep} but imports it nowhere")
            if dep in shown or dep in externals:
                lines.append(f'  "{name}" -> "{dep}" [style=dashed, color=gray60];')
    for external in sorted(externals):
        lines.append(f'  "{external}" [shape=ellipse, style=solid, fontcolor=gray40, color=gray60];')
    lines.append("}")
    dot = "\n".join(lines) + "\n"
    if args.reduce:
        if not shutil.which("tred"):
            print("module-graph: no `tred` on PATH (apt-get install graphviz); the graph is not reduced", file=sys.stderr)
        else:
            dot = subprocess.run(["tred"], input=dot, text=True, capture_output=True, check=True).stdout
    sys.stdout.write(dot)
    if args.png:
        if not shutil.which("dot"):
            print("module-graph: no `dot` on PATH (apt-get install graphviz); DOT printed only", file=sys.stderr)
        else:
            subprocess.run(["dot", "-Tpng", "-Gdpi=110", "-o", args.png], input=dot, text=True, check=True)
    if args.check and problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
