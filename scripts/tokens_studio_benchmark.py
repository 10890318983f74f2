#!/usr/bin/env python3
"""Tokens Studio benchmark: a generated export as a team keeps it in git, read by Specimen.

Usage (from the repo root; Python 3.9+, standard library only):

    python3 scripts/tokens_studio_benchmark.py                 # 3,500 tokens, 5 runs each
    python3 scripts/tokens_studio_benchmark.py --tokens 6000 --runs 9 --binary .build/release/specimen

Steps:

1. generate (seeded: every run writes the same bytes):
   - a multi-file export: `$themes.json` (a Mode group of light and dark, a Brand group of two
     brands), `$metadata.json` and sets in folders (`core/color.json`, `core/dimension.json`,
     `core/typography.json`, `semantic/light.json`, `semantic/dark.json`, `brand/*.json`,
     `components/*.json`, `deprecated/old.json` that no theme selects), in Tokens Studio's
     form: `value`/`type` without `$`, its type names, quoted numbers, maths (`{dimension.base} * 2`,
     `$dimension.base / 2`, `roundTo(...)`), `rgba({ref}, 0.5)`, colour modifiers, weights by
     name, `150%` line heights, `-2%` letter spacing, multi-value paddings, box shadows;
   - the same tokens as one file (sets as top-level keys, with `$themes` and `$metadata`);
   - a 1 MB single-file export with every kind of quirk and every kind of breakage: division by
     zero, unknown functions, dangling and cyclic references, mixed units, deep parentheses,
     unbalanced braces, colour functions with the wrong arguments, modifiers of unknown types.
2. measure, interleaved, median of R runs:
   - specimen tokens export --format css: reading and resolving the multi-file export alone;
   - the same, on the single file;
   - specimen build on the 1 MB quirk file (which must read in under 1 s, and say what it cannot read);
   - specimen init + build: what a new user does first, on the multi-file export;
   - reference, python3 json.load: Python's C JSON parser reading the same files, one process.
3. report: seconds, the ratio to json.load, tokens and warnings.
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
from benchmark import build_specimen, median, print_seconds, timed  # noqa: E402  (one place for building and timing)

HUES = ["gray", "blue", "green", "yellow", "orange", "red", "purple", "pink", "teal", "cyan", "indigo", "lime"]
STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900]
COMPONENTS = ["button", "banner", "callout", "toast", "dialog", "card", "badge", "chip", "tab", "menu", "tooltip", "input",
              "select", "checkbox", "radio", "switch", "table", "list", "avatar", "progress", "accordion", "breadcrumb",
              "calendar", "combobox", "drawer", "dropdown", "header", "link", "navigation", "pagination", "popover",
              "sheet", "skeleton", "slider", "spinner", "stepper", "textarea", "tag", "toolbar", "tree"]
VARIANTS = ["primary", "secondary", "danger", "ghost", "outline", "success", "warning"]
PARTS = ["bg", "fg", "border", "padding", "radius", "gap", "shadow", "font", "icon", "focus"]


def hex_colour(rng, hue, step):
    base = HUES.index(hue) * 30
    lightness = 1 - step / 1000
    r = int(min(255, max(0, 255 * lightness + rng.randint(-20, 20) + (base % 90))))
    g = int(min(255, max(0, 255 * lightness + rng.randint(-20, 20))))
    b = int(min(255, max(0, 255 * lightness + rng.randint(-20, 20) + (90 - base % 90))))
    return f"#{r:02x}{g:02x}{b:02x}"


def token(value, kind, **extra):
    entry = {"value": value, "type": kind}
    entry.update(extra)
    return entry


def generate_sets(total, seed):
    """The sets of an export of about `total` published tokens, and the themes that select them."""
    rng = random.Random(seed)
    core_color = {hue: {str(step): token(hex_colour(rng, hue, step), "color") for step in STEPS} for hue in HUES}
    core_color["white"] = token("#ffffff", "color")
    core_color["black"] = token("#000000", "color")
    dimension = {"base": token("4", "dimension"), "scale": token("2", "dimension")}
    for index, name in enumerate(["xs", "sm", "md", "lg", "xl", "2xl", "3xl"]):
        dimension[name] = token(f"{{dimension.base}} * {index + 1}" if index % 2 else f"$dimension.base * {index + 1}", "dimension")
    dimension["half"] = token("roundTo({dimension.base} / 3, 2)", "dimension")
    typography = {
        "fontFamilies": {"sans": token("Inter, 'Helvetica Neue', sans-serif", "fontFamilies"), "mono": token("JetBrains Mono", "fontFamilies")},
        "fontWeights": {"regular": token("Regular", "fontWeights"), "semibold": token("Semi Bold", "fontWeights"),
                        "emphasis": token("Bold Italic", "fontWeights"), "heavy": token("800", "fontWeights")},
        "fontSizes": {"base": token("16", "fontSizes")},
        "lineHeights": {"tight": token("120%", "lineHeights"), "body": token("150%", "lineHeights"), "auto": token("AUTO", "lineHeights")},
        "letterSpacing": {"tight": token("-2%", "letterSpacing"), "wide": token("8%", "letterSpacing")},
    }
    for index, name in enumerate(["sm", "md", "lg", "xl", "display"]):
        typography["fontSizes"][name] = token(f"roundTo({{fontSizes.base}} * {1.125 ** (index + 1):.4f}, 0)", "fontSizes")
    typography["typography"] = {
        name: token({"fontFamily": "{fontFamilies.sans}", "fontWeight": "{fontWeights.semibold}" if name != "body" else "{fontWeights.regular}",
                     "fontSize": f"{{fontSizes.{size}}}", "lineHeight": "{lineHeights.body}", "letterSpacing": "{letterSpacing.tight}"}, "typography")
        for name, size in [("body", "base"), ("label", "sm"), ("title", "lg"), ("headline", "xl"), ("hero", "display")]
    }

    def semantic(dark):
        pick = (lambda step: STEPS[len(STEPS) - 1 - STEPS.index(step)]) if dark else (lambda step: step)
        sets = {"bg": {}, "fg": {}, "border": {}}
        for role, hue in [("neutral", "gray"), ("accent", "blue"), ("success", "green"), ("warning", "yellow"), ("danger", "red"), ("info", "cyan")]:
            sets["bg"][role] = {"default": token(f"{{{hue}.{pick(50)}}}", "color"), "emphasis": token(f"{{{hue}.{pick(600)}}}", "color"),
                                "muted": token(f"rgba({{{hue}.{pick(500)}}}, 0.12)", "color")}
            sets["fg"][role] = {"default": token(f"{{{hue}.{pick(900)}}}", "color"), "muted": token(f"{{{hue}.{pick(700)}}}", "color"),
                                "onEmphasis": token("{white}" if not dark else "{black}", "color")}
            sets["border"][role] = token(f"{{{hue}.{pick(300)}}}", "color",
                                         **{"$extensions": {"studio.tokens": {"modify": {"type": "darken" if dark else "lighten", "value": "0.1", "space": "lch"}}}})
        sets["shadow"] = {"raised": token([{"x": "0", "y": "1", "blur": "{dimension.sm}", "spread": "0", "color": "rgba({black}, 0.12)", "type": "dropShadow"},
                                           {"x": "0", "y": "{dimension.xs}", "blur": "{dimension.lg}", "spread": "-2", "color": "rgba({black}, 0.08)", "type": "dropShadow"}], "boxShadow")}
        return sets

    brands = {name: {"brand": {"primary": token(f"{{{hue}.600}}", "color"), "hover": token(f"{{{hue}.600}}", "color",
                                                                                          **{"$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.15", "space": "hsl"}}}})}}
              for name, hue in [("acme", "indigo"), ("globex", "purple")]}
    components = {}
    count = 0
    published_base = 4 + len(dimension) + sum(len(v) for v in typography.values()) + 6 * 7 + 1 + 2
    while published_base + count < total:
        component = COMPONENTS[(count // (len(VARIANTS) * len(PARTS))) % len(COMPONENTS)]
        round_ = count // (len(COMPONENTS) * len(VARIANTS) * len(PARTS))
        variant = VARIANTS[(count // len(PARTS)) % len(VARIANTS)]
        part = PARTS[count % len(PARTS)]
        name = component if round_ == 0 else f"{component}{round_ + 1}"
        role = ["neutral", "accent", "success", "warning", "danger", "info"][(count // len(PARTS)) % 6]
        value = {
            "bg": token(f"{{bg.{role}.emphasis}}", "color"), "fg": token(f"{{fg.{role}.onEmphasis}}", "color"),
            "border": token(f"{{border.{role}}}", "color"), "padding": token("{dimension.sm} {dimension.md}", "spacing"),
            "radius": token("{dimension.xs} + 2", "borderRadius"), "gap": token("$dimension.base * 2", "spacing"),
            "shadow": token("{shadow.raised}", "boxShadow"), "font": token("{typography.label}", "typography"),
            "icon": token(f"{{fg.{role}.default}}", "color"), "focus": token("{brand.primary}", "color"),
        }[part]
        components.setdefault(f"components/{name}", {}).setdefault(name, {}).setdefault(variant, {})[part] = value
        count += 1
    deprecated = {"legacy": {"primary": token("{colors.primary.500}", "color"), "spacing": token("{spacing.base} * 2", "spacing")}}
    sets = {"core/color": core_color, "core/dimension": {"dimension": dimension}, "core/typography": typography,
            "semantic/light": semantic(False), "semantic/dark": semantic(True), "brand/acme": brands["acme"],
            "brand/globex": brands["globex"], **components, "deprecated/old": deprecated}
    component_sets = sorted(name for name in sets if name.startswith("components/"))
    themes = []
    for mode in ["light", "dark"]:
        selected = {"core/color": "source", "core/dimension": "enabled", "core/typography": "enabled", f"semantic/{mode}": "enabled"}
        selected.update({name: "enabled" for name in component_sets})
        themes.append({"id": f"mode-{mode}", "name": mode.capitalize(), "group": "Mode", "selectedTokenSets": selected,
                       "$figmaStyleReferences": {}, "$figmaModeId": f"1:{len(themes)}"})
    for brand in ["acme", "globex"]:
        themes.append({"id": f"brand-{brand}", "name": brand.capitalize(), "group": "Brand",
                       "selectedTokenSets": {"core/color": "source", f"brand/{brand}": "enabled"}, "$figmaStyleReferences": {}})
    return sets, themes, list(sets)


def write_multi_file(folder, sets, themes, order):
    for name, tokens in sets.items():
        path = folder / f"{name}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(tokens, indent=2) + "\n")
    (folder / "$themes.json").write_text(json.dumps(themes, indent=2) + "\n")
    (folder / "$metadata.json").write_text(json.dumps({"tokenSetOrder": order}, indent=2) + "\n")


def write_single_file(path, sets, themes, order):
    document = dict(sets)
    document["$themes"] = themes
    document["$metadata"] = {"tokenSetOrder": order}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=2) + "\n")


def write_quirks(path, seed, size=1_000_000):
    """A single-file export of about `size` bytes in which every kind of quirk and breakage appears, over and over."""
    rng = random.Random(seed)
    quirks = [
        lambda i: token(f"{{n{i - 1}}} * 2" if i else "4", "sizing"),
        lambda i: token(f"{{n{i}}} / 0", "sizing"),
        lambda i: token(f"nope({{n{i}}})", "sizing"),
        lambda i: token(f"{{missing{i}}} + 1", "spacing"),
        lambda i: token(f"{{cycle{i}b}}", "color"),
        lambda i: token("1rem + 4px", "spacing"),
        lambda i: token("(" * 200 + "1" + ")" * 200, "sizing"),
        lambda i: token("{unclosed * 2", "sizing"),
        lambda i: token(f"rgba({{n{i}}}, 0.5)", "color"),
        lambda i: token("rgba(1, 2)", "color"),
        lambda i: token("linear-gradient(90deg, #fff 0%, {nothing} 100%)", "color"),
        lambda i: token("#ff0000", "color", **{"$extensions": {"studio.tokens": {"modify": {"type": "blur", "value": "x"}}}}),
        lambda i: token("Extra Heavy Italic", "fontWeights"),
        lambda i: token("AUTO", "lineHeights"),
        lambda i: token("-" * 300 + "1", "sizing"),
        lambda i: token("8 16 {n0} $n1", "spacing"),
        lambda i: token({"x": "{n0}", "y": "abc", "blur": "1", "spread": "0", "color": "rgba(0,0,0,2)", "type": "dropShadow"}, "boxShadow"),
        lambda i: token({"fontFamily": "{none}", "fontWeight": "Bold", "fontSize": "{n0} * 1.5", "lineHeight": "140%"}, "typography"),
    ]
    sets = {"q": {}, "r": {}}
    i = 0
    text_size = 0
    while text_size < size:
        for kind, make in enumerate(quirks):
            sets["q"][f"n{i}" if kind == 0 else f"k{kind}_{i}"] = make(i)
        sets["q"][f"cycle{i}b"] = token(f"{{cycle{i}c}}", "color")
        sets["q"][f"cycle{i}c"] = token(f"{{k4_{i}}}", "color")
        sets["r"][f"rel{i}"] = token(f"{{n{rng.randint(0, i)}}} * 3", "sizing")
        i += 1
        if i % 50 == 0:
            text_size = len(json.dumps(sets))
    write_single_file(path, sets, [{"id": "a", "name": "Light", "selectedTokenSets": {"q": "enabled", "r": "enabled"}}], ["q", "r"])
    return path.stat().st_size


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tokens", type=int, default=3500, help="published tokens to generate (default 3500)")
    parser.add_argument("--runs", type=int, default=5, help="repetitions per measurement; medians are shown (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", type=Path, metavar="PATH", help="use this specimen binary; skip the build")
    parser.add_argument("--scratch-path", type=Path, default=os.environ.get("SPECIMEN_BENCH_SCRATCH"))
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    binary = args.binary.resolve() if args.binary else build_specimen(args.scratch_path)
    with tempfile.TemporaryDirectory(prefix="specimen-studio-bench-") as temp:
        work = Path(temp)
        sets, themes, order = generate_sets(args.tokens, args.seed)
        export = work / "export"
        write_multi_file(export, sets, themes, order)
        multi = work / "multi"
        shutil.copytree(export, multi / "content" / "tokens")
        single = work / "single"
        write_single_file(single / "content" / "tokens" / "tokens.tokens.json", sets, themes, order)
        quirks = work / "quirks"
        quirk_bytes = write_quirks(quirks / "content" / "tokens" / "tokens.tokens.json", args.seed)
        files = sorted(str(path) for path in export.rglob("*.json"))
        loader = "import json, sys\nfor name in sys.argv[1:]:\n    with open(name, 'rb') as f: json.load(f)\n"

        def export_css(project):
            return lambda n: timed([str(binary), "tokens", "export", str(project), "--format", "css"], label="specimen tokens export")

        def init_then_build(n):
            site = work / f"init-{n}"
            made = timed([str(binary), "init", str(site), "--tokens", str(export)], label="specimen init")
            built = timed([str(binary), "build", str(site), "--quiet", "--no-cache"], label="specimen build (after init)")
            return {"wall": made["wall"] + built["wall"], "cpu": made["cpu"] + built["cpu"], "rss_kib": max(made["rss_kib"], built["rss_kib"])}

        tools = {
            "tokens export, several files": export_css(multi),
            "tokens export, one file": export_css(single),
            # Not an export, which stops at the first error: the site, which reads past every one.
            "build, 1 MB of quirks": lambda n: timed([str(binary), "build", str(quirks), "--quiet", "--no-cache"], label="specimen build (quirks)"),
            "python3 json.load (reference)": lambda n: timed([sys.executable, "-c", loader, *files], label="python3 json.load"),
            "specimen init + build": init_then_build,
        }
        samples = {name: [] for name in tools}
        for number in range(1, args.runs + 1):
            for name, tool in tools.items():
                samples[name].append(tool(number))
                print(f"run {number}/{args.runs}: {name:<32} {samples[name][-1]['wall']:.3f}s", file=sys.stderr)
        site = work / f"init-{args.runs}"
        built = json.loads(subprocess.run([str(binary), "build", str(site), "--format", "json", "--no-cache"], capture_output=True, text=True).stdout)
        token_json = json.loads((site / "public" / "tokens.json").read_text())
        quirk_report = json.loads(subprocess.run([str(binary), "check", str(quirks), "--format", "json"], capture_output=True, text=True).stdout)
        figures = {
            "tokens": len(token_json["tokens"]), "modes": token_json["modes"],
            "export_bytes": sum(Path(f).stat().st_size for f in files), "files": len(files),
            "warnings": built["summary"].get("warnings"), "errors": built["summary"].get("errors"),
            "quirk_bytes": quirk_bytes, "quirk_warnings": quirk_report["summary"].get("warnings"),
            "quirk_errors": quirk_report["summary"].get("errors"),
            "seconds": {name: round(median(values), 4) for name, values in samples.items()},
        }
    seconds = figures["seconds"]
    figures["export_vs_json_load"] = round(seconds["tokens export, several files"] / seconds["python3 json.load (reference)"], 2)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(f"\nA Tokens Studio export of {figures['files']} files ({figures['export_bytes'] / 1024:.0f} KiB): {figures['tokens']:,} published "
          f"tokens in the modes {', '.join(figures['modes'])}; median of {args.runs} runs:\n")
    print_seconds(seconds)
    print(f"\nreading and resolving the export takes {figures['export_vs_json_load']}x Python's json.load of the same files (process start included)")
    print(f"init + build: {figures['warnings']} warnings, {figures['errors']} errors")
    print(f"the quirk file: {figures['quirk_bytes'] / 1024:.0f} KiB, {figures['quirk_warnings']} warnings, {figures['quirk_errors']} errors, "
          f"{seconds['build, 1 MB of quirks']:.3f} s to build")


if __name__ == "__main__":
    main()
