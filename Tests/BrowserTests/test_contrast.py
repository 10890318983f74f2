"""The colour contrast pages as a design lead uses them: the pairs table and the matrix.

- at 1280 px every column of the pairs table shows without scrolling sideways, at 2400 px too;
- at 320 px each pair is a card that keeps each mode's name, sample, ratio and verdict on screen;
- the filters and the sort work from the keyboard, and the address keeps them (a reload restores them);
- without JavaScript the table is complete, sorted worst first, and shows no dead controls;
- each sample is painted in colours whose WCAG ratio, measured here in Python from what the browser
  computed, is the ratio printed beside it (an independent check of the engine's arithmetic);
- the matrix's choice of rows, columns and minimum works from the keyboard and is kept in the address.
"""

import re
from urllib.parse import parse_qs, urlparse

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

PAIRS = "/contrast/"
MATRIX = "/contrast/matrix/"


def rows(driver):
    return driver.execute_script("""
        return Array.from(document.querySelectorAll('.contrast-table tbody tr')).map(function (row) {
          return {hidden: row.hidden, status: row.getAttribute('data-status'), usage: row.getAttribute('data-usage'),
                  tokens: row.getAttribute('data-tokens'),
                  ratios: Array.from(row.querySelectorAll('td[data-ratio]')).filter(function (td) { return !td.hidden; })
                    .map(function (td) { return [td.getAttribute('data-mode'), parseFloat(td.getAttribute('data-ratio'))]; })};
        });""")


def shown(driver):
    return [row for row in rows(driver) if not row["hidden"]]


def query(driver):
    return {key: values for key, values in parse_qs(urlparse(driver.current_url).query).items()}


@pytest.mark.parametrize("width", [1280, 2400])
def test_every_column_shows_without_scrolling_sideways(driver, visit, viewport, width):
    viewport(width, 900)
    visit(PAIRS)
    layout = driver.execute_script("""
        var wrap = document.querySelector('.contrast-table-wrap');
        var right = wrap.getBoundingClientRect().right;
        return {scrolls: wrap.scrollWidth > wrap.clientWidth + 1, page: document.documentElement.scrollWidth,
                headers: Array.from(document.querySelectorAll('.contrast-table thead th')).map(function (th) {
                  var box = th.getBoundingClientRect();
                  return {text: th.textContent, visible: box.width > 40 && box.right <= right + 1};
                })};""")
    assert not layout["scrolls"], layout
    assert layout["page"] <= width, layout
    assert [header["text"] for header in layout["headers"]] == ["Pair", "Light", "Dark"]
    assert all(header["visible"] for header in layout["headers"]), layout
    # A row is no taller than its content needs: the pair's names and one line of details.
    heights = driver.execute_script(
        "return Array.from(document.querySelectorAll('.contrast-table tbody tr')).map(function (r) { return r.offsetHeight; })")
    assert max(heights) < 220, heights


def test_phone_cards_keep_every_mode_on_screen(driver, visit, viewport):
    viewport(320, 640, mobile=True, scale=2)
    visit(PAIRS)
    card = driver.execute_script("""
        var row = document.querySelector('.contrast-table tbody tr');
        function box(element) { var b = element.getBoundingClientRect(); return [Math.round(b.left), Math.round(b.right), Math.round(b.width)]; }
        return {page: document.documentElement.scrollWidth, display: getComputedStyle(row).display, row: box(row),
                header: getComputedStyle(document.querySelector('.contrast-table thead')).position,
                modes: Array.from(row.querySelectorAll('td[data-mode]')).map(function (td) {
                  return {label: td.querySelector('.contrast-mode').innerText, labelShown: td.querySelector('.contrast-mode').offsetHeight > 0,
                          sample: box(td.querySelector('.contrast-sample')), ratio: td.querySelector('.contrast-ratio').innerText,
                          verdict: td.querySelector('.contrast-verdict').innerText, right: box(td)[1]};
                })};""")
    assert card["page"] <= 320, card
    assert card["display"] == "block" and card["header"] == "absolute", card
    assert [mode["label"].lower() for mode in card["modes"]] == ["light", "dark"], card
    for mode in card["modes"]:
        assert mode["labelShown"], mode
        assert mode["sample"][2] > 30 and mode["sample"][1] <= 320, mode
        assert re.fullmatch(r"\d+\.\d\d:1", mode["ratio"]), mode
        assert mode["verdict"] in ("Passes", "Fails", "Fails, accepted"), mode
        assert mode["right"] <= 320, mode


def test_on_a_phone_the_mode_filter_leaves_one_mode_per_card(driver, visit, viewport):
    viewport(320, 640, mobile=True, scale=2)
    visit(PAIRS + "?mode=dark")
    shown_modes = driver.execute_script("""
        return Array.from(document.querySelectorAll('.contrast-table tbody tr:not([hidden])')).map(function (row) {
          return Array.from(row.querySelectorAll('td')).filter(function (td) { return td.offsetHeight > 0; })
            .map(function (td) { return td.getAttribute('data-mode'); });
        });""")
    assert len(shown_modes) >= 30
    assert all(modes == ["dark"] for modes in shown_modes), shown_modes[:3]


def test_filters_and_sort_by_keyboard_and_kept_in_the_address(driver, visit, viewport):
    viewport(1280, 900)
    visit(PAIRS)
    everything = rows(driver)
    assert len(everything) >= 30
    output = driver.find_element(By.CSS_SELECTOR, ".contrast-controls output")
    assert output.text == f"{len(everything)} of {len(everything)} pairs, worst ratio first"

    status = driver.find_element(By.CSS_SELECTOR, ".contrast-controls select[name='status']")
    status.send_keys("Accepted")  # a closed select takes typed letters, as keyboard users choose
    accepted = shown(driver)
    assert accepted and all(row["status"] == "allowed" for row in accepted)
    assert len(accepted) == sum(1 for row in everything if row["status"] == "allowed")
    assert query(driver) == {"status": ["allowed"]}

    # Tab to the mode: only dark's column shows, and the verdict is dark's.
    status.send_keys(Keys.TAB)
    mode = driver.switch_to.active_element
    assert mode.get_attribute("name") == "mode"
    mode.send_keys("Dark")
    in_dark = shown(driver)
    assert in_dark and all(row["ratios"] and all(m == "dark" for m, _ in row["ratios"]) for row in in_dark)
    assert driver.execute_script(
        "return Array.from(document.querySelectorAll('.contrast-table thead th')).filter(function (th) { return !th.hidden; })"
        ".map(function (th) { return th.textContent; })") == ["Pair", "Dark"]
    assert len(in_dark) < len(accepted)  # one accepted pair passes in dark

    # The token box narrows by name; the sort by name orders what is left.
    # Letters typed within a second extend the same search, so the next choices use the arrow keys.
    status.send_keys(Keys.HOME)
    mode.send_keys(Keys.HOME)
    assert status.get_attribute("value") == "" and mode.get_attribute("value") == ""
    token = driver.find_element(By.CSS_SELECTOR, ".contrast-controls input[name='token']")
    token.send_keys("text.secondary")
    named = shown(driver)
    assert named and all("color.text.secondary" in row["tokens"] for row in named)
    sort = driver.find_element(By.CSS_SELECTOR, ".contrast-controls select[name='sort']")
    sort.send_keys("Token")
    by_name = [row["tokens"] for row in shown(driver)]
    assert by_name == sorted(by_name)
    assert driver.find_element(By.CSS_SELECTOR, ".contrast-table thead th[data-sort]").get_attribute("aria-sort") == "ascending"
    sort.send_keys(Keys.ARROW_UP)
    assert sort.get_attribute("value") == "best"
    best = [min(r for _, r in row["ratios"]) for row in shown(driver)]
    assert best == sorted(best, reverse=True)
    assert query(driver) == {"token": ["text.secondary"], "sort": ["best"]}

    # A shared link opens with the same filter and order.
    driver.get(driver.current_url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return !!window.Specimen"))
    assert driver.find_element(By.CSS_SELECTOR, ".contrast-controls input[name='token']").get_attribute("value") == "text.secondary"
    assert [min(r for _, r in row["ratios"]) for row in shown(driver)] == best
    assert driver.find_element(By.CSS_SELECTOR, ".contrast-controls output").text == f"{len(best)} of {len(everything)} pairs, best ratio first"


def test_without_javascript_the_table_is_complete_and_sorted_worst_first(driver, visit, cdp, site_url):
    visit(PAIRS)
    with_script = len(rows(driver))
    cdp("Emulation.setScriptExecutionDisabled", value=True)
    try:
        driver.get(site_url + PAIRS.lstrip("/"))
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        table = driver.execute_script("""
            return {controls: document.querySelector('.contrast-controls').offsetHeight,
                    rows: Array.from(document.querySelectorAll('.contrast-table tbody tr')).map(function (row) {
                      return {shown: row.offsetHeight > 0, worst: Math.min.apply(null, Array.from(row.querySelectorAll('td[data-ratio]'))
                        .map(function (td) { return parseFloat(td.getAttribute('data-ratio')); }))};
                    })};""")
    finally:
        cdp("Emulation.setScriptExecutionDisabled", value=False)
    assert table["controls"] == 0  # hidden: a control that does nothing is worse than none
    assert len(table["rows"]) == with_script and all(row["shown"] for row in table["rows"])
    worst = [row["worst"] for row in table["rows"]]
    assert worst == sorted(worst)


def luminance(hex_colour):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(foreground, background):
    a, b = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (a + 0.05) / (b + 0.05)


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_samples_are_painted_at_the_ratio_printed_beside_them(driver, visit, stored_theme, mode):
    """The sample's colours as the browser computed them give the printed ratio: to the hundredth
    for opaque pairs, within 1% for translucent ones, whose composite the engine measures unrounded
    while the sample is painted with it rounded to 8 bits a channel."""
    stored_theme(mode)
    visit(PAIRS)
    samples = driver.execute_script("""
        return Array.from(document.querySelectorAll('.contrast-table td[data-ratio]')).map(function (td) {
          var sample = td.querySelector('.contrast-sample');
          var style = getComputedStyle(sample);
          return {fg: style.getPropertyValue('--sample-fg').trim(), bg: style.getPropertyValue('--sample-bg').trim(),
                  painted: style.backgroundColor, mark: getComputedStyle(sample, '::after').backgroundColor,
                  printed: td.querySelector('.contrast-ratio').textContent,
                  translucent: / over /.test(td.querySelector('.contrast-values').textContent)};
        });""")
    assert len(samples) >= 60
    wrong = []
    for sample in samples:
        printed = float(re.match(r"([\d.]+):1", sample["printed"]).group(1))
        measured = ratio(sample["fg"], sample["bg"])
        tolerance = printed * 0.01 if sample["translucent"] else 0.006
        if abs(measured - printed) > tolerance:
            wrong.append((sample, measured))
        # The ground is painted in the background colour and the mark in the foreground colour.
        for key, expected in (("painted", sample["bg"]), ("mark", sample["fg"])):
            r, g, b = (int(part) for part in re.findall(r"\d+", sample[key])[:3])
            if "#%02x%02x%02x" % (r, g, b) != expected:
                wrong.append((sample, key))
    assert not wrong, wrong


def test_matrix_choice_by_keyboard_and_kept_in_the_address(driver, visit, viewport):
    viewport(1280, 900)
    visit(MATRIX)
    counts = driver.execute_script("""
        return {rows: document.querySelectorAll('.contrast-matrix-mode')[0].querySelectorAll('tbody tr').length,
                columns: document.querySelectorAll('.contrast-matrix-mode')[0].querySelectorAll('thead th[data-bg]').length,
                modes: Array.from(document.querySelectorAll('.contrast-matrix-mode h2')).map(function (h) { return h.textContent; })};""")
    assert counts["modes"] == ["Light", "Dark"] and counts["rows"] >= 10 and counts["columns"] >= 10, counts
    minimum = driver.find_element(By.CSS_SELECTOR, ".contrast-matrix-controls select[name='min']")
    minimum.send_keys("4.5")
    blanked = driver.execute_script("""
        return Array.from(document.querySelectorAll('td[data-ratio]')).every(function (td) {
          return td.classList.contains('is-below') === (parseFloat(td.getAttribute('data-ratio')) < 4.5);
        }) && document.querySelectorAll('td.is-below').length;""")
    assert blanked > 0
    # Open the chooser and untick the first foreground from the keyboard.
    summary = driver.find_element(By.CSS_SELECTOR, ".contrast-choose summary")
    summary.send_keys(Keys.ENTER)
    first = driver.find_element(By.CSS_SELECTOR, ".contrast-choose input[name='fg']")
    first.send_keys(Keys.SPACE)
    name = first.get_attribute("value")
    hidden = driver.execute_script(
        "return Array.from(document.querySelectorAll('tbody tr[data-fg]')).filter(function (tr) { return tr.hidden; })"
        ".map(function (tr) { return tr.getAttribute('data-fg'); })")
    assert hidden == [name, name]  # in both modes
    chosen = query(driver)
    assert chosen["min"] == ["4.5"] and name not in chosen["fg"] and len(chosen["fg"]) == counts["rows"] - 1
    driver.get(driver.current_url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return !!window.Specimen"))
    assert not driver.find_element(By.CSS_SELECTOR, f".contrast-choose input[value='{name}']").is_selected()
    assert driver.find_element(By.CSS_SELECTOR, ".contrast-matrix-controls output").text == (
        f"{counts['rows'] - 1} of {counts['rows']} foregrounds, {counts['columns']} of {counts['columns']} backgrounds")
