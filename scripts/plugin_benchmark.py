#!/usr/bin/env python3
"""Token-plugin benchmark: an app's first build with Specimen's token plugin, the two ways it can be named.

Usage (from the repo root; Python 3.9+, standard library only):

    python3 scripts/plugin_benchmark.py            # 2 runs each, interleaved
    python3 scripts/plugin_benchmark.py --runs 3 --tool .build-release/release/specimen-tokens

What it builds: the plugin tests' app (Tests/SpecimenKitTests/Fixtures/swift-package, "Orbit": two Swift
files and the example tokens), from nothing (a new build folder, no Package.resolved), with `swift build`:

1. **from source**: the app names Specimen by version (`from: "1.0.0"`), a tag of a clone of this
   repository's HEAD, as the docs say. SwiftPM resolves all of Specimen's dependencies and compiles the
   token module, Yams and `specimen-tokens`.
2. **prebuilt**: the app names `specimen-plugins` by version, the package `scripts/release plugins` makes,
   whose tool is the `specimen-tokens` artifact bundle (a release build with the Swift runtime linked in,
   made here unless --tool names one).

Both read packages from SwiftPM's cache (~/.cache/org.swift.swiftpm) as a developer's machine would,
after a first run that fills it. Prints seconds (median), the modules compiled, the packages resolved.
"""

import argparse
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests/SpecimenKitTests/Fixtures/swift-package"
SOURCE_LINE = '.package(url: "https://github.com/ORG/specimen", from: "1.0.0", traits: [])'


def git(*arguments, cwd):
    subprocess.run(["git", "-c", "user.name=Benchmark", "-c", "user.email=benchmark@example.com", *arguments],
                   cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def app(work, name, dependency, package):
    folder = work / name
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(FIXTURE, folder)
    manifest = folder / "Package.swift"
    manifest.write_text(manifest.read_text().replace(SOURCE_LINE, dependency)
                        .replace('package: "specimen")', f'package: "{package}")'))
    return folder


def first_build(folder):
    """`swift build` from nothing: seconds, the modules it compiled, the packages it resolved."""
    shutil.rmtree(folder / ".build", ignore_errors=True)
    (folder / "Package.resolved").unlink(missing_ok=True)
    start = time.perf_counter()
    result = subprocess.run(["swift", "build"], cwd=folder, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(result.stdout + result.stderr)
    # "Compiling plugin SpecimenTokensPlugin" is the plugin's own script, compiled from either package.
    modules = set(re.findall(r"\] Compiling (\S+) ", result.stdout + result.stderr)) - {"plugin"}
    resolved = (folder / "Package.resolved").read_text().count('"identity"') if (folder / "Package.resolved").exists() else 0
    return seconds, modules, resolved


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--tool", type=Path, help="a release-built specimen-tokens; built here without it")
    args = parser.parse_args()
    if args.tool is None:
        scratch = ROOT / ".build-release"
        flags = ["-c", "release", "--static-swift-stdlib", "--scratch-path", str(scratch)]
        subprocess.run(["swift", "build", "--product", "specimen-tokens", *flags], cwd=ROOT, check=True)
        args.tool = scratch / "release/specimen-tokens"
    work = Path(tempfile.mkdtemp(prefix="specimen-plugin-"))
    # 1. Specimen itself, tagged: a clone of HEAD.
    clone = work / "specimen"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
    git("tag", "1.0.0", cwd=clone)
    source = app(work, "from-source", f'.package(url: "{clone.as_uri()}", from: "1.0.0", traits: [])', "specimen")
    # 2. The plugin package a release publishes, tagged.
    machine = {"arm64": "aarch64", "amd64": "x86_64"}.get(platform.machine().lower(), platform.machine().lower())
    subprocess.run([sys.executable, str(ROOT / "scripts/release"), "plugins", "--tool",
                    f"{machine}-unknown-linux-gnu={args.tool}", "--output", str(work)], check=True, stdout=subprocess.DEVNULL)
    plugins = work / "specimen-plugins"
    git("init", "-q", "-b", "main", cwd=plugins)
    git("add", "-A", cwd=plugins)
    git("commit", "-qm", "release", cwd=plugins)
    git("tag", "1.0.0", cwd=plugins)
    prebuilt = app(work, "prebuilt", f'.package(url: "{plugins.as_uri()}", from: "1.0.0")', "specimen-plugins")

    for folder in (source, prebuilt):  # fills SwiftPM's cache of the repositories, as a developer's machine has it
        first_build(folder)
    times = {source: [], prebuilt: []}
    found = {}
    for _ in range(args.runs):
        for folder in (source, prebuilt):
            seconds, modules, resolved = first_build(folder)
            times[folder].append(seconds)
            found[folder] = (modules, resolved)
    median = statistics.median
    print(f"An app's first build with the token plugin ({platform.machine()}, median of {args.runs}):")
    for folder, label in ((source, "Specimen from source, by version"), (prebuilt, "specimen-plugins, prebuilt tool")):
        modules, resolved = found[folder]
        print(f"  {label:34} {median(times[folder]):6.1f} s  {resolved} packages resolved, "
              f"{len(modules)} modules compiled ({', '.join(sorted(modules))})")
    print(f"  the prebuilt tool's build takes {median(times[prebuilt]) / median(times[source]):.2f}x the time")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
