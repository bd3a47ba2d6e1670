// A tile's name ("0-5-5") in the lesson's text is never broken across two lines (a browser may
// break a line after a hyphen; on a phone "0-3-" and "4" on two lines read as two things).  Every
// name in the page's texts and printed lines is kept in a span that does not wrap; the text is the
// same (read aloud reads the numbers as before).  The widgets do the same for their own text
// (trio_widgets/widgets/static/shared/names.mjs).  Runs once, at the foot of the page, when every
// cell's text is in it.
(function () {
  "use strict";
  // a name with the ending a language joins to it (Hungarian "0-0-0-val") is kept whole with it
  var NAME = /(^|[^\d-])(\d-\d-\d(?:-\p{L}+)?)(?![\d-])/gu;
  var texts = [];
  var cells = document.querySelectorAll("#rendered_cells .jp-RenderedMarkdown, #rendered_cells .jp-RenderedText");
  for (var i = 0; i < cells.length; i++) {
    var walker = document.createTreeWalker(cells[i], NodeFilter.SHOW_TEXT);
    for (var n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.parentElement && !n.parentElement.closest("svg, code, script, style, .trio-tilename")) texts.push(n);
    }
  }
  texts.forEach(function (node) {
    var text = node.data;
    NAME.lastIndex = 0;
    if (!NAME.test(text)) return;
    var frag = document.createDocumentFragment();
    var at = 0;
    NAME.lastIndex = 0;
    for (var m = NAME.exec(text); m; m = NAME.exec(text)) {
      var start = m.index + m[1].length;
      if (start > at) frag.appendChild(document.createTextNode(text.slice(at, start)));
      var span = document.createElement("span");
      span.className = "trio-tilename";
      span.style.whiteSpace = "nowrap";
      span.textContent = m[2];
      frag.appendChild(span);
      at = start + m[2].length;
    }
    if (at < text.length) frag.appendChild(document.createTextNode(text.slice(at)));
    node.parentNode.replaceChild(frag, node);
  });
})();
