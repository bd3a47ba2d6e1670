// node --test tests/js/ : the browser drawing of a tile (trio_widgets/widgets/static/shared/tile.mjs).
// Its agreement with the Python drawing is checked by tests/test_one_drawing.py.
import test from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";

import { cellCentre, cellCorners, pointXY, toScreen } from "../../trio_widgets/widgets/static/shared/geometry.mjs";
import {
  fmt,
  setTileStyle,
  getTileStyle,
  tileName,
  tileMarkup,
  backMarkup,
  placementMarkup,
  defIds,
  defMarkup,
  defsMarkup,
  cellCentreSvg,
  cellPath,
  paperToSvg,
  svgToPaper,
  viewTransform,
  cssColour,
  drawTile,
  drawPlacement,
} from "../../trio_widgets/widgets/static/shared/tile.mjs";

const STYLE = JSON.parse(fs.readFileSync(new URL("../../trio_widgets/widgets/static/shared/tile_style.json", import.meta.url), "utf8"));
setTileStyle(STYLE);

const count = (s, sub) => s.split(sub).length - 1;

test("fmt prints numbers like svg.fmt: 2 decimals, no trailing zeros, no -0", () => {
  const cases = [
    [0, "0"], [-0, "0"], [1, "1"], [-1, "-1"], [1.5, "1.5"], [2.345, "2.35"], [-57.735, "-57.73"],
    [12.5, "12.5"], [-0.001, "0"], [0.004, "0"], [0.005, "0.01"], [100.1, "100.1"], [-12.345, "-12.34"],
    [28.867513459481287, "28.87"], [1e-12, "0"], [123456.789, "123456.79"],
  ];
  for (const [v, want] of cases) assert.equal(fmt(v), want, `fmt(${v})`);
});

test("tileName is the tile's canonical name: turning keeps it, mirroring does not", () => {
  assert.equal(tileName([3, 4, 5]), "3-4-5");
  assert.equal(tileName([4, 5, 3]), "3-4-5");
  assert.equal(tileName([5, 3, 4]), "3-4-5");
  assert.equal(tileName([5, 4, 3]), "3-5-4");
  assert.equal(tileName([2, 0, 0]), "0-0-2");
  assert.equal(tileName([1, 1, 1]), "1-1-1");
});

test("tileMarkup: one <g> with data-tile, a title, the face and three numbers", () => {
  const m = tileMarkup([5, 3, 4], true);
  assert.match(m, /^<g class="trio-tile" data-tile="3-4-5" transform="translate\(0,0\)">/);
  assert.match(m, /<title>tile 3-4-5<\/title>/);
  assert.equal(count(m, ' href="#trio-face-u"'), 1);
  assert.equal(count(m, "<text "), 3);
  // numbers clockwise from the top: 5 at the top, 3 bottom-right, 4 bottom-left
  const texts = [...m.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)" fill="[^"]+">(\d)<\/text>/g)];
  assert.deepEqual(texts.map((t) => t[3]), ["5", "3", "4"]);
  const [top, right, left] = texts.map((t) => [Number(t[1]), Number(t[2])]);
  assert.ok(top[1] < right[1] && top[1] < left[1], "first number on top");
  assert.ok(right[0] > 0 && left[0] < 0, "then bottom-right, then bottom-left");
  // each number in its own colour from the style
  assert.ok(m.includes(`fill="${STYLE.numbers[5]}">5<`));
});

test("down tiles: numbers top-left, top-right, bottom", () => {
  const m = tileMarkup([1, 2, 3], false);
  assert.ok(m.includes('href="#trio-face-d"'));
  const pos = [...m.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)"[^>]*>(\d)</g)].map((t) => [Number(t[1]), Number(t[2]), t[3]]);
  assert.deepEqual(pos.map((p) => p[2]), ["1", "2", "3"]);
  assert.ok(pos[0][0] < 0 && pos[1][0] > 0 && pos[2][1] > pos[0][1]);
});

test("pips: dots for 1-9 placed with <use>, nothing for 0; patterns hang on down tiles", () => {
  const m = tileMarkup([0, 2, 5], true, { pips: true });
  assert.equal(count(m, "<text"), 0);
  assert.equal(count(m, ' href="#trio-pips-'), 2);
  assert.ok(m.includes('href="#trio-pips-2"') && m.includes('href="#trio-pips-5"'));
  assert.ok(!m.includes("trio-pips-0"));
  const d = tileMarkup([3, 3, 3], false, { pips: true });
  assert.equal(count(d, "scale(1,-1)"), 3);
  for (let n = 1; n <= 9; n++) {
    const def = defMarkup(`trio-pips-${n}`);
    assert.equal(count(def, "<circle"), n, `pattern ${n}`);
    assert.ok(def.includes(`fill="${STYLE.numbers[n]}"`));
  }
});

test("every pip pattern fits inside its corner of the tile", () => {
  const e = STYLE.edge;
  const h = (e * Math.sqrt(3)) / 2;
  const inset = STYLE.gap + STYLE.stroke_width / 2;
  for (const up of [true, false]) {
    // the face's corners (SVG units, around the centre), shrunk by the border
    const r = h / 3;
    const k = (r - inset) / r;
    const base = up ? [[0, (-2 * h) / 3], [e / 2, h / 3], [-e / 2, h / 3]] : [[-e / 2, -h / 3], [e / 2, -h / 3], [0, (2 * h) / 3]];
    const tri = base.map(([x, y]) => [x * k, y * k]);
    const insideTri = ([px, py]) => {
      let sign = 0;
      for (let i = 0; i < 3; i++) {
        const [ax, ay] = tri[i];
        const [bx, by] = tri[(i + 1) % 3];
        const c = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
        if (c !== 0) {
          if (sign === 0) sign = Math.sign(c);
          else if (Math.sign(c) !== sign) return false;
        }
      }
      return true;
    };
    for (let n = 1; n <= 9; n++) {
      for (let i = 0; i < 3; i++) {
        const [ax, ay] = base[i].map((v) => v * STYLE.pip_anchor);
        for (const [dx, dy] of STYLE.pips[String(n)]) {
          const cx = ax + dx * STYLE.pip_spacing[n];
          const cy = ay + (up ? dy : -dy) * STYLE.pip_spacing[n];
          const rr = STYLE.pip_radius[n];
          for (const [ox, oy] of [[rr, 0], [-rr, 0], [0, rr], [0, -rr]]) {
            assert.ok(insideTri([cx + ox, cy + oy]), `pip of ${n} at corner ${i} sticks out (${up ? "up" : "down"})`);
          }
        }
      }
    }
  }
});

test("titles and cells: text is escaped, cells add data-cell and say where", () => {
  const m = tileMarkup([1, 2, 3], true, { title: 'Ann\'s <b>"tile"</b> & co' });
  assert.ok(m.includes("<title>Ann's &lt;b&gt;\"tile\"&lt;/b&gt; &amp; co</title>"));
  const c = tileMarkup([1, 2, 3], false, { cell: { x: 2, y: -1, up: false } });
  assert.ok(c.includes('data-cell="2,-1,d"'));
  assert.ok(c.includes("<title>1-2-3 on cell 2,-1,down</title>"));
});

test("x, y, scale and size place the tile", () => {
  assert.ok(tileMarkup([0, 0, 0], true, { x: 12.345, y: -7 }).includes('transform="translate(12.35,-7)"'));
  assert.ok(tileMarkup([0, 0, 0], true, { scale: 0.5 }).includes('transform="translate(0,0) scale(0.5)"'));
  assert.ok(tileMarkup([0, 0, 0], true, { size: 50 }).includes("scale(0.5)"));
});

test("placementMarkup puts the tile at its cell centre (board units: edge units, Y down)", () => {
  const p = { cell: "2,1,u", corners: [3, 4, 5] };
  const m = placementMarkup(p);
  const [x, y] = cellCentreSvg("2,1,u");
  const c = cellCentre({ x: 2, y: 1, up: true });
  assert.ok(Math.abs(x - c[0] * STYLE.edge) < 1e-9 && Math.abs(y + c[1] * STYLE.edge) < 1e-9);
  assert.ok(m.includes(`transform="translate(${fmt(x)},${fmt(y)})"`));
  assert.ok(m.includes('data-cell="2,1,u"') && m.includes("3-4-5 on cell 2,1,up"));
  assert.equal(placementMarkup({ cell: { x: 2, y: 1, up: true }, corners: [3, 4, 5] }), m);
});

test("cellPath runs through the cell's corners", () => {
  const cell = { x: -1, y: 2, up: false };
  const d = cellPath(cell);
  const pts = d.slice(1, -1).split("L").map((s) => s.split(",").map(Number));
  const want = cellCorners(cell).map((q) => paperToSvg(pointXY(q)));
  assert.equal(pts.length, 3);
  pts.forEach((p, i) => assert.ok(Math.abs(p[0] - want[i][0]) < 0.006 && Math.abs(p[1] - want[i][1]) < 0.006));
  assert.deepEqual(svgToPaper(paperToSvg([1.5, -2])), [1.5, -2]);
});

test("viewTransform draws board units where geometry.toScreen says", () => {
  const view = { scale: 64, panX: 300, panY: 200 };
  const t = viewTransform(view);
  const m = /^translate\(([-\d.e]+),([-\d.e]+)\) scale\(([-\d.e]+)\)$/.exec(t);
  assert.ok(m, t);
  const [tx, ty, s] = m.slice(1).map(Number);
  for (const paper of [[0, 0], [1.5, -2], [-3, 4.25]]) {
    const [ux, uy] = paperToSvg(paper);
    const screen = [ux * s + tx, uy * s + ty];
    const want = toScreen(paper, view);
    assert.ok(Math.abs(screen[0] - want[0]) < 1e-9 && Math.abs(screen[1] - want[1]) < 1e-9);
  }
});

test("defs: ids in a fixed order, each entry well formed", () => {
  assert.deepEqual(defIds(), ["trio-face-u", "trio-face-d"]);
  assert.deepEqual(defIds({ pips: true, numbers: [5, 0, 2, 5], backs: true }), [
    "trio-face-u", "trio-face-d", "trio-back-u", "trio-back-d", "trio-pips-2", "trio-pips-5",
  ]);
  const all = defsMarkup();
  assert.ok(all.startsWith("<defs>") && all.endsWith("</defs>"));
  for (const id of defIds({ pips: true, backs: true })) assert.equal(count(all, `id="${id}"`), 1);
  const face = defMarkup("trio-face-u");
  assert.equal(count(face, "<path"), 3);
  assert.ok(face.includes(`fill="${STYLE.colours.face[1]}"`));
  assert.ok(defMarkup("trio-back-d").includes(`fill="${STYLE.colours.back[1]}"`));
  assert.ok(backMarkup(true).includes('href="#trio-back-u"') && !backMarkup(true).includes("data-tile"));
});

test("colours: CSS variables with the static fallback", () => {
  assert.equal(cssColour("face"), `var(${STYLE.colours.face[0]}, ${STYLE.colours.face[1]})`);
  assert.equal(getTileStyle(), STYLE);
});

// ---- DOM: a very small fake of what drawTile uses (no jsdom needed)
function fakeDom() {
  const parsed = [];
  class Node {
    constructor(markup, id = null) {
      this.markup = markup;
      this.id = id;
      this.children = [];
      this.ownerDocument = doc;
      this.ownerSVGElement = null;
    }
    appendChild(n) { this.children.push(n); return n; }
    insertBefore(n, ref) {
      const i = ref ? this.children.indexOf(ref) : -1;
      if (i < 0) this.children.push(n); else this.children.splice(i, 0, n);
      return n;
    }
    get firstChild() { return this.children[0] || null; }
    querySelector(sel) {
      const want = sel.replace(/^#/, "");
      const walk = (n) => (n.markup.includes(`id="${want}"`) ? n : n.children.map(walk).find(Boolean) || null);
      return this.children.map(walk).find(Boolean) || null;
    }
  }
  class DOMParser {
    parseFromString(text, type) {
      assert.equal(type, "image/svg+xml");
      parsed.push(text);
      const inner = text.replace(/^<svg [^>]*>/, "").replace(/<\/svg>$/, "");
      return { documentElement: { getElementsByTagName: () => [], children: [new Node(inner)] } };
    }
  }
  const doc = { defaultView: { DOMParser }, importNode: (n) => n };
  const svg = new Node("<svg>");
  return { svg, parsed, Node };
}

test("drawTile adds the defs once, then the same markup as tileMarkup", () => {
  const { svg, parsed } = fakeDom();
  const g = drawTile(svg, [3, 4, 5], false, { x: 10, y: 20 });
  assert.equal(g.markup, tileMarkup([3, 4, 5], false, { x: 10, y: 20 }));
  assert.ok(svg.children[0].markup.startsWith("<defs>"));
  assert.equal(svg.children[1], g);
  drawTile(svg, [1, 1, 1], true, { pips: true });
  drawPlacement(svg, { cell: "0,0,u", corners: [5, 5, 5] });
  assert.equal(svg.children.filter((n) => n.markup.startsWith("<defs>")).length, 1, "defs only once");
  assert.equal(svg.children.length, 4);
  assert.equal(svg.children[3].markup, placementMarkup({ cell: "0,0,u", corners: [5, 5, 5] }));
  for (const text of parsed) assert.ok(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
});
