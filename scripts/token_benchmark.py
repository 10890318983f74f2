#!/usr/bin/env python3
"""Token benchmark: a design system at real scale, 2,000 tokens in 4 modes, through Specimen.

Usage (from the repo root; Python 3.9+, standard library only):

    python3 scripts/token_benchmark.py                    # 2,000 tokens, 4 modes, 5 runs each
    python3 scripts/token_benchmark.py --tokens 3500      # the first minute of a big export: init + build
    python3 scripts/token_benchmark.py --tokens 4000 --runs 9 --binary .build/release/specimen

Steps:

1. generate: a token export shaped like a large design system's (seeded: every run writes the
   same bytes): `primitives.json` (a palette of 16 hues x 13 steps in sRGB and oklch with
   `hex` fallbacks, some of them 3-digit; sizes, radii, fonts, durations, easings, shadows,
   type styles), `semantic.json` (fgColor/bgColor/borderColor... aliasing the palette) and
   `components.json` (per-component tokens aliasing the semantic ones: most of the count),
   one override file per theme, and a `*.resolver.json` with a theme modifier of 4 contexts
   (light, dark, light high contrast, dark high contrast) and a density modifier. Beside it,
   12 short guides and a `contrast.yml` with one pattern pair (every fgColor on every bgColor).
2. measure, interleaved, median of R runs:
   - specimen build: the whole site, no cache (tokens read, resolved in 4 modes, token pages,
     tokens.css, the contrast table of every pair in every mode, search).
   - specimen build, no tokens: the same guides without `content/tokens/` and contrast.yml:
     what the design system adds is the difference.
   - specimen tokens export --format css: reading and resolving the tokens alone.
   - specimen init + build: what a new user does first, `specimen init SITE --tokens EXPORT`
     (the token files of step 1, without the guides and contrast.yml: init infers the pairs)
     then `specimen build SITE`, on an export in which `--dangling` of the component aliases
     (default all) miss their token, as when a tool's export is read with the wrong paths:
     every one asks "Did you mean", which must not cost a scan of every token.
   - reference, python3 json.load: Python's C JSON parser reading the same token files, one
     process: a floor for anything that reads them.
3. report: seconds, the ratios, and the sizes of what was written.
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchmark import build_specimen, median, print_seconds, timed, tree_bytes  # noqa: E402  (one place for building and timing)

HUES = ["gray", "blue", "green", "yellow", "orange", "red", "purple", "pink",
        "coral", "teal", "cyan", "indigo", "lime", "brown", "olive", "navy"]
STEPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
MODES = ["light", "dark", "light-high-contrast", "dark-high-contrast"]
ROLES = ["default", "muted", "subtle", "emphasis", "onEmphasis", "accent", "success", "attention", "danger", "done"]
COMPONENTS = ["button", "banner", "callout", "toast", "dialog", "card", "badge", "chip", "tab", "menu",
              "tooltip", "input", "select", "checkbox", "radio", "switch", "table", "list", "avatar", "progress",
              "accordion", "breadcrumb", "calendar", "combobox", "datepicker", "drawer", "dropdown", "fieldset", "header",
              "link", "navigation", "pagination", "popover", "segmented", "sheet", "skeleton", "slider", "spinner",
              "stepper", "textarea"]
VARIANTS = ["primary", "secondary", "danger", "invisible", "outline", "success", "attention"]
STATES = ["rest", "hover", "active", "disabled"]
PARTS = ["bgColor", "fgColor", "borderColor"]


def colour(rng, hue_index, step, dark=False):
    """A palette colour: an sRGB or oklch colour object with a hex fallback, as design tools export them."""
    lightness = (0.98 - step * 0.07) if not dark else (0.12 + step * 0.065)
    hue = hue_index * 22.5
    chroma = 0.0 if hue_index == 0 else 0.04 + 0.12 * (1 - abs(step - 6) / 6)
    if rng.random() < 0.5:
        return {"colorSpace": "oklch", "components": [round(lightness, 4), round(chroma, 4), round(hue, 2)], "alpha": 1}
    grey = max(0.0, min(1.0, lightness))
    value = {"colorSpace": "srgb", "components": [round(grey, 4)] * 3, "alpha": 1}
    byte = int(grey * 255 + 0.5)  # as Specimen rounds: half up, not to even
    value["hex"] = "#%02x%02x%02x" % (byte, byte, byte)
    if byte in (0, 255):
        value["hex"] = "#fff" if byte == 255 else "#000"  # the 3-digit fallbacks real exports carry
    return value


def generate(project, total, seed, dangling=0.0):
    """Writes the token export and a few guides; returns the number of token paths written.

    `dangling`: the share of component aliases written with a group name that does not exist."""
    rng = random.Random(seed)
    tokens = project / "content" / "tokens"
    (tokens / "themes").mkdir(parents=True, exist_ok=True)
    palette = {"$type": "color"}
    for index, hue in enumerate(HUES):
        palette[hue] = {str(step): {"$value": colour(rng, index, step)} for step in STEPS}
    primitives = {
        "base": {
            "color": palette,
            "size": {"$type": "dimension", **{str(n): {"$value": {"value": n * 2, "unit": "px"}} for n in range(1, 41)}},
            "radius": {"$type": "dimension", **{name: {"$value": {"value": v, "unit": "px"}} for name, v in
                                                [("none", 0), ("small", 3), ("medium", 6), ("large", 12), ("full", 9999)]}},
            "duration": {"$type": "duration", **{name: {"$value": {"value": v, "unit": "ms"}} for name, v in
                                                 [("instant", 0), ("fast", 120), ("medium", 240), ("slow", 400)]}},
            "easing": {"$type": "cubicBezier", "standard": {"$value": [0.2, 0, 0, 1]}, "emphasized": {"$value": [0.3, 0, 0, 1]}},
            "font": {"family": {"$type": "fontFamily", "sans": {"$value": ["Inter", "system-ui", "sans-serif"]},
                                "mono": {"$value": ["SF Mono", "ui-monospace", "monospace"]}},
                     "weight": {"$type": "fontWeight", **{n: {"$value": w} for n, w in
                                                          [("regular", 400), ("medium", 500), ("semibold", 600), ("bold", 700)]}}},
        },
        "text": {"$type": "typography", **{
            f"{role}-{size}": {"$value": {"fontFamily": "{base.font.family.sans}", "fontSize": {"value": size, "unit": "px"},
                                          "fontWeight": "{base.font.weight.regular}", "lineHeight": 1.5,
                                          "letterSpacing": {"value": 0, "unit": "px"}}}
            for role in ["body", "title", "caption"] for size in [12, 14, 16, 20, 24, 32]}},
    }
    semantic = {}
    for part in PARTS:
        semantic[part] = {"$type": "color", **{role: {"$value": f"{{base.color.{HUES[i % len(HUES)]}.{5 + i % 4}}}",
                                                      "$description": f"{part} for `{role}` content."}
                                               for i, role in enumerate(ROLES)}}
    count = sum(len(STEPS) for _ in HUES) + 40 + 5 + 4 + 2 + 2 + 4 + 18 + len(PARTS) * len(ROLES)
    components = {}
    for component in COMPONENTS:
        for variant in VARIANTS:
            for state in STATES:
                for part in PARTS:
                    if count >= total:
                        break
                    role = ROLES[(len(component) + len(variant) + len(state)) % len(ROLES)]
                    target = f"semantic.{part}" if rng.random() < dangling else part
                    # As design tools export them: a description, and the tool's own data.
                    components.setdefault(component, {"$type": "color"}).setdefault(variant, {}).setdefault(part, {})[state] = {
                        "$value": f"{{{target}.{role}}}",
                        "$description": f"The {part} of a {variant} {component} when it is {state}.",
                        "$extensions": {"com.figma": {"variableId": f"VariableID:{rng.randrange(10**6)}:{rng.randrange(10**4)}",
                                                      "scopes": ["FRAME_FILL", "SHAPE_FILL"] if part == "bgColor" else ["TEXT_FILL"],
                                                      "hiddenFromPublishing": False}}}
                    count += 1
    themes = {}
    for mode_index, mode in enumerate(MODES):
        dark = "dark" in mode
        overrides = {}
        # Text is dark on light backgrounds in the light themes and the other way round; high
        # contrast pushes both to the ends of the scale. Some pairs fail, as in real systems.
        contrast = 1 if "high-contrast" in mode else 0
        steps = {"fgColor": (2 - contrast if dark else 10 + contrast), "bgColor": (12 - contrast if dark else contrast),
                 "borderColor": (8 if dark else 4)}
        for part in PARTS:
            overrides[part] = {role: {"$value": f"{{base.color.{HUES[(i + mode_index) % len(HUES)]}.{steps[part] + (i % 2 if part != 'bgColor' else 0)}}}"}
                               for i, role in enumerate(ROLES)}
        themes[mode] = overrides
    (tokens / "primitives.json").write_text(json.dumps(primitives, indent=2))
    (tokens / "semantic.json").write_text(json.dumps(semantic, indent=2))
    (tokens / "components.json").write_text(json.dumps(components, indent=2))
    for mode, overrides in themes.items():
        (tokens / "themes" / f"{mode}.json").write_text(json.dumps(overrides, indent=2))
    resolver = {
        "version": "2025.10",
        "sets": {"foundation": {"sources": [{"$ref": "primitives.json"}, {"$ref": "semantic.json"}]},
                 "components": {"sources": [{"$ref": "components.json"}]}},
        "modifiers": {
            "theme": {"contexts": {mode: [{"$ref": f"themes/{mode}.json"}] for mode in MODES}, "default": "light"},
            "density": {"contexts": {"comfortable": [], "compact": [{"base": {"size": {"8": {"$value": {"value": 12, "unit": "px"}}}}}]},
                        "default": "comfortable"},
        },
        "resolutionOrder": [{"$ref": "#/sets/foundation"}, {"$ref": "#/modifiers/density"},
                            {"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/components"}],
    }
    (tokens / "system.resolver.json").write_text(json.dumps(resolver, indent=2))
    (project / "content" / "contrast.yml").write_text(
        'pairs:\n  - text: "{fgColor.*}"\n    background: "{bgColor.*}"\n    usage: body\n')
    guides = project / "content" / "guides"
    guides.mkdir(parents=True, exist_ok=True)
    (project / "content" / "index.md").write_text("---\ntitle: Design system\n---\n\nThe guides and the tokens.\n")
    for number in range(12):
        (guides / f"guide-{number}.md").write_text(
            f"---\ntitle: Guide {number}\n---\n\n## Use\n\nUse `fgColor.default` on `bgColor.default`.\n\n## Retry\n\nSay what to do next.\n")
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tokens", type=int, default=2000, help="tokens to generate (default 2000)")
    parser.add_argument("--runs", type=int, default=5, help="repetitions per measurement; medians are shown (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", type=Path, metavar="PATH", help="use this specimen binary; skip the build")
    parser.add_argument("--scratch-path", type=Path, default=os.environ.get("SPECIMEN_BENCH_SCRATCH"))
    parser.add_argument("--dangling", type=float, default=1.0,
                        help="share of component aliases that miss in the export given to init (default 1.0)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    binary = args.binary.resolve() if args.binary else build_specimen(args.scratch_path)
    with tempfile.TemporaryDirectory(prefix="specimen-tokens-bench-") as temp:
        work = Path(temp)
        project, bare = work / "project", work / "bare"
        written = generate(project, args.tokens, args.seed)
        shutil.copytree(project / "content", bare / "content", ignore=shutil.ignore_patterns("tokens", "contrast.yml"))
        broken = work / "broken"
        generate(broken, args.tokens, args.seed, dangling=args.dangling)
        export = broken / "content" / "tokens"

        def init_then_build(n):
            site = work / f"init-{n}"
            made = timed([str(binary), "init", str(site), "--tokens", str(export)], label="specimen init")
            built = timed([str(binary), "build", str(site), "--quiet", "--no-cache"], label="specimen build (after init)")
            return {"wall": made["wall"] + built["wall"], "cpu": made["cpu"] + built["cpu"], "rss_kib": max(made["rss_kib"], built["rss_kib"])}
        files = sorted(str(path) for path in (project / "content" / "tokens").rglob("*.json"))
        loader = "import json, sys\nfor name in sys.argv[1:]:\n    with open(name, 'rb') as f: json.load(f)\n"
        tools = {
            "specimen build": lambda n: timed([str(binary), "build", str(project), "--quiet", "--no-cache", "--output", str(work / f"out-{n}")],
                                              label="specimen build"),
            "specimen build, no tokens": lambda n: timed([str(binary), "build", str(bare), "--quiet", "--no-cache", "--output", str(work / f"bare-{n}")],
                                                         label="specimen build (no tokens)"),
            "specimen tokens export --format css": lambda n: timed([str(binary), "tokens", "export", str(project), "--format", "css"],
                                                                    label="specimen tokens export"),
            "python3 json.load (reference)": lambda n: timed([sys.executable, "-c", loader, *files], label="python3 json.load"),
            "specimen init + build": init_then_build,
        }
        samples = {name: [] for name in tools}
        for number in range(1, args.runs + 1):
            for name, tool in tools.items():
                os.sync()
                samples[name].append(tool(number))
                print(f"run {number}/{args.runs}: {name:<38} {samples[name][-1]['wall']:.3f}s", file=sys.stderr)
        out = work / f"out-{args.runs}"
        check = subprocess.run([str(binary), "check", str(project), "--format", "json"], capture_output=True, text=True)
        report = json.loads(check.stdout)
        token_json = json.loads((out / "tokens.json").read_text())
        init_check = subprocess.run([str(binary), "build", str(work / f"init-{args.runs}"), "--format", "json", "--no-cache"], capture_output=True, text=True)
        init_report = json.loads(init_check.stdout)
        figures = {
            "tokens": len(token_json["tokens"]), "generated": written, "modes": len(token_json["modes"]),
            "token_files_bytes": sum(Path(f).stat().st_size for f in files),
            "init_export_bytes": sum(f.stat().st_size for f in export.rglob("*.json")),
            "init_warnings": init_report["summary"].get("warnings"),
            "token_pages": len(list((out / "tokens").rglob("index.html"))),
            "token_pages_bytes": tree_bytes(out / "tokens"),
            "tokens_css_bytes": (out / "tokens.css").stat().st_size,
            "contrast_results": len(json.loads((out / "contrast.json").read_text())["pairs"]),
            "warnings": report["summary"].get("warnings"), "errors": report["summary"].get("errors"),
            "seconds": {name: round(median(values), 4) for name, values in samples.items()},
            "peak_rss_mib": round(median(samples["specimen build"], "rss_kib") / 1024, 1),
        }
    seconds = figures["seconds"]
    figures["design_system_cost"] = round(seconds["specimen build"] - seconds["specimen build, no tokens"], 4)
    figures["tokens_alone_vs_json_load"] = round(seconds["specimen tokens export --format css"] / seconds["python3 json.load (reference)"], 2)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(f"\n{figures['tokens']:,} tokens in {figures['modes']} modes ({figures['token_files_bytes'] / 1024:.0f} KiB of JSON), "
          f"{figures['contrast_results']:,} contrast results, median of {args.runs} runs:\n")
    print_seconds(seconds)
    print(f"\nthe design system adds {figures['design_system_cost']:.3f} s to a build; reading and resolving the tokens alone "
          f"takes {figures['tokens_alone_vs_json_load']}x Python's json.load of the same files (process start included)")
    print(f"init + build: an export of {figures['init_export_bytes'] / 1024:.0f} KiB with {args.dangling:.0%} of component aliases missing, "
          f"{seconds['specimen init + build']:.3f} s, {figures['init_warnings']} warnings")
    print(f"token pages: {figures['token_pages']} ({figures['token_pages_bytes'] / 1024:.0f} KiB), tokens.css "
          f"{figures['tokens_css_bytes'] / 1024:.0f} KiB, peak memory {figures['peak_rss_mib']} MiB; "
          f"{figures['warnings']} warnings, {figures['errors']} errors")


if __name__ == "__main__":
    main()
