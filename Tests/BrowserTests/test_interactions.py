"""What people touch: copy buttons, component example tabs, the phone menu, the outline, the skip link.

Every wait is explicit (WebDriverWait on the state asserted next); pages scroll with
`behavior: "instant"` so the theme's smooth scrolling never races a click.
"""

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

GUIDE = "/patterns/full-page-errors/"  # a code block of its own, a generated example (Preview/Code/Tokens), a long outline
PHONE = (390, 844)
WIDE = (1440, 900)  # the outline is a column from 1280px


def scroll_to(driver, element, block="center"):
    driver.execute_script("arguments[0].scrollIntoView({block: arguments[1], behavior: 'instant'})", element, block)


def active(driver):
    return driver.switch_to.active_element


def attr(element, name):
    return element.get_attribute(name)


def wait(driver, condition, timeout=10, message=""):
    return WebDriverWait(driver, timeout).until(lambda d: condition(), message)


def announcer_text(driver):
    return driver.find_element(By.ID, "specimen-announcer").get_attribute("textContent")


# ---------- Copy buttons ----------

@pytest.fixture
def clipboard(driver, site_url, cdp):
    """Lets the example site read and write the clipboard (CDP), and starts it with a known sentinel."""
    origin = site_url.rstrip("/")
    cdp("Browser.grantPermissions", origin=origin, permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])

    class Clipboard:
        SENTINEL = "specimen-clipboard-sentinel"

        def read(self):
            return driver.execute_async_script(
                "var done = arguments[arguments.length - 1];"
                "navigator.clipboard.readText().then(done, function (e) { done('<read failed: ' + e + '>'); });")

        def reset(self):
            driver.execute_async_script(
                "var done = arguments[arguments.length - 1];"
                "navigator.clipboard.writeText(arguments[0]).then(function () { done(); }, function () { done(); });",
                self.SENTINEL)
            assert self.read() == self.SENTINEL

    yield Clipboard()
    cdp("Browser.resetPermissions")


def code_of(driver, button):
    """What the copy button should put on the clipboard: its block's code, without the final newline."""
    return driver.execute_script(
        "var block = arguments[0].closest('.code-block');"
        "return block.querySelector('pre code, pre').textContent.replace(/\\n$/, '');", button)


def assert_copies(driver, clipboard, button):
    expected = code_of(driver, button)
    assert len(expected) > 20, expected
    assert button.text == "Copy"
    name = attr(button, "aria-label")
    assert name and name.startswith("Copy"), name
    clipboard.reset()
    scroll_to(driver, button)
    button.click()
    wait(driver, lambda: button.text == "Copied", message="the button says it copied")
    assert attr(button, "aria-label") == "Copied"
    assert clipboard.read() == expected
    wait(driver, lambda: announcer_text(driver) == "Code copied to the clipboard")
    announcer = driver.find_element(By.ID, "specimen-announcer")
    assert attr(announcer, "aria-live") == "polite" and attr(announcer, "role") == "status"
    # The label goes back after two seconds.
    wait(driver, lambda: button.text == "Copy", timeout=10)
    assert attr(button, "aria-label") == name


def test_copy_button_copies_a_code_block(driver, visit, clipboard, console_errors):
    visit(GUIDE)
    block = driver.find_element(By.CSS_SELECTOR, ".content > .code-block")
    label = block.find_element(By.CSS_SELECTOR, ".code-language").text
    assert label, "every block shows its language"
    assert_copies(driver, clipboard, block.find_element(By.CSS_SELECTOR, ".copy-button"))
    assert console_errors() == []


def test_copy_button_in_an_examples_code_tab(driver, visit, clipboard, console_errors):
    visit(GUIDE)
    example = first_example(driver)
    example.find_element(By.XPATH, ".//*[@role='tab'][normalize-space()='Code']").click()
    panel = example.find_element(By.CSS_SELECTOR, "[role='tabpanel']:not([hidden])")
    button = panel.find_element(By.CSS_SELECTOR, ".copy-button")
    assert "<" in code_of(driver, button), "the code tab holds the example's HTML"
    assert_copies(driver, clipboard, button)
    assert console_errors() == []


def test_copy_falls_back_when_the_clipboard_api_refuses(driver, visit, clipboard):
    """On plain http:// across a LAN there is no Clipboard API; the hidden-textarea copy must still work."""
    visit(GUIDE)
    clipboard.reset()
    driver.execute_script(
        "navigator.clipboard.writeText = function () { return Promise.reject(new Error('refused for the test')); };")
    button = driver.find_element(By.CSS_SELECTOR, ".content > .code-block .copy-button")
    expected = code_of(driver, button)
    scroll_to(driver, button)
    button.click()
    wait(driver, lambda: button.text in ("Copied", "Copy failed"))
    assert button.text == "Copied"
    assert clipboard.read() == expected
    assert driver.execute_script("return document.querySelectorAll('textarea').length") == 0, "the helper textarea is removed"
    assert driver.execute_script("return document.activeElement") == button, "focus stays on the button"


# ---------- Component example tabs ----------

def tab_state(driver, example):
    """[(tab text, aria-selected, tabindex, its panel hidden?, its panel displayed?)] for one example."""
    return driver.execute_script("""
        return Array.prototype.map.call(arguments[0].querySelectorAll('[role="tab"]'), function (tab) {
          var panel = document.getElementById(tab.getAttribute('aria-controls'));
          return [tab.textContent.trim(), tab.getAttribute('aria-selected'), tab.getAttribute('tabindex'),
                  panel.hidden, panel.getClientRects().length > 0,
                  panel.getAttribute('role'), panel.getAttribute('aria-labelledby') === tab.id];
        });""", example)


def assert_selected(driver, example, name, focused=True):
    state = tab_state(driver, example)
    names = [row[0] for row in state]
    assert name in names, state
    for tab_name, selected, tabindex, hidden, displayed, role, labelled in state:
        assert role == "tabpanel" and labelled, state
        if tab_name == name:
            assert (selected, hidden, displayed) == ("true", False, True), state
            assert tabindex in (None, "0"), state
        else:
            assert (selected, hidden, displayed) == ("false", True, False), state
            assert tabindex == "-1", state
    if focused:
        assert active(driver).text.strip() == name and attr(active(driver), "role") == "tab"


def first_example(driver):
    example = driver.find_element(By.CSS_SELECTOR, ".component-example .component-tabs")
    scroll_to(driver, example.find_element(By.CSS_SELECTOR, "[role='tablist']"))
    return example


def test_tabs_switch_with_a_click(driver, visit, console_errors):
    visit(GUIDE)
    example = first_example(driver)
    assert attr(example.find_element(By.CSS_SELECTOR, "[role='tablist']"), "aria-label")
    assert_selected(driver, example, "Preview", focused=False)
    for name in ("Code", "Tokens", "Preview"):
        example.find_element(By.XPATH, f".//*[@role='tab'][normalize-space()='{name}']").click()
        assert_selected(driver, example, name)
    assert console_errors() == []


def test_tabs_switch_with_arrow_keys_home_and_end(driver, visit, console_errors):
    visit(GUIDE)
    example = first_example(driver)
    names = [row[0] for row in tab_state(driver, example)]
    assert names[:2] == ["Preview", "Code"], names
    driver.execute_script("arguments[0].focus()", example.find_element(By.CSS_SELECTOR, "[role='tab'][aria-selected='true']"))

    def press(key, expected):
        ActionChains(driver).send_keys(key).perform()
        assert_selected(driver, example, expected)

    press(Keys.ARROW_RIGHT, names[1])
    press(Keys.ARROW_LEFT, names[0])
    press(Keys.ARROW_LEFT, names[-1])  # wraps
    press(Keys.ARROW_RIGHT, names[0])  # wraps back
    press(Keys.ARROW_DOWN, names[1])
    press(Keys.ARROW_UP, names[0])
    press(Keys.END, names[-1])
    press(Keys.HOME, names[0])

    # Tab leaves the tab list for the selected panel (the other tabs are not in the tab order).
    ActionChains(driver).send_keys(Keys.TAB).perform()
    focused = active(driver)
    assert attr(focused, "role") == "tabpanel", focused.get_attribute("outerHTML")[:200]
    assert attr(focused, "aria-labelledby") == example.find_element(By.CSS_SELECTOR, "[aria-selected='true']").get_attribute("id")
    assert console_errors() == []


# ---------- Phone menu ----------

def drawer_open(driver):
    return driver.execute_script("""
        var sidebar = document.getElementById('sidebar'), r = sidebar.getBoundingClientRect();
        return document.documentElement.classList.contains('nav-open') &&
               getComputedStyle(sidebar).visibility === 'visible' && r.left >= -1 && r.right > 100;""")


def drawer_closed(driver):
    return driver.execute_script("""
        var sidebar = document.getElementById('sidebar');
        return !document.documentElement.classList.contains('nav-open') &&
               getComputedStyle(sidebar).visibility === 'hidden';""")


def in_sidebar(driver, element):
    return driver.execute_script("return !!arguments[0].closest('#sidebar')", element)


@pytest.fixture
def phone(driver, viewport):
    viewport(*PHONE, mobile=True, scale=2)
    return driver


def test_phone_menu_opens_moves_focus_and_closes_with_escape(phone, visit, console_errors):
    driver = phone
    visit(GUIDE)
    assert driver.execute_script("return innerWidth") == PHONE[0]
    menu = driver.find_element(By.CSS_SELECTOR, ".menu-button")
    assert menu.is_displayed()
    assert attr(menu, "aria-expanded") == "false" and attr(menu, "aria-controls") == "sidebar"
    assert attr(menu, "aria-label")
    wait(driver, lambda: drawer_closed(driver), message="the sidebar starts as a closed drawer")

    menu.click()
    wait(driver, lambda: drawer_open(driver), message="the drawer opens")
    assert attr(menu, "aria-expanded") == "true"
    focused = active(driver)
    assert in_sidebar(driver, focused) and attr(focused, "aria-current") == "page", focused.get_attribute("outerHTML")
    assert driver.execute_script("return document.querySelector('.page').inert"), "the page behind the drawer is inert"

    # Tab moves through the drawer, never into the inert page behind it.
    for _ in range(8):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        element = active(driver)
        assert not driver.execute_script("return !!arguments[0].closest('.page')", element), element.get_attribute("outerHTML")[:200]

    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver, lambda: drawer_closed(driver), message="Escape closes the drawer")
    assert attr(menu, "aria-expanded") == "false"
    assert active(driver) == menu, "focus returns to the menu button"
    assert not driver.execute_script("return document.querySelector('.page').inert")
    assert console_errors() == []


def test_phone_menu_closes_on_the_scrim_and_on_choosing_a_page(phone, visit, site_url, console_errors):
    driver = phone
    visit(GUIDE)
    menu = driver.find_element(By.CSS_SELECTOR, ".menu-button")
    menu.click()
    wait(driver, lambda: drawer_open(driver))
    # The scrim is the part of the screen the drawer does not cover.
    ActionChains(driver).move_to_element_with_offset(driver.find_element(By.CSS_SELECTOR, ".scrim"), PHONE[0] // 2 - 20, 0).click().perform()
    wait(driver, lambda: drawer_closed(driver), message="a tap on the scrim closes the drawer")
    assert active(driver) == menu

    menu.click()
    wait(driver, lambda: drawer_open(driver))
    link = driver.find_element(By.CSS_SELECTOR, "#sidebar a[href='/components/']")
    link.click()
    wait(driver, lambda: driver.current_url == site_url + "components/")
    wait(driver, lambda: driver.execute_script("return document.readyState === 'complete' && !!window.Specimen"))
    assert drawer_closed(driver)
    assert attr(driver.find_element(By.CSS_SELECTOR, ".menu-button"), "aria-expanded") == "false"
    assert console_errors() == []


def test_menu_button_is_only_on_narrow_screens(driver, visit, viewport):
    viewport(1280, 900)
    visit(GUIDE)
    assert not driver.find_element(By.CSS_SELECTOR, ".menu-button").is_displayed()
    assert driver.find_element(By.ID, "sidebar").is_displayed()


# ---------- Outline ----------

def active_outline_ids(driver):
    return driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll(arguments[0]), function (link) {
          return decodeURIComponent(link.getAttribute('href').slice(1)) + '|' + link.getAttribute('aria-current');
        });""", ".outline-link.is-active")


def test_outline_marks_the_section_in_view(driver, visit, viewport, console_errors):
    viewport(*WIDE)
    visit(GUIDE)
    aside = driver.find_element(By.CSS_SELECTOR, "aside.outline")
    assert aside.is_displayed(), "the outline is a column at 1440px"
    # Headings that can reach the top quarter of the window (the last ones cannot: the page ends).
    ids = driver.execute_script("""
        var scroller = document.scrollingElement;
        return Array.prototype.filter.call(document.querySelectorAll('.content h2[id], .content h3[id]'), function (h) {
          var top = h.getBoundingClientRect().top + scrollY;
          return document.querySelector('.outline .outline-link[href="#' + CSS.escape(h.id) + '"]') &&
                 top + innerHeight < scroller.scrollHeight - 50;
        }).map(function (h) { return h.id; });""")
    assert len(ids) >= 3, ids
    for heading_id in (ids[1], ids[len(ids) // 2], ids[0]):
        scroll_to(driver, driver.find_element(By.ID, heading_id), block="start")
        # Both outlines (the column and the inline <details>) mark it, and nothing else.
        wait(driver, lambda: active_outline_ids(driver) == [f"{heading_id}|location"] * 2,
             message=f"the outline marks #{heading_id}: {active_outline_ids(driver)}")
        marked = driver.find_element(By.CSS_SELECTOR, "aside.outline .outline-link.is-active")
        assert marked.is_displayed()
    assert console_errors() == []


def test_outline_follows_a_click_on_its_entry(driver, visit, viewport, emulate_media):
    emulate_media(prefers_reduced_motion="reduce")  # jump, do not glide
    viewport(*WIDE)
    visit(GUIDE)
    links = driver.find_elements(By.CSS_SELECTOR, "aside.outline .outline-link")
    target = links[len(links) // 2]
    heading_id = target.get_attribute("href").split("#", 1)[1]
    target.click()
    wait(driver, lambda: driver.current_url.endswith("#" + heading_id))
    wait(driver, lambda: "is-active" in target.get_attribute("class"), message=active_outline_ids(driver))
    top = driver.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", heading_id)
    assert 0 <= top < 200, "the heading lands under the sticky header, not behind it"


def test_a_fragment_in_another_letter_case_reaches_its_heading(driver, visit, viewport, emulate_media, console_errors):
    """GitHub reaches `## Summary` from `#Summary`; so does the site, on arrival and when the fragment changes."""
    emulate_media(prefers_reduced_motion="reduce")
    viewport(*WIDE)
    visit(GUIDE)
    ids = [link.get_attribute("href").split("#", 1)[1] for link in driver.find_elements(By.CSS_SELECTOR, "aside.outline .outline-link")]
    first, later = ids[len(ids) // 3], ids[2 * len(ids) // 3]
    assert first != first.upper() and later != later.upper()

    def top_of(heading_id):
        return driver.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", heading_id)

    visit(GUIDE + "#" + first.upper())
    wait(driver, lambda: 0 <= top_of(first) < 200, message=f"arriving at #{first.upper()} shows #{first}: {top_of(first)}")
    driver.execute_script("location.hash = arguments[0]", later.title())
    wait(driver, lambda: 0 <= top_of(later) < 200, message=f"#{later.title()} shows #{later}: {top_of(later)}")
    # A fragment that no id answers in any case leaves the page where it is, once its hashchange has been handled.
    scrolled = driver.execute_script("return scrollY")
    driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "addEventListener('hashchange', function () { requestAnimationFrame(function () { requestAnimationFrame(done); }); }, {once: true});"
        "location.hash = 'no-such-heading';")
    assert driver.execute_script("return scrollY") == scrolled
    assert console_errors() == []


# ---------- Skip link and focus ----------

def test_skip_link_is_first_and_focuses_main(driver, visit, console_errors):
    visit(GUIDE)
    ActionChains(driver).send_keys(Keys.TAB).perform()
    skip = active(driver)
    assert "skip-link" in attr(skip, "class") and skip.text == "Skip to content"
    rect = driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom, r.width];", skip)
    assert rect[0] >= 0 and rect[2] > 0, f"the skip link shows when focused: {rect}"
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    wait(driver, lambda: attr(active(driver), "id") == "main", message="Enter on the skip link focuses <main>")
    assert active(driver).tag_name == "main"
    # The next Tab continues inside the content, not back in the header.
    ActionChains(driver).send_keys(Keys.TAB).perform()
    assert driver.execute_script("return !!document.activeElement.closest('main')")
    assert console_errors() == []


FOCUS_STATE_JS = """
    var e = document.activeElement, s = getComputedStyle(e);
    if (e === document.body) return null;
    var r = e.getBoundingClientRect(), opacity = 1;
    for (var n = e; n && n.nodeType === 1; n = n.parentElement) opacity *= parseFloat(getComputedStyle(n).opacity);
    var onScreen = s.visibility === 'visible' && opacity > 0.5 && r.width > 0 && r.height > 0 &&
                   r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    var ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
    return {html: e.outerHTML.slice(0, 100), kind: String(e.className), focusVisible: e.matches(':focus-visible'),
            onScreen: onScreen, ring: ring, opacity: opacity, outline: s.outlineStyle + ' ' + s.outlineWidth};
"""


def test_keyboard_focus_is_visible(driver, visit, emulate_media):
    """Every stop of the page's tab order (chrome, content, tabs, copy buttons, outline, pager) is on
    screen, opaque, and shows a focus ring: an outline of at least 2px, or a box shadow."""
    emulate_media(prefers_reduced_motion="reduce")  # focus scrolls at once instead of gliding
    visit(GUIDE)
    seen = []
    for _ in range(400):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        state = driver.execute_script(FOCUS_STATE_JS)
        if state is None or (seen and state["html"] == seen[0]["html"]):
            break  # the tab order came back round
        if not (state["onScreen"] and state["ring"]):
            # Heading anchors fade in on focus: give a transition time to end before judging.
            try:
                state = WebDriverWait(driver, 3).until(
                    lambda d: (lambda s: s if s and s["onScreen"] and s["ring"] else False)(d.execute_script(FOCUS_STATE_JS)))
            except Exception:
                state = driver.execute_script(FOCUS_STATE_JS)
        seen.append(state)
    kinds = " ".join(state["kind"] for state in seen)
    for part in ("skip-link", "theme-toggle", "nav-link", "component-tab", "copy-button", "heading-anchor", "outline-link"):
        assert part in kinds, f"{part} is in the tab order"
    for state in seen:
        assert state["focusVisible"], state
        assert state["onScreen"], f"the focused control is on screen and not see-through: {state}"
        assert state["ring"], f"no visible focus ring: {state}"


# ---------- Token pages: the filter box ----------

def visible_token_rows(driver):
    return [row for row in driver.find_elements(By.CSS_SELECTOR, ".token-group tbody tr") if row.is_displayed()]


def test_token_filter_narrows_rows_by_keyboard_and_keeps_the_query_in_the_address(driver, visit, viewport, console_errors):
    viewport(*WIDE)
    visit("/tokens/")
    box = driver.find_element(By.CSS_SELECTOR, ".token-filter input")
    assert box.is_displayed(), "specimen.js shows the filter"
    total = len(visible_token_rows(driver))
    assert total > 60
    count = driver.find_element(By.CSS_SELECTOR, ".token-filter output")
    assert count.text == f"{total} tokens"
    # Focus it the way a keyboard user would, then type two words: both must match a row.
    driver.execute_script("arguments[0].focus()", box)
    ActionChains(driver).send_keys("state danger").perform()
    wait(driver, lambda: count.text.endswith(f"of {total} tokens"), message="the count follows the filter")
    rows = visible_token_rows(driver)
    names = [row.find_element(By.CSS_SELECTOR, "td code").text for row in rows]
    # A row matches by its name, a value (an alias chain) or its description.
    assert all("state" in row.text.lower() and "danger" in row.text.lower() for row in rows), names
    assert "color.state.danger" in names and "color.feedback.error" in names and "spacing.md" not in names
    # A group's count follows the filter.
    state = driver.find_element(By.CSS_SELECTOR, "#group-color-state + details summary")
    assert state.text == "1 of 4 tokens", state.text
    # Groups without a match are hidden with their heading.
    spacing = driver.find_element(By.ID, "group-spacing")
    assert not spacing.is_displayed()
    assert "filter=state+danger" in driver.current_url or "filter=state%20danger" in driver.current_url
    # The address restores the filter, so a filtered page can be shared.
    visit(driver.current_url)
    wait(driver, lambda: len(visible_token_rows(driver)) == len(names), message="the filter comes back from the address")
    assert driver.find_element(By.CSS_SELECTOR, ".token-filter input").get_attribute("value") == "state danger"
    assert console_errors() == []


def test_token_page_is_a_card_per_token_on_a_phone(driver, visit, viewport):
    viewport(320, 800, mobile=True)
    visit("/tokens/")
    row = driver.find_element(By.CSS_SELECTOR, "tr:has(#color-state-danger)")
    labels = driver.execute_script(
        "return Array.from(arguments[0].cells).map(function (cell) { return getComputedStyle(cell, '::before').content; })", row)
    assert labels == ["none", '"Light"', '"Dark"', "none"], labels
    # Nothing of the card is cut off: it fits the 320px screen without sideways scrolling.
    width = driver.execute_script("return arguments[0].getBoundingClientRect().right", row)
    assert width <= 320, width
    # The filter hides cards on a phone too, although they are flex rows there: one of two cards
    # of the same group goes, the other stays.
    box = driver.find_element(By.CSS_SELECTOR, ".token-filter input")
    driver.execute_script("arguments[0].focus()", box)
    ActionChains(driver).send_keys("spacing.xs").perform()
    kept = driver.find_element(By.CSS_SELECTOR, "tr:has(#spacing-xs)")
    gone = driver.find_element(By.CSS_SELECTOR, "tr:has(#spacing-sm)")
    height = "return arguments[0].getBoundingClientRect().height"
    # Measured: Selenium's is_displayed() counts the hidden attribute even where CSS shows the row.
    wait(driver, lambda: driver.execute_script(height, gone) == 0, message="a card that does not match takes no space")
    assert driver.execute_script(height, kept) > 0
