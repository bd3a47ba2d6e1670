// The bytecode of what the site's Pyodide kernel imports when it starts, compiled by the
// site's own Pyodide (so by exactly its Python), for tools/build_site.py.
//
//   node tools/site_bytecode.mjs <pyodide dir> <out dir> <packages, JSON> <modules, JSON>
//
// <pyodide dir> is the site's static/pyodide (its core files, wheels and lock file); the
// packages are loaded as the kernel loads them at start, then the modules are imported (the
// kernel, the widgets, and every module of this project's package that imports here).  Every
// module then in sys.modules that Python compiled from a source file is written as an
// unchecked hash-based .pyc (PEP 552: used without reading its source again) under
// <out dir>/site/<path>.pyc (site-packages) or <out dir>/stdlib/<path>.pyc (the standard
// library's zip), and <out dir>/modules.json lists them.  Python compiles a module's source on
// every import where it finds no bytecode it may use: in the browser that is every start, as
// nothing it compiles is kept.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";

const [dir, out, packages, modules] = process.argv.slice(2);
if (!dir || !out || !packages || !modules) {
  console.error("usage: node tools/site_bytecode.mjs <pyodide dir> <out dir> <packages JSON> <modules JSON>");
  process.exit(2);
}
// Pyodide's own files from its package (this repository's package.json makes a .js beside it
// here an ES module, which pyodide.asm.js is not); the site's lock file and wheels from <dir>
const site = path.resolve(dir) + "/";
const py = await loadPyodide({
  indexURL: new URL("../node_modules/pyodide/", import.meta.url).pathname,
  lockFileURL: site + "pyodide-lock.json",
  packageBaseUrl: site,
});
await py.loadPackage(JSON.parse(packages), { messageCallback: () => {} });
fs.mkdirSync(out, { recursive: true });
py.FS.mkdirTree("/bytecode");
py.FS.mount(py.FS.filesystems.NODEFS, { root: path.resolve(out) }, "/bytecode");
py.globals.set("wanted", JSON.parse(modules));
py.runPython(`
import importlib, importlib.util, json, os, pkgutil, sys, sysconfig
from importlib._bootstrap_external import _code_to_hash_pyc

for name in wanted:
    mod = importlib.import_module(name)
    if name.split(".")[0] == name and hasattr(mod, "__path__"):
        for info in pkgutil.walk_packages(mod.__path__, name + "."):
            try:
                importlib.import_module(info.name)
            except ImportError:  # a part for outside the browser (the PDF writer's)
                pass

site = "/" + sysconfig.get_paths()["purelib"].strip("/") + "/"
stdlib = next(p for p in sys.path if p.endswith(".zip")) + "/"
written = {"site": [], "stdlib": []}
for name, mod in sorted(sys.modules.items()):
    spec = getattr(mod, "__spec__", None)
    origin = getattr(spec, "origin", None) or ""
    loader = getattr(spec, "loader", None)
    if not origin.endswith(".py"):
        continue
    if origin.startswith(site) and isinstance(loader, importlib.machinery.SourceFileLoader):
        where, rel, source = "site", origin[len(site):], loader.get_data(origin)
    elif origin.startswith(stdlib) and hasattr(loader, "get_source"):
        where, rel, source = "stdlib", origin[len(stdlib):], loader.get_source(name).encode("utf-8")
    else:
        continue
    code = compile(source, origin, "exec", dont_inherit=True)
    target = f"/bytecode/{where}/{rel}c"
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as f:
        f.write(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))
    written[where].append(rel)
with open("/bytecode/modules.json", "w") as f:
    json.dump({"magic": importlib.util.MAGIC_NUMBER.hex(), "cache_tag": sys.implementation.cache_tag, **written}, f, indent=1)
`);
const made = JSON.parse(fs.readFileSync(path.join(out, "modules.json"), "utf-8"));
console.log(`bytecode: ${made.site.length} modules of site-packages, ${made.stdlib.length} of the standard library`);
