"""Measurements for the classroom checks of the ScoreKeeper and the teaching widgets
(phone, tablet, projector; light and dark; two languages): control boxes, overflow, the size
of the numbers on tiles, axe-core, and where the keyboard focus is.

Every function takes a Playwright ``page`` and a CSS selector of one widget's root."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .axe import axe_violations, format_violations  # one axe runner for every widget's test

#: the sizes of issue 10: (name, viewport, touch)
SCREENS = [
    ("phone", {"width": 390, "height": 844}, True),
    ("tablet_portrait", {"width": 768, "height": 1024}, True),
    ("tablet_landscape", {"width": 1024, "height": 768}, True),
    ("projector", {"width": 1920, "height": 1080}, False),
]
MIN_TAP = 44  # CSS px, WCAG 2.5.5 and the platforms' guidelines
MIN_PROJECTOR_NUMBER = 48  # CSS px at 1920 x 1080

_SMALL_CONTROLS_JS = """([sel, min]) => {
  const out = [];
  for (const root of document.querySelectorAll(sel)) {
    const q = 'button, select, input, textarea, a[href], label.sk-btn, [role="button"], [role="radio"], '
            + '[role="checkbox"], [role="option"], [tabindex]:not([tabindex="-1"])';
    for (const el of root.querySelectorAll(q)) {
      let box = el;
      if (el.tagName === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file')) {
        box = el.closest('label') || el;  // the label is the tap target
        if (el.type === 'file' && box === el) continue;
      }
      const r = box.getBoundingClientRect();
      const st = getComputedStyle(box);
      if (r.width === 0 || r.height === 0 || st.visibility === 'hidden' || st.display === 'none') continue;
      if (el.closest('[hidden]')) continue;
      if (r.width < min - 0.5 || r.height < min - 0.5) {
        out.push({ what: (el.getAttribute('data-action') || el.getAttribute('data-key') || el.getAttribute('data-tile')
                          || el.className.baseVal || el.className || el.tagName) + '',
                   tag: el.tagName, w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10 });
      }
    }
  }
  return out;
}"""

_OVERFLOW_JS = """(sel) => {
  const out = [];
  const vw = document.documentElement.clientWidth;
  for (const root of document.querySelectorAll(sel)) {
    const r = root.getBoundingClientRect();
    if (root.scrollWidth > root.clientWidth + 1) out.push({ what: 'root scrolls', sw: root.scrollWidth, cw: root.clientWidth });
    for (const el of root.querySelectorAll('*')) {
      const b = el.getBoundingClientRect();
      if (b.width === 0) continue;
      const sc = el.closest('.sk-tablewrap, .tc-scroll');  // a table may scroll inside its own box
      if (sc && sc !== el) continue;
      if (b.right > r.right + 1.5 || b.right > vw + 1.5) {
        out.push({ what: (el.className && el.className.baseVal !== undefined ? el.className.baseVal : el.className) + '',
                   tag: el.tagName, right: Math.round(b.right), root: Math.round(r.right), vw });
        if (out.length > 8) return out;
      }
    }
  }
  return out;
}"""

_NUMBER_SIZES_JS = """(sel) => {
  const out = [];
  for (const root of document.querySelectorAll(sel)) {
    for (const g of root.querySelectorAll('g.trio-nums')) {
      const svg = g.ownerSVGElement;
      if (!svg || svg.closest('[hidden]')) continue;
      const r = g.getBoundingClientRect();
      if (r.width === 0) continue;
      const m = g.getScreenCTM();
      if (!m) continue;
      const size = parseFloat(g.getAttribute('font-size') || getComputedStyle(g).fontSize) * Math.hypot(m.a, m.b);
      out.push(Math.round(size * 10) / 10);
    }
  }
  return out;
}"""


def small_controls(page: Any, selector: str, minimum: float = MIN_TAP) -> list[dict[str, Any]]:
    """Every visible control (button, input, link, role=button, tab stop) under ``minimum`` CSS px."""
    return page.evaluate(_SMALL_CONTROLS_JS, [selector, minimum])


def overflow(page: Any, selector: str) -> list[dict[str, Any]]:
    """Elements that stick out on the right of the widget or the window (nothing = no sideways scrolling)."""
    return page.evaluate(_OVERFLOW_JS, selector)


_CUT_BUTTONS_JS = """(sel) => { const r = document.querySelector(sel);
  const cut = [...r.querySelectorAll('button')].filter((b) => b.offsetParent !== null)
    .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().height < 44)
    .map((b) => [b.textContent, b.scrollWidth, b.clientWidth, b.getBoundingClientRect().height]);
  return { cut, scroll: r.scrollWidth, client: r.clientWidth }; }"""


def cut_buttons(page: Any, selector: str) -> dict[str, Any]:
    """The shown buttons of the element whose label does not fit (a long word cut) or that are under
    44 px tall, as [text, scrollWidth, clientWidth, height]; and the element's own scroll and client width."""
    return page.evaluate(_CUT_BUTTONS_JS, selector)


def number_sizes(page: Any, selector: str) -> list[float]:
    """The font size, in CSS px on screen, of the numbers of every tile drawn in the widget."""
    return page.evaluate(_NUMBER_SIZES_JS, selector)


__all__ = ["axe_violations", "checking", "format_violations", "layout_problems"]


@contextmanager
def checking(page: Any, locator: Any) -> Iterator[str]:
    """Mark one widget element (a Playwright locator) for the checks; yields a selector of it alone."""
    locator.scroll_into_view_if_needed()
    handle = locator.element_handle()
    page.evaluate("(e) => e.setAttribute('data-check', '1')", handle)
    try:
        yield "[data-check='1']"
    finally:
        page.evaluate("(e) => e.removeAttribute('data-check')", handle)


def layout_problems(page: Any, selector: str, where: str, *, axe: bool) -> list[str]:
    """What a child would meet in one widget: controls under the tap size, anything sticking out
    sideways and (with ``axe``) serious or critical axe violations, each line naming ``where``."""
    problems: list[str] = []
    small = small_controls(page, selector)
    if small:
        problems.append(f"{where}: small controls {small[:6]}")
    wide = overflow(page, selector)
    if wide:
        problems.append(f"{where}: sticks out {wide[:4]}")
    if axe:
        bad = axe_violations(page, selector)
        if bad:
            problems.append(f"{where}: axe\n{format_violations(bad)}")
    return problems


def focus_info(page: Any) -> dict[str, Any]:
    """Where the keyboard focus is: the element's tag, data-action/data-key, and the widget root it is in."""
    return page.evaluate(
        """() => { const a = document.activeElement; if (!a) return {tag: null};
             const root = a.closest('.trio-sk, .trio-teach');
             const st = getComputedStyle(a);
             return { tag: a.tagName, action: a.getAttribute('data-action'), key: a.getAttribute('data-key'),
                      tile: a.getAttribute('data-tile'), inWidget: !!root,
                      outline: st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) >= 2,
                      shadow: st.boxShadow !== 'none' }; }"""
    )


def roomy_lab(page: Any) -> None:
    """Close JupyterLab's side areas so the notebook has the whole window (on a phone the open file
    browser would leave the notebook a few pixels)."""
    page.evaluate(
        """async () => {
             const app = window.jupyterapp; const c = app.commands;
             const shell = app.shell;
             if (shell.leftCollapsed === false && c.hasCommand('application:toggle-left-area')) await c.execute('application:toggle-left-area');
             if (shell.rightCollapsed === false && c.hasCommand('application:toggle-right-area')) await c.execute('application:toggle-right-area');
             if (shell.mode !== 'single-document' && c.hasCommand('application:set-mode')) await c.execute('application:set-mode', {mode: 'single-document'});
           }"""
    )
    page.wait_for_timeout(300)


def shoot_whole(page: Any, locator: Any, name: str, size: dict[str, int]) -> None:
    """A screenshot of the whole widget at this width: the window is made tall enough for it for
    the picture (the width, which decides the layout, stays), then set back."""
    from .helpers import screenshot

    height = int(locator.evaluate("(e) => e.getBoundingClientRect().height"))
    if height + 160 > size["height"]:
        page.set_viewport_size({"width": size["width"], "height": height + 200})
        page.wait_for_timeout(200)
    locator.scroll_into_view_if_needed()
    screenshot(locator, name)
    page.set_viewport_size(size)


def axe_can_fail(page: Any, inside: str = "body") -> None:
    """axe really judges the one element it is given: a nameless button, and a button whose name
    lacks its visible words (label-in-name), added for a moment (into the first element matching
    ``inside``, a widget's output in the notebook), must be reported (so a clean result means
    clean, not 'nothing checked')."""
    page.evaluate(
        "(sel) => { const d = document.createElement('div'); d.id = 'axe-probe';"
        " d.innerHTML = '<button></button><button type=button aria-label=\"Close\">Open 1-2-3</button>';"
        " document.querySelector(sel).prepend(d); d.scrollIntoView({block: 'center'}); }",
        inside,
    )
    try:
        found = [v["id"] for v in axe_violations(page, "#axe-probe")]
    finally:
        page.evaluate("() => document.getElementById('axe-probe').remove()")
    assert "button-name" in found and "label-content-name-mismatch" in found, found
