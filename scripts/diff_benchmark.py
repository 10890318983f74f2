#!/usr/bin/env python3
"""Token-diff benchmark: how long `specimen tokens diff` takes on two versions of a large design system
with an app beside it.

Usage (from the repo root; Python 3.9+, standard library only):

    python3 scripts/diff_benchmark.py                    # 3,500 tokens, 2,000 Swift files, 3 runs
    python3 scripts/diff_benchmark.py --tokens 1000 --files 500 --binary .build-release/release/specimen

Steps:

1. generate (seeded) version 1: the app of app_code_benchmark.py (2,000 SwiftUI files of 200 lines in
   20 modules, its generated `DesignTokens.swift`, `content/swift.yml`) with its tokens grown to N by
   a palette (`palette.<hue>.<step>`, light and dark files under a resolver) and a contrast.yml of 40 pairs;
   version 2: a copy in which, as in a real release, 1% of the palette is renamed (equal values), 0.5%
   removed, 2% changed in dark mode, `color.accent` and `color.text.secondary` changed (used all over
   the app) and 20 tokens added.
2. measure, median of R runs, interleaved:
   - `specimen tokens diff V1 V2` (tokens, contrast and the app's uses), as a pull request's check runs it: on a
     fresh checkout, and again after `specimen build`, with the scans of the app it kept in `.specimen-cache`;
   - the same on the two token folders alone (no contrast, no app);
   - references, what a team runs today: `git diff --no-index --stat` of the two token folders (a line
     diff, which knows no token), and `swiftc -frontend -parse` of the app's files (the compiler's parser).
3. report: seconds, the ratios, and what the diff found.
"""

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from app_code_benchmark import generate, tokens_json  # noqa: E402  (the same app and its tokens)
from benchmark import build_specimen  # noqa: E402  (one place for building)

HUES = ["red", "orange", "amber", "yellow", "lime", "green", "teal", "cyan", "sky", "blue", "indigo", "violet",
        "purple", "pink", "rose", "gray", "slate", "stone"]


def palette(count, rng):
    """`palette.<hue>.<step>` colours, light and dark, `count` of them."""
    light, dark = {}, {}
    for index in range(count):
        hue, step = HUES[index % len(HUES)], 10 * (index // len(HUES) + 1)
        value = rng.randrange(0x1000000)
        light.setdefault(hue, {})[str(step)] = {"$value": "#%06x" % value}
        dark.setdefault(hue, {})[str(step)] = {"$value": "#%06x" % (value ^ 0x3f3f3f)}
    return light, dark


def write_version(project, light, dark):
    tokens = project / "content/tokens"
    base = json.loads((tokens / "base.tokens.json").read_text()) if (tokens / "base.tokens.json").exists() else None
    if base is not None:
        (tokens / "base.tokens.json").unlink()
        (tokens / "app.tokens.json").write_text(json.dumps(base, indent=2) + "\n")
    (tokens / "light.tokens.json").write_text(json.dumps({"palette": {"$type": "color", **light}}, indent=2) + "\n")
    (tokens / "dark.tokens.json").write_text(json.dumps({"palette": {"$type": "color", **dark}}, indent=2) + "\n")
    (tokens / "specimen.resolver.json").write_text(json.dumps({
        "version": "2025.10",
        "sets": {"app": {"sources": [{"$ref": "app.tokens.json"}]}},
        "modifiers": {"mode": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]},
                               "default": "light"}},
        "resolutionOrder": [{"$ref": "#/sets/app"}, {"$ref": "#/modifiers/mode"}]}, indent=2) + "\n")


def release(light, dark, rng):
    """Version 2 of the palette: renames, removals, dark changes and additions; returns what it did."""
    light, dark = json.loads(json.dumps(light)), json.loads(json.dumps(dark))
    names = [(hue, step) for hue in light for step in list(light[hue])]
    rng.shuffle(names)
    total = len(names)
    renamed, removed, changed = names[: total // 100], names[total // 100: total // 100 + total // 200], \
        names[total // 100 + total // 200: total // 100 + total // 200 + total // 50]
    for hue, step in renamed:
        light[hue][step + "-renamed"] = light[hue].pop(step)
        dark[hue][step + "-renamed"] = dark[hue].pop(step)
    for hue, step in removed:
        del light[hue][step]
        del dark[hue][step]
    for hue, step in changed:
        dark[hue][step] = {"$value": "#%06x" % rng.randrange(0x1000000)}
    for index in range(20):
        light["blue"][f"new{index}"] = {"$value": "#%06x" % rng.randrange(0x1000000)}
        dark["blue"][f"new{index}"] = {"$value": "#%06x" % rng.randrange(0x1000000)}
    return light, dark, (len(renamed), len(removed), len(changed), 20)


def timed(cmd, cwd=None):
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return time.perf_counter() - start, result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tokens", type=int, default=3500)
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", type=Path, metavar="PATH", help="use this specimen binary; skip the build")
    parser.add_argument("--scratch-path", type=Path, default=os.environ.get("SPECIMEN_BENCH_SCRATCH"))
    parser.add_argument("--keep", type=Path, metavar="DIR", help="work in DIR and keep the projects")
    args = parser.parse_args()
    args.binary = args.binary.resolve() if args.binary else build_specimen(args.scratch_path)
    work = args.keep or Path(tempfile.mkdtemp(prefix="specimen-diff-"))
    if work.exists():
        shutil.rmtree(work)
    rng = random.Random(args.seed)
    v1, v2 = work / "v1", work / "v2"
    generate(v1, args.files, 200, args.seed)
    subprocess.run([str(args.binary), "tokens", "export", str(v1), "--format", "swift"], check=True,
                   stdout=open(v1 / "Sources/Design/DesignTokens.swift", "w"))
    app_tokens = json.dumps(tokens_json()).count('"$value"')
    light, dark = palette(args.tokens - app_tokens, rng)
    write_version(v1, light, dark)
    pairs = [{"text": f"{{palette.{HUES[i % len(HUES)]}.{10 * (i // len(HUES) + 1)}}}", "background": "{color.surface}", "usage": "ui"}
             for i in range(40)]
    (v1 / "content/contrast.yml").write_text(json.dumps({"pairs": pairs}, indent=2) + "\n")
    shutil.copytree(v1, v2, symlinks=True)
    light2, dark2, did = release(light, dark, rng)
    write_version(v2, light2, dark2)
    app = json.loads((v2 / "content/tokens/app.tokens.json").read_text())
    app["color"]["accent"]["$value"] = "#1d4ed8"
    app["color"]["text"]["secondary"]["$value"] = "#6b7280"
    (v2 / "content/tokens/app.tokens.json").write_text(json.dumps(app, indent=2) + "\n")
    swift_files = sorted(str(p) for p in (v2 / "Sources").rglob("*.swift"))
    print(f"{args.tokens:,} tokens in 2 modes; {len(swift_files):,} Swift files; release: {did[0]} renamed, {did[1]} removed, "
          f"{did[2]} changed in dark, 2 app colours changed, {did[3]} added; {os.cpu_count()} cores; median of {args.runs} runs")

    full, cold, tokens_only, line_diff, parse = [], [], [], [], []
    report = None
    for _ in range(args.runs):
        # Cold: no scans of the app kept yet (a fresh checkout). Warm: the scans a build of v2 kept in
        # v2/.specimen-cache, as on a developer's machine, or in CI after the site was built.
        shutil.rmtree(v2 / ".specimen-cache", ignore_errors=True)
        for kept in (cold, full):
            seconds, result = timed([str(args.binary), "tokens", "diff", "v1", "v2", "--format", "json"], work)
            if result.returncode != 0:
                sys.exit(result.stdout + result.stderr)
            kept.append(seconds)
            if kept is cold:
                subprocess.run([str(args.binary), "build", "v2", "--quiet"], cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        report = json.loads(result.stdout)
        seconds, result = timed([str(args.binary), "tokens", "diff", "v1/content/tokens", "v2/content/tokens"], work)
        tokens_only.append(seconds)
        seconds, _ = timed(["git", "diff", "--no-index", "--stat", "v1/content/tokens", "v2/content/tokens"], work)
        line_diff.append(seconds)
        if shutil.which("swiftc"):
            seconds, _ = timed(["swiftc", "-frontend", "-parse"] + swift_files, work)
            parse.append(seconds)

    median = statistics.median
    print(f"found: {len(report['added'])} added, {len(report['removed'])} removed, {len(report['renamed'])} renamed, "
          f"{len(report['changed'])} value changes, {len(report['contrast'])} contrast verdicts, {len(report['uses']):,} uses; "
          f"semver {report['semver']['step']}")
    print(f"specimen tokens diff, tokens + contrast + app:  {median(full):6.3f} s  (the app's scans kept by a build)")
    print(f"  the same on a fresh checkout (no scans kept): {median(cold):6.3f} s")
    print(f"specimen tokens diff, the token folders alone:  {median(tokens_only):6.3f} s")
    print(f"reference, git diff --no-index --stat:          {median(line_diff):6.3f} s  "
          f"(the token diff alone is {median(tokens_only) / median(line_diff):.1f}x it)")
    if parse:
        print(f"reference, swiftc -frontend -parse of the app:  {median(parse):6.3f} s  "
              f"(the whole diff is {median(full) / median(parse):.2f}x it)")
    if not args.keep:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
