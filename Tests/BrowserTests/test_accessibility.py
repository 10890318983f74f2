"""Accessibility of every page of the example site, in light and in dark.

- axe-core (the copy bundled with axe-selenium-python) finds no violations on any page, in either
  theme, and in the states a page only reaches by interaction (code and tokens tabs, the phone
  drawer, the inline outline, the search dialog with results, the contrast filters and details,
  the contrast matrix's chooser);
- no page logs a console error (SEVERE: script errors, failed requests);
- headings inside <main> are in order, and every control has an accessible name, as Chromium's
  own accessibility tree (CDP `Accessibility.getFullAXTree`) computes them for screen readers;
- the sidebar marks the current page with aria-current="page".

How axe is run. This axe-core (3.1.1) judges colour contrast only for elements inside the
viewport: everything below the fold comes back "incomplete" ("outside the viewport"), so in a
normal window only the first screen would be checked. Each page is therefore checked in a viewport
as tall as the page itself (CDP `Emulation.setDeviceMetricsOverride`), and the test fails if any
contrast result is still incomplete for that reason.

Nothing is excluded from the run. The contrast pages show failing colour pairs on purpose, but
their samples are drawn, not written (see ContrastSample.swift), and give what they show as text,
so axe has no failing text to find there either. test_contrast.py checks that each sample is
painted at the ratio printed beside it.
"""

import collections

import pytest

pytest.importorskip("selenium")
axe_selenium_python = pytest.importorskip("axe_selenium_python")
from axe_selenium_python.axe import _DEFAULT_SCRIPT as AXE_SCRIPT
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

MODES = ["light", "dark"]
DESKTOP = (1280, 900)
PHONE = (390, 844)
GUIDE = "/patterns/full-page-errors/"


@pytest.fixture(scope="session")
def axe_source():
    with open(AXE_SCRIPT, encoding="utf-8") as handle:
        return handle.read()


@pytest.fixture
def axe(driver, axe_source, viewport):
    """axe(width=1280, mobile=False, context=None, options=None) -> {violations, incomplete, passes}
    for the page as it is now.

    The viewport is first stretched to the page's full height at `width` (see the module docstring);
    the caller sets the size again before loading the next page."""
    previous = driver.timeouts.script
    driver.set_script_timeout(120)

    def run(width=DESKTOP[0], mobile=False, context=None, options=None):
        height = DESKTOP[1]
        for _ in range(4):  # the page's height can depend on the viewport's (100vh, sticky parts)
            page_height = driver.execute_script(
                "return Math.ceil(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight))")
            if page_height <= height:
                break
            height = page_height
            viewport(width, height, mobile=mobile)
        driver.execute_script("window.scrollTo(0, 0)")
        if not driver.execute_script("return !!window.axe"):
            driver.execute_script(axe_source)
        results = driver.execute_async_script("""
            var done = arguments[arguments.length - 1];
            axe.run(arguments[0] || document, arguments[1] || {}).then(function (results) {
              function simplify(list) {
                return list.map(function (rule) {
                  var nodes = rule.nodes.map(function (node) {
                    var messages = [].concat(node.any, node.all, node.none).map(function (c) { return c.message; });
                    return {target: node.target.join(' '), html: node.html.slice(0, 160), messages: messages};
                  });
                  return {id: rule.id, impact: rule.impact || '', help: rule.help, nodes: nodes};
                }).filter(function (rule) { return rule.nodes.length > 0; });
              }
              done({violations: simplify(results.violations), incomplete: simplify(results.incomplete),
                    passes: results.passes.length});
            }, function (error) { done({error: String(error)}); });
        """, context, options)
        assert "error" not in results, results
        return results

    yield run
    driver.set_script_timeout(previous)


def summary(findings):
    """One line per failing node: page, mode, rule, impact, target, and what axe says."""
    lines = [f"{len(findings)} accessibility violation(s):"]
    for page, mode, rule, node in findings:
        lines.append(f"  {page} [{mode}] {rule['id']} ({rule['impact']}): {node['target']}")
        lines.append(f"      {rule['help']}; {' / '.join(node['messages'])[:300]}")
        lines.append(f"      {node['html']}")
    return "\n".join(lines)


def outside_viewport(results):
    return [(rule["id"], node["target"]) for rule in results["incomplete"] for node in rule["nodes"]
            if any("outside the viewport" in message for message in node["messages"])]


def load_in_mode(driver, visit, stored_theme, path, mode):
    stored_theme(mode)
    visit(path)
    assert driver.execute_script("return document.documentElement.getAttribute('data-theme')") == mode


@pytest.mark.parametrize("mode", MODES)
def test_axe_finds_nothing_on_any_page(driver, visit, stored_theme, viewport, axe, site_pages, mode):
    findings, incomplete, unchecked = [], collections.Counter(), []
    stored_theme(mode)
    for page in site_pages:
        viewport(*DESKTOP)
        visit(page)
        assert driver.execute_script("return document.documentElement.getAttribute('data-theme')") == mode
        results = axe()
        findings += [(page, mode, rule, node) for rule in results["violations"] for node in rule["nodes"]]
        incomplete.update(rule["id"] for rule in results["incomplete"] for _ in rule["nodes"])
        unchecked += [(page,) + item for item in outside_viewport(results)]
    print(f"\naxe [{mode}]: {len(site_pages)} pages, {len(findings)} violations; "
          f"needs review (not failures): {dict(incomplete) or 'none'}")
    assert not findings, summary(findings)
    assert not unchecked, f"axe could not check these for being outside the viewport: {unchecked[:10]}"


def open_every_tab(driver, name):
    driver.execute_script("""
        Array.prototype.forEach.call(document.querySelectorAll('.component-tabs [role="tab"]'), function (tab) {
          if (tab.textContent.trim() === arguments[0]) tab.click();
        });""".replace("arguments[0]", repr(name)))
    assert driver.execute_script(
        "return document.querySelectorAll('.component-tabs [role=\"tab\"][aria-selected=\"true\"]').length > 0")


def state_code_tabs(driver, visit):
    visit(GUIDE)
    open_every_tab(driver, "Code")  # highlighted HTML is only on screen in the code tabs
    return {}


def state_token_tabs(driver, visit):
    visit("/components/")
    open_every_tab(driver, "Tokens")
    return {}


def state_phone_drawer(driver, visit):
    visit(GUIDE)
    driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return getComputedStyle(document.getElementById('sidebar')).visibility === 'visible'"))
    return {"width": PHONE[0], "mobile": True}


def state_phone_inline_outline(driver, visit):
    visit(GUIDE)
    driver.execute_script("document.querySelector('details.outline-inline').open = true")
    return {"width": PHONE[0], "mobile": True}


def state_search_results(driver, visit):
    visit(GUIDE)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return !!Specimen.searchReady"))
    ActionChains(driver).send_keys("/").perform()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.activeElement.id === 'search-input'"))
    ActionChains(driver).send_keys("retry").perform()
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "var list = document.getElementById('search-results'); return !list.hidden && list.children.length > 0"))
    WebDriverWait(driver, 10).until(lambda d: "result" in d.find_element(By.ID, "search-status").text)
    return {}


def state_contrast_filtered(driver, visit):
    visit("/contrast/?status=allowed")
    assert driver.execute_script("return document.querySelectorAll('.contrast-table tbody tr:not([hidden])').length") > 0
    for details in driver.find_elements(By.CSS_SELECTOR, ".contrast-table tr:not([hidden]) .contrast-details summary"):
        driver.execute_script("arguments[0].click()", details)
    return {}


def state_contrast_matrix_chooser(driver, visit):
    visit("/contrast/matrix/?min=4.5")
    driver.execute_script("document.querySelector('.contrast-choose').open = true")
    return {}


STATES = {
    "code-tabs": state_code_tabs,
    "token-tabs": state_token_tabs,
    "phone-drawer-open": state_phone_drawer,
    "phone-inline-outline-open": state_phone_inline_outline,
    "search-results": state_search_results,
    "contrast-filtered-details-open": state_contrast_filtered,
    "contrast-matrix-chooser-open": state_contrast_matrix_chooser,
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("state", list(STATES))
def test_axe_finds_nothing_in_interactive_states(driver, visit, stored_theme, viewport, axe, state, mode):
    stored_theme(mode)
    phone = state.startswith("phone-")
    viewport(*(PHONE if phone else DESKTOP), mobile=phone)
    options = STATES[state](driver, visit)
    results = axe(**options)
    page = driver.current_url
    findings = [(page, f"{mode}, {state}", rule, node) for rule in results["violations"] for node in rule["nodes"]]
    assert not findings, summary(findings)
    assert not outside_viewport(results), outside_viewport(results)


def ax_tree(cdp):
    nodes = cdp("Accessibility.getFullAXTree")["nodes"]
    return {node["nodeId"]: node for node in nodes}


def value(node, key):
    return (node.get(key) or {}).get("value")


def descendants(tree, node):
    """`node`'s descendants in document order, skipping what is hidden from assistive technology."""
    for child_id in node.get("childIds", []):
        child = tree.get(child_id)
        if child is None:
            continue
        if not child.get("ignored"):
            yield child
        yield from descendants(tree, child)


CONTROL_ROLES = {"button", "link", "checkbox", "radio", "textbox", "searchbox", "combobox", "switch", "tab",
                 "slider", "spinbutton", "menuitem", "listbox", "option", "tabpanel", "dialog"}


def audit_page(driver, cdp, page):
    """Problems with heading order, control names and the current-page mark on the loaded page."""
    problems = []
    tree = ax_tree(cdp)
    mains = [node for node in tree.values() if value(node, "role") == "main" and not node.get("ignored")]
    if len(mains) != 1:
        return [f"{page}: {len(mains)} main landmarks"]
    headings = []
    for node in descendants(tree, mains[0]):
        if value(node, "role") == "heading":
            level = next((p["value"]["value"] for p in node.get("properties", []) if p["name"] == "level"), None)
            headings.append((level, (value(node, "name") or "").strip()))
    if not headings or headings[0][0] != 1:
        problems.append(f"{page}: main does not start with a level-1 heading: {headings[:3]}")
    if [level for level, _ in headings].count(1) != 1:
        problems.append(f"{page}: {[level for level, _ in headings].count(1)} level-1 headings")
    for (before, before_name), (after, after_name) in zip(headings, headings[1:]):
        if after > before + 1:
            problems.append(f"{page}: heading level skipped: h{before} {before_name!r} -> h{after} {after_name!r}")
    for level, name in headings:
        if not name:
            problems.append(f"{page}: an empty h{level}")

    for node in tree.values():
        role = value(node, "role")
        if role in CONTROL_ROLES and not node.get("ignored") and not (value(node, "name") or "").strip():
            html = ""
            if "backendDOMNodeId" in node:
                html = cdp("DOM.getOuterHTML", backendNodeId=node["backendDOMNodeId"])["outerHTML"][:160]
            problems.append(f"{page}: a {role} without an accessible name: {html}")

    current = driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('#sidebar [aria-current="page"]'),
          function (a) { return a.getAttribute('href'); });""")
    in_nav = driver.execute_script(
        "return !!document.querySelector('#sidebar a[href=\"' + arguments[0] + '\"]')", page)
    if in_nav and current != [page]:
        problems.append(f"{page}: the sidebar marks {current} as the current page, not {page}")
    if not in_nav and current:  # the home page and the not-found page have no entry of their own
        problems.append(f"{page}: the sidebar marks {current} as the current page")
    if page not in ("/", "/404.html") and not in_nav:
        problems.append(f"{page}: the sidebar has no entry for this page")
    return problems


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_headings_names_and_current_page_on_every_page(driver, visit, viewport, cdp, site_pages, size):
    if size == "phone":
        viewport(*PHONE, mobile=True)
    else:
        viewport(*DESKTOP)
    problems = []
    for page in site_pages:
        visit(page)
        problems += audit_page(driver, cdp, page)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("mode", MODES)
def test_no_console_errors_on_any_page(driver, visit, stored_theme, console_errors, site_pages, mode):
    stored_theme(mode)
    console_errors()  # drop what storing the theme logged
    errors = {}
    for page in site_pages:
        visit(page)
        # Let late work (fonts, images, lazy scripts) finish: wait for every resource to settle.
        WebDriverWait(driver, 10).until(lambda d: d.execute_script(
            "return performance.getEntriesByType('resource').every(function (e) { return e.responseEnd > 0; })"))
        found = console_errors()
        if found:
            errors[page] = [entry["message"] for entry in found]
    assert not errors, "\n".join(f"{page} [{mode}]: {messages}" for page, messages in errors.items())
