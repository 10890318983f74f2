// Checks for WCAG 2.2 AA beyond axe, run inside the page by wcag.py. Installed once per page
// as window.__wcag; every check returns a list of findings {criterion, element, detail}, where
// `element` is a short CSS selector and the start of the element's HTML.
(function () {
  if (window.__wcag) return;
  var W = {};

  // ---------- Describing and filtering elements ----------

  function selector(el) {
    var parts = [];
    for (var e = el; e && e.nodeType === 1 && parts.length < 4; e = e.parentElement) {
      if (e.id) { parts.unshift("#" + CSS.escape(e.id)); break; }
      var part = e.localName;
      var classes = Array.prototype.slice.call(e.classList, 0, 2);
      if (classes.length) part += "." + classes.map(CSS.escape).join(".");
      var parent = e.parentElement;
      if (parent) {
        var same = Array.prototype.filter.call(parent.children, function (c) { return c.localName === e.localName; });
        if (same.length > 1) part += ":nth-of-type(" + (same.indexOf(e) + 1) + ")";
      }
      parts.unshift(part);
    }
    return parts.join(" > ");
  }

  function describe(el) {
    if (!el || el.nodeType !== 1) return String(el);
    var html = el.outerHTML.replace(/\s+/g, " ");
    return selector(el) + "  " + (html.length > 140 ? html.slice(0, 140) + "…" : html);
  }

  function finding(criterion, el, detail) {
    return {criterion: criterion, element: describe(el), detail: detail};
  }

  function shown(el) {
    return el.checkVisibility({visibilityProperty: true, opacityProperty: true});
  }

  // Hidden on purpose: the .sr-only pattern (clipped to a pixel or to nothing), or moved off the
  // page's top or left edge, as a skip link waits until it is focused. Cached for one W.run.
  var hiddenCache = new Map();
  function visuallyHidden(el) {
    if (!el || el === document.body || el === document.documentElement) return false;
    if (hiddenCache.has(el)) return hiddenCache.get(el);
    var style = getComputedStyle(el), hidden = false;
    if (style.clipPath === "inset(50%)" || /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)) hidden = true;
    else if (style.overflow !== "visible" && (el.clientWidth <= 1 || el.clientHeight <= 1)) hidden = true;
    else if (style.position === "fixed" || style.position === "absolute") {
      var r = el.getBoundingClientRect();
      if (r.bottom + scrollY <= 0 || r.right + scrollX <= 0) hidden = true;
    }
    if (!hidden) hidden = visuallyHidden(el.parentElement);
    hiddenCache.set(el, hidden);
    return hidden;
  }

  // The rectangles of every visible text node: [{rect, node, el}].
  function textBoxes() {
    var boxes = [], walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT), range = document.createRange();
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/\S/.test(node.data)) continue;
      var el = node.parentElement;
      if (!el || /^(script|style|noscript|template|title|option)$/.test(el.localName)) continue;
      if (!shown(el) || visuallyHidden(el)) continue;
      range.selectNodeContents(node);
      Array.prototype.forEach.call(range.getClientRects(), function (rect) {
        if (rect.width > 0.5 && rect.height > 0.5) boxes.push({rect: rect, node: node, el: el});
      });
    }
    return boxes;
  }

  // With motion reduced the theme makes every transition 0.01ms long, of every property, but one
  // may not have had its frame yet (the skip link sliding away, a fading anchor, colours changing
  // with forced colours): end them all (or those of `el`), so the page is measured as it settles.
  function settle(el) {
    (el || document).getAnimations().forEach(function (a) {
      if (a.effect && a.effect.getComputedTiming().iterations !== Infinity) a.finish();
    });
  }

  // ---------- Clipped and overlapping text (1.4.4, 1.4.10, 1.4.12) ----------

  function clipsAxis(value) { return value === "hidden" || value === "clip"; }
  function scrollsAxis(value) { return value === "auto" || value === "scroll"; }

  // Text cut off by an ancestor that hides its overflow: on each axis, every ancestor up to the
  // first one that scrolls on that axis (what scrolls can be reached) is a clip; so is the window
  // when the document hides its horizontal overflow. Positioned boxes escape the ancestors
  // between them and their containing block, as CSS says. A glyph box may stick out of a tight
  // line box by a few pixels without losing anything, hence the tolerance.
  function clippedText(criterion, boxes) {
    var findings = [], seen = new Set(), cache = new Map();
    function clip(e) {
      if (!cache.has(e)) {
        var s = getComputedStyle(e), c = e.getBoundingClientRect();
        cache.set(e, {position: s.position, transform: s.transform, x: s.overflowX, y: s.overflowY,
                      left: c.left + e.clientLeft, top: c.top + e.clientTop, width: e.clientWidth, height: e.clientHeight});
      }
      return cache.get(e);
    }
    var rootStyle = getComputedStyle(document.documentElement), bodyStyle = getComputedStyle(document.body);
    var viewportClipsX = clipsAxis(rootStyle.overflowX) || (rootStyle.overflowX === "visible" && clipsAxis(bodyStyle.overflowX));
    boxes.forEach(function (box) {
      var r = box.rect, tolX = 2, tolY = Math.max(2, r.height * 0.15);
      var doneX = false, doneY = false, escaping = false;
      for (var e = box.el; e && e !== document.body && !(doneX && doneY); e = e.parentElement) {
        var c = clip(e);
        // An absolutely positioned box is clipped only from its containing block up.
        if (escaping && c.position === "static" && c.transform === "none") continue;
        if (!doneX) {
          if (scrollsAxis(c.x)) doneX = true;
          else if (clipsAxis(c.x) && (r.left < c.left - tolX || r.right > c.left + c.width + tolX)) {
            if (!seen.has(e)) findings.push(finding(criterion, e, "text cut off at the side: \"" + box.node.data.trim().slice(0, 50) + "\""));
            seen.add(e); doneX = true;
          }
        }
        if (!doneY) {
          if (scrollsAxis(c.y)) doneY = true;
          else if (clipsAxis(c.y) && (r.top < c.top - tolY || r.bottom > c.top + c.height + tolY)) {
            if (!seen.has(e)) findings.push(finding(criterion, e, "text cut off at the top or bottom: \"" + box.node.data.trim().slice(0, 50) + "\""));
            seen.add(e); doneY = true;
          }
        }
        if (c.position === "fixed") break;  // only the window clips it
        escaping = c.position === "absolute";
      }
      // Above the page's top or left of its left edge nothing can be scrolled to.
      if ((r.top + scrollY < -tolY || r.left + scrollX < -tolX) && !seen.has(box.el)) {
        findings.push(finding(criterion, box.el, "text beyond the top or left edge of the page: \"" + box.node.data.trim().slice(0, 50) + "\""));
        seen.add(box.el);
      }
      if (!doneX && viewportClipsX && r.right + scrollX > document.documentElement.clientWidth + tolX && !seen.has(box.el)) {
        findings.push(finding(criterion, box.el, "text beyond the window's right edge, where the page cannot scroll: \"" + box.node.data.trim().slice(0, 50) + "\""));
        seen.add(box.el);
      }
    });
    return findings;
  }

  // Two text boxes of different text nodes on top of each other: more than 2px across and more
  // than a quarter of the smaller one's height (lines set solid, line-height 1, overlap by less). Boxes are bucketed by 64px bands, so long pages stay quick.
  function overlappingText(criterion, boxes) {
    var bands = new Map(), findings = [], seen = new Set();
    boxes.forEach(function (box, index) {
      var top = Math.floor((box.rect.top + scrollY) / 64), bottom = Math.floor((box.rect.bottom + scrollY) / 64);
      for (var band = top; band <= bottom; band++) {
        if (!bands.has(band)) bands.set(band, []);
        bands.get(band).push(index);
      }
    });
    bands.forEach(function (list) {
      for (var i = 0; i < list.length; i++) {
        for (var j = i + 1; j < list.length; j++) {
          var a = boxes[list[i]], b = boxes[list[j]];
          if (a.node === b.node) continue;
          var across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          var down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          if (across <= 2 || down <= 0.25 * Math.min(a.rect.height, b.rect.height)) continue;
          var key = list[i] < list[j] ? list[i] + ":" + list[j] : list[j] + ":" + list[i];
          if (seen.has(key)) continue;
          seen.add(key);
          findings.push(finding(criterion, a.el, "text \"" + a.node.data.trim().slice(0, 40) + "\" overlaps \"" +
            b.node.data.trim().slice(0, 40) + "\" of " + describe(b.el)));
        }
      }
    });
    return findings;
  }

  // A <select> shows its chosen option in its own box, outside the layout of text nodes: measured
  // in a copy of its font, the text must fit between its padding and the browser's arrow (20px).
  function clippedSelects(criterion) {
    var findings = [];
    Array.prototype.forEach.call(document.querySelectorAll("select:not([multiple])"), function (select) {
      var option = select.options[select.selectedIndex];
      if (!option || select.size > 1 || !shown(select) || visuallyHidden(select)) return;
      var s = getComputedStyle(select), probe = document.createElement("span");
      probe.textContent = option.text;
      probe.style.cssText = "position: absolute; white-space: pre; visibility: hidden";
      probe.style.font = s.font;
      probe.style.letterSpacing = s.letterSpacing;
      probe.style.wordSpacing = s.wordSpacing;
      document.body.appendChild(probe);
      var needed = probe.getBoundingClientRect().width;
      probe.remove();
      var room = select.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - (s.appearance === "none" ? 0 : 20);
      if (needed > room + 2) {
        findings.push(finding(criterion, select, "the chosen option \"" + option.text + "\" is cut off: " + Math.round(needed) + "px of text in " + Math.round(room) + "px"));
      }
    });
    return findings;
  }

  W.textIntact = function (criterion) {
    var boxes = textBoxes();
    return clippedText(criterion, boxes).concat(overlappingText(criterion, boxes), clippedSelects(criterion));
  };

  // ---------- Reflow (1.4.10) ----------

  // Content that may scroll on its own at 320px: what needs two dimensions to mean anything.
  function twoDimensional(el) {
    return /^(table|pre)$/.test(el.localName) || !!el.querySelector("table, pre");
  }

  W.reflow = function (criterion) {
    var width = document.documentElement.clientWidth, findings = [];
    var scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    var culprits = [];
    Array.prototype.forEach.call(document.body.querySelectorAll("*"), function (el) {
      var r = el.getBoundingClientRect();
      if (r.width === 0 || r.right + scrollX <= width + 1 || !shown(el) || visuallyHidden(el)) return;
      // Inside a box that scrolls sideways by itself, and fits: allowed for tables and code.
      for (var e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        if (scrollsAxis(getComputedStyle(e).overflowX) && e.getBoundingClientRect().right + scrollX <= width + 1) {
          if (twoDimensional(e)) return;
          break;
        }
      }
      // Report the outermost element that sticks out, not each of its children.
      for (var p = el.parentElement; p; p = p.parentElement) if (culprits.indexOf(p) !== -1) return;
      culprits.push(el);
    });
    if (scrollWidth > width + 1) {
      findings.push(finding(criterion, document.documentElement, "the page scrolls sideways: " + scrollWidth + "px wide in a " + width + "px window"));
    }
    culprits.slice(0, 10).forEach(function (el) {
      var r = el.getBoundingClientRect();
      findings.push(finding(criterion, el, "reaches " + Math.round(r.right + scrollX) + "px in a " + width + "px window"));
    });
    return findings;
  };

  // ---------- Target size (2.5.8) ----------

  var TARGETS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], " +
    "[role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option], [onclick]";

  // Inside a sentence: laid out inline, in a block that has text of its own outside any target.
  function inSentence(el) {
    if (getComputedStyle(el).display !== "inline") return false;
    var block = el.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    if (!block) return false;
    var walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      var target = node.parentElement.closest(TARGETS);
      if (/[\p{L}\p{N}]/u.test(node.data) && !(target && block.contains(target))) return true;
    }
    return false;
  }

  // A form control drawn by the browser at its own size (2.5.8's user agent exception).
  function browserSized(el) {
    if (el.localName !== "input" || !/^(checkbox|radio)$/.test(el.type)) return false;
    var s = getComputedStyle(el);
    return s.appearance !== "none" && !el.style.width && !el.style.height;
  }

  function targetRects(el) {
    var rects = Array.prototype.filter.call(el.getClientRects(), function (r) { return r.width > 0 && r.height > 0; });
    // A control's label is part of what can be clicked.
    if (el.labels) Array.prototype.forEach.call(el.labels, function (label) {
      Array.prototype.forEach.call(label.getClientRects(), function (r) { if (r.width > 0 && r.height > 0) rects.push(r); });
    });
    return rects;
  }

  function union(rects) {
    var left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
    rects.forEach(function (r) { left = Math.min(left, r.left); top = Math.min(top, r.top); right = Math.max(right, r.right); bottom = Math.max(bottom, r.bottom); });
    return {left: left, top: top, right: right, bottom: bottom, width: right - left, height: bottom - top};
  }

  function distanceToRect(x, y, r) {
    var dx = Math.max(r.left - x, 0, x - r.right), dy = Math.max(r.top - y, 0, y - r.bottom);
    return Math.sqrt(dx * dx + dy * dy);
  }

  W.targetSize = function (criterion) {
    var targets = [];
    Array.prototype.forEach.call(document.querySelectorAll(TARGETS), function (el) {
      if (el.disabled || el.closest("[inert]") || !shown(el) || visuallyHidden(el)) return;
      // A target inside another target (a control inside a label is handled as one) counts once.
      if (el.parentElement && el.parentElement.closest(TARGETS)) return;
      var rects = targetRects(el);
      if (!rects.length) return;
      var box = union(rects);
      targets.push({el: el, rects: rects, box: box, cx: box.left + box.width / 2, cy: box.top + box.height / 2,
                    small: box.width < 24 - 0.01 || box.height < 24 - 0.01});
    });
    var findings = [];
    targets.forEach(function (t) {
      if (!t.small || browserSized(t.el) || inSentence(t.el)) return;
      // The spacing exception: a 24px circle on the target's centre touches no other target and
      // no other small target's circle.
      var clash = null;
      for (var i = 0; i < targets.length && !clash; i++) {
        var o = targets[i];
        if (o === t) continue;
        if (o.rects.some(function (r) { return distanceToRect(t.cx, t.cy, r) < 12; })) clash = o;
        else if (o.small && Math.hypot(o.cx - t.cx, o.cy - t.cy) < 24) clash = o;
      }
      if (clash) {
        findings.push(finding(criterion, t.el, Math.round(t.box.width) + "x" + Math.round(t.box.height) +
          "px, and a 24px circle on its centre meets " + describe(clash.el)));
      }
    });
    return findings;
  };

  // ---------- Keyboard (2.1.1, 2.1.2, 2.4.7, 2.4.11, 1.4.11) ----------

  var COMPOSITE = "[role=tablist], [role=grid], [role=treegrid], [role=toolbar], [role=radiogroup], [role=listbox], [role=menu], [role=menubar], [role=tree]";

  // What Tab should stop at: controls, links with an address, the summary of a <details>, and
  // anything with tabindex="0" or more ("tabIndex" alone would count every <a>, even without href).
  var FOCUSABLE = "a[href], area[href], button, input:not([type=hidden]), select, textarea, iframe, summary, " +
    "[contenteditable]:not([contenteditable=false]), audio[controls], video[controls], [tabindex]";

  function keyboardFocusable(el) {
    if (el.hasAttribute("tabindex") ? !(parseInt(el.getAttribute("tabindex"), 10) >= 0) : el.tabIndex < 0) return false;
    if (el.localName === "summary" && !(el.parentElement.localName === "details" && el.parentElement.querySelector(":scope > summary") === el)) return false;
    return !el.disabled && !el.closest("[inert]") && el.checkVisibility({visibilityProperty: true});
  }

  function ring(el) {
    var s = getComputedStyle(el);
    return {
      outline: s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 1 && alpha(s.outlineColor) > 0
        ? s.outlineStyle + " " + s.outlineWidth + " " + s.outlineColor : "",
      outlineColor: s.outlineColor, outlineOffset: parseFloat(s.outlineOffset) || 0,
      shadow: s.boxShadow, border: s.borderColor + " " + s.borderWidth, background: s.backgroundColor,
      color: s.color, decoration: s.textDecorationLine + " " + s.textDecorationColor,
    };
  }

  function alpha(color) {
    var m = /rgba?\(([^)]+)\)/.exec(color);
    if (!m) return 1;
    var parts = m[1].split(/[ ,/]+/).filter(Boolean);
    return parts.length > 3 ? parseFloat(parts[3]) : 1;
  }

  function rgb(color) {
    var m = /rgba?\(([^)]+)\)/.exec(color);
    return m ? m[1].split(/[ ,/]+/).filter(Boolean).slice(0, 3).map(parseFloat) : null;
  }

  function luminance(c) {
    return c.map(function (v) { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
      .reduce(function (sum, v, i) { return sum + v * [0.2126, 0.7152, 0.0722][i]; }, 0);
  }

  // What the ring is drawn on: the first opaque background from `el` up.
  function backdrop(el) {
    for (var e = el; e; e = e.parentElement) {
      var s = getComputedStyle(e);
      if (s.backgroundImage !== "none") return null;
      if (alpha(s.backgroundColor) >= 0.99) return rgb(s.backgroundColor);
    }
    return [255, 255, 255];
  }

  // Focus not obscured (2.4.11): some of the focused element shows; otherwise what covers it.
  function obscured(el) {
    var r = el.getBoundingClientRect();
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) return "outside the window";
    var xs = [r.left + 2, r.left + r.width / 2, r.right - 2], ys = [r.top + 2, r.top + r.height / 2, r.bottom - 2], cover = null;
    for (var i = 0; i < 3; i++) for (var j = 0; j < 3; j++) {
      var at = document.elementFromPoint(Math.min(Math.max(xs[i], 0), innerWidth - 1), Math.min(Math.max(ys[j], 0), innerHeight - 1));
      if (!at || el === at || el.contains(at) || at.contains(el)) return null;
      if (el.labels && Array.prototype.some.call(el.labels, function (l) { return l.contains(at); })) return null;
      cover = cover || at;
    }
    return "under " + describe(cover);
  }

  // How a stop looks while it has focus, measured when the next Tab is pressed: by then the
  // browser has scrolled it into view. What changes as focus moves is on the stop and the one
  // before it (the skip link sliding away): their transitions are ended first.
  function measure(el) {
    if (!el || el === document.body || W.focused.has(el)) return;
    var before = W.stops[W.stops.lastIndexOf(el) - 1];
    if (before) settle(before);
    settle(el);
    W.focused.set(el, {ring: ring(el), focusVisible: el.matches(":focus-visible"), obscured: obscured(el)});
  }

  // The elements Tab must reach, in document order, with how each looks without focus; then a
  // recorder of every focus that follows.
  W.startKeyboard = function () {
    var expected = Array.prototype.filter.call(document.querySelectorAll(FOCUSABLE), keyboardFocusable);
    W.expected = expected;
    W.unfocused = new Map(expected.map(function (el) { return [el, ring(el)]; }));
    W.stops = [];
    W.focused = new Map();
    document.addEventListener("focusin", function (event) { W.stops.push(event.target); }, true);
    window.addEventListener("keydown", function (event) { if (event.key === "Tab") measure(document.activeElement); }, true);
    if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
    return expected.length;
  };

  // How the focused element shows it has focus, or null when it looks as it did unfocused.
  function indicator(before, after) {
    if (after.outline && after.outline !== before.outline) return "outline";
    if (after.shadow !== "none" && after.shadow !== before.shadow) return "box-shadow";
    if (after.border !== before.border) return "border";
    if (after.background !== before.background) return "background";
    if (after.decoration !== before.decoration) return "underline";
    if (after.color !== before.color) return "text colour";
    return null;
  }

  // The walk's findings: what Tab never reached, whether focus came back round (no trap), and
  // each stop without a visible indicator, with a faint outline, or hidden under something.
  W.keyboardFindings = function () {
    measure(document.activeElement);
    var findings = [], stops = W.stops;
    var first = stops.indexOf(stops[0], 1);
    var cycle = first === -1 ? stops : stops.slice(0, first);
    W.expected.forEach(function (el) {
      if (cycle.indexOf(el) === -1) findings.push(finding("2.1.1 Keyboard", el, "focusable and visible, but Tab never reaches it"));
    });
    if (stops.length && first === -1) {
      findings.push(finding("2.1.2 No Keyboard Trap", stops[stops.length - 1], "after " + stops.length + " presses of Tab focus has not come back to the first stop; it ends here"));
    }
    cycle.forEach(function (el) {
      var seen = W.focused.get(el);
      if (!seen) return;
      var how = indicator(W.unfocused.get(el) || seen.ring, seen.ring);
      if (!seen.focusVisible || !how) {
        findings.push(finding("2.4.7 Focus Visible", el, seen.focusVisible ? "looks the same focused and unfocused" : "does not match :focus-visible after Tab"));
      } else if (how === "outline") {
        var bg = backdrop(seen.ring.outlineOffset < 0 ? el : el.parentElement), fg = rgb(seen.ring.outlineColor);
        if (bg && fg) {
          var a = luminance(fg), b = luminance(bg), ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          if (ratio < 3) findings.push(finding("1.4.11 Non-text Contrast", el, "focus outline " + seen.ring.outlineColor + " on rgb(" + bg.join(", ") + ") is " + ratio.toFixed(2) + ":1, under 3:1"));
        }
      }
      if (seen.obscured) findings.push(finding("2.4.11 Focus Not Obscured (Minimum)", el, "focused by Tab, but " + seen.obscured));
    });
    W.cycle = cycle;
    return {findings: findings, stops: stops.length, cycle: cycle.length, expected: W.expected.length};
  };

  // Composite widgets with a roving tab index (tabs, grids, toolbars…) must keep exactly one
  // member in the tab order. Returns the rest of the findings and, for wcag.py to press arrow keys
  // in, up to three widgets of each kind (role and class: one script drives all of a kind).
  W.compositeWidgets = function () {
    var widgets = [], findings = [], kinds = {};
    Array.prototype.forEach.call(document.querySelectorAll(COMPOSITE), function (widget) {
      if (!shown(widget)) return;
      var members = Array.prototype.filter.call(widget.querySelectorAll("[tabindex], a[href], button, input, select, textarea"), function (el) {
        return !el.disabled && el.checkVisibility({visibilityProperty: true}) && el.closest(COMPOSITE) === widget;
      });
      if (members.length < 2) return;
      var tabbable = members.filter(function (el) { return el.tabIndex >= 0; });
      var role = widget.getAttribute("role");
      if (tabbable.length !== 1) {
        findings.push(finding("2.1.1 Keyboard", widget, "a " + role + " with " + members.length + " members has " + tabbable.length + " in the tab order; the ARIA pattern keeps exactly one"));
        return;
      }
      if ((role === "grid" || role === "treegrid") && !(widget.querySelector("[role=row]") && widget.querySelector("[role=gridcell], [role=rowheader], [role=columnheader]"))) {
        findings.push(finding("4.1.2 Name, Role, Value", widget, "a " + role + " without rows of gridcells"));
      }
      var kind = role + " " + widget.className;
      kinds[kind] = (kinds[kind] || 0) + 1;
      if (kinds[kind] <= 3) widgets.push({widget: widget, stop: tabbable[0], role: role, members: members});
    });
    W.widgets = widgets;
    return {findings: findings, count: widgets.length};
  };

  // One step through the widgets: the findings of widget index - 1 (after wcag.py pressed an arrow
  // key forward and one back in it: focus must have gone to another member, then back), then
  // focus on widget `index`'s Tab stop, recording where focus goes from there.
  W.stepWidgets = function (index) {
    var findings = [], done = W.widgets[index - 1], next = W.widgets[index];
    if (done) {
      var moves = W.stops.map(function (el) { return done.members.indexOf(el); }), start = done.members.indexOf(done.stop);
      if (!(moves.length === 2 && moves[0] !== -1 && moves[0] !== start && moves[1] === start)) {
        findings.push(finding("2.1.1 Keyboard", done.widget, "a " + done.role + " with a roving tab index: an arrow key forward and one back moved focus to members [" +
          moves.join(", ") + "] (from " + start + "), not to another member and back"));
      }
    }
    if (next) next.stop.focus();
    W.stops = [];
    return {findings: findings, vertical: !!next && next.widget.getAttribute("aria-orientation") === "vertical"};
  };

  // ---------- Reduced motion (2.3.3) ----------

  W.endlessAnimations = function (criterion) {
    return document.getAnimations().filter(function (a) {
      return a.playState === "running" && a.effect && a.effect.getComputedTiming().iterations === Infinity;
    }).map(function (a) {
      return finding(criterion, a.effect.target, "animation " + (a.animationName || a.transitionProperty || a.id || "(script)") + " runs for ever");
    });
  };

  // ---------- Forced colours ----------

  // Samples of a colour (or a length): they must keep what they show (forced-color-adjust: none)
  // and stand out from the page.
  var SWATCHES = ".contrast-swatch, .contrast-sample, .token-swatch, .token-shadow, .token-bar";
  // Shapes drawn by a background alone, which forced colours remove: pills and badges (small
  // rounded boxes of text) and controls with a fill of their own (a button is then bare text).
  // They are picked in normal colours, before forced colours are turned on.
  var CONTROLS = "button, [role=button], input[type=button], input[type=submit], a[href], summary";

  function shapeKind(el) {
    if (!shown(el) || visuallyHidden(el) || el.matches(SWATCHES) || el.closest(SWATCHES) || !/\S/.test(el.textContent)) return null;
    var s = getComputedStyle(el);
    if (alpha(s.backgroundColor) < 0.1) return null;
    var r = el.getBoundingClientRect();
    if (parseFloat(s.borderTopLeftRadius) >= 6 && r.height > 0 && r.height <= 40 && r.width <= 240) return "a pill";
    if (el.matches(CONTROLS) && alpha(s.backgroundColor) >= 0.5) {
      var around = backdrop(el.parentElement);
      if (around && contrast(rgb(s.backgroundColor), around) > 1.05) return "a control drawn by its fill";
    }
    return null;
  }

  W.markShapes = function () {
    W.shapes = [];
    Array.prototype.forEach.call(document.querySelectorAll("body *"), function (el) {
      var kind = shapeKind(el);
      if (kind) W.shapes.push({el: el, kind: kind});
    });
    return W.shapes.length;
  };

  function contrast(a, b) {
    var x = luminance(a), y = luminance(b);
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  }

  // An edge that shows on the system's page colour: a border on every side, or an outline, of
  // 1px or more, at 3:1 or better against Canvas. Returns null, or what is wrong.
  function edgeProblem(s, canvas) {
    var border = ["Top", "Right", "Bottom", "Left"].every(function (side) {
      return s["border" + side + "Style"] !== "none" && parseFloat(s["border" + side + "Width"]) >= 1 && alpha(s["border" + side + "Color"]) >= 0.5;
    });
    var outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 1 && alpha(s.outlineColor) >= 0.5;
    if (!border && !outline) return "no border or outline (border " + s.borderStyle + " " + s.borderWidth + " " + s.borderColor + ")";
    var color = rgb(border ? s.borderTopColor : s.outlineColor), ratio = contrast(color, canvas);
    return ratio < 3 ? "its edge " + (border ? s.borderTopColor : s.outlineColor) + " is " + ratio.toFixed(2) + ":1 against the page (Canvas)" : null;
  }

  // The current page, the chosen tab, a pressed toggle: in forced colours something other than a
  // background or a colour must still set it apart from the items beside it.
  var MARKED = "[aria-current]:not([aria-current=false]), [aria-selected=true], [aria-pressed=true]";

  // The items of the same kind (tag and classes) near `el`, without its state: in its parent, or up
  // to two levels above (a sidebar's links each sit in a list item).
  function peersOf(el) {
    for (var up = el.parentElement, depth = 0; up && depth < 3; up = up.parentElement, depth++) {
      var peers = Array.prototype.filter.call(up.querySelectorAll(el.tagName), function (other) {
        return other !== el && other.className === el.className && !other.matches(MARKED) && shown(other);
      });
      if (peers.length) return peers;
    }
    return [];
  }

  // What sets an item apart once colours are forced: its edges, outline, text decoration, weight
  // and (system) colours.
  function looks(el) {
    var s = getComputedStyle(el);
    return ["Top", "Right", "Bottom", "Left"].map(function (side) {
      return s["border" + side + "Style"] === "none" ? "none" : [s["border" + side + "Width"], s["border" + side + "Style"], s["border" + side + "Color"]].join(" ");
    }).concat([s.outlineStyle === "none" ? "none" : s.outlineWidth + " " + s.outlineColor, s.textDecorationLine, s.fontWeight,
               s.backgroundColor, s.color]).join("|");
  }

  W.forcedColours = function (criterion) {
    var findings = [];
    if (!matchMedia("(forced-colors: active)").matches) return [finding(criterion, document.documentElement, "forced-colors: active does not match")];
    var probe = document.createElement("div");
    probe.style.cssText = "background-color: Canvas; forced-color-adjust: none";
    document.body.appendChild(probe);
    var canvas = rgb(getComputedStyle(probe).backgroundColor);
    probe.remove();
    Array.prototype.forEach.call(document.querySelectorAll(SWATCHES), function (el) {
      if (!shown(el)) return;
      var s = getComputedStyle(el), problem = edgeProblem(s, canvas);
      // A fill that stands out from the page is an edge of its own (a bar of length in CanvasText).
      if (problem && alpha(s.backgroundColor) >= 0.99 && contrast(rgb(s.backgroundColor), canvas) >= 3) problem = null;
      if (s.forcedColorAdjust !== "none") findings.push(finding(criterion, el, "a sample whose colour forced colours replace (forced-color-adjust: " + s.forcedColorAdjust + ")"));
      else if (problem) findings.push(finding(criterion, el, "a sample with " + problem));
    });
    (W.shapes || []).forEach(function (shape) {
      if (!shown(shape.el)) return;
      var problem = edgeProblem(getComputedStyle(shape.el), canvas);
      if (problem) findings.push(finding(criterion, shape.el, shape.kind + ", which forced colours leave without its background, with " + problem));
    });
    Array.prototype.forEach.call(document.querySelectorAll(MARKED), function (el) {
      if (!shown(el)) return;
      var peers = peersOf(el);
      if (peers.length && looks(el) === looks(peers[0])) {
        findings.push(finding(criterion, el, "the " + (el.hasAttribute("aria-current") ? "current" : "chosen") +
          " item looks like the others (" + peers.length + ") once forced colours have removed its background and colours"));
      }
    });
    Array.prototype.forEach.call(document.querySelectorAll("body *"), function (el) {
      [null, "::before", "::after"].forEach(function (pseudo) {
        var s = getComputedStyle(el, pseudo);
        if (s.maskImage === "none" || !shown(el) || (pseudo && (s.content === "none" || s.content === "normal"))) return;
        if (s.forcedColorAdjust !== "none" && contrast(rgb(s.backgroundColor), canvas) < 3) {
          findings.push(finding(criterion, el, "an icon" + (pseudo ? " (" + pseudo + ")" : "") + " drawn as a mask over its background, " +
            s.backgroundColor + " in forced colours: " + contrast(rgb(s.backgroundColor), canvas).toFixed(2) + ":1 against the page (Canvas)"));
        }
      });
    });
    (W.cycle || []).forEach(function (el) {
      el.focus({preventScroll: true});
      settle(el);
      var s = getComputedStyle(el);
      if (s.outlineStyle === "none" || parseFloat(s.outlineWidth) < 1) findings.push(finding(criterion, el, "focused, without an outline: forced colours remove box shadows and background changes"));
    });
    if (document.activeElement) document.activeElement.blur();
    return findings;
  };

  // ---------- Text spacing (1.4.12) ----------

  W.textSpacing = function (on) {
    var style = document.getElementById("wcag-text-spacing");
    if (on && !style) {
      style = document.createElement("style");
      style.id = "wcag-text-spacing";
      style.textContent = "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";
      document.head.appendChild(style);
    } else if (!on && style) {
      style.remove();
    }
    return [];
  };

  // Blur whatever has focus and go back to the top of the page.
  W.top = function () {
    if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
    window.scrollTo(0, 0);
    return [];
  };

  // Several checks in one call: [[name, argument], …] -> every finding; what is not a list of
  // findings (a count) is left out.
  W.run = function (checks) {
    hiddenCache = new Map();  // the layout may have changed since the last call
    settle();
    return checks.reduce(function (all, check) {
      var result = W[check[0]](check[1]);
      return Array.isArray(result) ? all.concat(result) : all;
    }, []);
  };

  window.__wcag = W;
})();
