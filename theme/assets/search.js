/*
 * Specimen search: fetches search-index.json when search is first used, then answers each
 * keystroke from memory, with no other requests. Index format: SearchIndex.swift; term()
 * must turn words into terms exactly as SearchTerms.swift does.
 */
(function () {
  "use strict";
  var input = document.getElementById("search-input"),
    list = document.getElementById("search-results"),
    status = document.getElementById("search-status");
  if (!input || !list || !status) return;

  var Specimen = (window.Specimen = window.Specimen || {}),
    script = document.currentScript,
    meta = document.querySelector('meta[name="specimen-base"]'),
    base = (script && script.dataset.base) || (meta && meta.content) || "/",
    indexURL = (script && script.dataset.index) || base + "search-index.json",
    DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_",
    VALUE = new Uint8Array(128),
    WORD = /[\p{L}\p{M}\p{N}'\u2019]+/gu,
    LIMIT = 20,
    idle = status.textContent,
    terms = new Map(),
    shown = [],
    active = -1,
    index, loading, timer;
  for (var v = 0; v < 64; v++) VALUE[DIGITS.charCodeAt(v)] = v;

  /* Lowercase, no diacritics or apostrophes, 2-24 code points, no stop word, plural ending dropped. */
  function term(word) {
    var t = terms.get(word);
    if (t !== undefined) return t;
    var w = word.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f'\u2019]/g, "").replace(/\u03c2/g, "\u03c3"),
      n = w.replace(/[\udc00-\udfff]/g, "").length;
    t = n < 2 || n > 24 || index.stop.has(w) ? null
      : n < 4 ? w
      : n > 4 && /ies$/.test(w) ? w.slice(0, -3) + "y"
      : /(sses|shes|ches|xes)$/.test(w) ? w.slice(0, -2)
      : /s$/.test(w) && !/(ss|us|is)$/.test(w) ? w.slice(0, -1) : w;
    if (terms.size < 50000) terms.set(word, t);
    return t;
  }

  function prepare(data) {
    var docs = [], page = [], intro = [], words = [], byLength = {}, previous = "";
    data.pages.forEach(function (p, n) {
      for (var i = 0; i < p.length; i += 3) {
        // An empty anchor is the GitHub slug of an ASCII heading.
        var id = i && (p[i + 1] || p[i].toLowerCase().replace(/[^a-z0-9_\- ]/g, "").replace(/ /g, "-"));
        docs.push({ title: p[0], heading: i ? p[i] : "", href: p[1] + (i ? "#" + id : ""), excerpt: p[i + 2] });
        page.push(n);
        intro.push(i ? 0 : 1);
      }
    });
    (data.terms ? data.terms.split(" ") : []).forEach(function (t, i) {
      words.push((previous = previous.slice(0, VALUE[t.charCodeAt(0)]) + t.slice(1)));
      (byLength[previous.length] = byLength[previous.length] || []).push(i);
    });
    index = { docs: docs, page: page, intro: intro, pages: data.pages.length, stop: new Set(data.stopWords.split(" ")),
      words: words, byLength: byLength, postings: data.postings.split(" "), decoded: [] };
  }

  function load() {
    if (!loading) {
      loading = fetch(indexURL).then(function (response) {
        if (!response.ok) throw new Error("the server answered " + response.status + " for " + indexURL);
        return response.json();
      }).then(prepare);
      loading.catch(function () { loading = null; });
    }
    return loading;
  }

  /* [section, fields, …] of term t; fields: 1 text, 2 heading (the title, in a page's first section). */
  function postings(t) {
    var out = index.decoded[t];
    if (out) return out;
    var text = index.postings[t], n = 0, doc = 0, count = 0, i, at = 0;
    for (i = 0; i < text.length; i++) if (VALUE[text.charCodeAt(i)] < 32) count++;
    out = index.decoded[t] = new Int32Array(count * 2);
    for (i = 0; i < text.length; i++) {
      var value = VALUE[text.charCodeAt(i)];
      n = n * 32 + (value & 31);
      if (value < 32) {
        out[at++] = doc += n >> 2;
        out[at++] = n & 3;
        n = 0;
      }
    }
    return out;
  }

  /* One insertion, deletion, substitution or swap of neighbours apart (a !== b). */
  function oneEdit(a, b) {
    var i = 0;
    while (a[i] === b[i] && i < a.length) i++;
    if (a.length !== b.length) return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }

  /* [term, quality]: exact 1, prefix 0.5-0.8 (the more of the term typed, the more), one typo 0.4. */
  function expand(word) {
    var words = index.words, lo = 0, hi = words.length, found = [], i, mid;
    while (lo < hi) {
      mid = (lo + hi) >> 1;
      if (words[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    for (i = lo; i < lo + 100 && i < words.length && words[i].lastIndexOf(word, 0) === 0; i++) {
      found.push([i, words[i] === word ? 1 : 0.5 + 0.3 * word.length / words[i].length]);
    }
    for (var l = word.length - 1; word.length > 3 && l <= word.length + 1; l++) {
      (index.byLength[l] || []).forEach(function (t) {
        if ((t < lo || t >= i) && oneEdit(word, words[t])) found.push([t, 0.4]);
      });
    }
    return found;
  }

  /* The sections with the most query words, best first: in the title 100, a heading 10, the text 1, times the quality. */
  function search(query) {
    var n = index.docs.length, page = index.page, intro = index.intro, words = [], matched = new Set(),
      candidates = [], seen = new Uint8Array(n), best = [], titled = [], most = 0, top = [];
    (query.match(WORD) || []).forEach(function (w) {
      w = term(w);
      if (w && words.indexOf(w) < 0) words.push(w);
    });
    words.forEach(function (word, k) {
      var score = (best[k] = new Float32Array(n)), title = (titled[k] = new Uint8Array(index.pages));
      expand(word).forEach(function (m) {
        var p = postings(m[0]);
        matched.add(index.words[m[0]]);
        for (var i = 0; i < p.length; i += 2) {
          var d = p[i], f = p[i + 1], s = m[1] * ((f & 2 ? (intro[d] ? 100 : 10) : 0) + (f & 1));
          if (s > score[d]) score[d] = s;
          if (f & 2 && intro[d]) title[page[d]] = 1;
          if (!seen[d]) candidates.push(d);
          seen[d] = 1;
        }
      });
    });
    var counts = new Uint8Array(candidates.length), totals = new Float32Array(candidates.length);
    candidates.forEach(function (d, c) {
      for (var k = 0; k < words.length; k++) {
        // A word of the page title counts, half as much as in a heading, for every section of the page.
        var s = Math.max(best[k][d], titled[k][page[d]] ? 5 : 0);
        if (s) counts[c]++;
        totals[c] += s;
      }
      most = Math.max(most, counts[c]);
    });
    candidates.forEach(function (d, c) {
      var score = totals[c], at = top.length;
      if (counts[c] < most) return;
      while (at && (top[at - 1].score < score || (top[at - 1].score === score && top[at - 1].doc > d))) at--;
      if (at < LIMIT) top.splice(at, 0, { doc: d, score: score });
      top.length = Math.min(top.length, LIMIT);
    });
    return { words: words, matched: matched, results: top };
  }

  /* ---------- The dialog (theme/README.md: the search dialog) ---------- */

  function say(text, now) {
    clearTimeout(timer);
    // After a pause in typing, so a screen reader speaks the count once, not per key.
    timer = setTimeout(function () { status.textContent = text; }, now ? 0 : 250);
  }

  function part(link, className, text, matched) {
    var span = link.appendChild(document.createElement("span")), last = 0;
    span.className = className;
    text.replace(WORD, function (word, at) {
      if (matched.has(term(word))) {
        span.append(text.slice(last, at));
        span.appendChild(document.createElement("mark")).textContent = word;
        last = at + word.length;
      }
    });
    span.append(text.slice(last));
  }

  function select(i, still) {
    var options = list.children;
    if (options[active]) options[active].setAttribute("aria-selected", "false");
    active = i;
    if (!options[i]) return input.removeAttribute("aria-activedescendant");
    options[i].setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", options[i].id);
    if (!still) options[i].scrollIntoView({ block: "nearest" });
  }

  function render(found) {
    list.textContent = "";
    active = -1;
    shown = found.results.map(function (r, i) {
      var doc = index.docs[r.doc], option = list.appendChild(document.createElement("li")),
        link = option.appendChild(document.createElement("a"));
      option.id = "search-result-" + i;
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      link.className = "search-result";
      link.href = doc.href;
      link.tabIndex = -1;
      part(link, "search-result-title", doc.title, found.matched);
      if (doc.heading) part(link, "search-result-section", doc.heading, found.matched);
      if (doc.excerpt) part(link, "search-result-snippet", doc.excerpt, found.matched);
      return link;
    });
    list.hidden = !shown.length;
    status.classList.toggle("has-results", !!shown.length);
    select(shown.length ? 0 : -1, true);
  }

  function update() {
    var query = input.value.trim();
    if (!query || !index) {
      render({ results: [] });
      if (!query) return say(idle, true);
      say("Loading the search index…", true);
      return load().then(update, function (error) {
        say("Search could not load its index (" + error.message + "). " + (location.protocol === "file:"
          ? "Browsers do not let pages opened as files read it: serve the site, for example with `specimen serve`."
          : "Check the connection and type again, or browse the guides in the navigation."), true);
      });
    }
    var found = search(query), n = found.results.length;
    render(found);
    say(!found.words.length ? "Type a longer or more specific word: very short and very common words are not indexed."
      : !n ? "No results for “" + query + "”. Check the spelling, or try a shorter or different word."
      : (n === LIMIT ? "Top " + n + " results" : n === 1 ? "1 result" : n + " results") + " for “" + query + "”.");
  }

  function go(link) {
    var url = new URL(link.href), target;
    if (Specimen.closeSearch) Specimen.closeSearch();
    if (url.pathname !== location.pathname || url.hash !== location.hash) return location.assign(url.href);
    if ((target = document.getElementById(decodeURIComponent(url.hash.slice(1))))) target.scrollIntoView();
  }

  input.addEventListener("focus", function () { load().catch(function () {}); });
  input.addEventListener("input", update);
  input.addEventListener("keydown", function (event) {
    var n = shown.length, down = event.key === "ArrowDown";
    if ((down || event.key === "ArrowUp") && n) {
      event.preventDefault();
      select((active + (down ? 1 : n - 1)) % n);
    } else if (event.key === "Enter" && !event.isComposing && shown[active]) {
      event.preventDefault();
      go(shown[active]);
    }
  });
  list.addEventListener("click", function (event) {
    var link = event.target.closest("a");
    if (link && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      event.preventDefault();
      go(link);
    }
  });
  list.addEventListener("mousemove", function (event) {
    var i = shown.indexOf(event.target.closest("a"));
    if (i >= 0 && i !== active) select(i, true);
  });

  /* For tests and other scripts: resolves to [{title, section, url, score}], best first. */
  Specimen.search = function (query) {
    return load().then(function () {
      return search(query).results.map(function (r) {
        var doc = index.docs[r.doc];
        return { title: doc.title, section: doc.heading, url: doc.href, score: r.score };
      });
    });
  };
  Specimen.searchReady = true;
})();
