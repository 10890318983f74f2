"""Shared fixtures for the browser tests: a built site, a local server, headless Chromium.

The site is the repository's own example (content/), built once per session with the
debug `specimen` binary (`swift build` first; SPECIMEN_BINARY overrides the path). It is
served by Python's http.server on a free loopback port from a background thread, so
nothing leaves the machine. The browser is Debian's chromium with chromium-driver,
`--headless=new --no-sandbox`; no driver is downloaded.

Fixtures:
  specimen       path of the binary
  build_site     build_site(project=REPO, base_url="/") -> Path of the built site (cached)
  serve          serve(directory, prefix="/") -> URL of a server for that folder (cached)
  site           Path of the example site built at "/"
  site_url       its URL, ending with "/"
  driver         one Chromium for the session; each test starts with an empty console log
  console_errors console_errors() -> the SEVERE browser log entries since the test began
"""

import functools
import http.server
import os
import shutil
import subprocess
import threading
import urllib.parse
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def specimen():
    binary = Path(os.environ.get("SPECIMEN_BINARY", REPO / ".build" / "debug" / "specimen"))
    if not binary.exists():
        subprocess.run(["swift", "build", "--product", "specimen"], cwd=REPO, check=True)
    return binary


@pytest.fixture(scope="session")
def build_site(specimen, tmp_path_factory):
    built = {}

    def build(project=REPO, base_url="/"):
        key = (str(project), base_url)
        if key not in built:
            out = tmp_path_factory.mktemp("site") / "public"
            result = subprocess.run(
                [str(specimen), "build", str(project), "--quiet", "--base-url", base_url, "--output", str(out)],
                capture_output=True, text=True,
            )
            assert result.returncode == 0, f"specimen build failed:\n{result.stdout}\n{result.stderr}"
            built[key] = out
        return built[key]

    return build


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Serves `directory` under `prefix`; anything outside the prefix is a 404."""

    prefix = "/"

    def translate_path(self, path):
        parsed = urllib.parse.urlsplit(path).path
        if not parsed.startswith(self.prefix):
            return str(Path(self.directory) / "\0missing")
        return super().translate_path("/" + parsed[len(self.prefix):])

    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="session")
def serve():
    servers = {}

    def start(directory, prefix="/"):
        key = (str(directory), prefix)
        if key not in servers:
            handler = type("Handler", (_Handler,), {"prefix": prefix})
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
            threading.Thread(target=server.serve_forever, daemon=True).start()
            servers[key] = (server, f"http://127.0.0.1:{server.server_address[1]}{prefix}")
        return servers[key][1]

    yield start
    for server, _ in servers.values():
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site(build_site):
    return build_site()


@pytest.fixture(scope="session")
def site_url(site, serve):
    return serve(site)


@pytest.fixture(scope="session")
def _browser():
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(argument)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium:
        options.binary_location = chromium
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    browser = webdriver.Chrome(options=options, service=service)
    yield browser
    browser.quit()


@pytest.fixture
def driver(_browser):
    _browser.get_log("browser")  # start every test with an empty console
    _browser.set_window_size(1280, 900)
    yield _browser
    _browser.get("about:blank")


@pytest.fixture
def console_errors(driver):
    def errors():
        return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]

    return errors
