"""Search in a real browser: the dialog, the keyboard, the index the build writes, base URLs.

Fixtures (the built example site, the local server, headless Chromium) are in conftest.py.
"""

import os
import shutil
import statistics
import sys
import urllib.parse
from pathlib import Path

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

REPO = Path(__file__).resolve().parents[2]


def open_site(driver, url):
    driver.get(url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return !!(window.Specimen && Specimen.searchReady)"))


def open_search(driver):
    ActionChains(driver).send_keys("/").perform()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "return document.getElementById('search-dialog').open && document.activeElement.id === 'search-input'"))
    return driver.find_element(By.ID, "search-input")


def type_query(driver, search_input, text):
    search_input.send_keys(Keys.CONTROL, "a")
    search_input.send_keys(Keys.BACKSPACE)
    search_input.send_keys(text)
    return wait_for_results(driver)


def wait_for_results(driver):
    """The result options, once the list is shown (input is handled synchronously, so they match the query)."""
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "var l = document.getElementById('search-results');"
        "return !l.hidden && l.children.length > 0"))
    return driver.find_elements(By.CSS_SELECTOR, "#search-results > [role='option']")


def result(option):
    link = option.find_element(By.CSS_SELECTOR, "a.search-result")
    section = option.find_elements(By.CSS_SELECTOR, ".search-result-section")
    return {
        "href": link.get_attribute("href"),
        "title": option.find_element(By.CSS_SELECTOR, ".search-result-title").text,
        "section": section[0].text if section else "",
        "marks": [mark.text for mark in option.find_elements(By.TAG_NAME, "mark")],
    }


def test_slash_opens_search_and_retry_lands_on_the_section(driver, site_url, console_errors):
    open_site(driver, site_url)
    search_input = open_search(driver)
    options = type_query(driver, search_input, "retry")

    first = result(options[0])
    assert "Retry" in first["section"], first
    assert any(mark.lower().startswith("retr") for mark in first["marks"]), first
    assert urllib.parse.urlsplit(first["href"]).fragment, first
    listbox = driver.find_element(By.ID, "search-results")
    assert listbox.get_attribute("role") == "listbox"
    assert search_input.get_attribute("aria-activedescendant") == options[0].get_attribute("id")
    assert options[0].get_attribute("aria-selected") == "true"
    WebDriverWait(driver, 5).until(
        lambda d: "result" in d.find_element(By.ID, "search-status").text)
    assert "retry" in driver.find_element(By.ID, "search-status").text

    search_input.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == first["href"])
    fragment = urllib.parse.unquote(urllib.parse.urlsplit(first["href"]).fragment)
    heading = driver.find_element(By.ID, fragment)
    assert heading.tag_name in {"h2", "h3", "h4"}
    assert "Retry" in heading.text
    in_view = "var r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight / 2;"
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(in_view, heading))  # scrolling may be smooth
    assert console_errors() == []


@pytest.mark.parametrize("query", ["rerty", "retr", "RETRY", "retries"])
def test_typos_prefixes_case_and_plurals_find_the_retry_section(driver, site_url, console_errors, query):
    open_site(driver, site_url)
    search_input = open_search(driver)
    first = result(type_query(driver, search_input, query)[0])
    assert "Retry" in first["section"], (query, first)
    assert first["marks"], (query, first)
    assert console_errors() == []


def test_arrow_keys_enter_and_escape(driver, site_url, console_errors):
    open_site(driver, site_url)
    search_input = open_search(driver)
    options = type_query(driver, search_input, "error")
    assert len(options) >= 3
    ids = [option.get_attribute("id") for option in options]
    assert len(set(ids)) == len(ids)

    def active():
        return search_input.get_attribute("aria-activedescendant")

    search_input.send_keys(Keys.ARROW_DOWN)
    assert active() == ids[1]
    assert [o.get_attribute("aria-selected") for o in options[:2]] == ["false", "true"]
    search_input.send_keys(Keys.ARROW_UP, Keys.ARROW_UP)
    assert active() == ids[-1], "ArrowUp on the first result wraps to the last"
    search_input.send_keys(Keys.ARROW_DOWN)
    assert active() == ids[0]
    search_input.send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    target = result(options[2])["href"]
    search_input.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == target)

    search_input = open_search(driver)
    search_input.send_keys(Keys.ESCAPE)
    WebDriverWait(driver, 5).until(lambda d: not d.execute_script("return document.getElementById('search-dialog').open"))
    assert console_errors() == []


def test_ctrl_k_opens_and_titles_rank_above_headings_and_text(driver, site_url):
    open_site(driver, site_url)
    ActionChains(driver).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return document.activeElement.id === 'search-input'"))
    search_input = driver.find_element(By.ID, "search-input")
    first = result(type_query(driver, search_input, "empty states")[0])
    assert first["title"] == "Empty states" and first["section"] == "", first
    assert urllib.parse.urlsplit(first["href"]).path == "/patterns/empty-states/"


def test_no_results_and_stop_words_say_what_to_do(driver, site_url, console_errors):
    open_site(driver, site_url)
    search_input = open_search(driver)
    search_input.send_keys("qqqzzzx")
    WebDriverWait(driver, 5).until(lambda d: "No results" in d.find_element(By.ID, "search-status").text)
    assert driver.find_element(By.ID, "search-results").get_attribute("hidden") is not None
    assert "try a shorter or different word" in driver.find_element(By.ID, "search-status").text
    search_input.send_keys(Keys.CONTROL, "a")
    search_input.send_keys("the")
    WebDriverWait(driver, 5).until(lambda d: "not indexed" in d.find_element(By.ID, "search-status").text)
    assert console_errors() == []


def test_search_works_under_a_base_url(driver, build_site, serve, console_errors):
    site = build_site(base_url="/handbook/")
    url = serve(site, prefix="/handbook/")
    open_site(driver, url)
    html = driver.page_source
    assert 'data-index="/handbook/search-index.json"' in html
    search_input = open_search(driver)
    first = result(type_query(driver, search_input, "retry")[0])
    assert urllib.parse.urlsplit(first["href"]).path.startswith("/handbook/patterns/"), first
    search_input.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url == first["href"])
    assert driver.find_element(By.ID, urllib.parse.urlsplit(first["href"]).fragment)
    assert console_errors() == []


def test_the_index_is_fetched_once_on_first_open(driver, site_url):
    open_site(driver, site_url)
    fetched = "return performance.getEntriesByType('resource').filter(function (e) { return /search-index\\.json$/.test(e.name); }).length"
    assert driver.execute_script(fetched) == 0, "the index is not loaded before search is opened"
    search_input = open_search(driver)
    type_query(driver, search_input, "banner")
    type_query(driver, search_input, "loading")
    assert driver.execute_script(fetched) == 1


def test_a_missing_index_says_what_went_wrong_and_what_to_do(driver, site, serve, tmp_path):
    broken = tmp_path / "broken"
    shutil.copytree(site, broken)
    (broken / "search-index.json").unlink()
    open_site(driver, serve(broken))
    search_input = open_search(driver)
    search_input.send_keys("retry")
    WebDriverWait(driver, 5).until(lambda d: "could not load" in d.find_element(By.ID, "search-status").text)
    message = driver.find_element(By.ID, "search-status").text
    assert "404" in message and "browse the guides" in message, message
    assert driver.find_element(By.ID, "search-results").get_attribute("hidden") is not None


def test_browser_and_build_agree_on_words(driver, build_site, serve, tmp_path, console_errors):
    """Diacritics, case, plurals, apostrophes and stop words are folded the same way in Swift and in JavaScript."""
    project = tmp_path / "words"
    (project / "content").mkdir(parents=True)
    (project / "content" / "index.md").write_text("---\ntitle: Home\n---\nWelcome.\n", encoding="utf-8")
    (project / "content" / "cafe.md").write_text(
        "---\ntitle: Café résumés\n---\n"
        "## Naïve approach\n\nThe people’s choice of crème brûlée.\n\n"
        "## Straße und Übergröße {#strasse}\n\nΟΔΟΣ boxes.\n",
        encoding="utf-8")
    url = serve(build_site(project=project))
    open_site(driver, url)
    driver.execute_script("Specimen.openSearch()")
    search = "return Specimen.search(arguments[0]).then(function (r) { return r.map(function (x) { return x.url; }); });"
    expectations = {
        "cafe resume": "/cafe/",
        "CAFÉ RÉSUMÉ": "/cafe/",
        "naive": "/cafe/#naïve-approach",
        "naïve approaches": "/cafe/#naïve-approach",
        "peoples creme brulee": "/cafe/#naïve-approach",
        "the people's choice": "/cafe/#naïve-approach",
        "übergröße": "/cafe/#strasse",
        "οδος box": "/cafe/#strasse",
    }
    for query, expected in expectations.items():
        urls = driver.execute_script(search, query)
        assert urls and urls[0] == expected, (query, urls)

    # A heading id with a diacritic (GitHub keeps it) is reached from the keyboard too.
    search_input = driver.find_element(By.ID, "search-input")
    first = result(type_query(driver, search_input, "naive")[0])
    assert first["marks"] == ["Naïve"], first
    search_input.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: urllib.parse.unquote(d.current_url).endswith("/cafe/#naïve-approach"))
    assert driver.find_element(By.ID, "naïve-approach").text.startswith("Naïve approach")
    assert console_errors() == []


@pytest.mark.skipif(not os.environ.get("SPECIMEN_SEARCH_BENCH"), reason="set SPECIMEN_SEARCH_BENCH=1 to time search on 1,000 generated pages")
def test_keystrokes_are_fast_on_a_thousand_pages(driver, build_site, serve, tmp_path):
    """Times every prefix of a few queries, as typed, on the benchmark's 1,000-page corpus."""
    sys.path.insert(0, str(REPO / "scripts"))
    import benchmark  # the corpus generator of scripts/benchmark.py

    project = tmp_path / "corpus"
    benchmark.generate_corpus(project, 1000, 1)
    site = build_site(project=project)
    size = (site / "search-index.json").stat().st_size
    url = serve(site)
    open_site(driver, url)
    timings = driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        Specimen.search("warm").then(function () {
          var queries = ["retry", "empty state", "validation error message", "loading skeleton", "rerty", "acessibility"];
          var times = [];
          var input = document.getElementById("search-input");
          Specimen.openSearch();
          queries.forEach(function (q) {
            for (var i = 1; i <= q.length; i++) {
              input.value = q.slice(0, i);
              var start = performance.now();
              input.dispatchEvent(new Event("input"));
              times.push([q.slice(0, i), performance.now() - start]);
            }
          });
          done(times);
        });
    """)
    times = [t for _, t in timings]
    median = statistics.median(times)
    slowest = max(timings, key=lambda pair: pair[1])
    print(f"\n1,000 pages: index {size} bytes ({size // 1000} per page); keystroke median {median:.2f} ms, "
          f"90th percentile {statistics.quantiles(times, n=10)[-1]:.2f} ms, slowest {slowest[1]:.2f} ms ({slowest[0]!r}) over {len(times)}")
    assert median < 5
