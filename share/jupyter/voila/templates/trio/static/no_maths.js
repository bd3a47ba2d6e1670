// The typesetter of a child's page that has no maths (the template picks it: no "$", "\(" or
// "\[" in the page's text).  Voila's front end typesets every text of the page as it starts, which
// loads and runs the bundled MathJax (16 files, 900 KB, about a third of a second on a slow
// tablet) to find nothing.  This stands in for MathJax 2's interface, which the front end uses
// when the page gives it a typesetter's address, and typesets nothing.
(function () {
  "use strict";
  var none = function () {};
  window.MathJax = {
    Hub: { Config: none, Configured: none, Queue: none, Register: { StartupHook: none } },
    Ajax: {},
    InputJax: { TeX: { resetEquationNumbers: none } },
  };
})();
