// Builds the widgets' front ends: one ES module and one stylesheet per widget, by esbuild.
//
//   npm run build              (or `make js`, which runs `npm ci` first when node_modules/ is missing)
//   node tools/build_js.mjs --outdir DIR    the same bundles into DIR (tests/test_bundles.py)
//
// The sources are plain ES modules in trio_widgets/widgets/static/<widget>/ and shared/; each
// widget's entry module imports what it needs, so the order of the modules comes from their
// `import` lines.  The bundles (static/<bundle>.js and .css) are committed and shipped as
// package data: pip, Binder and a school server need no Node.  Not minified, so a diff of a
// bundle reads like the diff of its sources.

import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const STATIC = "trio_widgets/widgets/static";

/** bundle file (in static/) -> its entry module (under static/) */
export const BUNDLES = {
  "game.js": "game/widget.js",
  "game.css": "game/widget.css",
  "score_keeper.js": "score_keeper/widget.js",
  "score_keeper.css": "score_keeper/widget.css",
  "teach_explorer.js": "teaching/explorer.js",
  "teach_orientation.js": "teaching/orientation.js",
  "teach_match.js": "teaching/match.js",
  "teach_scoring.js": "teaching/scoring.js",
  "teach.css": "shared/teach.css",
  "drill.js": "drill/widget.js",
  "drill.css": "drill/widget.css",
  "puzzle.js": "puzzle/widget.js",
  "puzzle.css": "puzzle/widget.css",
  "question.js": "question/widget.js",
  "question.css": "question/widget.css",
};

// The browsers the sources already need: regular expressions with lookbehind (Safari 16.4),
// optional chaining as esbuild counts it (Chrome and Edge 91), \p{...} (Firefox 78).  For them
// esbuild rewrites no JavaScript, so a bundle reads like its modules; in the CSS it adds the
// prefixes Safari still wants (-webkit-hyphens, -webkit-user-select).
export const TARGET = ["chrome91", "edge91", "firefox78", "safari16.4"];

function outdirFromArgs(argv) {
  const i = argv.indexOf("--outdir");
  if (i === -1) return path.join(ROOT, STATIC);
  if (!argv[i + 1]) throw new Error("build_js.mjs: --outdir needs a folder");
  return path.resolve(argv[i + 1]);
}

export async function buildAll(outdir) {
  mkdirSync(outdir, { recursive: true });
  for (const [bundle, entry] of Object.entries(BUNDLES)) {
    const folder = path.posix.dirname(entry);
    const note = `Built by esbuild from ${STATIC}/${entry} and what it imports (\`make js\`): edit those, not this file.`;
    await build({
      absWorkingDir: ROOT, // the paths in the bundle's comments are relative to the repository
      entryPoints: [path.posix.join(STATIC, entry)],
      outfile: path.join(outdir, bundle),
      bundle: true,
      format: "esm",
      target: TARGET,
      minify: false,
      sourcemap: false,
      legalComments: "inline",
      charset: "ascii",
      banner: bundle.endsWith(".css") ? { css: `/* ${note} */` } : { js: `// ${note}` },
      logLevel: "warning",
      // a widget's bundle may hold only its own folder and shared/: nothing from the network, no package
      plugins: [onlyOwnModules(folder)],
    });
  }
}

/** Refuse an import that is not a relative path inside static/<folder>/ or static/shared/. */
function onlyOwnModules(folder) {
  const allowed = [folder, "shared"].map((f) => path.join(ROOT, STATIC, f) + path.sep);
  return {
    name: "only-own-modules",
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === "entry-point") return undefined;
        const resolved = path.resolve(args.resolveDir, args.path);
        if (!args.path.startsWith(".") || !allowed.some((dir) => resolved.startsWith(dir))) {
          return { errors: [{ text: `${args.path}: a widget imports only its own modules and ../shared/ (relative paths)` }] };
        }
        return undefined;
      });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildAll(outdirFromArgs(process.argv.slice(2)));
}
