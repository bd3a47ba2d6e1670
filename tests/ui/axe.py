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


def inject(page: Any) -> None:
    """Load axe-core into the page once."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE_JS))


def axe_run(page: Any, selector: str, tags: list[str] | None = None) -> list[dict[str, Any]]:
    """Every violation axe finds inside ``selector`` (all matching elements), with its nodes."""
    inject(page)
    return page.evaluate(
        """async ([sel, tags, off]) => {
            const els = Array.from(document.querySelectorAll(sel));
            if (!els.length) throw new Error('axe: nothing matches ' + sel);
            const ctx = els.length === 1 ? els[0] : { include: els };
            const res = await window.axe.run(ctx,
                { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'],
                  rules: Object.fromEntries(off.map(id => [id, { enabled: false }])) });
            return res.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => ({ target: n.target.join(' '), summary: n.failureSummary,
                                           html: n.html.slice(0, 200) })) }));
        }""",
        [selector, tags or TAGS, PAGE_RULES],
    )


def axe_violations(page: Any, selector: str, impacts: tuple[str, ...] = SERIOUS) -> list[dict[str, Any]]:
    """The violations of the given impacts (default: serious and critical) inside ``selector``."""
    return [v for v in axe_run(page, selector) if v["impact"] in impacts]


def format_violations(violations: list[dict[str, Any]]) -> str:
    """A readable report for an assertion message."""
    lines = []
    for v in violations:
        lines.append(f"[{v['impact']}] {v['id']}: {v['help']} ({len(v['nodes'])} nodes)")
        for n in v["nodes"][:5]:
            lines.append(f"    {n['target']}: {n['summary']}")
    return "\n".join(lines)
