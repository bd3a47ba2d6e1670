// A row of tiles in a lesson's output (trio_widgets.pictures.tiles_svg) comes as one small
// picture a tile, each an <img> of its SVG, so that a row wraps on a phone.  A notebook opened
// without running shows them so; on the child's page every such <img> is a picture the browser
// parses and draws on its own, about a hundred on lesson 01, which made a slow tablet's first
// widget wait a second longer.  Here each of them becomes the same SVG drawn in the page:
//
// - its ids (and what refers to them) get an ending of their own, so that a widget's tiles,
//   which use the same ids, never draw another picture's parts;
// - it loses its data-* attributes (data-tile is a widget's test hook) and its title: the row
//   says what it shows to a screen reader (its aria-label), the tiles in it are not read one by one.
//
// Outputs arrive after this runs (the page's front end draws them, or the browser's kernel runs
// the lesson on the static site), so it watches the page for them.
(function () {
  "use strict";
  var root = document.getElementById("rendered_cells");
  if (!root) return;
  var HEAD = "data:image/svg+xml;base64,";
  var made = 0;

  function svgOf(img) {
    // the page's template sends a row's tiles as <img data-trio-svg="base64">, no picture to load;
    // a row the browser's kernel printed (the static site) has them as <img src="data:...">
    var src = img.getAttribute("src") || "";
    var coded = img.getAttribute("data-trio-svg");
    if (coded === null) {
      if (src.lastIndexOf(HEAD, 0) !== 0) return null;
      coded = src.slice(HEAD.length);
    }
    var binary;
    try {
      binary = atob(coded);
    } catch (e) {
      return null;
    }
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    var text = new TextDecoder("utf-8").decode(bytes);
    var own = "-p" + ++made;
    text = text.replace(/(\bid="|#)(trio-[\w-]+)/g, function (_, before, id) {
      return before + id + own;
    });
    var tpl = document.createElement("template");
    tpl.innerHTML = text;
    var svg = tpl.content.firstElementChild;
    if (!svg || svg.localName !== "svg") return null;
    var all = [svg].concat(Array.prototype.slice.call(svg.querySelectorAll("*")));
    all.forEach(function (el) {
      Array.prototype.slice.call(el.attributes).forEach(function (a) {
        if (a.name.lastIndexOf("data-", 0) === 0) el.removeAttribute(a.name);
      });
    });
    Array.prototype.slice.call(svg.querySelectorAll("title")).forEach(function (t) {
      t.remove();
    });
    svg.removeAttribute("role");
    svg.removeAttribute("aria-label");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    ["width", "height", "style"].forEach(function (name) {
      if (img.hasAttribute(name)) svg.setAttribute(name, img.getAttribute(name));
    });
    return svg;
  }

  function inline(node) {
    var imgs = node.matches && node.matches(".trio-tile-row img") ? [node] : node.querySelectorAll(".trio-tile-row img");
    Array.prototype.forEach.call(imgs, function (img) {
      var svg = svgOf(img);
      if (svg) img.replaceWith(svg);
    });
  }

  new MutationObserver(function (records) {
    records.forEach(function (r) {
      Array.prototype.forEach.call(r.addedNodes, function (n) {
        if (n.nodeType === 1) inline(n);
      });
    });
  }).observe(root, { childList: true, subtree: true });
  inline(root);
})();
