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


# ---------------------------------------------------------------------------------------------
# More fixtures for the theme, interaction, accessibility and screenshot tests. They leave the
# fixtures above untouched and undo on teardown whatever they change in the shared browser
# (emulated media and viewport, stored theme, permissions, blocked URLs, injected scripts).
#
#   site_pages     URL paths of every page of the example site ("/", "/patterns/callouts/", "/404.html")
#   visit          visit(path_or_url) -> loads a page of the example site and waits until specimen.js ran
#   emulate_media  emulate_media(prefers_color_scheme="dark", prefers_reduced_motion="reduce"), via CDP
#   viewport       viewport(width, height, mobile=False, scale=1): exact CSS viewport, via CDP
#   stored_theme   stored_theme("dark" | "light" | None): sets localStorage["specimen-theme"] for the site
#   cdp            cdp(method, **params) -> driver.execute_cdp_cmd
#   artifacts_dir  where test artifacts go: $SPECIMEN_ARTIFACTS, else REPO/artifacts (git-ignored)
# ---------------------------------------------------------------------------------------------

THEME_KEY = "specimen-theme"


def pages_of(site):
    """Every page a build wrote: each folder's index.html as its pretty URL, plus other .html files."""
    pages = []
    for path in sorted(site.rglob("*.html")):
        relative = path.relative_to(site).as_posix()
        if path.name == "index.html":
            pages.append("/" + relative[: -len("index.html")])
        else:
            pages.append("/" + relative)
    return pages


@pytest.fixture(scope="session")
def site_pages(site):
    """Every page of the example site (pages_of)."""
    pages = pages_of(site)
    assert "/" in pages and len(pages) > 5, pages
    return pages


@pytest.fixture
def cdp(driver):
    def command(method, **params):
        return driver.execute_cdp_cmd(method, params)

    return command


def _page_ready(driver):
    return driver.execute_script(
        "return document.readyState === 'complete' && !!window.Specimen && "
        "document.documentElement.hasAttribute('data-theme')")


@pytest.fixture
def visit(driver, site_url):
    """Loads `path` (relative to the example site, or a full URL) and waits until specimen.js has run."""
    from selenium.webdriver.support.ui import WebDriverWait

    def load(path="/"):
        url = path if "://" in path else site_url + path.lstrip("/")
        driver.get(url)
        WebDriverWait(driver, 15).until(_page_ready)
        return url

    return load


@pytest.fixture
def emulate_media(driver):
    """emulate_media(prefers_color_scheme="dark", ...) overrides CSS media features for this tab (CDP)."""

    def emulate(**features):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "media": "",
            "features": [{"name": name.replace("_", "-"), "value": value} for name, value in features.items()],
        })

    yield emulate
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


@pytest.fixture
def viewport(driver):
    """viewport(width, height, mobile=False, scale=1) fixes the CSS viewport exactly (the window's own size
    includes the browser's frame in headless mode, so a 390px window is not a 390px viewport)."""

    def resize(width, height, mobile=False, scale=1):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": int(width), "height": int(height), "deviceScaleFactor": scale, "mobile": mobile,
        })

    yield resize
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.fixture
def stored_theme(driver, site_url):
    """stored_theme(value) sets (or with None removes) the remembered theme for the example site's origin.

    localStorage belongs to an origin, so this opens the site's 404.html there to write it (a page that
    names its icon: a plain file such as robots.txt would make Chromium ask for a missing /favicon.ico).
    Teardown removes the site's local storage, so no other test starts with a remembered choice."""
    origin = site_url.split("/", 3)[:3]
    origin = "/".join(origin)

    def store(value):
        if not driver.current_url.startswith(origin + "/"):
            driver.get(origin + "/404.html")
        if value is None:
            driver.execute_script("localStorage.removeItem(arguments[0])", THEME_KEY)
        else:
            driver.execute_script("localStorage.setItem(arguments[0], arguments[1])", THEME_KEY, value)

    yield store
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage"})


@pytest.fixture(scope="session")
def artifacts_dir():
    root = Path(os.environ.get("SPECIMEN_ARTIFACTS") or REPO / "artifacts")
    root.mkdir(parents=True, exist_ok=True)
    return root
