"""Dark mode in a real browser: the first visit, the toggle, the remembered choice, no flash.

The system preference is emulated with CDP (`Emulation.setEmulatedMedia`, `prefers-color-scheme`),
so the tests do not depend on how the machine running them is set up. Colours are compared by
their WCAG relative luminance rather than by exact values, so retuning a colour does not break a
test, while a light page in dark mode (or the reverse) still does.
"""

import shutil
from pathlib import Path

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

GUIDE = "/patterns/full-page-errors/"  # a guide with a generated component example and code blocks

# Relative luminance of a computed colour (rgb()/rgba(); a translucent colour is composited over
# white, which is enough to tell light from dark; a transparent one has none).
LUMINANCE_JS = """
function luminance(colour) {
  var m = colour.match(/rgba?\\(([^)]+)\\)/);
  if (!m) return null;
  var parts = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
  var a = parts.length > 3 ? parts[3] : 1;
  if (a === 0) return null;  // transparent: the colour is somewhere else
  var rgb = parts.slice(0, 3).map(function (c) {
    var s = (c * a + 255 * (1 - a)) / 255;
    return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}
"""

COLOURS_JS = LUMINANCE_JS + """
function bg(selector) {
  var element = document.querySelector(selector);
  return element ? getComputedStyle(element).backgroundColor : null;
}
return {
  theme: document.documentElement.getAttribute("data-theme"),
  pressed: document.querySelector(".theme-toggle").getAttribute("aria-pressed"),
  body: bg("body"),
  header: bg(".site-header"),
  sidebar: bg(".sidebar"),
  code: bg(".content > .code-block"),
  text: getComputedStyle(document.body).color,
  lightPreview: bg('.component-preview[data-theme="light"]'),
  darkPreview: bg('.component-preview[data-theme="dark"]'),
  lightPreviewText: (function () { var e = document.querySelector('.component-preview[data-theme="light"]'); return e && getComputedStyle(e).color; })(),
  darkPreviewText: (function () { var e = document.querySelector('.component-preview[data-theme="dark"]'); return e && getComputedStyle(e).color; })(),
  tokenSurface: getComputedStyle(document.documentElement).getPropertyValue("--color-surface-page").trim()
};
"""


def luminance(driver, colour):
    return driver.execute_script(LUMINANCE_JS + "return luminance(arguments[0]);", colour)


def colours(driver):
    return driver.execute_script(COLOURS_JS)


def is_light(driver, colour):
    value = luminance(driver, colour)
    return value is not None and value > 0.6


def is_dark(driver, colour):
    value = luminance(driver, colour)
    return value is not None and value < 0.05


def assert_chrome_is(driver, theme):
    """The page, header, sidebar and code blocks all wear `theme`, and text is readable on them."""
    seen = colours(driver)
    assert seen["theme"] == theme, seen
    assert seen["pressed"] == ("true" if theme == "dark" else "false"), seen
    check = is_dark if theme == "dark" else is_light
    for part in ("body", "header", "sidebar", "code"):
        if seen[part] is not None:
            assert check(driver, seen[part]), (part, seen)
    assert abs(luminance(driver, seen["text"]) - luminance(driver, seen["body"])) > 0.5, seen
    return seen


def toggle(driver):
    before = driver.execute_script("return document.documentElement.getAttribute('data-theme')")
    driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
    expected = "light" if before == "dark" else "dark"
    WebDriverWait(driver, 5).until(
        lambda d: d.execute_script("return document.documentElement.getAttribute('data-theme')") == expected)
    return expected


def stored(driver):
    return driver.execute_script("return localStorage.getItem('specimen-theme')")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_first_visit_follows_prefers_color_scheme(driver, visit, emulate_media, stored_theme, console_errors, scheme):
    stored_theme(None)
    emulate_media(prefers_color_scheme=scheme)
    visit(GUIDE)
    assert_chrome_is(driver, scheme)
    assert stored(driver) is None, "a first visit stores nothing: it keeps following the system"
    assert console_errors() == []


def test_without_a_stored_choice_the_page_follows_system_changes_live(driver, visit, emulate_media, stored_theme):
    stored_theme(None)
    emulate_media(prefers_color_scheme="light")
    visit(GUIDE)
    assert_chrome_is(driver, "light")
    emulate_media(prefers_color_scheme="dark")
    WebDriverWait(driver, 5).until(
        lambda d: d.execute_script("return document.documentElement.dataset.theme") == "dark")
    assert_chrome_is(driver, "dark")

    # Once the reader has chosen, the system no longer decides.
    toggle(driver)
    assert stored(driver) == "light"
    emulate_media(prefers_color_scheme="dark")
    emulate_media(prefers_color_scheme="light")
    emulate_media(prefers_color_scheme="dark")
    assert driver.execute_script("return document.documentElement.dataset.theme") == "light"


def test_toggle_switches_the_chrome_and_keeps_each_preview_in_its_own_theme(
        driver, visit, emulate_media, stored_theme, console_errors):
    """The site chrome follows the toggle; the generated example shows a light and a dark preview side
    by side, and each must keep its own theme whatever the page's theme is (a `[data-theme]` on
    <html> must not leak into a preview marked with the other one)."""
    stored_theme(None)
    emulate_media(prefers_color_scheme="light")
    visit(GUIDE)
    before = assert_chrome_is(driver, "light")
    assert before["lightPreview"] and before["darkPreview"], "the guide has a generated component example"

    assert toggle(driver) == "dark"
    after = assert_chrome_is(driver, "dark")
    for part in ("body", "header", "sidebar", "code", "text"):
        assert before[part] != after[part], (part, before[part], after[part])
    assert before["tokenSurface"] != after["tokenSurface"], "tokens.css switches with data-theme on <html>"
    WebDriverWait(driver, 5).until(
        lambda d: d.find_element(By.ID, "specimen-announcer").get_attribute("textContent") == "Dark theme on")

    for state in (before, after):
        assert is_light(driver, state["lightPreview"]), state
        assert is_dark(driver, state["darkPreview"]), state
        assert is_dark(driver, state["lightPreviewText"]) or luminance(driver, state["lightPreviewText"]) < 0.2, state
        assert is_light(driver, state["darkPreviewText"]) or luminance(driver, state["darkPreviewText"]) > 0.4, state
    assert before["lightPreview"] == after["lightPreview"] and before["darkPreview"] == after["darkPreview"]

    assert toggle(driver) == "light"
    assert colours(driver) == before
    assert console_errors() == []


def test_a_guides_own_example_follows_the_page_theme(driver, build_site, serve, tmp_path, emulate_media):
    """A raw <div class="component-example"> written in a guide has no data-theme of its own: its
    token colours must switch with the page."""
    repo = Path(__file__).resolve().parents[2]
    project = tmp_path / "raw-example"
    shutil.copytree(repo / "content" / "tokens", project / "content" / "tokens")
    (project / "content" / "index.md").write_text(
        "---\ntitle: Raw example\n---\n\n"
        '<div class="component-example"><p class="raw-card" '
        'style="background: var(--color-surface-card); color: var(--color-text-primary); padding: 1rem">'
        "A card drawn by the guide itself.</p></div>\n",
        encoding="utf-8")
    url = serve(build_site(project=project))
    emulate_media(prefers_color_scheme="light")
    driver.get(url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return !!window.Specimen"))
    driver.execute_script("localStorage.removeItem('specimen-theme')")
    card = "return getComputedStyle(document.querySelector('.raw-card')).backgroundColor"
    light = driver.execute_script(card)
    toggle(driver)
    dark = driver.execute_script(card)
    assert light != dark
    assert is_light(driver, light) and luminance(driver, dark) < 0.1, (light, dark)
    driver.execute_script("localStorage.clear()")


def test_the_choice_survives_a_reload_and_other_pages(driver, visit, emulate_media, stored_theme, console_errors):
    stored_theme(None)
    emulate_media(prefers_color_scheme="light")
    visit(GUIDE)
    assert toggle(driver) == "dark"
    assert stored(driver) == "dark"

    driver.refresh()
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.readyState === 'complete' && !!window.Specimen"))
    assert_chrome_is(driver, "dark")

    visit("/components/")
    assert_chrome_is(driver, "dark")

    # Choosing light on a dark system also sticks.
    emulate_media(prefers_color_scheme="dark")
    assert toggle(driver) == "light"
    driver.refresh()
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.readyState === 'complete' && !!window.Specimen"))
    assert_chrome_is(driver, "light")
    assert stored(driver) == "light"
    assert console_errors() == []


# How "no flash" is checked.
#
# A flash happens when a stylesheet applies to <html> before `data-theme` holds the final theme (the
# browser may paint with the other colours), or when the attribute later changes to another value.
# A stylesheet cannot apply before its <link>/<style> element is in the document, and the DOM records
# every change in order. So a probe injected with CDP `Page.addScriptToEvaluateOnNewDocument` (it
# runs before any of the page's own scripts and before the parser builds <html>) starts a
# MutationObserver on the whole document that records, in document order of events, each change
# of `data-theme` on <html> (with its previous value) and each stylesheet element that is
# inserted. Mutation records are queued synchronously as the DOM changes, so their order is the
# order of the changes themselves: nothing here depends on timing. The test then asserts that
#   1. the first `data-theme` change comes before the first stylesheet is inserted, and
#   2. every later change (specimen.js applies the theme again) keeps the value: the attribute never
#      holds anything but the final theme once it is set.
# A second test blocks specimen.js altogether, to show that the inline head script alone sets the
# right theme (and so the right colours) before anything else runs.
PROBE = """
(function () {
  var events = [];
  window.__themeProbe = events;
  function isSheet(node) {
    return node.nodeType === 1 && (node.localName === "style" ||
      (node.localName === "link" && /(^|\\s)stylesheet(\\s|$)/i.test(node.getAttribute("rel") || "")));
  }
  function take(records) {
    records.forEach(function (record) {
      if (record.type === "attributes") {
        if (record.target === document.documentElement) {
          events.push({kind: "theme", old: record.oldValue, now: record.target.getAttribute("data-theme")});
        }
      } else {
        Array.prototype.forEach.call(record.addedNodes, function (node) {
          if (isSheet(node)) events.push({kind: "sheet", href: node.getAttribute("href") || "<style>"});
        });
      }
    });
  }
  var observer = new MutationObserver(take);
  observer.observe(document, {childList: true, subtree: true, attributes: true,
                              attributeOldValue: true, attributeFilter: ["data-theme"]});
  window.__themeProbeFlush = function () { take(observer.takeRecords()); return events; };
})();
"""


@pytest.fixture
def theme_probe(cdp):
    identifier = cdp("Page.addScriptToEvaluateOnNewDocument", source=PROBE)["identifier"]
    yield
    cdp("Page.removeScriptToEvaluateOnNewDocument", identifier=identifier)


@pytest.mark.parametrize("system, choice", [("light", "dark"), ("dark", "light"), ("dark", None), ("light", None)])
def test_no_flash_of_the_wrong_theme(driver, visit, emulate_media, stored_theme, theme_probe, system, choice):
    expected = choice or system
    emulate_media(prefers_color_scheme=system)
    stored_theme(choice)
    visit(GUIDE)
    events = driver.execute_script("return window.__themeProbeFlush()")
    theme_events = [e for e in events if e["kind"] == "theme"]
    sheet_events = [i for i, e in enumerate(events) if e["kind"] == "sheet"]
    assert theme_events, events
    assert sheet_events, "the probe saw the stylesheets being inserted"
    first_theme = events.index(theme_events[0])
    assert first_theme < sheet_events[0], f"a stylesheet was in the document before data-theme was set: {events}"
    assert theme_events[0]["old"] is None, events
    # The value each change left behind is the next record's old value (the last one is the current value).
    values = [e["old"] for e in theme_events[1:]] + [driver.execute_script("return document.documentElement.getAttribute('data-theme')")]
    assert values == [expected] * len(values), f"data-theme went through {values}, expected only {expected!r}"
    assert_chrome_is(driver, expected)


@pytest.fixture
def block_urls(cdp):
    cdp("Network.enable")

    def block(*patterns):
        cdp("Network.setBlockedURLs", urls=list(patterns))

    yield block
    cdp("Network.setBlockedURLs", urls=[])
    cdp("Network.disable")


@pytest.mark.parametrize("system, choice", [("light", "dark"), ("dark", "light"), ("dark", None)])
def test_the_head_script_alone_sets_the_theme(driver, site_url, emulate_media, stored_theme, block_urls, system, choice):
    """With specimen.js blocked, only the inline script in <head> can set the theme."""
    expected = choice or system
    emulate_media(prefers_color_scheme=system)
    stored_theme(choice)
    block_urls("*/_specimen/specimen.*js")
    driver.get(site_url + GUIDE.lstrip("/"))
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return document.readyState === 'complete'"))
    # search.js also defines window.Specimen; `announce` comes from specimen.js only.
    assert not driver.execute_script("return !!(window.Specimen && Specimen.announce)"), "specimen.js was blocked"
    assert driver.execute_script("return document.documentElement.getAttribute('data-theme')") == expected
    assert driver.execute_script("return document.documentElement.classList.contains('js')")
    body = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert (is_dark if expected == "dark" else is_light)(driver, body), body


@pytest.mark.parametrize("width, side_by_side", [(390, False), (1024, True), (1280, True), (1440, True)])
def test_light_and_dark_previews_sit_side_by_side_on_wide_screens(driver, visit, viewport, width, side_by_side):
    """Stacked on phones; side by side from laptops up (1280px included, scrollbar and outline column too)."""
    viewport(width, 900, mobile=width < 600)
    visit(GUIDE)
    boxes = driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('.component-previews')[0].children, function (p) {
          var r = p.getBoundingClientRect(); return [p.getAttribute('data-theme'), r.left, r.top, r.width];
        });""")
    assert [box[0] for box in boxes] == ["light", "dark"], boxes
    (_, left1, top1, width1), (_, left2, top2, width2) = boxes
    if side_by_side:
        assert top1 == top2 and left2 >= left1 + width1 - 1, boxes
    else:
        assert left1 == left2 and top2 > top1, boxes
