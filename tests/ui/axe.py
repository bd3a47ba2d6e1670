"""axe-core in the browser tests: the pinned copy that the ``axe-playwright-python``
test dependency ships (never a CDN), run on one widget at a time.

>>> # in a browser test, with a Playwright ``page`` showing a widget:
>>> # bad = axe_violations(page, ".trio-gw")          # serious and critical only
>>> # assert not bad, format_violations(bad)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import axe_playwright_python

AXE_JS = Path(axe_playwright_python.__file__).resolve().parent / "axe.min.js"
SERIOUS = ("serious", "critical")
#: Rules about the whole page (JupyterLab's, not the widget's): off when checking one widget.
PAGE_RULES = ["document-title", "html-has-lang", "landmark-one-main", "page-has-heading-one", "region", "bypass"]
#: WCAG 2.0/2.1 A and AA, plus axe's best practices.
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
#: Rules run besides those of the tags: label-in-name (WCAG 2.5.3, experimental in axe, so off by
#: default): a control's accessible name contains its visible text, the digits of a tile too, so
#: that a child using voice control can say what they see.
EXTRA_RULES = ["label-content-name-mismatch"]


def inject(page: Any) -> None:
    """Load axe-core into the page once."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE_JS))


def axe_run(page: Any, selector: str, tags: list[str] | None = None) -> list[dict[str, Any]]:
    """Every violation axe finds inside ``selector`` (all matching elements), with its nodes."""
    inject(page)
    return page.evaluate(
        """async ([sel, tags, off, on]) => {
            const els = Array.from(document.querySelectorAll(sel));
            if (!els.length) throw new Error('axe: nothing matches ' + sel);
            const ctx = els.length === 1 ? els[0] : { include: els };
            const rules = Object.fromEntries([...off.map(id => [id, { enabled: false }]),
                                              ...on.map(id => [id, { enabled: true }])]);
            // a rule named in `rules` runs (or not) whatever its tags: the extra ones run too
            const res = await window.axe.run(ctx,
                { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], rules });
            return res.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => ({ target: n.target.join(' '), summary: n.failureSummary,
                                           html: n.html.slice(0, 200) })) }));
        }""",
        [selector, tags or TAGS, PAGE_RULES, EXTRA_RULES],
    )


#: label-in-name read as axe reads it, for where axe cannot: inside JupyterLab's notebook axe's
#: visibility test finds every control off screen, so the rule is "inapplicable" there.  Every
#: named control's visible text must be part of its accessible name: its text in page order, the
#: text drawn in its SVGs (a tile's digits) run together, punctuation and symbols aside (an SVG's
#: <title> is a tooltip, not text on the page).
LABEL_IN_NAME = r"""(sel) => {
  const norm = (t) => t.toLowerCase().replace(/[\p{P}\p{S}]/gu, ' ').replace(/\s+/g, ' ').trim();
  const tight = (t) => norm(t).replace(/ /g, '');
  const roots = Array.from(document.querySelectorAll(sel));
  const named = roots.flatMap(r => Array.from(r.querySelectorAll(
      'button[aria-label], [role=button][aria-label], [role=switch][aria-label], [role=radio][aria-label], a[aria-label]')));
  return named.filter(e => !e.closest('[aria-hidden=true]')).map(e => {
    const digits = Array.from(e.querySelectorAll('text')).map(s => s.textContent).join('');
    const bare = e.cloneNode(true);
    bare.querySelectorAll('svg, text, title, desc').forEach(s => s.remove());
    return { name: e.getAttribute('aria-label'), text: norm(bare.textContent), digits: tight(digits),
             html: e.outerHTML.slice(0, 200), target: e.dataset.tile || e.dataset.action || e.dataset.cell || e.tagName };
  }).filter(n => /[\p{L}\p{N}]/u.test(n.text + n.digits)
      && !(norm(n.name).includes(n.text) && tight(n.name).includes(n.digits)));
}"""


def label_in_name(page: Any, selector: str) -> list[dict[str, Any]]:
    """The controls inside ``selector`` whose accessible name lacks their visible text, as an axe
    violation of label-content-name-mismatch (empty list when there are none)."""
    bad = page.evaluate(LABEL_IN_NAME, selector)
    if not bad:
        return []
    nodes = [
        {
            "target": b["target"],
            "summary": f"name {b['name']!r} lacks {(b['text'] + ' ' + b['digits']).strip()!r}",
            "html": b["html"],
        }
        for b in bad
    ]
    return [
        {
            "id": "label-content-name-mismatch",
            "impact": "serious",
            "help": "Elements must have their visible text as part of their accessible name",
            "nodes": nodes,
        }
    ]


def axe_violations(page: Any, selector: str, impacts: tuple[str, ...] = SERIOUS) -> list[dict[str, Any]]:
    """The violations of the given impacts (default: serious and critical) inside ``selector``,
    label-in-name too (by axe where it applies, else by :data:`LABEL_IN_NAME`)."""
    found = axe_run(page, selector)
    if not any(v["id"] == "label-content-name-mismatch" for v in found):
        found += label_in_name(page, selector)
    return [v for v in found if v["impact"] in impacts]


def format_violations(violations: list[dict[str, Any]]) -> str:
    """A readable report for an assertion message."""
    lines = []
    for v in violations:
        lines.append(f"[{v['impact']}] {v['id']}: {v['help']} ({len(v['nodes'])} nodes)")
        for n in v["nodes"][:5]:
            lines.append(f"    {n['target']}: {n['summary']}")
    return "\n".join(lines)
