/// The script the preview server puts into every HTML page it serves, and only there:
/// `specimen build` output never contains it.
///
/// It listens to ``LiveReloadClient/eventsPath`` with an `EventSource` and
/// - on `reload`, stores the scroll position in `sessionStorage` (keyed by path) and
///   reloads; the new page puts the scroll position back;
/// - on `hello` (every connection, so also after the server restarts), reloads when the
///   server's build differs from the one the page came from;
/// - on `error`, shows an overlay in the guides' full-page error pattern: what went wrong,
///   `file:line:column` with the source line and a caret, why, and what to do next. The
///   overlay is an `alertdialog` in its own shadow DOM with inline styles (it needs no
///   theme CSS), takes focus, has a Dismiss button (and Escape), and fades in only when
///   the reader has not asked for reduced motion. Fixing the file sends `reload`.
public enum LiveReloadClient {
    /// The Server-Sent Events endpoint, always at the server's root whatever the base URL.
    public static let eventsPath = "/__specimen/events"

    /// The `<script>` element for a page served from `build`.
    public static func snippet(build: String) -> String {
        let safe = build.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        return "<script data-specimen-preview>" + scriptParts.joined(separator: safe) + "</script>\n"
    }

    /// The script cut where the build goes, once: every HTML response the preview serves needs it.
    private static let scriptParts = script.components(separatedBy: "%BUILD%")

    /// The client, with `%BUILD%` where the page's build goes. Kept free of `</script`.
    static let script = #"""
        (function () {
          "use strict";
          if (window.__specimenPreview || !window.EventSource) return;
          var BUILD = "%BUILD%";
          var EVENTS = "\#(eventsPath)";
          var scrollKey = "specimen:scroll:" + location.pathname;
          var preview = (window.__specimenPreview = { build: BUILD });
          var overlay = null;
          var returnFocus = null;

          /* ---------- Scroll position across reloads ---------- */

          function restoreScroll() {
            var saved = null;
            try {
              saved = JSON.parse(sessionStorage.getItem(scrollKey) || "null");
              sessionStorage.removeItem(scrollKey);
            } catch (e) {}
            if (!saved) return;
            if ("scrollRestoration" in history) history.scrollRestoration = "manual";
            // "instant": a theme's `scroll-behavior: smooth` must not animate the page back into place.
            var apply = function () { window.scrollTo({ left: saved.x || 0, top: saved.y || 0, behavior: "instant" }); };
            apply();
            if (document.readyState !== "complete") {
              window.addEventListener("load", function () {
                apply();
                if ("scrollRestoration" in history) history.scrollRestoration = "auto";
              }, { once: true });
            }
          }

          function reload() {
            try {
              sessionStorage.setItem(scrollKey, JSON.stringify({ x: window.scrollX, y: window.scrollY }));
            } catch (e) {}
            location.reload();
          }

          /* ---------- Error overlay ---------- */

          var STYLE = [
            ":host { all: initial; }",
            ".backdrop { position: fixed; inset: 0; z-index: 2147483647; box-sizing: border-box; overflow: auto;",
            "  display: flex; align-items: flex-start; justify-content: center; padding: 6vh 16px;",
            "  background: rgba(0, 0, 0, 0.55); font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }",
            ".panel { box-sizing: border-box; width: 100%; max-width: 46rem; padding: 24px 28px; border-radius: 12px;",
            "  background: #ffffff; color: #1f1f1f; border: 1px solid #c4c4c4; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35); }",
            ".icon { display: block; width: 48px; height: 48px; color: #b3261e; }",
            "h2 { margin: 12px 0 8px; font-size: 1.375rem; line-height: 1.3; font-weight: 700; }",
            "h2:focus { outline: none; }",
            "p { margin: 0 0 12px; }",
            "ol { margin: 16px 0; padding: 0; list-style: none; }",
            "li { margin: 0 0 20px; padding-top: 16px; border-top: 1px solid #c4c4c4; }",
            ".where { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9375rem; margin-bottom: 4px; }",
            ".what { font-weight: 600; }",
            "pre { margin: 0 0 12px; padding: 12px; border-radius: 8px; overflow-x: auto; background: #f3f3f3; color: #1f1f1f;",
            "  font: 14px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }",
            "pre:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }",
            ".caret { color: #b3261e; font-weight: 700; }",
            ".label { font-weight: 700; }",
            ".actions { display: flex; justify-content: flex-end; margin-top: 8px; }",
            "button { font: inherit; font-weight: 600; min-height: 44px; min-width: 44px; padding: 8px 20px; cursor: pointer;",
            "  border-radius: 8px; border: 1px solid #1f1f1f; background: #1f1f1f; color: #ffffff; }",
            "button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }",
            "@media (prefers-color-scheme: dark) {",
            "  .panel { background: #1e1e1e; color: #ededed; border-color: #5c5c5c; }",
            "  li { border-color: #5c5c5c; }",
            "  pre { background: #2b2b2b; color: #ededed; }",
            "  .icon, .caret { color: #ffb4ab; }",
            "  button { background: #ededed; color: #1e1e1e; border-color: #ededed; }",
            "  button:focus-visible, pre:focus-visible { outline-color: #a8c7fa; }",
            "}",
            "@media (prefers-reduced-motion: no-preference) { .backdrop { animation: specimen-fade 0.15s ease-out; } }",
            "@keyframes specimen-fade { from { opacity: 0; } to { opacity: 1; } }"
          ].join("\n");

          var ICON = '<svg class="icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor"' +
            ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0' +
            ' 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/><path d="M12 9v4"/><path d="M12 17h.01"/></svg>';

          function element(name, className, text) {
            var node = document.createElement(name);
            if (className) node.className = className;
            if (text != null) node.textContent = text;
            return node;
          }

          function sourceBlock(problem) {
            var number = String(problem.line);
            var gutter = number.replace(/./g, " ");
            var chars = Array.from(problem.sourceLine);
            var cells = 0;
            var caret = problem.sourceColumn || problem.column;
            for (var i = 0; i < caret - 1 && i < chars.length; i++) cells += chars[i] === "\t" ? 4 : 1;
            var pre = element("pre");
            pre.tabIndex = 0;
            pre.setAttribute("aria-label", "Line " + number + " of " + problem.file + ", column " + problem.column);
            pre.appendChild(document.createTextNode(" " + number + " | " + problem.sourceLine.replace(/\t/g, "    ") + "\n " + gutter + " | " + " ".repeat(cells)));
            pre.appendChild(element("span", "caret", "^"));
            return pre;
          }

          function labelled(className, label, text) {
            var p = element("p", className);
            p.appendChild(element("span", "label", label + " "));
            p.appendChild(document.createTextNode(text));
            return p;
          }

          function showOverlay(data) {
            removeOverlay(false);
            if (data.text && window.console) console.error("[specimen] the site could not be rebuilt\n" + data.text);
            var host = document.createElement("div");
            host.id = "specimen-error-overlay";
            if (!host.attachShadow) return;
            var root = host.attachShadow({ mode: "open" });
            var style = document.createElement("style");
            style.textContent = STYLE;
            root.appendChild(style);

            var backdrop = element("div", "backdrop");
            var panel = element("div", "panel");
            panel.setAttribute("role", "alertdialog");
            panel.setAttribute("aria-modal", "true");
            panel.setAttribute("aria-labelledby", "specimen-error-title");
            panel.setAttribute("aria-describedby", "specimen-error-message");
            panel.insertAdjacentHTML("beforeend", ICON);
            var problems = data.diagnostics || [];
            var title = element("h2", null, "The site couldn\u2019t be rebuilt");
            title.id = "specimen-error-title";
            title.tabIndex = -1;
            panel.appendChild(title);
            var count = problems.length === 1 ? "a problem" : problems.length + " problems";
            var message = element("p", null, "Specimen found " + count + " in your files, so this page still shows the last good build. " +
              "Fix what is listed below and save: the preview rebuilds, and this message goes away by itself.");
            message.id = "specimen-error-message";
            panel.appendChild(message);

            var list = element("ol");
            problems.forEach(function (problem) {
              var item = element("li");
              if (problem.file) {
                item.appendChild(element("p", "where", problem.file + (problem.line ? ":" + problem.line + ":" + problem.column : "")));
              }
              item.appendChild(element("p", "what", problem.message));
              if (problem.sourceLine != null && problem.line) item.appendChild(sourceBlock(problem));
              if (problem.reason) item.appendChild(labelled("why", "Why:", problem.reason));
              if (problem.fix) item.appendChild(labelled("fix", "What to do:", problem.fix));
              list.appendChild(item);
            });
            panel.appendChild(list);
            panel.appendChild(element("p", null, "The terminal running specimen serve shows the same."));

            var actions = element("div", "actions");
            var dismiss = element("button", null, "Dismiss");
            dismiss.type = "button";
            dismiss.addEventListener("click", function () { dismissOverlay(); });
            actions.appendChild(dismiss);
            panel.appendChild(actions);

            panel.addEventListener("keydown", function (event) {
              if (event.key === "Escape") {
                event.preventDefault();
                dismissOverlay();
              } else if (event.key === "Tab") {
                // Keep keyboard focus inside the dialog while it is open.
                var focusable = Array.prototype.slice.call(root.querySelectorAll("pre, button"));
                var index = focusable.indexOf(root.activeElement);
                var next = event.shiftKey ? index - 1 : index + 1;
                if (next < 0) next = focusable.length - 1;
                if (next >= focusable.length) next = 0;
                event.preventDefault();
                focusable[next].focus();
              }
            });

            backdrop.appendChild(panel);
            root.appendChild(backdrop);
            returnFocus = document.activeElement;
            host.dataset.text = data.text || "";
            (document.body || document.documentElement).appendChild(host);
            overlay = host;
            title.focus();
          }

          function dismissOverlay() {
            if (overlay) dismissedText = overlay.dataset.text;
            removeOverlay(true);
          }

          function removeOverlay(restoreFocus) {
            if (!overlay) return;
            overlay.remove();
            overlay = null;
            if (restoreFocus && returnFocus && returnFocus.focus) returnFocus.focus();
            returnFocus = null;
          }

          preview.showOverlay = showOverlay;
          preview.hideOverlay = function () { removeOverlay(true); };

          /* ---------- Events ---------- */

          function parse(text) {
            try { return JSON.parse(text); } catch (e) { return null; }
          }

          var source = null;
          var dismissedText = null;

          function connect() {
            if (source || document.hidden) return;
            var current = (source = new EventSource(EVENTS));
            current.addEventListener("hello", function (event) {
              var data = parse(event.data);
              if (!data) return;
              if (data.build !== BUILD) reload();
              else if (data.status === "ok") removeOverlay(false);
            });
            current.addEventListener("reload", function () { reload(); });
            current.addEventListener("error", function (event) {
              // A named `error` event carries data; EventSource's own connection errors do not.
              if (event.data) {
                var data = parse(event.data);
                // A reconnection repeats the current error: leave a dismissed or showing overlay alone.
                if (data && data.text !== dismissedText && !(overlay && overlay.dataset.text === data.text)) showOverlay(data);
              } else if (current.readyState === EventSource.CLOSED && source === current) {
                // The browser gave up (the server was gone too long): keep trying once a second.
                source = null;
                setTimeout(connect, 1000);
              }
            });
          }

          function disconnect() {
            if (source) source.close();
            source = null;
          }

          // Hidden tabs let go of their connection (browsers allow six per server over HTTP/1.1);
          // on coming back, `hello` tells them whether the site changed meanwhile.
          document.addEventListener("visibilitychange", function () {
            if (document.hidden) disconnect();
            else connect();
          });
          window.addEventListener("pageshow", function (event) {
            if (event.persisted) {
              disconnect();
              connect();
            }
          });

          restoreScroll();
          connect();
        })();
        """#
}
