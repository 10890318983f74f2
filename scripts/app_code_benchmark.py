#!/usr/bin/env python3
"""App-code benchmark: how long Specimen takes to read an app's Swift code for token uses and drift.

Usage (from the repo root; Python 3.9+, standard library only):

    python3 scripts/app_code_benchmark.py                      # 2,000 files, 400,000 lines, 3 runs
    python3 scripts/app_code_benchmark.py --files 500 --runs 5 --binary .build/release/specimen

Steps:

1. generate (seeded: every run writes the same bytes) a docs project beside an app package in a
   real shape: `Sources/<Module>/<Feature>View.swift` in 20 modules, each file a SwiftUI view of
   about 200 lines with its helpers, models and previews; token uses through `DesignTokens`, a
   typealias and stored tokens; colour and size literals, some equal to a token; a generated
   `DesignTokens.swift`; `content/tokens/`, `content/swift.yml` and one guide.
2. measure, median of R runs:
   - a first build (`specimen build --no-cache`): the "read the app's Swift code" stage, which
     parses every file with swift-syntax on every core, and the whole build;
   - a build after one Swift file changed (`--cache`): the same stage, which parses that file only;
   - reference, `swiftc -frontend -parse` on all the files, one process: the Swift compiler's own parser.
3. report: seconds, the ratio to `swiftc -parse`, and the uses and drift found.
"""

import argparse
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchmark import build_specimen  # noqa: E402  (one place for building)

MODULES = ["Checkout", "Cart", "Catalog", "Search", "Account", "Settings", "Onboarding", "Orders", "Payments", "Profile",
           "Messages", "Notifications", "Wallet", "Rewards", "Support", "Delivery", "Reviews", "Favorites", "Stores", "Design"]
SPACING = {"xs": 4, "sm": 8, "md": 12, "lg": 16, "xl": 24, "xxl": 32}
RADII = {"sm": 6, "md": 10, "lg": 16}
COLOURS = {"textPrimary": "#111827", "textSecondary": "#4b5563", "surface": "#ffffff", "surfaceRaised": "#f9fafb",
           "accent": "#2563eb", "danger": "#dc2626", "success": "#16a34a", "border": "#e5e7eb"}
TYPE = {"title": 28, "headline": 17, "body": 17, "footnote": 13}


def tokens_json():
    def colour(hex_):
        return {"$value": hex_}
    return {
        "color": {"$type": "color", "text": {"primary": colour("#111827"), "secondary": colour("#4b5563")},
                  "surface": colour("#ffffff"), "surface-raised": colour("#f9fafb"), "accent": colour("#2563eb"),
                  "danger": colour("#dc2626"), "success": colour("#16a34a"), "border": colour("#e5e7eb")},
        "spacing": {"$type": "dimension", **{k: {"$value": {"value": v, "unit": "px"}} for k, v in SPACING.items()}},
        "radius": {"$type": "dimension", **{k: {"$value": {"value": v, "unit": "px"}} for k, v in RADII.items()}},
        "type": {"$type": "typography", **{k: {"$value": {"fontFamily": "SF Pro Text", "fontSize": {"value": v, "unit": "px"},
                                                         "fontWeight": 600 if k in ("title", "headline") else 400, "lineHeight": 1.3}}
                                          for k, v in TYPE.items()}},
    }


def modifier(rng):
    """One line of view modifiers: a token use, a literal (sometimes equal to a token), or neither."""
    choice = rng.random()
    if choice < 0.30:
        return rng.choice([
            f".padding(DesignTokens.Spacing.{rng.choice(list(SPACING))})",
            f".foregroundStyle(DesignTokens.Colors.{rng.choice(list(COLOURS))}.color)",
            f".font(DesignTokens.Typography.{rng.choice(list(TYPE))}.font)",
            f".background(Tokens.Colors.{rng.choice(list(COLOURS))}.color)",
            f".clipShape(RoundedRectangle(cornerRadius: DesignTokens.Radius.{rng.choice(list(RADII))}))",
        ])
    if choice < 0.42:
        value = rng.choice(list(SPACING.values()) + [5, 7, 14, 18, 20])
        return rng.choice([f".padding({value})", f".padding(.horizontal, {value})", f".cornerRadius({rng.choice([6, 8, 10, 16])})",
                           f".font(.system(size: {rng.choice([11, 13, 15, 17, 20])}))",
                           f".foregroundStyle(Color(red: {rng.choice([0.0667, 0.5, 0.8627, 0.2])}, green: 0.149, blue: 0.149))"])
    return rng.choice([".frame(maxWidth: .infinity, alignment: .leading)", ".lineLimit(2)", ".accessibilityAddTraits(.isButton)",
                       ".contentShape(Rectangle())", ".transition(.opacity)", ".multilineTextAlignment(.leading)"])


def view_file(rng, module, index, lines_wanted):
    name = f"{module}{['List', 'Detail', 'Row', 'Card', 'Sheet', 'Banner', 'Header', 'Form'][index % 8]}{index}"
    out = ["import SwiftUI", f"import {module}Model" if module != "Design" else "import Foundation", "",
           "private typealias Tokens = DesignTokens", "",
           f"/// The {name} screen of {module}.", f"struct {name}: View {{",
           "    @State private var isExpanded = false", "    let items: [Item]", "    var onRetry: () -> Void = {}", "",
           "    var body: some View {", "        VStack(alignment: .leading, spacing: DesignTokens.Spacing.md) {"]
    while len(out) < lines_wanted - 40:
        out += [f"            Text(\"{rng.choice(['Retry', 'Your order', 'Payment failed', 'Saved', 'Nothing here yet'])}\")"]
        out += ["                " + modifier(rng) for _ in range(rng.randint(2, 6))]
        if rng.random() < 0.2:
            out += ["            ForEach(items) { item in", "                HStack(spacing: 8) {",
                    "                    Text(item.title)", "                        " + modifier(rng),
                    "                    Spacer()", "                    Text(item.detail)", "                        " + modifier(rng),
                    "                }", "            }"]
    out += ["        }", "        " + modifier(rng), "    }", "",
            "    private func summary(for items: [Item]) -> String {",
            "        let total = items.reduce(0) { $0 + $1.count }",
            "        guard total > 0 else { return \"Nothing yet\" }",
            "        return items.count == 1 ? \"One item\" : \"\\(items.count) items, \\(total) in all\"", "    }", "}", "",
            f"struct {name}Model {{", "    var title: String", "    var count: Int", "",
            "    func isEmpty() -> Bool {", "        count == 0", "    }", "}", "",
            "#Preview {", f"    {name}(items: [])", "}"]
    while len(out) < lines_wanted:
        out.append(f"// {rng.choice(['TODO', 'Note', 'See'])}: {module} {index} line {len(out)}")
    return "\n".join(out) + "\n"


def generate(project, files, lines, seed):
    rng = random.Random(seed)
    (project / "content/tokens").mkdir(parents=True)
    (project / "content/tokens/base.tokens.json").write_text(json.dumps(tokens_json(), indent=2) + "\n")
    (project / "content/index.md").write_text("# Pattern library\n\nThe app's design system.\n")
    (project / "content/swift.yml").write_text("sources:\n  - Sources\n")
    total = 0
    for index in range(files):
        module = MODULES[index % len(MODULES)]
        folder = project / "Sources" / module
        folder.mkdir(parents=True, exist_ok=True)
        text = view_file(rng, module, index, lines)
        total += text.count("\n")
        (folder / f"View{index:04}.swift").write_text(text)
    return total


def run(cmd, cwd):
    """Runs `cmd`, keeping what it prints: the `--verbose` stages and the JSON diagnostics are read from it."""
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return time.perf_counter() - start, result


def scan_stage(output):
    match = re.search(r"^\s*([\d.]+) (ms|s)\s+read the app's Swift code$", output, re.M)
    if not match:
        return None
    return float(match[1]) / (1000 if match[2] == "ms" else 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--lines", type=int, default=200, help="lines per file (default 200)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", type=Path, metavar="PATH", help="use this specimen binary; skip the build")
    parser.add_argument("--scratch-path", type=Path, default=os.environ.get("SPECIMEN_BENCH_SCRATCH"))
    parser.add_argument("--keep", type=Path, metavar="DIR", help="work in DIR and keep the project")
    args = parser.parse_args()
    args.binary = args.binary.resolve() if args.binary else build_specimen(args.scratch_path)
    work = args.keep or Path(tempfile.mkdtemp(prefix="specimen-app-code-"))
    if work.exists():
        shutil.rmtree(work)
    project = work / "app"
    lines = generate(project, args.files, args.lines, args.seed)
    subprocess.run([str(args.binary), "tokens", "export", str(project), "--format", "swift"], check=True,
                   stdout=open(project / "Sources/Design/DesignTokens.swift", "w"))
    swift_files = sorted(str(p) for p in (project / "Sources").rglob("*.swift"))
    print(f"{len(swift_files):,} Swift files, {lines:,} lines, {sum(os.path.getsize(p) for p in swift_files) / 1e6:.1f} MB; "
          f"{os.cpu_count()} cores; median of {args.runs} runs")

    first, first_total, changed, changed_total, reference = [], [], [], [], []
    warnings = None
    target = project / "Sources" / MODULES[0] / "View0000.swift"
    for number in range(args.runs):
        shutil.rmtree(project / ".specimen-cache", ignore_errors=True)
        seconds, result = run([str(args.binary), "build", ".", "--no-cache", "--verbose"], project)
        if result.returncode != 0:
            sys.exit(result.stdout + result.stderr)
        first.append(scan_stage(result.stdout + result.stderr))
        first_total.append(seconds)
        _, listed = run([str(args.binary), "check", ".", "--format", "json"], project)
        warnings = sum(1 for d in json.loads(listed.stdout)["diagnostics"] if d["code"] == "swift-token-drift")
        run([str(args.binary), "build", ".", "--cache"], project)
        with open(target, "a") as handle:
            handle.write(f"// edit {number}\n")
        seconds, result = run([str(args.binary), "build", ".", "--cache", "--verbose"], project)
        changed.append(scan_stage(result.stdout + result.stderr))
        changed_total.append(seconds)
        if shutil.which("swiftc"):
            seconds, _ = run(["swiftc", "-frontend", "-parse"] + swift_files, project)
            reference.append(seconds)

    uses = sum(len(token.get("uses", [])) for token in json.loads((project / "public/tokens.json").read_text())["tokens"].values())
    median = statistics.median
    print(f"uses found: {uses:,}; literals that repeat a token: {warnings:,}")
    print(f"first build, reading the app's code:      {median(first):6.3f} s  (whole build {median(first_total):.2f} s)")
    print(f"one file changed, reading the app's code: {median(changed):6.3f} s  (whole build {median(changed_total):.2f} s)")
    if reference:
        print(f"reference, swiftc -frontend -parse:       {median(reference):6.3f} s  "
              f"(Specimen's first read is {median(first) / median(reference):.2f}x it)")
    if not args.keep:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
