#!/usr/bin/env python3
"""Build benchmark: Specimen beside the cmark-gfm CLI and Hugo, on one generated corpus.

Usage (from the repo root; Python 3.9+, standard library only):

    python3 scripts/benchmark.py                          # 1,000 pages, 3 runs each
    python3 scripts/benchmark.py --shape flat             # 1,000 long pages in two flat folders
    python3 scripts/benchmark.py --pages 10000 --runs 5
    python3 scripts/benchmark.py --scratch-path .build-bench --keep /tmp/bench --json

Steps, one function each:

1. generate_corpus: N pages of realistic guides, 3-12 KB each (seeded: every run writes
   the same bytes), in a nested folder tree: about sqrt(N)/2.5 top-level sections (at most
   13, reached at 1,000 pages), each folder with an index.md, 10-20 pages and 2-3
   subfolders, as deep as the page count needs (2-4 levels at 1,000 pages). Each page has front matter
   (title, description, order), 6-15 headings, paragraphs with inline code, emphasis and
   links, GFM tables, bullet and task lists, quotes, 1-3 fenced code blocks (mostly Swift)
   and relative links `../section/page.md#heading` to headings that really exist.
   `--shape flat` is documentation as evolution proposals and RFCs are kept: a home page and
   two folders side by side with no index.md, `proposals/` (60% of the pages) and `rfcs/`,
   of numbered pages (`0042-inline-banners.md`) of 15-60 KB, with 10-30 headings, a code
   block under most of them (Swift, shell, JSON) and the same links and tables.
   `--shape proposals` (1,200 pages unless --pages says otherwise) is real-shaped: language
   proposals and RFCs as they are published, 700 in `proposals/` and the rest in `rfcs/`,
   with no index.md: a metadata list, the usual sections (Introduction, Motivation, Proposed
   solution, a long Detailed design...), a Swift block under most headings, written as real
   code is (declarations with generics and doc comments, bodies with control flow, closures
   and interpolation: no two alike, 4-80 lines, about a third of the bytes), many tables, a
   table of contents of `#fragment` links, and anchors in raw HTML in both idioms GitHub
   renders: `### <a name="x">Title</a>`, and `<a name="x"></a>` alone above its heading.
2. build_specimen: `swift build -c release --static-swift-stdlib --product specimen` (with `--scratch-path`
   when given, so a benchmark does not fight over .build), unless `--binary` is given.
3. measure: R repetitions of each tool, interleaved, median of each figure:
   - specimen: `specimen build CORPUS --quiet --output OUT`, with no output folder and no
     `.specimen-cache` left from before (a clean build, as in CI from a fresh clone).
   - specimen, 1 page changed: the same command right after, with one guide's text
     changed (a different guide each run): the build cache renders only that guide.
   - cmark-gfm, one process (the main reference): `cmark-gfm FLAGS FILE... > /dev/null`
     from the content folder, as a user converts a folder: no spawn per file, no output
     files, one core. The specimen/cmark-gfm ratio uses this figure.
   - cmark-gfm, parallel (printed for context): one cmark-gfm process per file, on all
     cores with `xargs -P $(nproc)`, each writing its own .html as Specimen writes one
     file per page. A `sh` loop per batch of 16 files does the redirects, so the reference
     pays a process per file and not a shell per file: the same files, the C renderer,
     real output files, every core.
   - hugo (when on PATH; `--no-hugo` skips it): a minimal site with a comparable layout
     (sidebar of top-level sections and the current section's pages, the outline from
     .TableOfContents, heading permalinks, Chroma highlighting, prev/next), built with
     `hugo --quiet -d OUT`. index.md becomes _index.md (Hugo's section page; index.md
     would make a leaf bundle and hide its siblings). Hugo does not rewrite `.md` links;
     nothing else is added to keep it simple.
4. report: a table of wall time, pages/s, peak RSS, output size, bytes/page, output ÷ Markdown and CPU%
   (user+sys over wall: 200% means both cores of a 2-core machine were busy), then the
   ratios specimen/cmark-gfm, specimen/hugo and (second build)/(full build). Record ratios,
   not times: machines are noisy. The ratios to cmark-gfm and Hugo are also given run by run
   (the median of each run's own ratio), which a slow spell of a shared machine moves less:
   it slows both tools of a run alike. `--json` prints the same figures as JSON.

Peak RSS is GNU time's %M (Debian: apt-get install time). Python's own rusage is not
used: Linux carries the high-water RSS of the process that forks into the exec'd child,
so wait4 and RUSAGE_CHILDREN would report at least this script's own memory. /usr/bin/time
forks from a small process and waits for the tool, so %M is the tool's own peak; for the
parallel cmark-gfm run, that of its largest single process, not the sum. CPU time comes
from wait4 (CPU is not inherited). Output size is the apparent size of every file (du -sb).
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

REPO = Path(__file__).resolve().parent.parent
TIME = "/usr/bin/time"
CMARK_FLAGS = ["--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink",
               "-e", "tagfilter", "-e", "tasklist"]

# -- vocabulary for the corpus ----------------------------------------------------------

SECTIONS = ("feedback forms navigation layout typography colour motion content data-display overlays "
            "inputs accessibility spacing patterns components foundations templates platforms").split()
ADJECTIVES = ("inline full-page empty loading disabled destructive compact nested sticky responsive "
              "dismissible persistent contextual progressive modal secondary primary tinted bordered grouped").split()
NOUNS = ("banners callouts buttons toasts dialogs menus tabs cards tables forms fields badges lists "
         "sheets alerts steppers tooltips popovers chips toggles sliders breadcrumbs avatars").split()
HEADINGS = ["When to use", "When not to use", "Anatomy", "Spacing & sizing", "States",
            "Writing the message", "Tokens", "Examples", "Accessibility", "Keyboard support",
            "Motion and haptics", "Dark mode", "Right-to-left layouts", "Do and don't",
            "Related patterns", "Migration from v2", "Platform differences", "Behaviour",
            "Placement", "Content guidelines", "Icons", "Colour", "Focus order", "Testing"]
SUBHEADINGS = ["Focus ring", "Error icon", "Hover", "Pressed", "Title length", "Truncation",
               "VoiceOver labels", "Reduced motion", "Compact width", "Dynamic Type",
               "Loading: first load", "Retry", "Timeouts", "Empty results", "Offline"]
WORDS = ("the person should always know what happened why it happened and what to do next "
         "a message sits next to the thing it is about keep the tone calm and specific "
         "use the state colour only for the icon and border never for body text "
         "each state has a token so themes can change it without touching layouts "
         "screen readers announce the change once without stealing focus").split()
TOKENS = ("--color-danger-600 --space-4 --radius-md --font-body --shadow-1 --color-surface "
          "--duration-fast --color-warning-100 --space-2").split()
SWIFT_IDS = "Banner Callout Toast EmptyState FieldError RetryButton Sheet".split()
ICONS = ["exclamationmark.triangle", "info.circle", "checkmark.seal", "xmark.octagon", "wifi.slash"]


def slugify(text):
    """GitHub's heading slug for ASCII text, as Specimen computes it."""
    return re.sub(r"[^a-z0-9_\- ]", "", text.lower()).replace(" ", "-")


# -- step 1: the corpus -----------------------------------------------------------------

MAX_DEPTH = 8


def plan_tree(rng, total):
    """Content paths of `total` pages: folders of 10-20 pages with 2-3 subfolders, at most 13 top-level sections.

    A site grows deeper, not wider: 1,000 pages are 13 sections 2-4 levels deep, 10,000 pages
    the same 13 sections a level or two deeper. Each page's sidebar shows the top-level
    sections and the folders along its path, so its size follows the tree's shape (fan-out
    and depth), not the page count. Folders stop at MAX_DEPTH levels, which then hold the rest."""
    paths = ["index.md"]

    def folder(prefix, depth, budget):
        here = min(budget, rng.randint(10, 20))
        if depth == MAX_DEPTH or budget - here < 10:
            here = budget
        names = rng.sample([f"{a}-{n}" for a in ADJECTIVES for n in NOUNS], here - 1)
        paths.extend([f"{prefix}/index.md"] + [f"{prefix}/{name}.md" for name in names])
        rest = budget - here
        if rest <= 0:
            return
        fanout = min(rest // 10, rng.randint(2, 3))
        sizes = [rest // fanout + (1 if i < rest % fanout else 0) for i in range(fanout)]
        subs = rng.sample(SECTIONS, fanout)
        for name, size in zip(subs, sizes):
            folder(f"{prefix}/{name}", depth + 1, size)

    remaining = total - 1
    top = max(1, min(13, round(remaining ** 0.5 / 2.5)))  # 13 top-level sections from 1,000 pages up
    for i in range(top):
        size = remaining // top + (1 if i < remaining % top else 0)
        name = SECTIONS[i % len(SECTIONS)] + (f"-{i // len(SECTIONS) + 1}" if i >= len(SECTIONS) else "")
        folder(name, 1, size)
    return paths[:total]


def plan_flat(rng, total):
    """Content paths of `total` pages: a home page, then numbered pages in `proposals/` (60%) and `rfcs/`, no index.md."""
    names = [f"{a}-{n}" for a in ADJECTIVES for n in NOUNS]
    rest = total - 1
    proposals = round(rest * 0.6)
    paths = ["index.md"]
    paths += [f"proposals/{i + 1:04d}-{rng.choice(names)}.md" for i in range(proposals)]
    paths += [f"rfcs/{i + 1:04d}-{rng.choice(names)}.md" for i in range(rest - proposals)]
    return paths


def plan_page(rng, path, long=False):
    """Title, description, order and headings (level, text, slug) of one page."""
    stem = Path(path).parent.name if path.endswith("index.md") else Path(path).stem
    title = (stem or "pattern library").replace("-", " ").capitalize()
    count = rng.randint(10, 30) if long else rng.randint(6, 15)
    texts = [rng.choice(HEADINGS) for _ in range(count)] if long else rng.sample(HEADINGS, min(count, len(HEADINGS)))
    headings, seen = [], {}
    for i, text in enumerate(texts):
        level = 3 if i > 0 and rng.random() < 0.35 else 2
        if level == 3:
            text = rng.choice(SUBHEADINGS)
        slug = slugify(text)
        seen[slug] = seen.get(slug, -1) + 1
        headings.append((level, text, slug if seen[slug] == 0 else f"{slug}-{seen[slug]}"))
    description = f"How {title.lower()} tell people what happened and what to do next."
    return {"path": path, "title": title, "description": description,
            "order": None if long else rng.randint(1, 40), "headings": headings}


def sentence(rng, page, plans):
    """One sentence with the occasional inline code, emphasis or link."""
    words = rng.sample(WORDS, rng.randint(8, 16))
    roll = rng.random()
    if roll < 0.22:
        target = rng.choice(plans)
        _, text, slug = rng.choice(target["headings"])
        rel = os.path.relpath(target["path"], os.path.dirname(page["path"]) or ".")
        words.insert(rng.randrange(len(words)), f"[{text.lower()}]({rel}#{slug})")
    elif roll < 0.30:
        words.insert(rng.randrange(len(words)), f"[see below](#{rng.choice(page['headings'])[2]})")
    elif roll < 0.50:
        words.insert(rng.randrange(len(words)), f"`{rng.choice(TOKENS)}`")
    elif roll < 0.62:
        i = rng.randrange(len(words))
        mark = rng.choice(["*", "**"])
        words[i] = f"{mark}{words[i]}{mark}"
    elif roll < 0.65:
        words.append("<https://example.com/guides>")
    text = " ".join(words)
    return text[0].upper() + text[1:] + "."


def code_block(rng, long=False):
    """A fenced block: Swift most of the time, sometimes JSON, YAML or CSS (long pages: shell, JSON)."""
    kinds = ["swift", "shell", "json"] if long else ["swift", "json", "yaml", "css"]
    kind = rng.choices(kinds, weights=[6, 3, 1] if long else [6, 2, 1, 1])[0]
    name, icon = rng.choice(SWIFT_IDS), rng.choice(ICONS)
    if kind == "swift":
        mods = "".join(f"\n                .padding(.{rng.choice(['top', 'bottom', 'horizontal'])}, "
                       f"{rng.choice([4, 8, 12, 16])})" for _ in range(rng.randint(1, 6)))
        body = (f"struct {name}View: View {{\n    @State private var isPresented = false\n"
                f"    let message: LocalizedStringKey\n\n    var body: some View {{\n"
                f"        VStack(alignment: .leading, spacing: {rng.randint(2, 16)}) {{\n"
                f"            Label(message, systemImage: \"{icon}\")\n"
                f"                .font(.subheadline.weight(.semibold)){mods}\n"
                f"            Button(\"Try again\") {{ isPresented.toggle() }}\n"
                f"                .buttonStyle(.borderedProminent)\n        }}\n"
                f"        .accessibilityElement(children: .combine) // one announcement\n"
                f"    }}\n}}")
    elif kind == "shell":
        body = "\n".join(rng.sample([
            "swift build -c release --product specimen",
            f"swift test --filter {name}Tests",
            "git switch -c proposal/$(date +%Y%m%d)",
            f"specimen check . --format github | tee {name.lower()}.log",
            "xcrun simctl boot \"iPhone 16\" && xcrun simctl launch booted com.example.app",
            "export TOKENS_DIR=content/tokens   # read by the build-tool plugin",
            f"grep -rn \"{icon}\" Sources/ | wc -l",
            "swift package --allow-writing-to-package-directory specimen build",
        ], rng.randint(2, 5)))
    elif kind == "json":
        body = "{\n  \"color\": {\n" + ",\n".join(
            f"    \"{n}\": {{ \"$type\": \"color\", \"$value\": \"#{rng.randrange(1 << 24):06x}\" }}"
            for n in rng.sample(["danger", "warning", "success", "info", "surface"], 3)) + "\n  }\n}"
    elif kind == "yaml":
        body = f"component: {name}\nstates:\n" + "".join(
            f"  - name: {s}\n    token: \"{rng.choice(TOKENS)}\"\n"
            for s in rng.sample(["default", "hover", "pressed", "disabled"], 3))
    else:
        body = f".{name.lower()} {{\n" + "".join(
            f"  {p}: var({rng.choice(TOKENS)});\n"
            for p in rng.sample(["padding", "gap", "border-radius", "color", "box-shadow"], 3)) + "}"
    return f"```{'sh' if kind == 'shell' else kind}\n{body}\n```"


def block(rng, page, plans):
    """One Markdown block: mostly paragraphs, sometimes a list, table, task list or quote."""
    kind = rng.choices(["p", "list", "table", "tasks", "quote"], weights=[10, 3, 2, 1, 1])[0]
    if kind == "list":
        return "\n".join(f"- {sentence(rng, page, plans)}" for _ in range(rng.randint(3, 6)))
    if kind == "tasks":
        return "\n".join(f"- [{rng.choice(' x')}] {sentence(rng, page, plans)}" for _ in range(rng.randint(3, 5)))
    if kind == "quote":
        return f"> **{rng.choice(['Note', 'Tip', 'Important'])}:** {sentence(rng, page, plans)}"
    if kind == "table":
        rows = [f"| `{t}` | {rng.randint(1, 48)} px | {' '.join(rng.sample(WORDS, 5))} |"
                for t in rng.sample(TOKENS, rng.randint(3, 6))]
        return "| Token | Value | Use |\n|---|---:|---|\n" + "\n".join(rows)
    return " ".join(sentence(rng, page, plans) for _ in range(rng.randint(2, 5)))


def render_page(rng, page, plans, long=False):
    """The Markdown of one page, 3-12 KB with 1-3 code blocks under random headings (long: 15-60 KB, code under most)."""
    target = rng.randint(13000, 52000) if long else rng.randint(2400, 8600)
    per_heading = target // (len(page["headings"]) + 1)
    count = len(page["headings"])
    with_code = set(rng.sample(range(count), rng.randint(count // 2, count) if long else rng.randint(1, 3)))
    out = ["---", f"title: {page['title']}", f"description: {page['description']}"]
    out += [] if page["order"] is None else [f"order: {page['order']}"]
    out += ["---", "", block(rng, page, plans)]
    for i, (level, text, _) in enumerate(page["headings"]):
        section = ["#" * level + " " + text]
        if i in with_code:
            section.append(code_block(rng, long))
        while sum(len(s) for s in section) < per_heading:
            section.append(block(rng, page, plans))
        out.extend(["", "\n\n".join(section)])
    return "\n".join(out) + "\n"


# -- the real-shaped corpus: proposals and RFCs -------------------------------------------

TYPES = ("Token Palette Spacing Radius Typography Theme ColorRole Surface Elevation Motion Layout Stack Inset "
         "Cluster Banner Toast Sheet Field Validator Formatter Retry Backoff Loader Cache Snapshot Diff Scheme "
         "Appearance Contrast Resolver Alias Mode Variant Gradient Shadow Border Icon Glyph Locale Metric").split()
MEMBERS = ("value resolved base tokens modes current fallback scale spacing radius weight size leading tracking "
           "foreground background accent tint opacity duration delay curve attempts policy identifier name path "
           "components alias reference contrast ratio threshold minimum maximum layout insets edges").split()
PROTOCOLS = "Sendable Hashable Codable Equatable Comparable Identifiable CustomStringConvertible RawRepresentable".split()
SECTION_TITLES = ["Introduction", "Motivation", "Proposed solution", "Detailed design", "Source compatibility",
                  "ABI compatibility", "Implications on adoption", "Future directions", "Alternatives considered",
                  "Acknowledgments"]


def camel(rng, n=2):
    words = rng.sample(MEMBERS, n)
    return words[0] + "".join(w.capitalize() for w in words[1:])


def swift_type(rng):
    base = rng.choice(TYPES)
    roll = rng.random()
    if roll < 0.15:
        return f"[{base}]"
    if roll < 0.25:
        return f"{base}?"
    if roll < 0.32:
        return f"[String: {base}]"
    if roll < 0.38:
        return f"some {rng.choice(PROTOCOLS[:3])}"
    if roll < 0.45:
        return f"Result<{base}, any Error>"
    return rng.choice([base, base, "Int", "Double", "String", "Bool", "CGFloat", "Duration"])


def swift_expression(rng, depth=0):
    roll = rng.random()
    if depth > 1 or roll < 0.25:
        return rng.choice([str(rng.randint(0, 64)), f"{rng.randint(0, 9)}.{rng.randint(0, 99)}", "nil", "true",
                           f"\"{rng.choice(MEMBERS)}\"", f".{rng.choice(MEMBERS)}", camel(rng),
                           f"\"\\({camel(rng)}) of \\({rng.choice(MEMBERS)}.count)\""])
    if roll < 0.45:
        args = ", ".join(f"{rng.choice(MEMBERS)}: {swift_expression(rng, depth + 1)}" for _ in range(rng.randint(0, 3)))
        return f"{rng.choice(TYPES)}({args})"
    if roll < 0.6:
        return f"{camel(rng)}.{rng.choice(['map', 'filter', 'compactMap', 'first'])} {{ $0.{rng.choice(MEMBERS)} {rng.choice(['> 0', '!= nil', '== .' + rng.choice(MEMBERS), ''])} }}"
    if roll < 0.75:
        return f"try await {camel(rng)}.{rng.choice(['resolve', 'load', 'apply', 'measure'])}({swift_expression(rng, depth + 1)})"
    if roll < 0.88:
        return f"{camel(rng)} {rng.choice(['+', '*', '??', '<', '-'])} {swift_expression(rng, depth + 1)}"
    return f"{camel(rng)}[{swift_expression(rng, depth + 1)}]"


def swift_statements(rng, indent, budget):
    pad = "    " * indent
    lines = []
    while len(lines) < budget:
        roll = rng.random()
        if roll < 0.3:
            lines.append(f"{pad}{rng.choice(['let', 'var'])} {camel(rng)} = {swift_expression(rng)}")
        elif roll < 0.42 and indent < 4:
            lines.append(f"{pad}guard let {camel(rng)} = {swift_expression(rng)} else {{")
            lines.append(f"{pad}    {rng.choice(['return nil', 'throw ' + rng.choice(TYPES) + 'Error.missing(' + repr(rng.choice(MEMBERS)).replace(chr(39), chr(34)) + ')', 'return'])}")
            lines.append(f"{pad}}}")
        elif roll < 0.54 and indent < 4:
            lines.append(f"{pad}if {camel(rng)} {rng.choice(['>', '==', '!='])} {swift_expression(rng)} {{")
            lines += swift_statements(rng, indent + 1, rng.randint(1, 3))
            lines.append(f"{pad}}}")
        elif roll < 0.64 and indent < 4:
            lines.append(f"{pad}switch {camel(rng)} {{")
            for case in rng.sample(MEMBERS, rng.randint(2, 4)):
                lines.append(f"{pad}case .{case}{rng.choice(['', '(let ' + camel(rng) + ')'])}:")
                body = swift_statements(rng, indent + 1, 1)
                # A case needs a statement, as compiled code has: a comment alone would not parse.
                lines += body if any(not line.strip().startswith("//") for line in body) else body + [f"{pad}    break"]
            lines.append(f"{pad}default:")
            lines.append(f"{pad}    break")
            lines.append(f"{pad}}}")
        elif roll < 0.72 and indent < 4:
            lines.append(f"{pad}for {rng.choice(MEMBERS)} in {camel(rng)} where {rng.choice(MEMBERS)}.isEmpty == false {{")
            lines += swift_statements(rng, indent + 1, rng.randint(1, 2))
            lines.append(f"{pad}}}")
        elif roll < 0.8:
            lines.append(f"{pad}// {' '.join(rng.sample(WORDS, rng.randint(5, 11)))}")
        elif roll < 0.9:
            lines.append(f"{pad}{camel(rng)}.{rng.choice(MEMBERS)} = {swift_expression(rng)}")
        else:
            lines.append(f"{pad}return {swift_expression(rng)}")
    return lines


def swift_declaration(rng):
    name = rng.choice(TYPES) + rng.choice(["", "Set", "Style", "Provider", "Configuration", "Storage"])
    generic = rng.choice(["", "", f"<Value: {rng.choice(PROTOCOLS)}>", "<Element, Failure: Error>"])
    conformances = ", ".join(rng.sample(PROTOCOLS, rng.randint(0, 3)))
    doc = [f"/// {' '.join(rng.sample(WORDS, rng.randint(6, 14))).capitalize()}."]
    attribute = rng.choice(["", "", "@available(macOS 15, iOS 18, *)\n", "@frozen\n", "@MainActor\n"])
    kind = rng.choices(["struct", "enum", "protocol", "extension", "func", "actor"], weights=[5, 2, 2, 3, 4, 1])[0]
    lines = []
    if kind == "func":
        params = ", ".join(f"{rng.choice(['_ ', ''])}{rng.choice(MEMBERS)}: {swift_type(rng)}" for _ in range(rng.randint(0, 3)))
        effects = rng.choice(["", " async", " throws", " async throws", " throws(ResolutionError)"])
        lines = doc + [f"{attribute}public func {camel(rng)}{generic}({params}){effects} -> {swift_type(rng)} {{"]
        lines += swift_statements(rng, 1, rng.randint(2, 12)) + ["}"]
    elif kind == "enum":
        lines = doc + [f"{attribute}public enum {name}{': ' + conformances if conformances else ''} {{"]
        for case in rng.sample(MEMBERS, rng.randint(2, 7)):
            lines.append(f"    case {case}{rng.choice(['', '', '(' + swift_type(rng) + ')', '(' + camel(rng) + ': ' + swift_type(rng) + ')'])}")
        lines.append("}")
    elif kind == "protocol":
        lines = doc + [f"public protocol {name}{': ' + conformances if conformances else ''} {{"]
        lines.append(f"    associatedtype {rng.choice(['Value', 'Output', 'Element'])}: {rng.choice(PROTOCOLS)}")
        for _ in range(rng.randint(1, 5)):
            if rng.random() < 0.5:
                lines.append(f"    var {camel(rng)}: {swift_type(rng)} {{ get{rng.choice(['', ' set', ' async throws'])} }}")
            else:
                lines.append(f"    func {camel(rng)}(_ {rng.choice(MEMBERS)}: {swift_type(rng)}){rng.choice(['', ' async', ' throws'])} -> {swift_type(rng)}")
        lines.append("}")
    else:
        keyword = "extension" if kind == "extension" else kind
        where = f" where Value == {rng.choice(TYPES)}" if kind == "extension" and rng.random() < 0.4 else ""
        head = f"{attribute}{'' if kind == 'extension' else 'public '}{keyword} {name}{'' if kind == 'extension' else generic}"
        lines = doc + [f"{head}{': ' + conformances if conformances and kind != 'extension' else ''}{where} {{"]
        for _ in range(rng.randint(1, 4)):
            lines.append(f"    {rng.choice(['public ', '', 'private '])}{rng.choice(['let', 'var'])} {camel(rng)}: {swift_type(rng)}")
        for _ in range(rng.randint(0, 3)):
            lines.append("")
            lines.append(f"    /// {' '.join(rng.sample(WORDS, rng.randint(4, 10))).capitalize()}.")
            params = ", ".join(f"{rng.choice(MEMBERS)}: {swift_type(rng)}" for _ in range(rng.randint(0, 2)))
            lines.append(f"    public {rng.choice(['func ' + camel(rng), 'init', 'static func ' + camel(rng)])}({params}){rng.choice(['', ' async throws', ' rethrows'])} {{")
            lines += swift_statements(rng, 2, rng.randint(1, 8))
            lines.append("    }")
        lines.append("}")
    return lines


def swift_fragment(rng, lines_wanted):
    """What a proposal shows that is not a whole program: requirements without bodies, a member list copied out
    of its type, the cases of a switch, `...` where the code does not matter. swift-syntax parses them with
    errors, and the highlighter then tries its wrappers."""
    kind = rng.choice(["requirements", "members", "cases", "elided"])
    lines = []
    if kind == "requirements":
        lines.append(f"extension {rng.choice(TYPES)}{rng.choice(['', ' where Element: ' + rng.choice(PROTOCOLS)])} {{")
        while len(lines) < lines_wanted:
            lines.append(f"    /// {' '.join(rng.sample(WORDS, rng.randint(4, 9))).capitalize()}.")
            lines.append(f"    public func {camel(rng)}(_ {rng.choice(MEMBERS)}: {swift_type(rng)}){rng.choice(['', ' async', ' throws'])} -> {swift_type(rng)}")
        lines.append("}")
    elif kind == "members":
        while len(lines) < lines_wanted:
            lines.append(f"{rng.choice(['public ', '', '@MainActor '])}{rng.choice(['var', 'let'])} {camel(rng)}: {swift_type(rng)}{rng.choice(['', ' { get }', ' { get set }'])}")
            if rng.random() < 0.3:
                lines.append(f"init({rng.choice(MEMBERS)}: {swift_type(rng)})")
    elif kind == "cases":
        while len(lines) < lines_wanted:
            lines.append(f"case .{rng.choice(MEMBERS)}{rng.choice(['', '(let ' + camel(rng) + ')'])}:")
            lines += swift_statements(rng, 1, 1)
            lines.append(f"    return {swift_expression(rng)}")
    else:
        lines = swift_declaration(rng)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(1, max(2, len(lines)))
            lines.insert(at, "    ..." if rng.random() < 0.5 else "    // ...")
    return "\n".join(lines)


def swift_code(rng, lines_wanted):
    """Swift as proposals show it: declarations, a few statements of use or a fragment; no two blocks alike."""
    if rng.random() < 0.35:
        return swift_fragment(rng, lines_wanted)
    if rng.random() < 0.3:
        return "\n".join(swift_statements(rng, 0, lines_wanted))
    lines = []
    while len(lines) < lines_wanted:
        if lines:
            lines.append("")
        lines += swift_declaration(rng)
    return "\n".join(lines)


def plan_proposals(rng, total):
    """Content paths of `total` pages: 700 numbered proposals (fewer for a small corpus), the rest RFCs, no index.md."""
    names = [f"{a}-{n}" for a in ADJECTIVES for n in NOUNS]
    rest = total - 1
    proposals = min(700, round(rest * 0.6))
    paths = ["index.md"]
    paths += [f"proposals/{i + 1:04d}-{rng.choice(names)}.md" for i in range(proposals)]
    paths += [f"rfcs/{i + 1:04d}-{rng.choice(names)}.md" for i in range(rest - proposals)]
    return paths


def plan_proposal(rng, path):
    """The sections of one proposal, each with its subsections, and the ids links may point to."""
    stem = Path(path).stem
    sections = []
    headings = [(2, "Contents", "contents")]
    anchors = set()
    for title in SECTION_TITLES:
        if title not in ("Introduction", "Motivation", "Proposed solution", "Detailed design") and rng.random() < 0.3:
            continue
        count = {"Detailed design": rng.randint(2, 8), "Proposed solution": rng.randint(0, 3),
                 "Alternatives considered": rng.randint(0, 3), "Future directions": rng.randint(0, 2)}.get(title, 0)
        subs = []
        for _ in range(count):
            name = rng.choice(TYPES)
            text = (f"{rng.choice(['The', 'Using', 'Resolving', 'Naming'])} `{name}{rng.choice(['', '.' + camel(rng)])}` "
                    f"{rng.choice(['type', 'requirement', 'conformance', 'API', 'extension'])}")
            anchor = name.lower() if name.lower() not in anchors and rng.random() < 0.5 else None
            if anchor:
                anchors.add(anchor)
                headings.append((3, text.replace("`", ""), anchor))
            subs.append((text, anchor))
        sections.append((title, rng.random() < 0.25, subs))
        headings.append((2, title, slugify(title)))
    return {"path": path, "title": stem[5:].replace("-", " ").capitalize(), "number": stem[:4], "stem": stem,
            "sections": sections, "headings": headings}


def render_proposal(rng, page, plans):
    """One proposal: metadata, contents, the usual sections, Swift under most headings, anchors in both idioms."""
    out = [f"# {page['title']}", "", f"* Proposal: [SE-{page['number']}]({page['stem']}.md)",
           f"* Authors: [{rng.choice(['Ines Okafor', 'Tomás Brandt', 'Priya Raman', 'Kenji Watanabe'])}](https://example.com/{page['number']})",
           f"* Review Manager: {rng.choice(['Ana Lima', 'Sam Osei', 'Lea Fischer'])}",
           f"* Status: **{rng.choice(['Implemented (Swift 6.1)', 'Accepted', 'Returned for revision', 'Active review'])}**",
           f"* Implementation: [apple/swift#{rng.randint(10000, 80000)}](https://example.com/pull/{page['number']})",
           "", "## Contents", ""]
    out += [f"{'  ' if level == 3 else ''}* [{text}](#{target})" for level, text, target in page["headings"][1:]]
    for title, anchored, subs in page["sections"]:
        # The older idiom: an anchor alone above its heading, naming the heading's slug.
        out += ["", f'<a name="{slugify(title)}"></a>', "", f"## {title}"] if anchored else ["", f"## {title}"]
        for _ in range(rng.randint(1, 3)):
            out += ["", " ".join(sentence(rng, page, plans) for _ in range(rng.randint(2, 5)))]
        if rng.random() < 0.02:
            # A link to a proposal since renamed, or to a file outside the folder: published folders have these.
            other = rng.choice(plans)["path"]
            stale = f"{Path(other).stem[:5]}{rng.choice(ADJECTIVES)}-{rng.choice(NOUNS)}.md" if rng.random() < 0.7 else "../README.md"
            out += ["", f"See [the earlier discussion]({stale}) for why this was deferred."]
        if rng.random() < 0.35:
            out += ["", "```swift", swift_code(rng, rng.choice([4, 6, 10, 16, 24, 40, 80])), "```"]
        if rng.random() < 0.3:
            out += ["", block(rng, page, plans)]
        for text, anchor in subs:
            # `### <a name="x">Title</a>`: a name the writer chose, not the heading's slug.
            out += ["", f'### <a name="{anchor}">{text}</a>' if anchor else f"### {text}"]
            out += ["", " ".join(sentence(rng, page, plans) for _ in range(rng.randint(1, 4)))]
            if rng.random() < 0.6:
                out += ["", "```swift", swift_code(rng, rng.choice([4, 6, 8, 12, 20, 30])), "```"]
            if rng.random() < 0.35:
                rows = [f"| `{camel(rng)}` | `{swift_type(rng)}` | {' '.join(rng.sample(WORDS, 6))} |" for _ in range(rng.randint(3, 8))]
                out += ["", "| Member | Type | Notes |", "|---|---|---|"] + rows
    return "\n".join(out) + "\n"


def copy_corpus(project, folders):
    """Copies each real folder's files into PROJECT/content (side by side, by folder name when more than one);
    returns the Markdown files' content paths, which the cmark-gfm CLI reads as Specimen does."""
    content = project / "content"
    shutil.rmtree(content, ignore_errors=True)
    for folder in folders:
        shutil.copytree(folder, content / folder.resolve().parent.name if len(folders) > 1 else content, dirs_exist_ok=True)
    return sorted(p.relative_to(content).as_posix() for p in content.rglob("*.md"))


def generate_corpus(project, pages, seed, shape="nested"):
    """Writes PROJECT/content with `pages` Markdown files; returns their content paths."""
    rng = random.Random(seed)
    content = project / "content"
    shutil.rmtree(content, ignore_errors=True)
    long = shape != "nested"
    paths = {"flat": plan_flat, "proposals": plan_proposals}.get(shape, plan_tree)(rng, pages)
    if shape == "proposals":
        plans = [plan_page(rng, path, True) if path == "index.md" else plan_proposal(rng, path) for path in paths]
    else:
        plans = [plan_page(rng, path, long and path != "index.md") for path in paths]
    sizes = []
    for page in plans:
        if shape == "proposals" and page["path"] != "index.md":
            text = render_proposal(rng, page, plans)
        else:
            text = render_page(rng, page, plans, long and page["path"] != "index.md")
        target = content / page["path"]
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        sizes.append(len(text.encode()))
    print(f"corpus: {len(plans)} pages, {sum(sizes) / 2**20:.1f} MiB of Markdown, "
          f"{min(sizes)}-{max(sizes)} bytes/page (median {int(statistics.median(sizes))}), "
          f"in {content}", file=sys.stderr)
    return [p["path"] for p in plans]


# -- step 2: the specimen binary --------------------------------------------------------

def build_specimen(scratch_path):
    """Builds the release binary once and returns its path; stops with a message on failure."""
    if shutil.which("swift") is None:
        sys.exit("benchmark: `swift` is not on PATH; install the Swift toolchain or pass --binary.")
    cmd = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "specimen"]
    if scratch_path:
        cmd += ["--scratch-path", str(scratch_path)]
    print("benchmark: " + " ".join(cmd) + " (a first release build takes minutes)", file=sys.stderr)
    result = subprocess.run(cmd, cwd=REPO, stdout=sys.stderr)
    if result.returncode != 0:
        sys.exit(f"benchmark: the release build of specimen failed (exit {result.returncode}); "
                 "the compiler output is above. Fix it, or pass --binary PATH to use a built one.")
    bin_dir = subprocess.run(cmd + ["--show-bin-path"], cwd=REPO, capture_output=True, text=True)
    return Path(bin_dir.stdout.strip()) / "specimen"


# -- step 3: measurements ---------------------------------------------------------------

def timed(cmd, cwd=None, stdin=None, stdout=subprocess.DEVNULL, label=None):
    """Runs one command under /usr/bin/time; returns wall and CPU seconds and peak RSS in KiB."""
    with tempfile.NamedTemporaryFile() as rss, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen([TIME, "-f", "%M", "-o", rss.name, *cmd],
                                cwd=cwd, stdin=stdin, stdout=stdout, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        problems = err.read().decode(errors="replace").strip()
        peak = rss.read().decode().strip().splitlines()
    if proc.returncode != 0:
        sys.exit(f"benchmark: {label or cmd[0]} failed (exit {proc.returncode}):\n{problems[-3000:]}")
    if problems:
        print(f"benchmark: {label or cmd[0]} printed:\n{problems[-1500:]}", file=sys.stderr)
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss_kib": int(peak[-1])}


def median(samples, key="wall"):
    """The median of one figure of `timed`'s samples."""
    return statistics.median(sample[key] for sample in samples)


def print_seconds(seconds):
    """A Markdown table of measurements in seconds, as the docs' benchmarks page shows them."""
    print("| measurement | seconds |\n|---|---|")
    for name, value in seconds.items():
        print(f"| {name} | {value:.3f} |")


def cores():
    """What `nproc` prints: the CPUs this process may run on."""
    return len(os.sched_getaffinity(0))


def tree_bytes(folder):
    """Apparent size of every file under `folder`, like `du -sb`."""
    return sum(f.stat().st_size for f in Path(folder).rglob("*") if f.is_file())


def run_specimen(binary, project, out):
    """`specimen build PROJECT --quiet --output OUT` from nothing: no output, no cache (a fresh clone in CI)."""
    shutil.rmtree(project / ".specimen-cache", ignore_errors=True)
    sample = timed([str(binary), "build", str(project), "--quiet", "--output", str(out)], label="specimen build")
    return sample | {"bytes": tree_bytes(out)}


def run_specimen_incremental(binary, project, out, paths, run):
    """The same command again after one guide's text changed: the build cache renders only that guide.

    Runs right after `run_specimen`, which left the output and the cache. Each run edits a
    different guide (a sentence appended), as a writer would between two builds."""
    page = project / "content" / paths[(run * 7919) % len(paths)]
    with open(page, "a", encoding="utf-8") as guide:
        guide.write(f"\nOne more sentence, added before incremental build {run}.\n")
    sample = timed([str(binary), "build", str(project), "--quiet", "--output", str(out)], label="specimen build (cached)")
    return sample | {"bytes": tree_bytes(out)}


def run_cmark_parallel(content, paths, out):
    """One cmark-gfm process per file, nproc at a time, each writing FILE.html under OUT."""
    for folder in {os.path.dirname(p) for p in paths}:
        (out / folder).mkdir(parents=True, exist_ok=True)
    loop = ('out=$1; shift; for f; do cmark-gfm ' + " ".join(CMARK_FLAGS)
            + ' "$f" > "$out/$f.html" || exit 255; done')
    cmd = ["xargs", "-0", "-P", str(cores()), "-n", "16", "sh", "-c", loop, "sh", str(out)]
    with tempfile.TemporaryFile() as names:
        names.write("\0".join(paths).encode())
        names.seek(0)
        sample = timed(cmd, cwd=content, stdin=names, label="cmark-gfm (xargs -P)")
    return sample | {"bytes": tree_bytes(out)}


def run_cmark_single(content, paths):
    """`cmark-gfm FLAGS FILE... > /dev/null` in the content folder: every file through one process."""
    sample = timed(["cmark-gfm", *CMARK_FLAGS, *paths], cwd=content, label="cmark-gfm (one process)")
    return sample | {"bytes": 0}


HUGO_CONFIG = """baseURL = "/"
title = "Benchmark"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup]
goldmark.renderer.unsafe = true
highlight.noClasses = false
tableOfContents = { startLevel = 2, endLevel = 3 }
"""
HUGO_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>
<meta name="description" content="{{ .Description }}"></head>
<body><nav class="sidebar"><ul>
{{ range .Site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}
</ul><ul>
{{ range .CurrentSection.Pages.ByParam "order" }}<li><a href="{{ .RelPermalink }}"
{{- if eq .RelPermalink $.RelPermalink }} aria-current="page"{{ end }}>{{ .LinkTitle }}</a></li>{{ end }}
</ul></nav>
<main><h1>{{ .Title }}</h1>{{ .Content }}
<footer>{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</footer></main>
<aside class="outline">{{ .TableOfContents }}</aside></body></html>
"""
HUGO_HEADING = ('<h{{ .Level }} id="{{ .Anchor }}">{{ .Text | safeHTML }} '
                '<a class="permalink" href="#{{ .Anchor }}">#</a></h{{ .Level }}>\n')


def prepare_hugo(site, content):
    """A minimal Hugo site over a copy of the corpus (index.md renamed to _index.md); returns hugo's version."""
    shutil.rmtree(site, ignore_errors=True)
    layouts = site / "layouts" / "_default"
    (layouts / "_markup").mkdir(parents=True)
    (site / "config.toml").write_text(HUGO_CONFIG)
    for name in ("single.html", "list.html"):
        (layouts / name).write_text(HUGO_PAGE)
    (layouts / "_markup" / "render-heading.html").write_text(HUGO_HEADING)
    shutil.copytree(content, site / "content")
    for index in (site / "content").rglob("index.md"):
        index.rename(index.with_name("_index.md"))
    version = re.search(r"v([\d.]+)", subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout)
    return version.group(1) if version else "?"


def run_hugo(site, out):
    """`hugo --quiet -d OUT` over the prepared site."""
    sample = timed(["hugo", "--quiet", "--source", str(site), "-d", str(out)], label="hugo")
    return sample | {"bytes": tree_bytes(out)}


def measure(binary, work, paths, runs, with_hugo):
    """Runs every tool `runs` times, interleaved so drift hits all alike; returns samples.

    Every run writes into a folder of its own (`out-TOOL-RUN`) and no output is deleted while
    measuring (only Specimen's one cache file, for a clean build); the folders of earlier runs go once all runs are done. On ext4 without a
    journal (as on the machine these figures come from), allocating an inode first skips
    every inode freed in the last few minutes, one buffer lookup each (the kernel's
    `recently_deleted`), so deleting the last run's 2,000 files before each build made each
    build pay for every earlier one: perf put a fifth of a 1,000-page build there, growing
    from run to run, for every tool alike. A clean clone in CI has nothing recently deleted.
    Each run also starts after `sync`, so no tool pays for writing back another's files."""
    project, content = work / "project", work / "project" / "content"
    for folder in work.glob("out-*"):  # left by an earlier benchmark in a --keep folder
        shutil.rmtree(folder) if folder.is_dir() else folder.unlink()
    tools = {
        "specimen": lambda n: run_specimen(binary, project, work / f"out-specimen-{n}"),
        "specimen, 1 page changed": lambda n: run_specimen_incremental(binary, project, work / f"out-specimen-{n}", paths, n),
        "cmark-gfm (1 process)": lambda n: run_cmark_single(content, paths),
        "cmark-gfm (per file, parallel)": lambda n: run_cmark_parallel(content, paths, work / f"out-cmark-{n}"),
    }
    if with_hugo:
        version = prepare_hugo(work / "hugo", content)
        tools["hugo " + version] = lambda n: run_hugo(work / "hugo", work / f"out-hugo-{n}")
    samples = {name: [] for name in tools}
    for number in range(1, runs + 1):
        for name, tool in tools.items():
            # Dirty pages of the corpus and of the last tool's output would otherwise be written
            # back during this run: each run starts with nothing pending on the disk.
            os.sync()
            samples[name].append(tool(number))
            print(f"run {number}/{runs}: {name:<25} {samples[name][-1]['wall']:.3f}s", file=sys.stderr)
    for old in range(1, runs):
        for folder in work.glob(f"out-*-{old}"):
            shutil.rmtree(folder)
    return samples


# -- step 4: the report -----------------------------------------------------------------

def summarise(samples, pages, markdown_bytes):
    """Medians per tool and the ratios the README records."""
    rows = []
    for name, runs in samples.items():
        wall = statistics.median(r["wall"] for r in runs)
        out_bytes = statistics.median(r["bytes"] for r in runs)
        rows.append({"tool": name, "wall_s": round(wall, 3), "pages_per_s": round(pages / wall),
                     "peak_rss_mib": round(statistics.median(r["rss_kib"] for r in runs) / 1024, 1),
                     "output_mib": round(out_bytes / 2**20, 1), "bytes_per_page": round(out_bytes / pages),
                     "output_per_input": round(out_bytes / markdown_bytes, 2),
                     "cpu_percent": round(100 * statistics.median(r["cpu"] / r["wall"] for r in runs)),
                     "runs_s": [round(r["wall"], 3) for r in runs]})
    by_name = {row["tool"]: row for row in rows}
    specimen = by_name["specimen"]
    ratios = {"specimen, 1 page changed/specimen": by_name["specimen, 1 page changed"]["wall_s"] / specimen["wall_s"],
              "specimen/cmark-gfm (1 process)": specimen["wall_s"] / by_name["cmark-gfm (1 process)"]["wall_s"],
              "specimen/cmark-gfm (per file, parallel)": specimen["wall_s"] / by_name["cmark-gfm (per file, parallel)"]["wall_s"],
              "specimen output/Markdown": specimen["output_per_input"]}
    for row in rows:
        if row["tool"].startswith("hugo"):
            ratios["specimen/hugo"] = specimen["wall_s"] / row["wall_s"]
            ratios["specimen/hugo peak RSS"] = specimen["peak_rss_mib"] / row["peak_rss_mib"]
    # The same ratios taken run by run, then their median: the tools of one run follow each other within
    # seconds, so a slow spell of a shared machine slows both sides of a run's ratio, not one side of the medians'.
    def paired(reference):
        return statistics.median(mine["wall"] / theirs["wall"] for mine, theirs in zip(samples["specimen"], samples[reference]))
    ratios["specimen/cmark-gfm (1 process), run by run"] = paired("cmark-gfm (1 process)")
    for name in samples:
        if name.startswith("hugo"):
            ratios["specimen/hugo, run by run"] = paired(name)
    return {"pages": pages, "markdown_mib": round(markdown_bytes / 2**20, 1), "cores": cores(), "rows": rows,
            "ratios": {k: round(v, 2) for k, v in ratios.items()}}


def print_table(summary):
    """The human-readable table, then the ratios."""
    header = ("tool", "wall s", "pages/s", "peak RSS MiB", "output MiB", "bytes/page", "out/in", "CPU%")
    cells = [header] + [(r["tool"], f"{r['wall_s']:.3f}", str(r["pages_per_s"]), f"{r['peak_rss_mib']:.1f}",
                         f"{r['output_mib']:.1f}", str(r["bytes_per_page"]), f"{r['output_per_input']:.2f}", str(r["cpu_percent"]))
                        for r in summary["rows"]]
    widths = [max(len(c[i]) for c in cells) for i in range(len(header))]
    print(f"{summary['pages']} pages, {summary['shape']} ({summary['markdown_mib']} MiB of Markdown), {summary['cores']} cores, "
          f"median of {len(summary['rows'][0]['runs_s'])} runs, load average before {summary['load_before']}")
    for i, line in enumerate(cells):
        print("  ".join(c.ljust(w) if j == 0 else c.rjust(w) for j, (c, w) in enumerate(zip(line, widths))))
        if i == 0:
            print("  ".join("-" * w for w in widths))
    print()
    for name, value in summary["ratios"].items():
        print(f"{name:<36} {value:.2f}x")


# -- the chart: build time against page count ----------------------------------------------

CHART_TOOLS = [("specimen", "Specimen", "#4f46e5"), ("cmark-gfm (1 process)", "cmark-gfm CLI", "#0f766e"), ("hugo", "Hugo", "#c2410c")]


def draw_chart(points, path, shape):
    """An SVG line chart of each tool's median build time against the page count: `points` is
    {tool name: [(pages, seconds)]}, tools matched by the start of their name. Plain SVG with a
    title, a description and the figures as text, so it reads without the picture."""
    width, height, left, right, top, bottom = 760, 400, 64, 230, 40, 52
    series = []
    for key, label, colour in CHART_TOOLS:
        for name, values in points.items():
            if name.startswith(key) and not name.startswith("specimen,"):
                series.append((label if key != "hugo" else name.replace("hugo v", "Hugo ").replace("hugo ", "Hugo "), colour, sorted(values)))
                break
    max_pages = max(p for _, _, values in series for p, _ in values)
    max_seconds = max(s for _, _, values in series for _, s in values)
    step = next(v for v in (0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100) if max_seconds / v <= 6)
    top_seconds = step * (int(max_seconds / step) + 1)
    def x(pages): return left + (width - left - right) * pages / max_pages
    def y(seconds): return top + (height - top - bottom) * (1 - seconds / top_seconds)
    text = lambda x0, y0, t, anchor="start", size=12, extra="": f'<text x="{x0:.1f}" y="{y0:.1f}" font-size="{size}" text-anchor="{anchor}"{extra}>{t}</text>'
    figures = "; ".join(f"{label}: " + ", ".join(f"{p:,} pages {s:.2f} s" for p, s in values) for label, _, values in series)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
           f'aria-labelledby="t d" font-family="system-ui, -apple-system, sans-serif" fill="#1f2937">',
           f'<title id="t">Build time against page count, {shape} corpus</title>',
           f'<desc id="d">Median seconds of a full build. {figures}.</desc>',
           '<rect width="100%" height="100%" fill="#ffffff"/>']
    tick = 0.0
    while tick <= top_seconds + 1e-9:
        out.append(f'<line x1="{left}" x2="{width - right}" y1="{y(tick):.1f}" y2="{y(tick):.1f}" stroke="#e5e7eb"/>')
        out.append(text(left - 8, y(tick) + 4, f"{tick:g} s", "end"))
        tick += step
    for pages in sorted({p for _, _, values in series for p, _ in values}):
        out.append(text(x(pages), height - bottom + 18, f"{pages:,}", "middle"))
    out.append(text((left + width - right) / 2, height - 12, "pages", "middle"))
    for label, colour, values in series:
        line = " ".join(f"{x(p):.1f},{y(s):.1f}" for p, s in values)
        out.append(f'<polyline points="{line}" fill="none" stroke="{colour}" stroke-width="2.5"/>')
        for p, s in values:
            out.append(f'<circle cx="{x(p):.1f}" cy="{y(s):.1f}" r="3.5" fill="{colour}"/>')
        last_p, last_s = values[-1]
        out.append(text(x(last_p) + 10, y(last_s) + 4, f"{label} ({last_s:.2f} s)", extra=f' fill="{colour}" font-weight="600"'))
    out.append("</svg>")
    path.write_text("\n".join(out) + "\n")


def chart(args, binary):
    """Measures each page count of `--sizes` and draws the chart into `--chart`."""
    points = {}
    with tempfile.TemporaryDirectory(prefix="specimen-bench-") as temp:
        for pages in args.sizes:
            work = Path(temp) / f"n{pages}"
            paths = generate_corpus(work / "project", pages, args.seed, args.shape)
            markdown_bytes = sum((work / "project" / "content" / p).stat().st_size for p in paths)
            summary = summarise(measure(binary, work, paths, args.runs, args.hugo), pages, markdown_bytes)
            for row in summary["rows"]:
                points.setdefault(row["tool"], []).append((pages, row["wall_s"]))
            print(f"{pages:>6} pages: " + ", ".join(f"{r['tool']} {r['wall_s']:.3f} s" for r in summary["rows"]), file=sys.stderr)
            shutil.rmtree(work)
    draw_chart(points, args.chart, args.shape)
    for name, values in points.items():
        print(f"{name:<32} " + "  ".join(f"{p:>6,} pages {s:7.3f} s" for p, s in values))


def parse_args():
    """Command-line options; see the module docstring for what each step does."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pages", type=int, help="pages to generate (default 1000; 1200 for --shape proposals)")
    parser.add_argument("--runs", type=int, default=3, help="repetitions per tool; medians are shown (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="corpus seed (default 1)")
    parser.add_argument("--shape", choices=["nested", "flat", "proposals"], default="nested",
                        help="nested: folders of 10-20 pages; flat: long pages in two flat folders; "
                             "proposals: real-shaped Swift-heavy proposals and RFCs (default nested)")
    parser.add_argument("--corpus", type=Path, action="append", metavar="DIR",
                        help="instead of generating pages, build the Markdown of DIR (repeatable: the folders side by side), "
                             "e.g. ../shared/real-docs/swiftpm-docs/docs; --pages is then the count found")
    parser.add_argument("--keep", type=Path, metavar="DIR", help="work in DIR and keep the corpus and outputs")
    parser.add_argument("--binary", type=Path, metavar="PATH", help="use this specimen binary; skip the build")
    parser.add_argument("--scratch-path", type=Path, default=os.environ.get("SPECIMEN_BENCH_SCRATCH"),
                        help="passed to `swift build --scratch-path` (env SPECIMEN_BENCH_SCRATCH); default .build")
    parser.add_argument("--hugo", action=argparse.BooleanOptionalAction, default=shutil.which("hugo") is not None,
                        help="also build with hugo (default: on when hugo is on PATH)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--chart", type=Path, metavar="FILE.svg",
                        help="measure every page count of --sizes and draw build time against page count as SVG")
    parser.add_argument("--sizes", type=lambda text: [int(n) for n in text.split(",")], default=[250, 500, 1000, 2000],
                        help="page counts for --chart, comma-separated (default 250,500,1000,2000)")
    args = parser.parse_args()
    if args.pages is None:
        args.pages = 1200 if args.shape == "proposals" else 1000
    if args.pages < 2 or args.runs < 1:
        parser.error("--pages must be at least 2 and --runs at least 1")
    if not os.access(TIME, os.X_OK):
        parser.error(f"{TIME} is missing; it measures peak memory (Debian: apt-get install -y time)")
    if shutil.which("cmark-gfm") is None:
        parser.error("cmark-gfm is not on PATH (Debian: apt-get install cmark-gfm)")
    if args.hugo and shutil.which("hugo") is None:
        parser.error("--hugo given but hugo is not on PATH (Debian: apt-get install hugo)")
    return args


def main():
    args = parse_args()
    scratch = args.scratch_path.resolve() if args.scratch_path else None
    binary = args.binary.resolve() if args.binary else build_specimen(scratch)
    if not os.access(binary, os.X_OK):
        sys.exit(f"benchmark: {binary} is not an executable specimen binary.")
    if args.chart:
        chart(args, binary)
        return
    load_before = round(os.getloadavg()[0], 2)
    with tempfile.TemporaryDirectory(prefix="specimen-bench-") as temp:
        work = args.keep.resolve() if args.keep else Path(temp)
        paths = copy_corpus(work / "project", args.corpus) if args.corpus else generate_corpus(work / "project", args.pages, args.seed, args.shape)
        args.pages = len(paths)
        markdown_bytes = sum((work / "project" / "content" / p).stat().st_size for p in paths)
        summary = summarise(measure(binary, work, paths, args.runs, args.hugo), args.pages, markdown_bytes)
    summary |= {"load_before": load_before, "binary": str(binary), "shape": "real: " + ", ".join(str(c) for c in args.corpus) if args.corpus else args.shape}
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print_table(summary)


if __name__ == "__main__":
    main()
