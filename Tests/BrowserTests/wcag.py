"""WCAG 2.2 AA checks beyond axe, one page load per page and theme, for test_wcag.py.

`audit(driver, url, mode)` loads a page once, at 1280x900 with `prefers-reduced-motion: reduce`
emulated (CDP) from the start, and runs every check on that load in turn, changing only the
viewport, the emulated media and, last, one injected style:

  1. 2.3.3   no running animation with infinite iterations (`document.getAnimations()`);
  2. 2.5.8   target size at 1280px (test_wcag.py's docstring says how the exceptions are judged);
  3. keyboard: real Tab presses (ActionChains) until focus comes back to the first stop. Every
             focusable, visible, non-inert element must be among the stops (2.1.1) and focus must
             come back round (2.1.2). Each stop is measured as the next Tab is pressed, when the
             browser has scrolled it into view: it matches :focus-visible and looks different from
             before it had focus (outline, shadow, border, background, underline or colour; 2.4.7),
             an outline reaches 3:1 against what it is drawn on (1.4.11), and some of it is not
             covered by anything else, such as the sticky header (2.4.11, elementFromPoint);
  4. composite widgets (tablist, grid, toolbar…): exactly one member in the tab order, and real
             arrow keys move focus to another member and back (2.1.1), up to three of each kind;
  5. forced colours (`forced-colors: active`, checked with matchMedia): colour samples keep their
             colour (`forced-color-adjust: none`) and stand out from the system's page colour
             (Canvas) by an edge or their fill at 3:1; pills and controls drawn by a fill (picked
             before, in normal colours) keep a border; every Tab stop, focused again, has an outline
             (forced colours drop box shadows and backgrounds);
  6. 1.4.10  at 320x640: the document does not scroll sideways and nothing sticks out, except in a
             box that scrolls by itself and holds a table or code; no text clipped by a box that
             hides its overflow, pushed above or left of the page, or overlapping other text; no
             <select> too narrow for its chosen option; target size again;
  7. 1.4.4   at 640x450, which is 1280x900 at 200% zoom: the same CSS pixels, laid out again (the
             page scale factor of CDP zooms like a pinch, without reflowing, so it is not used);
             the same checks as at 320px but target size;
  8. 1.4.12  back at 1280px with the text-spacing style injected (line height 1.5, letter spacing
             0.12em, word spacing 0.16em, 2em after paragraphs): no clipped or overlapping text.

The checks are JavaScript, in wcag.js beside this file. Each finding names the criterion, the
element (a CSS selector and the start of its HTML) and what is wrong; `Finding` adds the page and
the theme.
"""

import dataclasses
import time
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

CHECKS_JS = (Path(__file__).with_name("wcag.js")).read_text(encoding="utf-8")

DESKTOP = (1280, 900)
REFLOW = (320, 640)
ZOOM_200 = (640, 450)

TARGET_SIZE = "2.5.8 Target Size (Minimum)"
REFLOW_320 = "1.4.10 Reflow"
RESIZE_TEXT = "1.4.4 Resize Text"
TEXT_SPACING = "1.4.12 Text Spacing"
ANIMATION = "2.3.3 Animation from Interactions"
FORCED_COLOURS = "forced colours (1.4.1, 1.4.11, 2.4.7 with forced-colors: active)"


@dataclasses.dataclass
class Finding:
    page: str
    mode: str
    criterion: str
    element: str
    detail: str

    def __str__(self):
        return f"{self.page} [{self.mode}] {self.criterion}: {self.detail}\n      {self.element}"


def report(findings, limit=60):
    """One entry per finding, grouped by criterion, for an assertion message."""
    lines = [f"{len(findings)} WCAG finding(s):"]
    for finding in sorted(findings, key=lambda f: (f.criterion, f.page, f.mode))[:limit]:
        lines.append(f"  {finding}")
    if len(findings) > limit:
        lines.append(f"  … and {len(findings) - limit} more")
    return "\n".join(lines)


def emulate(driver, mode, forced=False):
    """Reduced motion always; the theme's colour scheme; forced colours when asked (CDP)."""
    features = [{"name": "prefers-reduced-motion", "value": "reduce"}]
    if mode in ("light", "dark"):
        features.append({"name": "prefers-color-scheme", "value": mode})
    if forced:
        features.append({"name": "forced-colors", "value": "active"})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})


def viewport(driver, size):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})


def reset(driver):
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


def load(driver, url):
    """Loads `url`, waits for the document, its fonts and (on a Specimen page) specimen.js, and
    installs wcag.js; returns the page's theme (data-theme)."""
    driver.get(url)
    WebDriverWait(driver, 20, poll_frequency=0.05).until(lambda d: d.execute_script(
        "return document.readyState === 'complete' && document.fonts.status === 'loaded' &&"
        " (!document.querySelector('script[src*=\"specimen.js\"]') ||"
        "  (!!window.Specimen && document.documentElement.hasAttribute('data-theme')))"))
    return driver.execute_script(CHECKS_JS + "\nreturn document.documentElement.getAttribute('data-theme');")


def run(driver, *checks, settle=False):
    """wcag.js checks in one call, each (name, argument); returns their findings. With `settle`,
    after two animation frames, so a new viewport's layout and resize listeners have run."""
    checks = [list(check) for check in checks]
    if not settle:
        return driver.execute_script("return __wcag.run(arguments[0])", checks)
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1], checks = arguments[0];"
        "requestAnimationFrame(function () { requestAnimationFrame(function () { done(__wcag.run(checks)); }); });", checks)


def press(driver, *keys):
    actions = ActionChains(driver)
    for key in keys:
        actions.send_keys(key)
    actions.perform()


def walk_keyboard(driver):
    """Presses Tab until focus comes back to the first stop, or gives up after twice as many
    presses as there are stops (a trap); returns wcag.js's keyboardFindings."""
    expected = driver.execute_script("return __wcag.startKeyboard()")
    limit, pressed, batch = 2 * expected + 10, 0, expected + 1
    while True:
        press(driver, *[Keys.TAB] * batch)
        pressed += batch
        result = driver.execute_script("return __wcag.keyboardFindings()")
        if result["cycle"] < result["stops"] or pressed >= limit:  # back at the first stop, or trapped
            return result
        batch = min(8, limit - pressed)


def arrow_keys(driver):
    """Composite widgets: exactly one member in the tab order, and in each one wcag.js picked, from
    its Tab stop, an arrow key forward (right, or down when vertical) and one back must move focus
    to another member and back."""
    found = driver.execute_script("return __wcag.compositeWidgets()")
    problems = list(found["findings"])
    step = driver.execute_script("return __wcag.stepWidgets(0)")
    for index in range(found["count"]):
        press(driver, *((Keys.ARROW_DOWN, Keys.ARROW_UP) if step["vertical"] else (Keys.ARROW_RIGHT, Keys.ARROW_LEFT)))
        step = driver.execute_script("return __wcag.stepWidgets(arguments[0])", index + 1)
        problems += step["findings"]
    return problems


def audit(driver, url, mode, page=None):
    """Every check on one page in one theme; returns (findings, seconds per stage and the number of
    Tab stops). The caller has stored the theme for the page's origin; emulation and viewport are
    reset afterwards."""
    page = page or url
    stats = {}
    clock = [time.monotonic()]

    def lap(name):
        now = time.monotonic()
        stats[name] = round(now - clock[0], 2)
        clock[0] = now

    try:
        emulate(driver, mode)
        viewport(driver, DESKTOP)
        theme = load(driver, url)
        assert theme in (None, mode), f"{page}: the page is in {theme} mode, not {mode}"
        raw = run(driver, ("endlessAnimations", ANIMATION), ("targetSize", TARGET_SIZE + " at 1280px"))
        lap("load")

        keyboard = walk_keyboard(driver)
        raw += keyboard["findings"]
        stats["tab stops"] = keyboard["cycle"]
        run(driver, ("top", None))
        raw += arrow_keys(driver)
        lap("keyboard")

        run(driver, ("top", None), ("markShapes", None))
        emulate(driver, mode, forced=True)
        raw += run(driver, ("forcedColours", FORCED_COLOURS), ("top", None))
        emulate(driver, mode)
        lap("forced")

        viewport(driver, REFLOW)
        raw += run(driver, ("reflow", REFLOW_320), ("textIntact", REFLOW_320), ("targetSize", TARGET_SIZE + " at 320px"), settle=True)
        viewport(driver, ZOOM_200)
        raw += run(driver, ("reflow", RESIZE_TEXT + " (200%)"), ("textIntact", RESIZE_TEXT + " (200%)"), settle=True)
        lap("320 and 200%")

        viewport(driver, DESKTOP)
        run(driver, ("textSpacing", True))
        raw += run(driver, ("textIntact", TEXT_SPACING), settle=True)
        lap("text spacing")
    finally:
        reset(driver)
    return [Finding(page, mode, item["criterion"], item["element"], item["detail"]) for item in raw], stats
