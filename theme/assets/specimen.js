/*
 * Specimen default theme: small, dependency-free behaviour for the site chrome.
 * Loaded with `defer`; makes no network requests. Everything here is progressive:
 * without JavaScript the pages still read, link and print correctly.
 *
 * window.Specimen exposes a few hooks for other scripts (the search client):
 *   Specimen.announce(text)   speak text through the polite live region
 *   Specimen.openSearch()     open the search dialog and focus its input
 *   Specimen.closeSearch()
 *   Specimen.searchReady      set to true by a search client once it handles input
 */
(function () {
  "use strict";

  var root = document.documentElement;
  var STORAGE_KEY = "specimen-theme";
  var Specimen = (window.Specimen = window.Specimen || {});

  function $(selector, scope) {
    return (scope || document).querySelector(selector);
  }

  function $$(selector, scope) {
    return Array.prototype.slice.call((scope || document).querySelectorAll(selector));
  }

  /* ---------- Live announcements ---------- */

  var announcer = $("#specimen-announcer");
  if (!announcer) {
    announcer = document.createElement("div");
    announcer.id = "specimen-announcer";
    announcer.className = "sr-only";
    announcer.setAttribute("role", "status");
    announcer.setAttribute("aria-live", "polite");
    document.body.appendChild(announcer);
  }
  var announceTimer = 0;

  function announce(text) {
    // Clear first so the same message twice in a row is still spoken.
    announcer.textContent = "";
    window.clearTimeout(announceTimer);
    announceTimer = window.setTimeout(function () {
      announcer.textContent = text;
    }, 60);
  }
  Specimen.announce = announce;

  /* ---------- Theme (light / dark) ---------- */

  var darkQuery = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;

  function storedTheme() {
    try {
      var value = window.localStorage.getItem(STORAGE_KEY);
      return value === "light" || value === "dark" ? value : null;
    } catch (error) {
      return null; // Storage can be blocked (private mode, file://); fall back to the system.
    }
  }

  function systemTheme() {
    return darkQuery && darkQuery.matches ? "dark" : "light";
  }

  function applyTheme(theme) {
    root.setAttribute("data-theme", theme);
    $$(".theme-toggle").forEach(function (button) {
      button.setAttribute("aria-pressed", theme === "dark" ? "true" : "false");
    });
  }

  applyTheme(storedTheme() || systemTheme());

  $$(".theme-toggle").forEach(function (button) {
    button.addEventListener("click", function () {
      var next = root.getAttribute("data-theme") === "dark" ? "light" : "dark";
      applyTheme(next);
      try {
        window.localStorage.setItem(STORAGE_KEY, next);
      } catch (error) {
        /* The choice lasts for this page only. */
      }
      announce(next === "dark" ? "Dark theme on" : "Light theme on");
    });
  });

  if (darkQuery) {
    var onSystemChange = function () {
      if (!storedTheme()) applyTheme(systemTheme());
    };
    if (darkQuery.addEventListener) darkQuery.addEventListener("change", onSystemChange);
    else if (darkQuery.addListener) darkQuery.addListener(onSystemChange);
  }

  // Print in the light theme whatever is on screen: paper is white, and so are most PDFs.
  var themeBeforePrint = null;
  window.addEventListener("beforeprint", function () {
    themeBeforePrint = root.getAttribute("data-theme");
    root.setAttribute("data-theme", "light");
  });
  window.addEventListener("afterprint", function () {
    if (themeBeforePrint) root.setAttribute("data-theme", themeBeforePrint);
    themeBeforePrint = null;
  });

  // Keep several open tabs of the same site in step.
  window.addEventListener("storage", function (event) {
    if (event.key === STORAGE_KEY) applyTheme(storedTheme() || systemTheme());
  });

  /* ---------- Phone menu (sidebar drawer) ---------- */

  var menuButton = $(".menu-button");
  var sidebar = $("#sidebar");
  var scrim = $(".scrim");
  var drawerQuery = window.matchMedia ? window.matchMedia("(max-width: 959.98px)") : null;
  var inertWhileOpen = $$(".page, .site-header-inner > :not(.menu-button)");

  function isNavOpen() {
    return root.classList.contains("nav-open");
  }

  function setNav(open, restoreFocus) {
    if (!menuButton || !sidebar) return;
    root.classList.toggle("nav-open", open);
    menuButton.setAttribute("aria-expanded", open ? "true" : "false");
    inertWhileOpen.forEach(function (element) {
      if (open) element.setAttribute("inert", "");
      else element.removeAttribute("inert");
    });
    if (open) {
      var target = $('[aria-current="page"]', sidebar) || $("a", sidebar);
      if (target) target.focus({ preventScroll: true });
      revealCurrentNavItem();
    } else if (restoreFocus) {
      menuButton.focus();
    }
  }

  if (menuButton && sidebar) {
    menuButton.addEventListener("click", function () {
      setNav(!isNavOpen(), true);
    });
    if (scrim) {
      scrim.addEventListener("click", function () {
        setNav(false, true);
      });
    }
    sidebar.addEventListener("click", function (event) {
      if (event.target.closest && event.target.closest("a") && isNavOpen()) setNav(false, false);
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && isNavOpen()) {
        event.preventDefault();
        setNav(false, true);
      }
    });
    if (drawerQuery) {
      var onDrawerQuery = function () {
        if (!drawerQuery.matches && isNavOpen()) setNav(false, false);
      };
      if (drawerQuery.addEventListener) drawerQuery.addEventListener("change", onDrawerQuery);
      else if (drawerQuery.addListener) drawerQuery.addListener(onDrawerQuery);
    }
  }

  // Scroll the sidebar (not the page) so the current page's link is in view.
  function revealCurrentNavItem() {
    if (!sidebar) return;
    var current = $('[aria-current="page"]', sidebar);
    if (!current) return;
    var top = current.offsetTop;
    var node = current.offsetParent;
    while (node && node !== sidebar && sidebar.contains(node)) {
      top += node.offsetTop;
      node = node.offsetParent;
    }
    if (node !== sidebar) {
      top = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top + sidebar.scrollTop;
    }
    if (top < sidebar.scrollTop || top + current.offsetHeight > sidebar.scrollTop + sidebar.clientHeight) {
      sidebar.scrollTop = Math.max(0, top - sidebar.clientHeight / 3);
    }
  }
  revealCurrentNavItem();

  /* ---------- Search dialog (the search client is wired separately) ---------- */

  var searchDialog = $("#search-dialog");
  var searchInput = $("#search-input");
  var searchStatus = $("#search-status");
  var lastSearchOpener = null;

  function openSearch() {
    if (!searchDialog) return;
    if (isNavOpen()) setNav(false, false);
    if (!searchDialog.open) {
      lastSearchOpener = document.activeElement;
      if (typeof searchDialog.showModal === "function") searchDialog.showModal();
      else searchDialog.setAttribute("open", "");
    }
    if (searchInput) {
      searchInput.focus();
      searchInput.select();
    }
  }

  function closeSearch() {
    if (!searchDialog || !searchDialog.open) return;
    if (typeof searchDialog.close === "function") searchDialog.close();
    else searchDialog.removeAttribute("open");
  }

  Specimen.openSearch = openSearch;
  Specimen.closeSearch = closeSearch;

  if (searchDialog) {
    $$(".search-button, [data-open-search]").forEach(function (button) {
      button.addEventListener("click", openSearch);
    });
    var closeButton = $(".search-close", searchDialog);
    if (closeButton) closeButton.addEventListener("click", closeSearch);

    // Escape closes at once, even from a search field that still has text
    // (Chromium would otherwise spend the first Escape clearing the field).
    searchDialog.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        closeSearch();
      }
    });

    // A click on the backdrop (outside the panel) closes the dialog.
    searchDialog.addEventListener("click", function (event) {
      if (event.target === searchDialog) closeSearch();
    });

    searchDialog.addEventListener("close", function () {
      if (lastSearchOpener && typeof lastSearchOpener.focus === "function" && document.contains(lastSearchOpener)) {
        lastSearchOpener.focus();
      }
      lastSearchOpener = null;
    });

    var form = $("form", searchDialog);
    if (form) {
      form.addEventListener("submit", function (event) {
        event.preventDefault();
      });
    }

    if (searchInput && searchStatus) {
      var idleMessage = searchStatus.textContent;
      searchInput.addEventListener("input", function () {
        if (Specimen.searchReady) return;
        searchStatus.textContent = searchInput.value.trim()
          ? "Search is not available on this site yet. Browse the guides in the navigation instead."
          : idleMessage;
      });
    }

    document.addEventListener("keydown", function (event) {
      var key = event.key;
      var target = event.target;
      var typing =
        target &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if ((key === "k" || key === "K") && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        if (searchDialog.open) closeSearch();
        else openSearch();
      } else if (key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        openSearch();
      }
    });
  }

  /* ---------- Copy buttons on code blocks ---------- */

  function copyWithSelection(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.top = "0";
    area.style.left = "-9999px";
    area.style.opacity = "0";
    document.body.appendChild(area);
    var previous = document.activeElement;
    area.select();
    var ok = false;
    try {
      ok = document.execCommand("copy");
    } catch (error) {
      ok = false;
    }
    document.body.removeChild(area);
    if (previous && typeof previous.focus === "function") previous.focus({ preventScroll: true });
    return ok;
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(
        function () {
          return true;
        },
        function () {
          return copyWithSelection(text);
        }
      );
    }
    return Promise.resolve(copyWithSelection(text));
  }

  function codeFor(button) {
    var block = button.closest(".code-block");
    var code = block && (block.querySelector("pre code") || block.querySelector("pre"));
    return code ? code.textContent.replace(/\n$/, "") : "";
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest(".copy-button");
    if (!button) return;
    var label = button.getAttribute("data-label") || button.textContent.trim() || "Copy";
    var ariaLabel = button.getAttribute("data-aria-label") || button.getAttribute("aria-label") || "Copy code";
    button.setAttribute("data-label", label);
    button.setAttribute("data-aria-label", ariaLabel);
    copyText(codeFor(button)).then(function (ok) {
      button.textContent = ok ? "Copied" : "Copy failed";
      button.setAttribute("aria-label", ok ? "Copied" : "Copy failed");
      button.classList.toggle("is-copied", ok);
      announce(ok ? "Code copied to the clipboard" : "Could not copy. Select the code and copy it with your keyboard.");
      window.clearTimeout(Number(button.getAttribute("data-timer")) || 0);
      var timer = window.setTimeout(function () {
        button.textContent = label;
        button.setAttribute("aria-label", ariaLabel);
        button.classList.remove("is-copied");
      }, 2000);
      button.setAttribute("data-timer", String(timer));
    });
  });

  /* ---------- Task lists: give cmark-gfm's bare checkboxes the item's text as their name ---------- */

  $$(".content li > input[type='checkbox'], .content li > p:first-child > input[type='checkbox']:first-child").forEach(function (box) {
    if (box.id && document.querySelector("label[for='" + box.id + "']")) return;
    if (box.hasAttribute("aria-label") || box.hasAttribute("aria-labelledby") || box.closest("label")) return;
    var item = box.closest("li");
    var text = "";
    Array.prototype.forEach.call(item.childNodes, function (node) {
      if (node.nodeType === 1 && /^(UL|OL)$/.test(node.tagName)) return;
      text += node.textContent;
    });
    text = text.replace(/\s+/g, " ").trim();
    if (text) box.setAttribute("aria-label", text);
  });

  /* ---------- Scrollable tables and code: reachable by keyboard ---------- */

  var scrollables = $$(".content table:not(.token-table-wrap > table):not(.contrast-table-wrap > table), .content pre, .content .token-table-wrap, .content .contrast-table-wrap");

  function markScrollable() {
    scrollables.forEach(function (element) {
      var scrolls = element.scrollWidth > element.clientWidth + 1;
      if (scrolls && !element.hasAttribute("tabindex")) {
        element.setAttribute("tabindex", "0");
        element.setAttribute("data-scrollable", "");
      } else if (!scrolls && element.hasAttribute("data-scrollable")) {
        element.removeAttribute("tabindex");
        element.removeAttribute("data-scrollable");
      }
    });
  }

  if (scrollables.length) {
    markScrollable();
    var resizeTimer = 0;
    window.addEventListener("resize", function () {
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(markScrollable, 150);
    });
  }

  /* ---------- Inline outline: below the page's own <h1> when the body starts with one ---------- */

  var inlineOutline = $(".outline-inline");
  var firstHeading = $(".content > h1:first-child");
  if (inlineOutline && firstHeading && !$(".doc-header")) {
    // Lift the title out of the body so the outline can sit under it, as on pages whose title the layout prints.
    firstHeading.classList.add("doc-title");
    inlineOutline.parentNode.insertBefore(firstHeading, inlineOutline);
  }

  /* ---------- Fragments of any letter case ---------- */

  // GitHub takes a reader to `## Summary` from a link to `#Summary`, and READMEs rely on it; a browser
  // matches ids exactly. When nothing on the page has the fragment's id, go to the one that differs only
  // in case, as GitHub does (the build reports a fragment that no id answers in any case).
  function revealFragmentOfAnyCase() {
    var id;
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch (error) {
      return;
    }
    if (!id || document.getElementById(id) || document.getElementsByName(id).length) return;
    var wanted = id.toLowerCase();
    var target = $$("[id], a[name]").filter(function (element) {
      return (element.id || element.getAttribute("name")).toLowerCase() === wanted;
    })[0];
    if (target) target.scrollIntoView();
  }
  window.addEventListener("hashchange", revealFragmentOfAnyCase);
  revealFragmentOfAnyCase();

  /* ---------- Outline: mark the section in view ---------- */

  var outlineLinks = $$(".outline-link");
  if (outlineLinks.length && "IntersectionObserver" in window) {
    var linksById = {};
    var headings = [];
    outlineLinks.forEach(function (link) {
      var id = decodeURIComponent((link.getAttribute("href") || "").slice(1));
      if (!id) return;
      if (!linksById[id]) {
        linksById[id] = [];
        var heading = document.getElementById(id);
        if (heading) headings.push(heading);
      }
      linksById[id].push(link);
    });
    headings.sort(function (a, b) {
      return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });

    var activeId = null;
    var frame = 0;

    function setActive(id) {
      if (id === activeId) return;
      if (activeId && linksById[activeId]) {
        linksById[activeId].forEach(function (link) {
          link.classList.remove("is-active");
          link.removeAttribute("aria-current");
        });
      }
      activeId = id;
      if (id && linksById[id]) {
        linksById[id].forEach(function (link) {
          link.classList.add("is-active");
          link.setAttribute("aria-current", "location");
          keepInView(link);
        });
      }
    }

    // A long outline scrolls on its own; keep the current entry visible without moving the page.
    function keepInView(link) {
      var box = link.closest(".outline-inner");
      if (!box || box.scrollHeight <= box.clientHeight) return;
      var top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
      if (top < box.scrollTop + 24 || top + link.offsetHeight > box.scrollTop + box.clientHeight - 24) {
        box.scrollTop = Math.max(0, top - box.clientHeight / 2);
      }
    }

    // A heading becomes current once it rises into the top quarter of the viewport.
    var ZONE = 0.25;

    function update() {
      frame = 0;
      var line = window.innerHeight * ZONE;
      var current = null;
      for (var i = 0; i < headings.length; i++) {
        if (headings[i].getBoundingClientRect().top <= line) current = headings[i];
        else break;
      }
      // At the very bottom the last headings can never reach the top: take the last one in view.
      var scroller = document.scrollingElement || document.documentElement;
      if (headings.length && window.innerHeight + window.scrollY >= scroller.scrollHeight - 2) {
        for (var j = headings.length - 1; j >= 0; j--) {
          var top = headings[j].getBoundingClientRect().top;
          if (top < window.innerHeight && top >= 0) {
            current = headings[j];
            break;
          }
        }
      }
      setActive(current ? current.id : null);
    }

    function schedule() {
      if (!frame) frame = window.requestAnimationFrame(update);
    }

    // The zone runs from far above the page down to the line, so a heading is "in" it exactly when it
    // has risen past the line, and jumps (End key, links, reduced motion) are reported like scrolling.
    var zoneObserver = new IntersectionObserver(schedule, {
      rootMargin: "100000px 0px -" + (100 - ZONE * 100) + "% 0px",
      threshold: [0, 1]
    });
    headings.forEach(function (heading) {
      zoneObserver.observe(heading);
    });
    // Reaching the end of the page (the footer fully in view) is checked too.
    var end = $(".site-footer") || $(".pager");
    if (end) new IntersectionObserver(schedule, { threshold: [0, 1] }).observe(end);
    schedule();
  }

  /* ---------- Component example tabs (role=tablist / tab / tabpanel) ---------- */

  var tabsSeen = 0;

  function setupTabs(container) {
    var tablist = $('[role="tablist"], .component-tablist', container);
    if (!tablist) return;
    tablist.setAttribute("role", "tablist");
    var tabs = $$('[role="tab"], .component-tab', tablist);
    var panels = $$('[role="tabpanel"], .component-panel', container).filter(function (panel) {
      return panel.closest(".component-tabs") === container;
    });
    if (!tabs.length) return;
    tabsSeen += 1;

    tabs.forEach(function (tab, index) {
      tab.setAttribute("role", "tab");
      if (tab.tagName === "BUTTON" && !tab.hasAttribute("type")) tab.setAttribute("type", "button");
      if (!tab.id) tab.id = "specimen-tab-" + tabsSeen + "-" + index;
      var panel = tab.getAttribute("aria-controls") ? document.getElementById(tab.getAttribute("aria-controls")) : panels[index];
      if (panel) {
        if (!panel.id) panel.id = "specimen-panel-" + tabsSeen + "-" + index;
        tab.setAttribute("aria-controls", panel.id);
        panel.setAttribute("role", "tabpanel");
        if (!panel.hasAttribute("aria-labelledby")) panel.setAttribute("aria-labelledby", tab.id);
        if (!panel.hasAttribute("tabindex")) panel.setAttribute("tabindex", "0");
      }
    });

    function select(tab, focus) {
      tabs.forEach(function (other) {
        var selected = other === tab;
        other.setAttribute("aria-selected", selected ? "true" : "false");
        other.setAttribute("tabindex", selected ? "0" : "-1");
        var panel = document.getElementById(other.getAttribute("aria-controls"));
        if (panel) panel.hidden = !selected;
      });
      if (focus) tab.focus();
      markScrollable();
    }

    var initial = tabs.filter(function (tab) {
      return tab.getAttribute("aria-selected") === "true";
    })[0] || tabs[0];
    select(initial, false);

    tablist.addEventListener("click", function (event) {
      var tab = event.target.closest('[role="tab"]');
      if (tab && tabs.indexOf(tab) !== -1) select(tab, true);
    });

    tablist.addEventListener("keydown", function (event) {
      var index = tabs.indexOf(document.activeElement);
      if (index === -1) return;
      var next = null;
      if (event.key === "ArrowRight" || event.key === "ArrowDown") next = tabs[(index + 1) % tabs.length];
      else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = tabs[(index - 1 + tabs.length) % tabs.length];
      else if (event.key === "Home") next = tabs[0];
      else if (event.key === "End") next = tabs[tabs.length - 1];
      if (next) {
        event.preventDefault();
        select(next, true);
      }
    });
  }

  $$(".component-tabs").forEach(setupTabs);
  scrollables = $$(".content table:not(.token-table-wrap > table), .content pre, .content .token-table-wrap");
  markScrollable();

  /* ---------- Token pages: a filter box over every token table ---------- */

  // Words match a row when each appears in its name, a value or the description. The query is
  // kept in the address (?filter=…), so a filtered page can be shared.
  $$(".token-filter").forEach(function (box) {
    var input = $("input", box);
    var output = $("output", box);
    var groups = $$(".token-group").map(function (group) {
      var summary = $("summary", group);
      return { element: group, rows: $$("tbody tr", group), summary: summary, count: summary ? summary.textContent : "" };
    });
    var rows = $$(".token-group tbody tr");
    var texts = rows.map(function (row) { return row.textContent.toLowerCase(); });
    box.hidden = false;

    function apply() {
      var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      rows.forEach(function (row, index) {
        var match = words.every(function (word) { return texts[index].indexOf(word) !== -1; });
        row.hidden = !match;
        if (match) shown += 1;
      });
      groups.forEach(function (group) {
        var shownHere = group.rows.filter(function (row) { return !row.hidden; }).length;
        var visible = shownHere > 0;
        group.element.hidden = !visible;
        // The group's count follows the filter: "1 of 4 tokens".
        if (group.summary) group.summary.textContent = words.length ? shownHere + " of " + group.count : group.count;
        var heading = group.element.previousElementSibling;
        if (heading && /^H[2-6]$/.test(heading.tagName)) heading.hidden = !visible;
        if (words.length && visible) group.element.open = true;
      });
      output.textContent = words.length ? shown + " of " + rows.length + " tokens" : rows.length + " tokens";
      var url = new URL(window.location.href);
      if (input.value) url.searchParams.set("filter", input.value); else url.searchParams.delete("filter");
      window.history.replaceState(window.history.state, "", url);
    }

    var initial = new URL(window.location.href).searchParams.get("filter");
    if (initial) {
      input.value = initial;
      apply();
    }
    input.addEventListener("input", apply);
  });

  /* ---------- Token adoption: sort the modules by any column ---------- */

  // Each heading becomes a button; numbers sort as numbers (the bar by its share), names as text.
  $$(".adoption-table[data-sortable] table").forEach(function (table) {
    var body = $("tbody", table);
    $$("thead th", table).forEach(function (heading, column) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = heading.textContent;
      heading.textContent = "";
      heading.appendChild(button);
      button.addEventListener("click", function () {
        var ascending = heading.getAttribute("aria-sort") === "descending";
        $$("thead th", table).forEach(function (other) { other.removeAttribute("aria-sort"); });
        heading.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        function key(row) {
          var cell = row.cells[column];
          var marked = $("[data-sort]", cell);
          var text = marked ? marked.getAttribute("data-sort") : cell.textContent.trim();
          var number = parseFloat(text);
          return isNaN(number) ? text.toLowerCase() : number;
        }
        $$("tr", body).sort(function (a, b) {
          var x = key(a), y = key(b);
          var order = x < y ? -1 : x > y ? 1 : 0;
          return ascending ? order : -order;
        }).forEach(function (row) { body.appendChild(row); });
      });
    });
  });

  /* ---------- Colour contrast: filters and sort over the pairs, kept in the address ---------- */

  // Without this script the table is complete and sorted worst first. With a mode chosen, only
  // that mode's column shows, and the verdict and the ratio sort are that mode's.
  $$(".contrast-controls").forEach(function (form) {
    var table = $(".contrast-table", form.parentNode);
    if (!table) return;
    var body = $("tbody", table);
    var rows = $$("tr", body);
    var names = ["status", "mode", "usage", "token", "sort"];
    var output = $("output", form);
    form.hidden = false;

    function ratio(row, mode) {
      var cells = $$("td[data-ratio]", row).filter(function (cell) { return !mode || cell.getAttribute("data-mode") === mode; });
      if (!cells.length) return Infinity;
      return Math.min.apply(null, cells.map(function (cell) { return parseFloat(cell.getAttribute("data-ratio")); }));
    }

    function status(row, mode) {
      if (!mode) return row.getAttribute("data-status");
      var cell = $$("td[data-mode]", row).filter(function (td) { return td.getAttribute("data-mode") === mode; })[0];
      return cell ? cell.getAttribute("data-status") : "";
    }

    function apply() {
      var value = {};
      names.forEach(function (name) { value[name] = form.elements[name].value; });
      var words = value.token.toLowerCase().split(/\s+/).filter(Boolean);
      $$("[data-mode]", table).forEach(function (cell) {
        cell.hidden = Boolean(value.mode) && cell.getAttribute("data-mode") !== value.mode;
      });
      var shown = 0;
      rows.forEach(function (row) {
        var tokens = row.getAttribute("data-tokens").toLowerCase();
        var match = (!value.status || status(row, value.mode) === value.status)
          && (!value.usage || row.getAttribute("data-usage") === value.usage)
          && words.every(function (word) { return tokens.indexOf(word) !== -1; });
        row.hidden = !match;
        if (match) shown += 1;
      });
      var order = rows.map(function (row, index) {
        return { row: row, index: index, ratio: ratio(row, value.mode), name: row.getAttribute("data-tokens") };
      });
      order.sort(function (a, b) {
        // A pair not measured in the chosen mode goes last whichever way the ratios run.
        var unmeasured = (a.ratio === Infinity) - (b.ratio === Infinity);
        var by = value.sort === "name" ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
          : unmeasured || (value.sort === "best" ? b.ratio - a.ratio : a.ratio - b.ratio);
        return by || a.index - b.index;
      });
      order.forEach(function (item) { body.appendChild(item.row); });
      // aria-sort names the column the order follows: the pair's name, or the chosen mode's ratio.
      $$("thead th", table).forEach(function (header) {
        var sorted = value.sort === "name" ? header.hasAttribute("data-sort")
          : Boolean(value.mode) && header.getAttribute("data-mode") === value.mode;
        if (sorted) header.setAttribute("aria-sort", value.sort === "best" ? "descending" : "ascending");
        else header.removeAttribute("aria-sort");
      });
      var by = value.sort === "name" ? "token name" : (value.sort === "best" ? "best ratio first" : "worst ratio first");
      output.textContent = shown + " of " + rows.length + " pairs, " + by;
      var url = new URL(window.location.href);
      names.forEach(function (name) {
        if (value[name]) url.searchParams.set(name, value[name]); else url.searchParams.delete(name);
      });
      window.history.replaceState(window.history.state, "", url);
    }

    var params = new URL(window.location.href).searchParams;
    names.forEach(function (name) {
      var field = form.elements[name];
      var wanted = params.get(name);
      if (wanted === null) return;
      // A select keeps only a value it offers; an unknown one from an old link is ignored.
      if (field.tagName === "SELECT" && !$$("option", field).some(function (option) { return option.value === wanted; })) return;
      field.value = wanted;
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.addEventListener("input", apply);
    form.addEventListener("change", apply);
    apply();
  });

  /* ---------- Contrast matrix: choose rows, columns and a minimum, kept in the address ---------- */

  // ?fg=…&fg=… and ?bg=… list the chosen tokens (all when absent); ?min=4.5 blanks the cells below.
  $$(".contrast-matrix-controls").forEach(function (form) {
    var matrix = form.parentNode;
    var output = $("output", form);
    var boxes = { fg: $$("input[name='fg']", form), bg: $$("input[name='bg']", form) };
    form.hidden = false;

    function chosen(name) {
      return boxes[name].filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
    }

    function apply() {
      var fg = chosen("fg");
      var bg = chosen("bg");
      var min = parseFloat(form.elements.min.value) || 0;
      $$("tbody tr[data-fg]", matrix).forEach(function (row) { row.hidden = fg.indexOf(row.getAttribute("data-fg")) === -1; });
      $$("[data-bg]", matrix).forEach(function (cell) { cell.hidden = bg.indexOf(cell.getAttribute("data-bg")) === -1; });
      $$("td[data-ratio]", matrix).forEach(function (cell) {
        cell.classList.toggle("is-below", parseFloat(cell.getAttribute("data-ratio")) < min);
      });
      output.textContent = fg.length + " of " + boxes.fg.length + " foregrounds, " + bg.length + " of " + boxes.bg.length + " backgrounds";
      var url = new URL(window.location.href);
      ["fg", "bg"].forEach(function (name) {
        url.searchParams.delete(name);
        var list = chosen(name);
        // None chosen is kept as one empty value, so a reload does not bring every token back.
        if (!list.length) url.searchParams.append(name, "");
        else if (list.length < boxes[name].length) list.forEach(function (value) { url.searchParams.append(name, value); });
      });
      if (min) url.searchParams.set("min", form.elements.min.value); else url.searchParams.delete("min");
      window.history.replaceState(window.history.state, "", url);
    }

    var params = new URL(window.location.href).searchParams;
    ["fg", "bg"].forEach(function (name) {
      var wanted = params.getAll(name);
      if (wanted.length) boxes[name].forEach(function (box) { box.checked = wanted.indexOf(box.value) !== -1; });
    });
    var min = params.get("min");
    if (min && $$("option", form.elements.min).some(function (option) { return option.value === min; })) form.elements.min.value = min;
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.addEventListener("change", apply);
    apply();
  });

  /* ---------- Not-found page: say which address was asked for ---------- */

  $$("[data-not-found-path]").forEach(function (element) {
    element.textContent = window.location.pathname + window.location.search + window.location.hash;
  });
})();
