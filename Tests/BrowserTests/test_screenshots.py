"""Screenshots for people to look at: six pages, light and dark, desktop and phone; the contrast
pages and the token page also at 2400 px (a wide monitor) and 320 px (the narrowest phone), and in
forced colours (Windows contrast themes), at 1280 and 320 px.

They are test artifacts, never committed: they go to $SPECIMEN_ARTIFACTS/screenshots when that
variable is set (CI can upload the folder), else to artifacts/screenshots in the repository, which
.gitignore leaves out (/artifacts/). For each page, theme and size there are two files:

  NAME-THEME-SIZE.png        the first screen, as a visitor arrives
  NAME-THEME-SIZE-full.png   the whole page (cut at MAX_FULL_HEIGHT CSS pixels for very long ones)

and NAME-THEME-forced-SIZE(.png, -full.png) in forced colours.

Desktop is a 1280x900 viewport at 1x, phone a 390x844 viewport at 2x with mobile emulation, wide
2400x1400 at 1x, small-phone 320x640 at 2x with mobile emulation.
Each file is checked to be a real PNG of the expected size, and the first screen is checked to be
light or dark as its theme says (the average luminance of its header band, decoded in the browser).
In forced colours the system's colours must be in force (`forced-colors: active` matches, and the
page's background is the system's Canvas, white or black as the theme asks), while colour samples
keep the colour they show.
"""

import base64
import struct

import pytest

pytest.importorskip("selenium")
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

PAGES = {
    "home": "/",
    "guide-full-page-errors": "/patterns/full-page-errors/",
    "gallery": "/components/",
    "contrast-table": "/contrast/",
    "contrast-matrix": "/contrast/matrix/",
    "tokens": "/tokens/",
}
SIZES = {
    "desktop": {"width": 1280, "height": 900, "mobile": False, "scale": 1},
    "phone": {"width": 390, "height": 844, "mobile": True, "scale": 2},
    "wide": {"width": 2400, "height": 1400, "mobile": False, "scale": 1},
    "small-phone": {"width": 320, "height": 640, "mobile": True, "scale": 2},
}
# Every page at desktop and phone size; the contrast pages and the token page, which must read at a
# glance on any screen, at every size.
SHOTS = [(name, size) for name in PAGES for size in SIZES
         if size in ("desktop", "phone") or name.startswith("contrast-") or name == "tokens"]
# Forced colours drop backgrounds and shadows: the pages that show colours by them.
FORCED_SHOTS = [(name, size) for name in ("contrast-table", "contrast-matrix", "tokens") for size in ("desktop", "small-phone")]
MAX_FULL_HEIGHT = 12000  # CSS pixels; Chromium cannot paint an image much taller than 16k device pixels
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="session")
def screenshots_dir(artifacts_dir):
    folder = artifacts_dir / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def png_size(data):
    assert data[:8] == PNG_SIGNATURE, "a PNG file"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    return struct.unpack(">II", data[16:24])


MEAN_LUMINANCE_JS = """
var done = arguments[arguments.length - 1];
var image = new Image();
image.onload = function () {
  var canvas = document.createElement('canvas');
  canvas.width = 64; canvas.height = 8;
  var context = canvas.getContext('2d');
  // The header band (the top 48 CSS pixels): site chrome, whatever the page's content is.
  context.drawImage(image, 0, 0, image.width, 48 * scale, 0, 0, 64, 8);
  var pixels = context.getImageData(0, 0, 64, 8).data, sum = 0;
  for (var i = 0; i < pixels.length; i += 4) {
    sum += (0.2126 * pixels[i] + 0.7152 * pixels[i + 1] + 0.0722 * pixels[i + 2]) / 255;
  }
  done(sum / (pixels.length / 4));
};
image.onerror = function () { done(null); };
var scale = arguments[1];
image.src = 'data:image/png;base64,' + arguments[0];
"""


@pytest.mark.parametrize("mode", ["light", "dark"])
@pytest.mark.parametrize("name, size", SHOTS)
def test_screenshot(driver, visit, stored_theme, viewport, cdp, screenshots_dir, console_errors, name, mode, size):
    first_screen, scale = take(driver, visit, stored_theme, viewport, cdp, screenshots_dir, name, mode, size)
    brightness = driver.execute_async_script(MEAN_LUMINANCE_JS, base64.b64encode(first_screen).decode(), scale)
    assert brightness is not None, "the screenshot decodes as an image"
    if mode == "light":
        assert brightness > 0.7, f"{name}-{mode}-{size}: a light page looks light (mean luminance {brightness:.2f})"
    else:
        assert brightness < 0.15, f"{name}-{mode}-{size}: a dark page looks dark (mean luminance {brightness:.2f})"
    assert console_errors() == []


@pytest.mark.parametrize("mode", ["light", "dark"])
@pytest.mark.parametrize("name, size", FORCED_SHOTS)
def test_forced_colours_screenshot(driver, visit, stored_theme, viewport, cdp, emulate_media, screenshots_dir,
                                   console_errors, name, mode, size):
    emulate_media(forced_colors="active", prefers_color_scheme=mode)
    take(driver, visit, stored_theme, viewport, cdp, screenshots_dir, name, mode, size, forced=True)
    state = driver.execute_script("""
        var sample = document.querySelector('.contrast-swatch, .contrast-sample, .token-swatch');
        return {
          forced: matchMedia('(forced-colors: active)').matches,
          page: getComputedStyle(document.body).backgroundColor,
          sample: sample && getComputedStyle(sample).forcedColorAdjust,
          // Token swatches paint their colour as an inset shadow (it prints), the others as a background.
          sampleColour: sample && (getComputedStyle(sample).boxShadow.match(/rgba?\([^)]*\)/) || [getComputedStyle(sample).backgroundColor])[0],
        };""")
    assert state["forced"], "forced colours are emulated"
    assert state["page"] == ("rgb(255, 255, 255)" if mode == "light" else "rgb(0, 0, 0)"), state
    assert state["sample"] == "none", f"a colour sample keeps its colour: {state}"
    assert state["sampleColour"] not in ("rgba(0, 0, 0, 0)", state["page"]), state
    assert console_errors() == []


def take(driver, visit, stored_theme, viewport, cdp, screenshots_dir, name, mode, size, forced=False):
    """Visits PAGES[name] in `mode` at SIZES[size] and saves its first screen and whole page; returns
    the first screen's PNG and the device scale."""
    metrics = SIZES[size]
    stored_theme(mode)
    viewport(metrics["width"], metrics["height"], mobile=metrics["mobile"], scale=metrics["scale"])
    visit(PAGES[name])
    assert driver.execute_script("return document.documentElement.getAttribute('data-theme')") == mode
    assert driver.execute_script("return innerWidth") == metrics["width"]
    title = driver.find_element(By.CSS_SELECTOR, "main h1").text
    assert title, "the page has its title"
    WebDriverWait(driver, 10).until(lambda d: d.execute_async_script(
        "var done = arguments[arguments.length - 1]; document.fonts.ready.then(function () { done(true); });"))

    stem = f"{name}-{mode}-forced-{size}" if forced else f"{name}-{mode}-{size}"
    first_screen = base64.b64decode(cdp("Page.captureScreenshot", format="png")["data"])
    page_height = driver.execute_script("return Math.ceil(document.documentElement.scrollHeight)")
    height = min(page_height, MAX_FULL_HEIGHT)
    full_page = base64.b64decode(cdp(
        "Page.captureScreenshot", format="png", captureBeyondViewport=True,
        clip={"x": 0, "y": 0, "width": metrics["width"], "height": height, "scale": 1})["data"])

    for suffix, data, css_height in (("", first_screen, metrics["height"]), ("-full", full_page, height)):
        path = screenshots_dir / f"{stem}{suffix}.png"
        path.write_bytes(data)
        assert path.stat().st_size > 1000, path
        width, pixels_high = png_size(path.read_bytes())
        assert width == metrics["width"] * metrics["scale"], (path, width)
        assert abs(pixels_high - css_height * metrics["scale"]) <= metrics["scale"], (path, pixels_high)
    return first_screen, metrics["scale"]
