"""WCAG 2.2 AA beyond axe, in headless Chromium, on every page Specimen publishes, light and dark.

Three sites: the example (every page, the component gallery with every component among them),
the documentation (docs/: every page but the diagnostics' own, of which the longest stands for
all, as one template makes them), and a site made with `specimen init --tokens` from a real
design system's export (../shared/real-tokens/digdir-designsystemet: every page but the token
pages, of which the longest stands for all; the contrast table and matrix are its own, long).
The real export is skipped, saying why, where ../shared is not beside the repository (a plain
clone).

Each page is loaded once per theme, and wcag.py runs every check on that load: reduced motion
(2.3.3), target size (2.5.8) at 1280 and 320px, the keyboard with real Tab and arrow keys (2.1.1,
2.1.2, 2.4.7, 2.4.11, and 1.4.11 for the focus outline), forced colours, reflow at 320px (1.4.10),
200% zoom as a 640px viewport (1.4.4), and text spacing (1.4.12). wcag.py's docstring says how
each works. A failure names the page, the theme, the criterion and the element.

Target size, as 2.5.8 words it: a target smaller than 24x24 passes when a 24px circle on the
centre of its bounding box meets no other target (each line box of a wrapped link counts, not the
box around them) and no other small target's circle; a link laid out inline in a block with text
of its own is "in a sentence" and exempt; a check box or radio button the browser draws at its own
size is the user agent's; a control inside a label is one target with its label. The "equivalent"
and "essential" exceptions are not judged.

Every check is shown to fail: the self-tests at the end load small pages written here, each with
an element that breaks one criterion (id="bad") beside elements that only look as if they might,
and expect exactly the bad one to be named. One page holds only the look-alikes and must pass.
"""

import subprocess
import time

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

import wcag
from conftest import REPO, pages_of

MODES = ["light", "dark"]
REAL_EXPORT = "digdir-designsystemet"
REAL_TOKENS = REPO.parent / "shared" / "real-tokens" / REAL_EXPORT / "tokens"


def longest(site, pages, prefix):
    """Of the pages under `prefix` (a folder of pages from one template), only the longest."""
    family = [page for page in pages if page.startswith(prefix) and page != prefix]
    if not family:
        return pages
    keep = max(family, key=lambda page: (site / page.lstrip("/") / "index.html").stat().st_size)
    return [page for page in pages if page not in family or page == keep]


@pytest.fixture(scope="session")
def real_export_site(specimen, build_site, tmp_path_factory):
    if not REAL_TOKENS.is_dir():
        pytest.skip(f"no real token export at {REAL_TOKENS}: ../shared is only beside the repository in CI")
    project = tmp_path_factory.mktemp("real-export") / REAL_EXPORT
    result = subprocess.run([str(specimen), "init", str(project), "--tokens", str(REAL_TOKENS)], capture_output=True, text=True)
    assert result.returncode == 0, f"specimen init failed:\n{result.stdout}\n{result.stderr}"
    return build_site(project)


SITES = {
    "example": lambda request: (request.getfixturevalue("site"), lambda site, pages: pages),
    "docs": lambda request: (request.getfixturevalue("build_site")(REPO / "docs"),
                             lambda site, pages: longest(site, pages, "/diagnostics/")),
    "real-export": lambda request: (request.getfixturevalue("real_export_site"),
                                    lambda site, pages: longest(site, pages, "/tokens/")),
}


@pytest.fixture
def remembered_theme(driver):
    """remembered_theme(site_url, mode): the theme stored for that site's origin, removed afterwards."""
    origins = set()

    def remember(site_url, mode):
        origin = "/".join(site_url.split("/")[:3])
        origins.add(origin)
        driver.get(site_url + "404.html")
        driver.execute_script("localStorage.setItem('specimen-theme', arguments[0])", mode)

    yield remember
    for origin in origins:
        driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage"})


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", list(SITES))
def test_wcag_on_every_page(request, driver, serve, remembered_theme, name, mode):
    site, choose = SITES[name](request)
    pages = choose(site, pages_of(site))
    assert "/" in pages and len(pages) > 5, pages
    url = serve(site)
    remembered_theme(url, mode)
    driver.set_script_timeout(120)
    findings, started, slowest = [], time.monotonic(), []
    for page in pages:
        began = time.monotonic()
        found, stats = wcag.audit(driver, url + page.lstrip("/"), mode, page=f"{name}:{page}")
        findings += found
        slowest.append((round(time.monotonic() - began, 1), page, stats))
    slowest.sort(reverse=True)
    print(f"\nWCAG checks, {name} [{mode}]: {len(pages)} pages in {time.monotonic() - started:.0f} s; "
          f"slowest: {slowest[:3]}")
    assert not findings, wcag.report(findings)


def test_matrix_chooser_opened_lets_tab_reach_every_control(driver, visit, viewport, emulate_media):
    """The contrast matrix has no roving tab index and no grid role: its cells are not controls.
    Its choice boxes are inside the closed "Choose tokens" disclosure, so not rendered and rightly
    not Tab stops (counting the inputs in the markup says otherwise); opened, Tab reaches every one
    of them, and focus still comes back round."""
    viewport(*wcag.DESKTOP)
    emulate_media(prefers_reduced_motion="reduce")  # a focused control is scrolled to at once

    def walk(open_chooser):
        visit("/contrast/matrix/")
        driver.execute_script(wcag.CHECKS_JS)
        driver.execute_script("document.querySelector('.contrast-choose').open = arguments[0]", open_chooser)
        return wcag.walk_keyboard(driver)

    closed, opened = walk(False), walk(True)
    assert not driver.execute_script("return document.querySelector('.contrast-matrix [role=grid], .contrast-matrix [tabindex=\"-1\"]')")
    boxes = driver.execute_script("return document.querySelectorAll('.contrast-choose input[type=checkbox]').length")
    assert boxes > 10
    assert opened["cycle"] == closed["cycle"] + boxes, (closed["cycle"], opened["cycle"], boxes)
    for walked in (closed, opened):
        assert not walked["findings"], walked["findings"]


def test_links_in_table_cells_are_whole_targets_24px_tall(driver, visit, viewport):
    """Issue 45's finding on the home page: "Full-page errors", 117x18px, in the cell "Full-page errors
    or inline banners", whose second link broke over two lines right beside it. A link in a table
    cell is now one box (it does not break across lines) at least 24px tall, at any width."""
    for width in (wcag.DESKTOP[0], wcag.REFLOW[0]):
        viewport(width, 900)
        visit("/")
        links = driver.execute_script("""
            return Array.prototype.map.call(document.querySelectorAll('.content td a, .content th a'), function (a) {
              return [a.outerHTML.slice(0, 80), a.getClientRects().length, a.getBoundingClientRect().height];
            });""")
        assert len(links) >= 5, links
        assert [link for link in links if link[1] != 1 or link[2] < 24] == [], f"at {width}px"


# ---------- Self-tests: each check fails on a page that breaks its criterion ----------

STYLE = """
  body { margin: 0; padding: 8px; font: 16px/1.5 sans-serif; background: #fff; color: #111; }
  :focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .small { width: 16px; height: 16px; padding: 0; border: 1px solid #555; background: #fff; }
"""

# Everything here looks like a finding to a careless checker, and is not one.
LOOKALIKES = """
  <p>A sentence with <a href="#a">an inline link</a> in it, and <span class="sr-only">text for screen readers</span>.</p>
  <div style="overflow-x: auto; max-width: 100%"><pre style="margin: 0">a long line of code that is wider than a phone, wider than a phone, and wider still</pre></div>
  <div style="overflow-x: auto; max-width: 100%"><table><tr><td>a</td><td style="white-space: nowrap">a wide table cell that is wider than a phone screen, much wider</td></tr></table></div>
  <p><label><input type="checkbox"> A check box the browser draws</label></p>
  <p><label>A choice <select><option>Every mode</option><option>Light</option></select></label></p>
  <p style="margin-top: 60px"><button class="small" aria-label="Alone"></button></p>
  <style>[role=tab][aria-selected=true] { background: #dbeafe; text-decoration: underline; }
    .icon::before { content: ""; display: inline-block; width: 16px; height: 16px; background: currentColor;
      mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='6'/%3E%3C/svg%3E"); }
    @media (forced-colors: active) { .icon::before { background: CanvasText; } }</style>
  <p><button class="icon">Copy</button></p>
  <div role="tablist" aria-label="Views" style="margin-top: 40px">
    <button role="tab" aria-selected="true" tabindex="0" id="tab-1">One</button>
    <button role="tab" aria-selected="false" tabindex="-1" id="tab-2">Two</button>
  </div>
  <style>
    @keyframes spin { to { transform: rotate(360deg); } }
    @media (prefers-reduced-motion: no-preference) { .spinner { animation: spin 1s linear infinite; } }
    .token-swatch { display: inline-block; width: 24px; height: 24px; border: 1px solid #999; }
    @media (forced-colors: active) { .token-swatch { forced-color-adjust: none; border-color: CanvasText; } }
  </style>
  <span class="spinner" style="display: inline-block">*</span>
  <span class="token-swatch" style="background: #c00"></span>
  <script>
    // Arrow keys move between the tabs (the ARIA tabs pattern, roving tab index).
    document.querySelector('[role=tablist]').addEventListener('keydown', function (event) {
      var tabs = [].slice.call(this.querySelectorAll('[role=tab]'));
      var index = tabs.indexOf(document.activeElement);
      var next = event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(index + tabs.length - 1) % tabs.length] : null;
      if (!next) return;
      event.preventDefault();
      tabs.forEach(function (tab) { tab.tabIndex = tab === next ? 0 : -1; tab.setAttribute('aria-selected', String(tab === next)); });
      next.focus();
    });
  </script>
"""

# Each page breaks one criterion with #bad; the criterion (as wcag.py names it) must name #bad.
BROKEN = {
    "reduced-motion": ("2.3.3", """
        <style>@keyframes spin { to { transform: rotate(360deg); } }</style>
        <span id="bad" style="display: inline-block; animation: spin 1s linear infinite">*</span>"""),
    "target-size": ("2.5.8", """
        <p><button id="bad" class="small" aria-label="One"></button><button class="small" aria-label="Two"></button></p>"""),
    "keyboard-reach": ("2.1.1 Keyboard", """
        <button id="first" onkeydown="if (event.key === 'Tab' && !event.shiftKey) { event.preventDefault(); document.getElementById('third').focus(); }">One</button>
        <button id="bad">Two</button><button id="third">Three</button>"""),
    "keyboard-trap": ("2.1.2", """
        <button>Before</button>
        <input id="bad" aria-label="Trap" onkeydown="if (event.key === 'Tab') event.preventDefault();">
        <button>After</button>"""),
    "focus-visible": ("2.4.7", """
        <style>#bad:focus-visible { outline: none; }</style><button id="bad">No ring</button>"""),
    "focus-contrast": ("1.4.11", """
        <div style="background: #1d4ed8; padding: 8px"><button id="bad">Ring on its own colour</button></div>"""),
    "focus-obscured": ("2.4.11", """
        <div style="position: fixed; top: 0; left: 0; right: 0; height: 120px; background: #eee; z-index: 1">A fixed header</div>
        <button id="bad" style="position: absolute; top: 40px; left: 20px">Under the header</button>"""),
    "roving-both-in-tab-order": ("2.1.1 Keyboard", """
        <div role="tablist" id="bad" aria-label="Views"><button role="tab" aria-selected="true">One</button><button role="tab" aria-selected="false">Two</button></div>"""),
    "roving-without-arrow-keys": ("2.1.1 Keyboard", """
        <div role="tablist" id="bad" aria-label="Views"><button role="tab" aria-selected="true">One</button><button role="tab" aria-selected="false" tabindex="-1">Two</button></div>"""),
    "forced-colours-swatch": ("forced colours", """
        <span id="bad" class="token-swatch" style="display: inline-block; width: 24px; height: 24px; background: #c00"></span>"""),
    "forced-colours-pill": ("forced colours", """
        <span id="bad" style="background: #dcfce7; color: #14532d; border-radius: 999px; padding: 0 8px">Passes</span>"""),
    "forced-colours-chosen-tab": ("forced colours", """
        <style>[role=tab] { border: 0; background: none; } [role=tab][aria-selected=true] { background: #dbeafe; }</style>
        <div role="tablist" aria-label="Views"><button role="tab" aria-selected="true" id="bad">One</button><button role="tab" aria-selected="false" tabindex="-1">Two</button></div>
        <script>
          document.querySelector('[role=tablist]').addEventListener('keydown', function (event) {
            var tabs = [].slice.call(this.querySelectorAll('[role=tab]')), next = tabs[(tabs.indexOf(document.activeElement) + 1) % 2];
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') { event.preventDefault(); tabs.forEach(function (tab) { tab.tabIndex = tab === next ? 0 : -1; }); next.focus(); }
          });
        </script>"""),
    "forced-colours-mask-icon": ("forced colours", """
        <style>#bad::before { content: ""; display: inline-block; width: 16px; height: 16px; background: currentColor;
          mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='6'/%3E%3C/svg%3E"); }</style>
        <button id="bad">Copy</button>"""),
    "forced-colours-focus-shadow": ("forced colours", """
        <style>#bad:focus-visible { outline: none; box-shadow: 0 0 0 3px #1d4ed8; }</style><button id="bad">Shadow ring</button>"""),
    "reflow-320": ("1.4.10", """
        <div id="bad" style="width: 500px">A box of fixed width, wider than a phone</div>"""),
    "zoom-200": ("1.4.4", """
        <div id="bad" style="width: 800px">A box of fixed width, wider than the window at 200%</div>"""),
    "text-above-the-page": ("1.4.10", """
        <div style="position: absolute; top: 0; left: 0; width: 100px; height: 24px; display: flex; align-items: center">
        <span id="bad">A name long enough to wrap over several lines</span></div>"""),
    "clipped-select": ("1.4.10", """
        <label>Choice <select id="bad" style="width: 80px"><option>A choice longer than its box</option></select></label>"""),
    # Four lines in a box exactly four lines tall: the 1.5 line height of text spacing overflows it.
    "clipped-text": ("1.4.12", """
        <div id="bad" style="height: 4.8em; line-height: 1.2; overflow: hidden">One<br>Two<br>Three<br>Four</div>"""),
    "overlapping-text": ("1.4.12", """
        <div id="bad" style="height: 4.8em; line-height: 1.2">One<br>Two<br>Three<br>Four</div>
        <div>The next line, which the box runs into</div>"""),
}


def fixture_page(folder, name, body):
    page = folder / f"{name}.html"
    page.write_text(f"<!doctype html><html lang=en><meta charset=utf-8><title>{name}</title>"
                    f"<style>{STYLE}</style><body><main><h1>{name}</h1>{body}</main></body></html>", encoding="utf-8")
    return page.name


@pytest.fixture(scope="module")
def fixtures_url(tmp_path_factory, serve):
    folder = tmp_path_factory.mktemp("wcag-fixtures")
    for name, (_, body) in BROKEN.items():
        fixture_page(folder, name, body)
    fixture_page(folder, "lookalikes", LOOKALIKES)
    return serve(folder)


def test_the_lookalikes_pass_every_check(driver, fixtures_url):
    findings, _ = wcag.audit(driver, fixtures_url + "lookalikes.html", "light")
    assert not findings, wcag.report(findings)


@pytest.mark.parametrize("name", list(BROKEN))
def test_each_check_names_the_element_that_breaks_it(driver, fixtures_url, name):
    criterion, _ = BROKEN[name]
    findings, _ = wcag.audit(driver, fixtures_url + f"{name}.html", "light")
    named = [f for f in findings if f.criterion.startswith(criterion) and f.element.startswith("#bad")]
    assert named, f"{name}: no {criterion} finding names #bad\n{wcag.report(findings)}"
    assert all(f.page and f.mode == "light" and f.detail for f in named)
