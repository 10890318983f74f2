#!/usr/bin/env python3
"""Preview-server benchmark: how long from a saved file to the browser being told to reload.

Usage (from the repo root; Python 3.9+, standard library only):

    python3 scripts/reload_benchmark.py                      # 1,000 pages, 50 edits of each kind
    python3 scripts/reload_benchmark.py --shape flat         # 1,000 long pages in two flat folders
    python3 scripts/reload_benchmark.py --pages 200 --edits 20 --binary .build/release/specimen
    python3 scripts/reload_benchmark.py --tokens ../shared/real-tokens/sage-design-tokens/tokens

Steps:
1. Generate the same corpus as scripts/benchmark.py (seeded; nested guides, or with `--shape
   flat` long numbered pages in two folders of 600 and 400) and
   add the example design tokens from content/tokens (or, with `--tokens FOLDER`, a real token export, copied
   as `specimen init --tokens` copies it), so token edits have something to change.
2. Start `specimen serve` on a free loopback port; cold start is the time from launching the
   process to the first page answering 200.
3. Connect to the live-reload stream (`/__specimen/events`, Server-Sent Events) like a browser.
4. Guide edits: rewrite a guide the way editors save (write a temporary file, rename it over
   the guide) and time until the `reload` event arrives. Token edits: the same with a token
   file (a colour flips between two values: the example's accent, or the first hex colour of the
   export's largest file whose colour the site publishes, which a full build finds: not a version or
   theme the site leaves out). Each edit waits for its event before the next.
5. Print p50 and p95 (and max) per kind, and the goals: guide p95 at most 50 ms (issue 17,
   on either shape; issue 5 asked for 100), token p95 at most 100 ms (issue 40). `--json` prints the same as JSON.
"""

import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchmark  # noqa: E402  (the corpus generator and the release build live there)

REPO = Path(__file__).resolve().parent.parent


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_page(port, deadline, server):
    """True once the server answers 200 on /; False if it exits first or the deadline passes."""
    while time.monotonic() < deadline and server.poll() is None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as conn:
                conn.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                if conn.recv(12).startswith(b"HTTP/1.1 200"):
                    return True
        except OSError:
            pass
        time.sleep(0.01)
    return False


class EventStream:
    """A minimal Server-Sent Events client on a raw socket."""

    def __init__(self, port):
        self.conn = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.conn.sendall(b"GET /__specimen/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        self.buffer = b""

    def next_event(self, timeout):
        """The next event's name, skipping keep-alive comments; None on timeout."""
        self.conn.settimeout(timeout)
        while True:
            if b"\n\n" in self.buffer:
                block, self.buffer = self.buffer.split(b"\n\n", 1)
                for line in block.split(b"\n"):
                    if line.startswith(b"event: "):
                        return line[7:].decode().strip()
                continue
            try:
                chunk = self.conn.recv(65536)
            except socket.timeout:
                return None
            if not chunk:
                return None
            self.buffer += chunk.replace(b"\r\n", b"\n")


def save_like_an_editor(path, text):
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
    with os.fdopen(handle, "w") as file:
        file.write(text)
    os.replace(temporary, path)


def timed_edits(stream, edits, label):
    samples = []
    for index, (path, text) in enumerate(edits):
        start = time.monotonic()
        save_like_an_editor(path, text)
        while True:
            event = stream.next_event(timeout=30)
            if event in ("reload", "error", None):
                break
        if event != "reload":
            sys.exit(f"error: {label} edit {index + 1} got {event!r} instead of a reload event")
        samples.append((time.monotonic() - start) * 1000)
    return samples


def flipped(text):
    """The text's first hex colour and the same colour with its last digit changed, or None."""
    colour = re.search(r'"(#[0-9a-fA-F]{5})([0-9a-fA-F])"', text)
    if not colour:
        return None
    return colour.group(1) + colour.group(2), colour.group(1) + ("0" if colour.group(2) != "0" else "1")


def published_colour(binary, project, tokens, work):
    """The export's largest file whose first hex colour, changed, changes what the site publishes (tokens.json of a
    full build): a colour the site shows, not one of a version or theme it leaves out. Returns the file, its text,
    and the colour before and after."""
    def published():
        out = work / "probe"
        shutil.rmtree(out, ignore_errors=True)
        result = subprocess.run([str(binary), "build", str(project), "--quiet", "--output", str(out)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        path = out / "tokens.json"
        if result.returncode != 0 or not path.exists():
            sys.exit(f"error: a build of the corpus with the export, made to find a published colour, failed:\n{result.stderr[-2000:]}\n"
                     "Run `specimen init DIR --tokens EXPORT` and `specimen build DIR` to see every diagnostic, or pass another --tokens.")
        return path.read_bytes()
    baseline = published()
    candidates = sorted((path for path in tokens.rglob("*.json") if flipped(path.read_text())),
                        key=lambda path: (-path.stat().st_size, str(path)))
    for path in candidates:
        original = path.read_text()
        before, after = flipped(original)
        path.write_text(original.replace(f'"{before}"', f'"{after}"', 1))
        changed = published() != baseline
        path.write_text(original)
        if changed:
            return path, original, before, after
    sys.exit(f"error: no token file of the export holds a quoted \"#rrggbb\" colour that the site publishes, so there is no colour "
             "to change. Pass with --tokens an export whose colours are written as hex.")


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


def summary(samples):
    return {"p50": statistics.median(samples), "p95": percentile(samples, 0.95), "max": max(samples), "n": len(samples)}


def main():
    parser = argparse.ArgumentParser(description="Time from a saved file to the live-reload event.")
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--shape", choices=("nested", "flat"), default="nested",
                        help="the corpus of scripts/benchmark.py: nested guides, or long pages in two flat folders")
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--tokens", help="a token export to use instead of the example's tokens (copied into content/tokens)")
    parser.add_argument("--binary", help="a specimen binary; default: build it in release mode")
    parser.add_argument("--scratch-path", help="passed to swift build --scratch-path")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    binary = Path(args.binary).resolve() if args.binary else benchmark.build_specimen(args.scratch_path)
    if not os.access(binary, os.X_OK):
        sys.exit(f"error: {binary} is not an executable specimen binary. Check the --binary path.")
    work = Path(tempfile.mkdtemp(prefix="specimen-reload-"))
    server = None
    try:
        project = work / "project"
        benchmark.generate_corpus(project, args.pages, seed=7, shape=args.shape)
        tokens = project / "content" / "tokens"
        shutil.copytree(Path(args.tokens).resolve() if args.tokens else REPO / "content" / "tokens", tokens)
        guides = sorted((project / "content").rglob("*.md"))
        if args.tokens:
            # Found before the server starts, so that it sees none of the probing; the probes' cache goes with them.
            token_file, original, before, after = published_colour(binary, project, tokens, work)
            shutil.rmtree(project / ".specimen-cache", ignore_errors=True)
        else:
            token_file = tokens / "light.tokens.json"
            original = token_file.read_text()
            before, after = "#4F46E5", "#4338CA"
        token_edits = [(token_file, original.replace(f'"{before}"', f'"{after if index % 2 == 0 else before}"', 1))
                       for index in range(args.edits)]
        port = free_port()
        launched = time.monotonic()
        server_log = tempfile.TemporaryFile()
        server = subprocess.Popen([str(binary), "serve", str(project), "--port", str(port)],
                                  stdout=server_log, stderr=subprocess.STDOUT)
        if not wait_for_page(port, time.monotonic() + 300, server):
            server_log.seek(0)
            said = server_log.read().decode(errors="replace").strip()[-2000:]
            why = f"it exited with status {server.returncode}" if server.poll() is not None else "it did not answer within 5 minutes"
            sys.exit(f"error: the preview server never served its first page: {why}. It said:\n{said or '(nothing)'}\n"
                     "Check the --binary path and that the port is free, then run the benchmark again.")
        cold_start = (time.monotonic() - launched) * 1000
        stream = EventStream(port)
        if stream.next_event(timeout=10) != "hello":
            sys.exit("error: the event stream did not say hello")

        guide_edits = []
        for index in range(args.edits):
            path = guides[(index * 7919) % len(guides)]
            guide_edits.append((path, path.read_text() + f"\nEdited paragraph {index}.\n"))

        guide = summary(timed_edits(stream, guide_edits, "guide"))
        token = summary(timed_edits(stream, token_edits, "token"))
    finally:
        # The corpus goes whatever happened; a server that will not stop is killed first.
        if server is not None:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
        shutil.rmtree(work, ignore_errors=True)

    edited = f"{token_file.relative_to(project / 'content')}: {before} ↔ {after}"
    result = {"pages": args.pages, "cold_start_ms": cold_start, "guide_edit_ms": guide, "token_edit_ms": token, "token_edit": edited}
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{args.pages} pages, {args.edits} edits of each kind, {os.cpu_count()} cores"
          + (f", the tokens of {args.tokens}" if args.tokens else "") + f"; the token edit: {edited}")
    print(f"cold start to first page served: {cold_start:8.0f} ms")
    for name, figures, goal in (("guide edit → reload", guide, 50), ("token edit → reload", token, 100)):
        verdict = "meets" if figures["p95"] <= goal else "misses"
        print(f"{name}: p50 {figures['p50']:6.1f} ms  p95 {figures['p95']:6.1f} ms  max {figures['max']:6.1f} ms"
              f"  ({verdict} the p95 goal of {goal} ms)")


if __name__ == "__main__":
    main()
