// The child's page keeps going (the Voila template trio, included in the page's head, before
// Voila's own scripts): a page that recovers, and "Start again".
//
// A page that recovers.  When the lesson's kernel does not answer, the child is told so in the
// page's language (static/words.js) and the page tries again by itself: it reloads, and the new
// kernel's widgets get back what the page kept (trio_widgets/widgets/static/shared/keep.mjs keeps
// every answer, star and game in progress in the page's storage).  It is troubled when
//   - a connection to the kernel (a WebSocket to /api/kernels/<id>/channels) closes while the
//     page is not being left (a tablet that slept, a dropped Wi-Fi, a server restarted);
//   - the kernel says it is restarting, dead or shut down (a kernel that was killed and started
//     again, or stopped by the server, has none of the page's widgets any more);
//   - a widget cannot come: Voila's "Error displaying widget" (its widget manager gave up
//     waiting for the widget's state), or "Loading widget..." still there PATIENCE_MS after the
//     page's cells have all come.
// A page reloads by itself at most MAX_RELOADS times in RELOAD_WINDOW_MS (counted in this tab's
// sessionStorage); after that it says so and shows a "Try again" button.
//
// Start again.  A button at the foot of the page asks (in the page's language) and then forgets
// every progress record this browser keeps ("trio-widgets/progress/..."), for the next child on a
// shared computer.  The records are forgotten as the reloaded page starts, before any widget
// comes, so that a widget of the page being left cannot write its record back.
//
// Test hooks: [data-trio-page="trouble"] (data-state="retrying|stuck"), [data-action="page-retry"],
// [data-action="start-again"], [data-action="start-again-yes"], [data-action="start-again-no"].
(function () {
  "use strict";
  var PREFIX = "trio-widgets/progress/";
  var RELOADS = "trio-widgets/page/reloads";
  var FORGET = "trio-widgets/page/forget";
  var GRACE_MS = 1500;
  var PATIENCE_MS = 20000;
  var MAX_RELOADS = 2;
  var RELOAD_WINDOW_MS = 5 * 60 * 1000;
  var BUSY = /^(Loading widget\.\.\.|Error displaying widget)/;
  var KERNEL_SOCKET = /\/api\/kernels\/[^/?]+\/channels/;
  var KERNEL_GONE = /"execution_state"\s*:\s*"(restarting|dead)"|"msg_type"\s*:\s*"shutdown_reply"/;

  var leaving = false;
  var troubled = false;

  function session() {
    try {
      return window.sessionStorage;
    } catch (e) {
      return null;
    }
  }

  function words() {
    var all = window.trioPageWords || {};
    var lang = (document.documentElement.lang || "en").slice(0, 2);
    return all[lang] || all.en || {};
  }

  // ------------------------------------------------------------------ start again: forget first
  (function forgetIfAsked() {
    var s = session();
    if (!s || s.getItem(FORGET) !== "1") return;
    s.removeItem(FORGET);
    try {
      var names = [];
      for (var i = 0; i < localStorage.length; i++) {
        var k = localStorage.key(i);
        if (k && k.indexOf(PREFIX) === 0) names.push(k);
      }
      names.forEach(function (k) {
        localStorage.removeItem(k);
      });
    } catch (e) {
      // no storage: nothing was kept
    }
  })();

  // ------------------------------------------------------------------ trouble
  function recentReloads() {
    var s = session();
    var now = Date.now();
    var list = [];
    try {
      list = JSON.parse((s && s.getItem(RELOADS)) || "[]");
    } catch (e) {
      list = [];
    }
    return (Array.isArray(list) ? list : []).filter(function (t) {
      return typeof t === "number" && now - t < RELOAD_WINDOW_MS;
    });
  }

  function banner() {
    var box = document.querySelector('[data-trio-page="trouble"]');
    if (box) return box;
    box = document.createElement("div");
    box.setAttribute("data-trio-page", "trouble");
    box.setAttribute("role", "alert");
    box.className = "trio-page-trouble";
    var text = document.createElement("p");
    box.appendChild(text);
    (document.body || document.documentElement).appendChild(box);
    return box;
  }

  function say(state) {
    var w = words();
    var box = banner();
    box.setAttribute("data-state", state);
    box.lang = document.documentElement.lang || "en";
    box.querySelector("p").textContent = state === "stuck" ? w.stuck || "" : w.lost || "";
    if (state === "stuck" && !box.querySelector("button")) {
      var retry = document.createElement("button");
      retry.type = "button";
      retry.setAttribute("data-action", "page-retry");
      retry.textContent = w.retry || "";
      retry.addEventListener("click", function () {
        leaving = true;
        location.reload();
      });
      box.appendChild(retry);
      retry.focus();
    }
  }

  function trouble() {
    if (leaving || troubled) return;
    troubled = true;
    var before = recentReloads();
    if (before.length >= MAX_RELOADS) {
      say("stuck");
      return;
    }
    say("retrying");
    setTimeout(function () {
      if (leaving) return;
      var s = session();
      try {
        if (s) s.setItem(RELOADS, JSON.stringify(before.concat([Date.now()])));
      } catch (e) {
        // no session storage: the page still reloads, once more at worst
      }
      leaving = true;
      location.reload();
    }, GRACE_MS);
  }

  window.addEventListener("beforeunload", function () {
    leaving = true;
  });
  window.addEventListener("pagehide", function () {
    leaving = true;
  });

  // ------------------------------------------------------------------ the kernel's connections
  var Native = window.WebSocket;
  if (Native) {
    var watched = function (ws) {
      ws.addEventListener("close", function () {
        trouble();
      });
      ws.addEventListener("message", function (event) {
        var data = event.data;
        if (typeof data === "string") {
          if (data.length < 4000 && KERNEL_GONE.test(data)) trouble();
        } else if (data instanceof ArrayBuffer && data.byteLength < 4000 && window.TextDecoder) {
          if (KERNEL_GONE.test(new TextDecoder().decode(data))) trouble();
        }
      });
    };
    var Watched = class extends Native {
      constructor(url, protocols) {
        super(url, protocols);
        if (KERNEL_SOCKET.test(String(url))) watched(this);
      }
    };
    window.WebSocket = Watched;
  }

  // ------------------------------------------------------------------ widgets that do not come
  var firstSeen = new WeakMap();
  function lookAtWidgets() {
    if (troubled) return;
    var cells = document.getElementById("rendered_cells");
    if (!cells || cells.style.display === "none") return; // the page's cells are still coming
    var now = Date.now();
    var outputs = cells.querySelectorAll(".jp-OutputArea-output");
    for (var i = 0; i < outputs.length; i++) {
      var out = outputs[i];
      var text = (out.textContent || "").trim();
      var m = BUSY.exec(text);
      if (!m) continue;
      if (m[1].indexOf("Error") === 0) return trouble();
      if (!firstSeen.has(out)) firstSeen.set(out, now);
      else if (now - firstSeen.get(out) > PATIENCE_MS) return trouble();
    }
  }

  // ------------------------------------------------------------------ start again
  function startAgain(cells) {
    var w = words();
    var foot = document.createElement("div");
    foot.className = "trio-page-foot";
    foot.lang = document.documentElement.lang || "en";
    var ask = document.createElement("button");
    ask.type = "button";
    ask.setAttribute("data-action", "start-again");
    ask.textContent = w.start_again || "";
    var sure = document.createElement("div");
    sure.className = "trio-page-sure";
    sure.hidden = true;
    var question = document.createElement("p");
    question.textContent = w.start_again_ask || "";
    var yes = document.createElement("button");
    yes.type = "button";
    yes.setAttribute("data-action", "start-again-yes");
    yes.textContent = w.yes || "";
    var no = document.createElement("button");
    no.type = "button";
    no.setAttribute("data-action", "start-again-no");
    no.textContent = w.no || "";
    sure.appendChild(question);
    sure.appendChild(yes);
    sure.appendChild(no);
    ask.addEventListener("click", function () {
      ask.hidden = true;
      sure.hidden = false;
      no.focus();
    });
    no.addEventListener("click", function () {
      sure.hidden = true;
      ask.hidden = false;
      ask.focus();
    });
    yes.addEventListener("click", function () {
      var s = session();
      if (s) s.setItem(FORGET, "1");
      else {
        try {
          localStorage.clear();
        } catch (e) {
          // nothing kept
        }
      }
      leaving = true;
      location.reload();
    });
    foot.appendChild(ask);
    foot.appendChild(sure);
    cells.appendChild(foot);
  }

  function style() {
    var css = document.createElement("style");
    css.textContent =
      ".trio-page-trouble { position: fixed; top: 0; left: 0; right: 0; z-index: 10000; margin: 0;" +
      " padding: 12px 16px; background: #fff3c4; color: #3b2f00; border-bottom: 3px solid #8a6d00;" +
      " font: bold 20px/1.4 Verdana, 'DejaVu Sans', sans-serif; text-align: center; }" +
      ".trio-page-trouble p { margin: 0 0 4px; }" +
      ".trio-page-trouble button, .trio-page-foot button { min-height: 48px; min-width: 48px; margin: 6px;" +
      " padding: 8px 20px; border-radius: 10px; font: bold 18px Verdana, 'DejaVu Sans', sans-serif;" +
      " cursor: pointer; border: 2px solid currentColor; background: var(--jp-layout-color1, #fff);" +
      " color: var(--jp-content-font-color1, #222); }" +
      ".trio-page-foot { margin: 48px 0 0; padding-top: 16px; border-top: 1px solid var(--jp-border-color2, #ccc);" +
      " text-align: center; font: 18px/1.5 var(--jp-content-font-family, sans-serif);" +
      " color: var(--jp-content-font-color1, #222); }" +
      ".trio-page-foot p { margin: 0 0 8px; }" +
      ".trio-page-foot [hidden] { display: none; }";
    document.head.appendChild(css);
  }

  document.addEventListener("DOMContentLoaded", function () {
    style();
    var cells = document.getElementById("rendered_cells");
    if (cells) startAgain(cells);
    setInterval(lookAtWidgets, 1000);
  });
})();
