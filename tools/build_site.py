"""Build the static site: every lesson in four languages running in the browser, offline too.

Usage (from the repository root, with the project venv; ``make site`` does this)::

    PYTHONPATH=$PWD .venv/bin/python tools/build_site.py            # site/ and site.zip
    PYTHONPATH=$PWD .venv/bin/python tools/build_site.py --no-zip   # site/ only

The site is JupyterLite (``jupyterlite-core`` 0.7) with the Pyodide kernel
(``jupyterlite-pyodide-kernel``) and Voici (``voici-core``), all from PyPI, in a venv of their
own (``build/site/tools/``), built by ``voici build``: the children's pages are Voici
dashboards drawn with the Voila page's own template (``share/jupyter/voila/templates/trio``),
which run the lesson as they open and show only the lesson; the teacher's lessons open in
JupyterLite's Notebook, in the lesson's language (JupyterLab's language packs, :data:`LOCALE_JS`).
Python for the browser is the npm package ``pyodide``, pinned in
``package.json`` (``npm ci`` installs it), whose lock file is replaced by one that names only
the wheels copied next to it: this package (built here), anywidget, ipywidgets and what
they and the kernel import, all pure-Python wheels from PyPI.  The lock file is written
here from the wheels' own metadata, so Pyodide's lock step (``pyodide-lock``, which needs
Python 3.12 or newer) is not used: any Python 3.10+ builds the site.

What goes in (``site/files/``): for each language ``<lang>/`` the lessons as the teacher
sees them (the printables box replaced by links to PDFs made now, since fpdf2 needs
Pillow, which the browser does not have offline), ``<lang>/kids/`` the children's pages'
notebooks (the same lessons without the teacher's parts; ``voici/render/<lang>/kids/`` their
dashboards) and
``<lang>/printables/`` the PDFs: 30 different worksheets per lesson (seeds 0 to 29) in one
file, their answers, the tiles to cut out and each rule set on one page.  The site's own
start page (``site/index.html``) links every language's start page, the children's pages
and the printables, and has the "start again" button.

Nothing is fetched when the site runs: the kernel never falls back to PyPI
(``disablePyPIFallback``) and every wheel it loads is in ``site/static/pyodide/``.

What keeps the zip under its 30 MB: no jedi (IPython completes without it: :data:`PATCH`),
pygments with the lexers IPython uses only, anywidget's wheel without its front ends, this
package's wheel without the printables' fonts and the front ends' sources (:data:`SLIM`),
JupyterLab's icon fonts in woff2 only (:func:`drop_old_font_formats`), one copy of each saved
picture in the notebooks (:func:`one_picture_each`), the PDFs' points on a 0.1 pt grid
(``paper/_pdf.py``), the children's notebooks without saved outputs (their dashboards run
them), one theme stylesheet for every dashboard (:func:`one_theme_stylesheet`) and the scripts and
styles every dashboard carries in files (:func:`shared_page_parts`), Notebook
without JupyterLab's own app, the dashboards without MathJax's fonts (:func:`drop_math_fonts`),
and the standard library without what a browser cannot use (:data:`NO_BROWSER_STDLIB`).

What makes a start quick: the modules the kernel imports when it starts come as bytecode
(:func:`compile_start`, :func:`choose_bytecode`), made by the site's own Pyodide in Node, so
the browser's Python does not compile their sources at every start; within
:data:`BYTECODE_BUDGET_MB` of the zip, the modules that save the most compiling per byte.
"""

from __future__ import annotations

import argparse
import copy
import email.parser
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
import zlib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "site"
TOOLS = BUILD / "tools"
WHEELS = BUILD / "wheels"
NOTEBOOKS = ROOT / "notebooks"
LANGS = ["en", "ru", "pl", "hu"]

#: the site's build tools (a venv of their own: they need nothing of the project's venv)
SITE_TOOLS = [
    # the children's dashboards (voici-core 0.10 needs jupyterlite-core 0.7; the "voici" package
    # would pull in jupyterlite-xeus, whose conda channel the build cannot reach)
    "voici-core==0.10.0",
    # the teacher's lessons in JupyterLab, its menus in the lesson's language (the packs below)
    "jupyterlite-core[translation]==0.7.6",
    "jupyterlite-pyodide-kernel==0.7.2",
    "jupyter-server==2.21.1",  # jupyterlite-core lists the contents with it
    # their front ends (federated extensions) go into the site; the kernel gets the wheels below.
    # ipywidgets and jupyterlab-widgets at matching versions: widgets render in Voici only then
    # (voila-dashboards/voici#86)
    "anywidget==0.11.0",
    "ipywidgets==8.1.9",
    "jupyterlab-widgets==3.0.17",
    "jupyterlab-language-pack-ru-RU==4.5.post3",
    "jupyterlab-language-pack-pl-PL==4.5.post3",
    "jupyterlab-language-pack-hu-HU==4.5.post3",
]
#: the npm package, pinned in package.json; the version jupyterlite-pyodide-kernel 0.7.2 expects
PYODIDE_VERSION = "0.29.3"
#: (the kernel loads pyodide.js with importScripts: pyodide.mjs, the same as a module, stays out)
PYODIDE_FILES = ["pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip"]

#: the wheels the kernel loads, from PyPI (pure Python, for Python 3.13)
KERNEL_WHEELS = [
    "micropip==0.11.1",
    "packaging==26.1",
    "ipython==9.12.0",
    "ipython-pygments-lexers==1.1.1",
    "asttokens==3.0.1",
    "decorator==5.2.1",
    "executing==2.2.1",
    "matplotlib-inline==0.2.1",
    "pure-eval==0.2.3",
    "pygments==2.20.0",
    "six==1.17.0",
    "stack-data==0.6.3",
    "traitlets==5.14.3",
    "typing-extensions==4.15.0",
    "comm==0.2.3",
    "ipywidgets==8.1.9",
    "anywidget==0.11.0",
    "psygnal==0.16.1",
]
#: loaded when the kernel starts, with what they depend on (the lock file's ``depends``)
PRELOAD = [
    "sqlite3",  # an empty stand-in (stand_in)
    "micropip",
    "piplite",
    "ipykernel",
    "comm",
    "pyodide-kernel",
    "jedi",  # an empty stand-in (stand_in)
    "ipython",
    "ipywidgets",
    "anywidget",
    "trio-widgets",
]
#: dependencies a wheel declares that the browser does without: numpy (explore deals the same
#: hands without it), the PDF writer and its font (the printables are made at build time), the
#: widgets' JupyterLab front end (the site has it as an extension)
NOT_IN_BROWSER = {
    "trio-widgets": {"numpy", "fpdf2", "matplotlib"},
    # IPython's terminal, which a kernel does not start (:data:`PATCH`)
    "ipython": {"prompt-toolkit"},
    "ipywidgets": {"jupyterlab-widgets"},
}
#: the lexers pygments keeps (``pygments/lexers/<name>.py``): the ones IPython's own lexers
#: (``ipython_pygments_lexers``: Python, Bash, HTML, JavaScript, Ruby, Perl, TeX) import, with
#: the modules those import, and the list of all lexers (``_mapping``).  IPython colours a
#: traceback and ``obj??`` with the Python lexer; a lexer asked for by another name is not there
#: (``get_lexer_by_name('rust')`` raises ImportError), which nothing in a lesson does.
PYGMENTS_LEXERS = [
    "__init__",
    "_mapping",
    "python",
    "shell",
    "html",
    "javascript",
    "ruby",
    "perl",
    "markup",
    "css",
    "_css_builtins",
    "data",
    "jvm",
    "lilypond",
    "_lilypond_builtins",
    "lisp",
    "_cl_builtins",
    "_lasso_builtins",
    "_scheme_builtins",
]
#: this package's front-end sources (``widgets/static/<widget>/``): the widgets load the bundles
#: beside them (``widgets/_static.py``); ``shared/tile_style.json`` stays, the SVG pictures read it
FRONT_END_SOURCES = ["drill", "game", "puzzle", "question", "score_keeper", "shared", "teaching"]
#: files left out of wheels the site ships (prefixes of their paths), with a note put in their place.
#: This package's printables' fonts (the PDFs are made when the site is built: the browser has
#: no PDF writer) and its front ends' sources; anywidget's JupyterLab and Notebook 6 front ends
#: (the site has anywidget's extension); pygments' lexers but :data:`PYGMENTS_LEXERS`
#: (:data:`SLIM_KEEP`).
SLIM: dict[str, tuple[list[str], dict[str, str]]] = {
    "trio-widgets": (
        ["trio_widgets/paper/fonts/", *(f"trio_widgets/widgets/static/{d}/" for d in FRONT_END_SOURCES)],
        {},
    ),
    "anywidget": (["anywidget/labextension/", "anywidget/nbextension/", "anywidget-0.11.0.data/"], {}),
    "pygments": (["pygments/lexers/"], {}),
}
#: files under a prefix :data:`SLIM` drops that stay
SLIM_KEEP: dict[str, list[str]] = {
    "trio-widgets": ["trio_widgets/widgets/static/shared/tile_style.json"],
    "pygments": [f"pygments/lexers/{name}.py" for name in PYGMENTS_LEXERS],
}
#: lines changed in a wheel the site ships: (file, the line, what it becomes).  The kernel
#: (0.7.2) turns IPython's jedi completion on; the site ships no jedi (0.8 MB of the zip with
#: parso, and their import at every start), so IPython completes with its own completer, as it
#: does wherever jedi is not installed.  ``import IPython`` imports its terminal's ``embed``,
#: and with it prompt_toolkit (0.5 MB with wcwidth, and its import at every start), which a
#: kernel never uses: ``IPython.embed`` imports it when called.
PATCH: dict[str, list[tuple[str, str, str]]] = {
    "ipython": [
        (
            "IPython/__init__.py",
            "from .terminal.embed import embed\n",
            "def embed(**kwargs):  # the terminal, and prompt_toolkit, when called (tools/build_site.py)\n"
            "    from .terminal.embed import embed as terminal_embed\n\n"
            "    return terminal_embed(**kwargs)\n",
        )
    ],
    "pyodide-kernel": [
        (
            "pyodide_kernel/interpreter.py",
            "        self.Completer.use_jedi = True\n",
            "        self.Completer.use_jedi = False  # the site ships no jedi (tools/build_site.py)\n",
        )
    ],
}
#: how Pyodide 0.29 (Python 3.13) evaluates a requirement's environment markers
BROWSER_MARKERS = {
    "implementation_name": "cpython",
    "implementation_version": "3.13.2",
    "os_name": "posix",
    "platform_machine": "wasm32",
    "platform_python_implementation": "CPython",
    "platform_release": "",
    "platform_system": "Emscripten",
    "platform_version": "",
    "python_full_version": "3.13.2",
    "python_version": "3.13",
    "sys_platform": "emscripten",
    "extra": "",
}
#: every rule set on one page, in the order the lessons name them
PRESET_SHEETS = ["pressman", "classic", "trimino_simple", "trimino_advanced", "kids"]
SEEDS = range(30)
#: the lesson parts a child's page leaves out (``metadata.lesson.part``, set by build_lessons.py)
TEACHER_PARTS = {"plan", "teacher", "misconceptions", "printables"}
#: JupyterLite's settings for the site (overrides.json)
OVERRIDES = {
    # no "Jupyter news?" toast and no update check: neither may reach the internet
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    # the widgets' state is saved into the notebook, and the notebook into the browser, often
    "@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True},
    "@jupyterlab/docmanager-extension:plugin": {"autosave": True, "autosaveInterval": 5},
    # a tablet or laptop set to dark gets JupyterLab's dark theme (the widgets follow it)
    "@jupyterlab/apputils-extension:themes": {"adaptive-theme": True},
}
#: the Voila template of the children's pages (share/jupyter/voila/templates/trio/): the site's
#: dashboards (Voici) use it as the Voila server does
TEMPLATE = "trio"
#: JupyterLab's language packs in the site (SITE_TOOLS): the lessons' languages and their locales
LOCALES = {"en": "en", "ru": "ru_RU", "pl": "pl_PL", "hu": "hu_HU"}
#: JupyterLab and Notebook in the site speak the language of the lesson opened: before the app
#: starts, this sets the translation setting's default from the lesson's folder (``?path=pl/...``
#: or ``/lab/tree/pl/...``).  A teacher who picks a language in Settings keeps it.
LOCALE_JS = """// The teacher's lessons speak the lesson's language (tools/build_site.py).
(function () {
  var locales = LOCALES;
  var m = /^\\/?([a-z]{2})\\//.exec(new URLSearchParams(window.location.search).get("path") || "")
    || /\\/tree\\/([a-z]{2})\\//.exec(window.location.pathname);
  var locale = m && locales[m[1]];
  var el = document.getElementById("jupyter-config-data");
  if (!locale || !el) return;
  // config-utils.js writes the site's settings here, then loads the app: the locale goes in first
  var watch = new MutationObserver(function () {
    watch.disconnect();
    var config = JSON.parse(el.textContent || "{}");
    var overrides = (config.settingsOverrides = config.settingsOverrides || {});
    var key = "@jupyterlab/translation-extension:plugin";
    overrides[key] = Object.assign({}, overrides[key], { locale: locale });
    el.textContent = JSON.stringify(config);
  });
  watch.observe(el, { childList: true, characterData: true, subtree: true });
})();
""".replace("LOCALES", json.dumps(LOCALES))
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def say(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def run(args: list[str], **kw: Any) -> None:
    subprocess.run(args, check=True, **kw)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# --------------------------------------------------------------------------- the tools


def tools_python() -> Path:
    """The site tools' venv (made once; remade when SITE_TOOLS changes)."""
    py = TOOLS / "bin" / "python"
    stamp = TOOLS / ".installed"
    want = "\n".join(SITE_TOOLS)
    if py.exists() and stamp.exists() and stamp.read_text() == want:
        return py
    say(f"site tools: a venv in {TOOLS.relative_to(ROOT)} with {', '.join(SITE_TOOLS)}")
    shutil.rmtree(TOOLS, ignore_errors=True)
    run([sys.executable, "-m", "venv", str(TOOLS)])
    run([str(py), "-m", "pip", "install", "-q", *SITE_TOOLS])
    stamp.write_text(want)
    return py


def pyodide_dir() -> Path:
    """node_modules/pyodide at the pinned version (``npm ci`` when it is missing or another one)."""
    pkg = ROOT / "node_modules" / "pyodide" / "package.json"
    version = json.loads(pkg.read_text())["version"] if pkg.exists() else None
    if version != PYODIDE_VERSION:
        if shutil.which("npm") is None:
            raise SystemExit("make site needs npm (Node 18+) for the pyodide package: apt-get install npm")
        say(f"npm ci (pyodide {PYODIDE_VERSION}, pinned in package.json)")
        run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT)
        version = json.loads(pkg.read_text())["version"]
        if version != PYODIDE_VERSION:
            raise SystemExit(f"package.json pins pyodide {version}, the site needs {PYODIDE_VERSION}")
    return pkg.parent


def kernel_wheels(tools_py: Path) -> list[Path]:
    """The wheels the browser's Python loads: downloaded once, this package's built every time."""
    WHEELS.mkdir(parents=True, exist_ok=True)
    pypi = WHEELS / "pypi"
    have = {canonical(p.name.split("-")[0]) + "==" + p.name.split("-")[1] for p in pypi.glob("*.whl")}
    want = {canonical(w.split("==")[0]) + "==" + w.split("==")[1] for w in KERNEL_WHEELS}
    if not want <= have:
        say(f"pip download: {len(KERNEL_WHEELS)} pure-Python wheels for the browser")
        shutil.rmtree(pypi, ignore_errors=True)
        run(
            [str(tools_py), "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:"]
            + ["--python-version", "3.13", "--implementation", "py", "--abi", "none", "--platform", "any"]
            + ["-d", str(pypi), *KERNEL_WHEELS]
        )
    own = WHEELS / "own"
    shutil.rmtree(own, ignore_errors=True)
    say("pip wheel: this package")
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(own), str(ROOT)])
    # the kernel's own wheels (piplite, the ipykernel shim, pyodide_kernel, the widgets' stub)
    ext = TOOLS.glob("share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi/*.whl")
    shipped = sorted(p for p in ext if not p.name.startswith("widgetsnbextension-3"))
    stand_ins = [stand_in(name, WHEELS / "empty") for name in STAND_INS]
    # the wheels KERNEL_WHEELS names (not one an earlier list downloaded)
    wanted = [
        p for p in sorted(pypi.glob("*.whl")) if f"{canonical(p.name.split('-')[0])}=={p.name.split('-')[1]}" in want
    ]
    return wanted + sorted(own.glob("*.whl")) + shipped + stand_ins


#: empty stand-ins (:func:`stand_in`) for packages the kernel installs at start unless preloaded
STAND_INS = ["sqlite3", "jedi"]


def stand_in(name: str, out: Path) -> Path:
    """An empty package called ``name``, which installs nothing: ``import <name>`` fails as it
    does where the package is not installed.  The kernel (0.7.2) installs ``sqlite3`` and
    ``jedi`` at start unless they are preloaded (and fails when it cannot): Pyodide's
    ``sqlite3`` module, for IPython's history of inputs, which the children's pages never read
    and which npm's ``pyodide`` does not carry (Pyodide's CDN does); jedi, for completion, which
    IPython does without (:data:`PATCH`)."""
    out.mkdir(parents=True, exist_ok=True)
    wheel = out / f"{name}-0-py3-none-any.whl"
    info = f"{name}-0.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 0\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tools/build_site.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{info}/top_level.txt": "",
    }
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for path, text in files.items():
            z.writestr(zipfile.ZipInfo(path, date_time=(2020, 2, 2, 0, 0, 0)), text)
        z.writestr(zipfile.ZipInfo(f"{info}/RECORD", date_time=(2020, 2, 2, 0, 0, 0)), "")
    return wheel


def _patched(wheel: Path, patch: list[tuple[str, str, str]]) -> dict[str, bytes]:
    """The files ``patch`` changes in ``wheel``, changed (each line must be in its file once)."""
    out: dict[str, bytes] = {}
    with zipfile.ZipFile(wheel) as src:
        names = set(src.namelist())
        for name, line, new_line in patch:
            if name not in names:
                raise SystemExit(f"{wheel.name} has no {name} to change")
            text = out[name].decode("utf-8") if name in out else src.read(name).decode("utf-8")
            if text.count(line) != 1:
                raise SystemExit(f"{wheel.name}: {name} has not the one line to change: {line!r}")
            out[name] = text.replace(line, new_line).encode("utf-8")
    return out


def slim_wheel(
    wheel: Path,
    drop: list[str],
    add: dict[str, str] | dict[str, bytes],
    out: Path,
    keep: list[str] | None = None,
    patch: list[tuple[str, str, str]] | None = None,
) -> Path:
    """A copy of ``wheel`` in ``out`` without the files under ``drop`` (but those ``keep`` names),
    with ``add``'s files and ``patch``'s lines changed (file, line, new line: each line must be
    there once, or nothing is written), its RECORD rewritten to match; the same name, and the
    same bytes each time."""
    import base64

    def record_line(name: str, data: bytes) -> str:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        return f"{name},sha256={digest},{len(data)}"

    changed = _patched(wheel, patch or [])
    out.mkdir(parents=True, exist_ok=True)
    target = out / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as dst:
        record = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
        kept = [
            i
            for i in src.infolist()
            if (not i.filename.startswith(tuple(drop)) or i.filename in (keep or [])) and i.filename != record
        ]
        lines = []
        for info in kept:
            data = changed.get(info.filename) or src.read(info)
            dst.writestr(info, data)
            if not info.is_dir():
                lines.append(record_line(info.filename, data))
        for name, text in sorted(add.items()):
            data = text.encode("utf-8") if isinstance(text, str) else text
            dst.writestr(zipfile.ZipInfo(name, date_time=(2020, 2, 2, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
            lines.append(record_line(name, data))
        lines.append(f"{record},,")
        dst.writestr(src.getinfo(record), "\n".join(lines) + "\n")
    return target


def slimmed(wheels: list[Path]) -> list[Path]:
    """``wheels`` with the ones :data:`SLIM` and :data:`PATCH` name replaced by their slimmed copies."""
    shutil.rmtree(WHEELS / "slim", ignore_errors=True)
    out = []
    for w in wheels:
        name = canonical(w.name.split("-")[0])
        if name in SLIM or name in PATCH:
            drop, add = SLIM.get(name, ([], {}))
            w = slim_wheel(w, drop, add, WHEELS / "slim", keep=SLIM_KEEP.get(name), patch=PATCH.get(name))
        out.append(w)
    return out


#: what the kernel imports when it starts, with this project's package and the widgets: the
#: bytecode of every module they import goes in the site (:func:`compile_start`)
START_IMPORTS = ["pyodide_kernel", "ipywidgets", "anywidget", "trio_widgets"]
#: wheels whose sources stay beside their bytecode, so that a traceback shows their lines (in
#: the others, a module's bytecode takes its source's place)
KEEP_SOURCES = {"trio-widgets"}
#: standard library packages and modules that do nothing in a browser's Python (no sockets, no
#: processes, no terminal), left out of the site's standard library zip
NO_BROWSER_STDLIB = (
    "multiprocessing/",
    "xmlrpc/",
    "wsgiref/",
    "imaplib.py",
    "smtplib.py",
    "ftplib.py",
    "poplib.py",
    "mailbox.py",
    "tabnanny.py",
)


def compile_start(pyodide: Path) -> Path:
    """The bytecode of every module the site's kernel imports when it starts (and this project's
    package), compiled by the site's own Pyodide in Node (``tools/site_bytecode.mjs``): Python
    compiles a module's source on every import where it finds no bytecode it may use, and in the
    browser that is every start of the kernel (nothing it compiles is kept).  The folder made."""
    out = BUILD / "bytecode"
    shutil.rmtree(out, ignore_errors=True)
    if shutil.which("node") is None:
        raise SystemExit("make site needs Node 18+ (npm's) for the kernel's bytecode: apt-get install npm")
    packages = json.dumps(PRELOAD)
    run(
        ["node", str(ROOT / "tools" / "site_bytecode.mjs"), str(pyodide), str(out), packages, json.dumps(START_IMPORTS)]
    )
    made = json.loads((out / "modules.json").read_text())
    if not made["site"] or not made["stdlib"]:
        raise SystemExit("tools/site_bytecode.mjs compiled no module")
    return out


#: how much the kernel's bytecode may add to the zip (MB): the zip's 30 MB hold Pyodide, the
#: apps, the lessons and their printables first
BYTECODE_BUDGET_MB = 0.6


def choose_bytecode(bytecode: Path, wheels: list[Path], stdlib: Path) -> int:
    """Keeps, of the bytecode ``compile_start`` made, what saves the most compiling per byte it
    adds to the zip, within :data:`BYTECODE_BUDGET_MB`, and deletes the rest; the bytes added.
    A module's compiling is taken as its bytecode's size (the code Python makes from it); what
    it adds, its bytecode deflated less its source deflated (the source it replaces; nothing
    where :data:`KEEP_SOURCES` keeps it).  The same choice from the same sources every time."""
    sources: dict[tuple[str, str], bytes] = {}
    kept_sources: set[str] = set()
    for wheel in wheels:
        keep = canonical(wheel.name.split("-")[0]) in KEEP_SOURCES
        with zipfile.ZipFile(wheel) as z:
            for name in z.namelist():
                if name.endswith(".py"):
                    sources["site", name] = z.read(name)
                    if keep:
                        kept_sources.add(name)
    with zipfile.ZipFile(stdlib) as z:
        for name in z.namelist():
            if name.endswith(".py"):
                sources["stdlib", name] = z.read(name)
    scored = []
    for pyc in sorted(bytecode.rglob("*.pyc")):
        where, rel = pyc.relative_to(bytecode).parts[0], "/".join(pyc.relative_to(bytecode).parts[1:])[:-1]
        code = pyc.read_bytes()
        source = b"" if (where == "site" and rel in kept_sources) else sources.get((where, rel), b"")
        added = max(1, len(zlib.compress(code, 9)) - len(zlib.compress(source, 9)))
        scored.append((-len(code) / added, str(pyc), added, pyc))
    total = 0
    for _, _, added, pyc in sorted(scored):
        if total + added <= BYTECODE_BUDGET_MB * 1e6:
            total += added
        else:
            pyc.unlink()
    return total


def with_bytecode(wheel: Path, bytecode: Path, out: Path) -> Path:
    """A copy of ``wheel`` in ``out`` with the bytecode ``compile_start`` made for its modules:
    in place of their sources, or (:data:`KEEP_SOURCES`) in ``__pycache__`` beside them, as
    the unchecked hash-based .pyc Python then uses without reading the source; its RECORD
    rewritten.  The same wheel when none of its modules has bytecode."""
    tag = json.loads((bytecode / "modules.json").read_text())["cache_tag"]
    keep = canonical(wheel.name.split("-")[0]) in KEEP_SOURCES
    with zipfile.ZipFile(wheel) as src:
        compiled = {n for n in src.namelist() if (bytecode / "site" / (n + "c")).is_file()}
        if not compiled:
            return wheel
        drop = [] if keep else sorted(compiled)
        add = {}
        for name in compiled:
            folder, _, file = name.rpartition("/")
            target = f"{folder}/__pycache__/{file[:-3]}.{tag}.pyc" if keep else name + "c"
            add[target] = (bytecode / "site" / (name + "c")).read_bytes()
    return slim_wheel(wheel, drop, add, out, keep=[])


def stdlib_with_bytecode(stdlib: Path, bytecode: Path) -> tuple[int, int]:
    """Pyodide's standard library zip with the bytecode ``compile_start`` made in place of those
    modules' sources (zipimport takes a module's .pyc first) and without
    :data:`NO_BROWSER_STDLIB`; (modules compiled, files left out)."""
    compiled = gone = 0
    data = {}
    started = [
        m for m in json.loads((bytecode / "modules.json").read_text())["stdlib"] if m.startswith(NO_BROWSER_STDLIB)
    ]
    if started:
        raise SystemExit(f"the kernel imports what NO_BROWSER_STDLIB leaves out: {', '.join(started)}")
    with zipfile.ZipFile(stdlib) as src:
        for info in src.infolist():
            if info.filename.startswith(NO_BROWSER_STDLIB):
                gone += 1
                continue
            pyc = bytecode / "stdlib" / (info.filename + "c")
            if pyc.is_file():
                data[info.filename + "c"] = (info.date_time, pyc.read_bytes())
                compiled += 1
            else:
                data[info.filename] = (info.date_time, src.read(info))
    with zipfile.ZipFile(stdlib, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
        for name, (when, content) in data.items():
            dst.writestr(zipfile.ZipInfo(name, date_time=when), content, zipfile.ZIP_DEFLATED)
    return compiled, gone


#: the icon fonts' older formats in JupyterLab's build: every browser that runs JupyterLab 4
#: takes the woff2 named first in each @font-face, so these are never fetched
OLD_FONT_FORMATS = (".eot", ".ttf", ".svg", ".woff")


def drop_old_font_formats(build_dir: Path) -> list[str]:
    """Delete each font's older formats where its woff2 is beside them; the names deleted."""
    gone = []
    for woff2 in sorted(build_dir.glob("*.woff2")):
        for suffix in OLD_FONT_FORMATS:
            old = woff2.with_suffix(suffix)
            if old.is_file():
                old.unlink()
                gone.append(old.name)
    return gone


#: TeX in a notebook's text (``$...$``, ``$$...$$``, ``\\(...\\)``): MathJax draws it, with its fonts
TEX = re.compile(r"\$[^$\n]+\$|\\\(|\\\[")


def drop_math_fonts(out: Path) -> list[str]:
    """The children's dashboards' woff fonts (Voici's build: MathJax's fonts, and an icon font's
    older format, whose woff2 every browser takes first), when no child's notebook has TeX in
    its text, so nothing on a dashboard ever asks for them; the teacher's Notebook keeps its
    own.  The names deleted."""
    for nb in sorted((out / "files").glob("*/kids/*.ipynb")):
        for cell in json.loads(nb.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown" and TEX.search("".join(cell["source"])):
                return []
    gone = []
    for font in sorted((out / "voici" / "build").glob("*.woff")):
        font.unlink()
        gone.append(font.name)
    return gone


# --------------------------------------------------------------------------- the lock file


def wheel_entry(wheel: Path) -> tuple[dict[str, Any], list[str]]:
    """A pyodide-lock.json entry for a pure-Python wheel, and the requirements it declares."""
    from packaging.markers import Marker

    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        info = next(n.split("/")[0] for n in names if n.split("/")[0].endswith(".dist-info"))
        meta = email.parser.Parser().parsestr(z.read(f"{info}/METADATA").decode("utf-8"))
        tops = set()
        if f"{info}/top_level.txt" in names:
            tops = {t.strip() for t in z.read(f"{info}/top_level.txt").decode().splitlines() if t.strip()}
        else:
            for n in names:
                head = n.split("/")[0]
                if head.endswith((".dist-info", ".data")) or (head.startswith("_") and "/" not in n):
                    continue
                if "/" in n or head.endswith(".py"):
                    tops.add(head.removesuffix(".py"))
    requires = []
    for r in meta.get_all("Requires-Dist") or []:
        spec, _, marker = r.partition(";")
        if marker.strip() and not Marker(marker.strip()).evaluate(BROWSER_MARKERS):
            continue
        requires.append(canonical(re.split(r"[\s<>=!~\[(;]", spec.strip(), maxsplit=1)[0]))
    entry = {
        "name": canonical(meta["Name"]),
        "version": meta["Version"],
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": sorted(t for t in tops if t.isidentifier()),
        "depends": [],
        "unvendored_tests": False,
    }
    return entry, requires


def write_lock(core: Path, wheels: list[Path], out: Path) -> dict[str, Any]:
    """Pyodide's core files, the wheels, and a lock file that names those wheels and nothing else."""
    out.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(core / name, out / name)
    upstream = json.loads((core / "pyodide-lock.json").read_text())
    packages: dict[str, dict[str, Any]] = {}
    declared: dict[str, list[str]] = {}
    for w in wheels:
        entry, requires = wheel_entry(w)
        packages[entry["name"]] = entry
        declared[entry["name"]] = requires
        shutil.copy2(w, out / w.name)
    missing = []
    for name, requires in declared.items():
        skip = NOT_IN_BROWSER.get(name, set())
        for dep in requires:
            if dep in packages:
                packages[name]["depends"].append(dep)
            elif dep not in skip:
                missing.append(f"{name} needs {dep}")
    # every package the kernel loads at start, with all it needs, is in the lock
    todo, seen = list(PRELOAD), set()
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        if n not in packages:
            missing.append(f"the kernel loads {n}")
            continue
        todo += packages[n]["depends"]
    needed = {n for n in missing if n.split()[0] in seen or n.startswith("the kernel")}
    if needed:
        raise SystemExit("the site's lock file lacks: " + "; ".join(sorted(needed)))
    lock = {"info": upstream["info"], "packages": dict(sorted(packages.items()))}
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return lock


# --------------------------------------------------------------------------- printables


def _make_pdf(job: tuple[str, str, Any, str]) -> str:
    """One PDF of the site's printables (run in a worker process)."""
    import trio_widgets as tw
    from trio_widgets.paper import Printable

    kind, lang, arg, path = job
    doc: Printable
    if kind == "worksheets":
        # the class's set and its answers: two documents, as a teacher makes them in a notebook
        # (``answers_<lesson>.pdf`` beside ``worksheets_<lesson>.pdf``), made from the same sheets
        sheets = tw.class_set(arg, lang=lang, sheets=len(SEEDS), first=SEEDS.start)
        sheets.answers().to_pdf(str(Path(path).with_name(f"answers_{arg}.pdf")))
        doc = sheets
    elif kind == "rules":
        doc = tw.rules_sheet(arg, lang=lang)
    else:
        doc = tw.cutout_sheet(lang=lang, pips=arg)
    doc.to_pdf(path)
    return path


def printables(contents: Path, lessons: list[str]) -> dict[str, dict[str, list[tuple[str, str]]]]:
    """Every printable of every language, in ``<lang>/printables/``; for each language and lesson the
    (title, path relative to the lesson's folder) of its files, "" for the sheets every lesson shares."""
    from trio_widgets.words import t

    jobs = []
    links: dict[str, dict[str, list[tuple[str, str]]]] = {}
    for lang in LANGS:
        folder = contents / lang / "printables"
        folder.mkdir(parents=True, exist_ok=True)
        mine: dict[str, list[tuple[str, str]]] = {"": []}
        for preset in PRESET_SHEETS:
            name = f"rules_{preset}.pdf"
            jobs.append(("rules", lang, preset, str(folder / name)))
            title = t("site.printables.rules", lang, preset=t(f"keeper.rules.{preset}", lang))
            mine[""].append((title, f"printables/{name}"))
        for pips, key in ((False, "site.printables.cutout"), (True, "site.printables.cutout_pips")):
            name = f"tiles_to_cut_out{'_dots' if pips else ''}.pdf"
            jobs.append(("cutout", lang, pips, str(folder / name)))
            mine[""].append((t(key, lang), f"printables/{name}"))
        for lesson in lessons:
            mine[lesson] = []
            jobs.append(("worksheets", lang, lesson, str(folder / f"worksheets_{lesson}.pdf")))  # and the answers
            for kind in ("worksheets", "answers"):
                name = f"{kind}_{lesson}.pdf"
                mine[lesson].append((t(f"site.printables.{kind}", lang, lesson=lesson), f"printables/{name}"))
        links[lang] = mine
    pdfs = len(jobs) + sum(1 for job in jobs if job[0] == "worksheets")  # a class's sheets and their answers
    say(f"printables: {pdfs} PDFs (worksheets for seeds {SEEDS.start} to {SEEDS.stop - 1})")
    workers = max(1, min(2, os.cpu_count() or 1))
    with ProcessPoolExecutor(workers) as pool:
        list(pool.map(_make_pdf, jobs, chunksize=4))
    return links


# --------------------------------------------------------------------------- notebooks


def _printables_cell(lang: str, files: list[tuple[str, str]]) -> dict[str, Any]:
    from trio_widgets.words import t

    links = "\n".join(f"- [{html.escape(title)}]({path})" for title, path in files)
    return {
        "cell_type": "markdown",
        "metadata": {"lesson": {"part": "printables"}},
        "source": t("site.printables.cell", lang, links=links),
    }


def _is_printables_code(cell: dict[str, Any]) -> bool:
    src = "".join(cell.get("source", ""))
    return cell["cell_type"] == "code" and ("tw.worksheet(" in src or ".to_pdf(" in src)


def one_picture_each(nb: dict[str, Any]) -> None:
    """Drop the SVG copy of each saved picture that also has its HTML form: JupyterLab shows the
    HTML of an output that has both (rank 50, before the SVG's 80), trusted or not."""
    for cell in nb["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "text/html" in data and "image/svg+xml" in data:
                del data["image/svg+xml"]


def site_notebook(nb: dict[str, Any], lang: str, files: list[tuple[str, str]]) -> dict[str, Any]:
    """The teacher's lesson in the site: the Pyodide kernel, and the printables box replaced by
    links to the PDFs made at build time (a browser kernel has no PDF writer offline)."""
    nb = copy.deepcopy(nb)
    nb["metadata"]["kernelspec"] = dict(PYODIDE_KERNELSPEC)
    cells, placed = [], False
    for cell in nb["cells"]:
        part = cell.get("metadata", {}).get("lesson", {}).get("part")
        if part == "printables":
            cells.append(_printables_cell(lang, files))
            placed = True
            continue
        if _is_printables_code(cell):
            continue
        if part == "nav" and not placed and files:
            cells.append(_printables_cell(lang, files))
            placed = True
        cells.append(cell)
    for cell in cells:
        if cell["cell_type"] == "markdown":
            cell["source"] = site_links("".join(cell["source"]), kids=False)
    nb["cells"] = cells
    one_picture_each(nb)
    for i, cell in enumerate(nb["cells"]):
        cell["id"] = f"site-{i:02d}"
    return nb


#: the start pages' links to a server's views (build_lessons.py's CHILD_PAGE and NOTEBOOK_PAGE)
_SERVER_LINK = re.compile(r"\.\./\.\./\.\./(voila/render|lab/tree)/([a-z]{2})/([0-9][0-9a-z_]*\.ipynb)#%")


_OTHER_LANGUAGE = re.compile(r"\]\(\.\./([a-z]{2})/([0-9][0-9a-z_]*\.ipynb)\)")


def site_links(markdown: str, kids: bool) -> str:
    """The start pages' links to Voila's child's page and JupyterLab's notebook, which the site
    does not have, made links to the site's own children's page and lesson, from a page in
    ``<lang>/`` or (``kids``) in ``<lang>/kids/``, where a link to another language's page leads
    to its child's page."""
    up = "../../" if kids else "../"

    def link(m: re.Match[str]) -> str:
        view, lang, name = m.groups()
        return f"{up}{lang}/kids/{name}" if view == "voila/render" else f"{up}{lang}/{name}"

    markdown = _SERVER_LINK.sub(link, markdown)
    if kids:  # "this page in other languages": that language's child's page
        markdown = _OTHER_LANGUAGE.sub(lambda m: f"](../../{m.group(1)}/kids/{m.group(2)})", markdown)
    return markdown


def kids_notebook(nb: dict[str, Any], lang: str) -> dict[str, Any]:
    """A child's page (a Voici dashboard): the lesson without the teacher's parts and the
    notebook's texts for the curious, as the Voila child's page; a ``child-quiet`` cell prints
    nothing there, as on the Voila page."""
    nb = copy.deepcopy(nb)
    nb["metadata"]["kernelspec"] = dict(PYODIDE_KERNELSPEC)
    nb["metadata"].pop("widgets", None)
    cells = []
    for cell in nb["cells"]:
        part = cell.get("metadata", {}).get("lesson", {}).get("part")
        tags = cell.get("metadata", {}).get("tags", [])
        if part in TEACHER_PARTS or {"teacher", "answer", "notebook-only"} & set(tags) or _is_printables_code(cell):
            continue
        if cell["cell_type"] == "code" and "child-quiet" in tags:
            # runs, prints nothing on the page (the Voila page drops its printed text)
            cell["source"] = "%%capture\n" + "".join(cell["source"])
        if cell["cell_type"] == "code":  # the dashboard runs the lesson: no saved output rides along
            cell["outputs"], cell["execution_count"] = [], None
        cells.append(cell)
    for cell in cells:
        if cell["cell_type"] == "markdown":
            cell["source"] = site_links("".join(cell["source"]), kids=True)
    nb["cells"] = cells
    one_picture_each(nb)
    for i, cell in enumerate(nb["cells"]):
        cell["id"] = f"kids-{i:02d}"
    return nb


def write_contents(contents: Path, only: list[str] | None) -> dict[str, Any]:
    from trio_widgets.paper import LESSONS
    from trio_widgets.teaching import lesson_id

    shutil.rmtree(contents, ignore_errors=True)
    contents.mkdir(parents=True)
    stems = sorted(p.stem for p in (NOTEBOOKS / "en").glob("*.ipynb"))
    if only:
        stems = [s for s in stems if lesson_id(s) in only or s.startswith("00")]
    lessons = [lesson_id(s) for s in stems if lesson_id(s) in LESSONS]
    links = printables(contents, lessons)
    for lang in LANGS:
        (contents / lang / "kids").mkdir(parents=True, exist_ok=True)
        for stem in stems:
            nb = json.loads((NOTEBOOKS / lang / f"{stem}.ipynb").read_text(encoding="utf-8"))
            files = links[lang].get(lesson_id(stem), []) + (links[lang][""] if lesson_id(stem) in LESSONS else [])
            if stem.startswith("00"):
                files = links[lang][""]
            (contents / lang / f"{stem}.ipynb").write_text(
                json.dumps(site_notebook(nb, lang, files), ensure_ascii=False, indent=1)
            )
            (contents / lang / "kids" / f"{stem}.ipynb").write_text(
                json.dumps(kids_notebook(nb, lang), ensure_ascii=False, indent=1)
            )
    return {"stems": stems, "links": links}


# --------------------------------------------------------------------------- the site's own start page


def start_page(stems: list[str], links: dict[str, Any]) -> str:
    """``index.html``: each language's start page, the lessons, the children's pages, the
    printables and "start again" (which clears what this browser saved of the site)."""
    from trio_widgets.teaching import lesson_id
    from trio_widgets.words import t

    def notebook(path: str) -> str:
        return "notebooks/index.html?path=" + path

    def dashboard(lang: str, stem: str) -> str:
        return f"voici/render/{lang}/kids/{stem}.html"

    def titled(lang: str, stem: str) -> str:
        nb = json.loads((NOTEBOOKS / lang / f"{stem}.ipynb").read_text(encoding="utf-8"))
        first = "".join(nb["cells"][0]["source"]).splitlines()[0]
        return first.lstrip("# ").strip()

    parts = []
    for lang in LANGS:
        e = html.escape
        items = "".join(f'<li><a href="{notebook(f"{lang}/{s}.ipynb")}">{e(titled(lang, s))}</a></li>' for s in stems)
        kids = "".join(
            f'<li><a href="{dashboard(lang, s)}" data-kids="{lang}/kids/{s}.ipynb">{e(titled(lang, s))}</a></li>'
            for s in stems
        )
        prints = "".join(
            f'<li><a href="files/{lang}/{path}">{e(title)}</a></li>'
            for key, files in links[lang].items()
            for title, path in files
            if key == "" or key in {lesson_id(s) for s in stems}
        )
        start = notebook(f"{lang}/{stems[0]}.ipynb")
        parts.append(
            f"""<section lang="{lang}" id="{lang}">
<h2>{e(t("site.language", lang))}</h2>
<p class="start"><a href="{start}" data-start="{lang}">{e(t("site.start", lang))}</a> · <a href="{dashboard(lang, stems[0])}">{e(t("site.kids", lang))}</a></p>
<p>{e(t("site.intro", lang))} {e(t("site.loading", lang))}</p>
<details><summary>{e(t("site.kids", lang))}</summary><ol>{kids}</ol></details>
<details><summary>{e(t("site.lessons", lang))}</summary><ol>{items}</ol></details>
<details><summary>{e(t("site.printables", lang))}</summary><ul>{prints}</ul></details>
<p><button type="button" data-action="start-again" data-confirm="{e(t("site.start_again.confirm", lang))}" data-done="{e(t("site.start_again.done", lang))}">{e(t("site.start_again", lang))}</button>
<small>{e(t("site.start_again.note", lang))}</small></p>
</section>"""
        )
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(t("site.title", "en"))}</title>
<!-- JupyterLite's apps read the site's settings from here and from jupyter-lite.json -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>
body {{ font: 18px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem; color: #1d2430; }}
nav a {{ margin-right: 1rem; }} section {{ border-top: 1px solid #ccd; padding: .5rem 0 1rem; }}
a {{ color: #0b57a4; }} .start a {{ font-weight: 600; font-size: 1.15em; }} button {{ font: inherit; padding: .4rem 1rem; }}
summary {{ cursor: pointer; margin: .3rem 0; }} small {{ margin-left: .5rem; color: #555; }}
@media (prefers-color-scheme: dark) {{ body {{ background: #15181d; color: #e6e6e6; }} a {{ color: #8ab8f0; }} }}
</style></head>
<body>
<h1>{html.escape(t("site.title", "en"))}</h1>
<nav>{"".join(f'<a href="#{lang}" lang="{lang}">{html.escape(t("site.language", lang))}</a>' for lang in LANGS)}</nav>
{"".join(parts)}
<script type="module">
// "Start again": clears what this browser saved of the site (the notebooks JupyterLite keeps in
// IndexedDB, with the widgets' saved state and the kernel's sealing secret, and the site's
// localStorage, where the widgets keep a child's answers, stars and games: widgets/_progress.py,
// the same records as on every other server), so every page opens as new.
async function startAgain(button) {{
  if (!confirm(button.dataset.confirm)) return;
  const dbs = indexedDB.databases ? await indexedDB.databases() : [{{ name: "JupyterLite Storage" }}];
  await Promise.all(dbs.filter((d) => d.name && d.name.startsWith("JupyterLite Storage")).map(
    (d) => new Promise((done) => {{ const r = indexedDB.deleteDatabase(d.name); r.onsuccess = r.onerror = r.onblocked = done; }})));
  localStorage.clear();
  button.textContent = button.dataset.done;
}}
for (const b of document.querySelectorAll('[data-action="start-again"]')) b.addEventListener("click", () => startAgain(b));
</script>
</body></html>
"""


# --------------------------------------------------------------------------- the build


def lite_config(lock: dict[str, Any]) -> dict[str, Any]:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Triominoes",
            # window.jupyterapp: the site's browser test and benchmark drive the page through it
            "exposeAppInBrowser": True,
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    "pipliteUrls": [],
                    "loadPyodideOptions": {"packages": [p for p in PRELOAD if p in lock["packages"]]},
                }
            },
        },
    }


def add_locale(out: Path) -> None:
    """JupyterLab's and Notebook's pages load :data:`LOCALE_JS` (``locale.js``) before the app."""
    (out / "locale.js").write_text(LOCALE_JS, encoding="utf-8")
    for app in ("lab", "notebooks", "tree", "edit", "consoles"):
        page = out / app / "index.html"
        if not page.exists():
            continue
        text = page.read_text(encoding="utf-8")
        anchor = 'id="jupyter-config-data"'
        if text.count(anchor) != 1:
            raise SystemExit(f"{page}: no single jupyter-config-data to put the lesson's language after")
        end = text.index("</script>", text.index(anchor)) + len("</script>")
        page.write_text(text[:end] + '\n<script src="../locale.js"></script>' + text[end:], encoding="utf-8")


#: The Pyodide kernel's extension (0.7.2) takes ``@jupyterlite/apputils`` ~0.7.5 from the app,
#: or brings its own copy when the app shares none of that version (Voici 0.10.0 shares 0.7.0);
#: that copy asks the app for JupyterLab's plugin manager and state database, which Voici's app
#: does not share, so on a dashboard the kernel never started ("Shared module
#: @jupyterlab/pluginmanager doesn't exist in shared scope default", then "No kernel
#: available").  The extension uses one thing of the package, the service worker manager's
#: token: where the app shares no plugin manager (Voici) it takes the app's own 0.7.0, whose
#: service worker keeps the kernel's files (the game's sealing secret: a game survives a
#: reload); JupyterLab and Notebook share 0.7.5 and nothing changes there.
_APPUTILS = (
    '896:()=>y("default","@jupyterlite/apputils",[2,0,7,5],'
    "(()=>Promise.all([k.e(644),k.e(464),k.e(96)]).then((()=>()=>k(644)))))"
)
_APPUTILS_OR_TOKEN = (
    '896:()=>(k.S.default||{})["@jupyterlab/pluginmanager"]?'
    + _APPUTILS.removeprefix("896:()=>")
    + ':Object.values(k.S.default["@jupyterlite/apputils"])[0].get()'
)


def kernel_for_voici(out: Path) -> None:
    """The Pyodide kernel's extension starts in Voici's app too (:data:`_APPUTILS`)."""
    entries = list(
        (out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static").glob("remoteEntry.*.js")
    )
    if len(entries) != 1 or entries[0].read_text(encoding="utf-8").count(_APPUTILS) != 1:
        raise SystemExit("the Pyodide kernel's extension is not the one tools/build_site.py knows (_APPUTILS)")
    text = entries[0].read_text(encoding="utf-8")
    entries[0].write_text(text.replace(_APPUTILS, _APPUTILS_OR_TOKEN), encoding="utf-8")


#: JupyterLite's service worker (0.7) answers every request of the site's pages and of the
#: kernel's worker with its own ``fetch()`` of it, unless it keeps a cache (``enableCache``,
#: off: the site does not ask for it).  A response a service worker hands on that way is not
#: one Chromium keeps compiled WebAssembly for, so Pyodide's wasm (2.8 MB) was compiled again
#: on every visit.  Unless it keeps a cache, the worker leaves those requests to the browser
#: (as it leaves ``/api/`` ones): it answers the kernel's drive and input as before.
_SW_ANSWERS = "shouldDrop(t,a)||(n=maybeFromCache(e))"
_SW_ANSWERS_IF_CACHING = "shouldDrop(t,a)||!enableCache||(n=maybeFromCache(e))"


def service_worker_leaves_files(out: Path) -> int:
    """Every copy of JupyterLite's service worker in the site leaves the site's files to the
    browser (:data:`_SW_ANSWERS`); the copies changed."""
    workers = sorted(out.rglob("service-worker.js"))
    for sw in workers:
        text = sw.read_text(encoding="utf-8")
        if text.count(_SW_ANSWERS) != 1:
            raise SystemExit(f"{sw}: not the service worker tools/build_site.py knows (_SW_ANSWERS)")
        sw.write_text(text.replace(_SW_ANSWERS, _SW_ANSWERS_IF_CACHING), encoding="utf-8")
    return len(workers)


def keep_kids_dashboards(out: Path) -> list[str]:
    """Voici makes a dashboard of every notebook and a list of the folders: the site keeps the
    children's dashboards (``<lang>/kids/``) and deletes the teacher's lessons' (they stay in
    JupyterLab) and the folder lists (the site's start page links every dashboard), with Voici's
    own start page that leads to them; the names deleted."""
    gone = []
    for page in sorted((out / "voici" / "render").glob("*/*.html")):
        page.unlink()
        gone.append(page.name)
    shutil.rmtree(out / "voici" / "tree", ignore_errors=True)
    (out / "voici" / "index.html").unlink(missing_ok=True)
    return gone


_THEME = re.compile(r'<style type="text/css">\s*/\*-{20,}.*?</style>', re.S)


def one_theme_stylesheet(out: Path) -> int:
    """Each dashboard carries JupyterLab's theme inline (240 kB, the same on every page): it goes
    into one file, ``voici/lab-theme.css``, that every dashboard links (and the browser caches);
    the bytes saved."""
    pages = sorted((out / "voici" / "render").glob("*/kids/*.html"))
    found = [_THEME.search(p.read_text(encoding="utf-8")) for p in pages]
    themes = {m.group(0) if m else "" for m in found}
    if len(themes) != 1 or "" in themes:
        raise SystemExit(f"the dashboards carry {len(themes)} different inline themes, not one")
    theme = themes.pop()
    css = theme.removeprefix('<style type="text/css">').removesuffix("</style>")
    (out / "voici" / "lab-theme.css").write_text(css, encoding="utf-8")
    for p in pages:
        text = p.read_text(encoding="utf-8")
        p.write_text(text.replace(theme, '<link rel="stylesheet" href="../../../lab-theme.css">', 1), encoding="utf-8")
    return len(theme) * len(pages) - len(css)


_INLINE = re.compile(r"<(script|style)\b([^>]*)>(.*?)</\1>", re.S)
#: an inline script or style this long or longer that every dashboard carries goes into a file
SHARED_MIN = 1500


def _movable(m: re.Match[str]) -> bool:
    """An inline style, or an inline script that runs the same from a file: no ``src`` or
    ``id`` of its own, JavaScript (classic or module; not JSON data)."""
    kind, attrs, _body = m.groups()
    if kind == "style":
        return True
    kind_of = re.search(r'type="([^"]*)"', attrs)
    return not re.search(r"\b(src|id)=", attrs) and (
        kind_of is None or kind_of.group(1) in ("text/javascript", "module")
    )


def shared_page_parts(out: Path) -> int:
    """Each dashboard carries the same scripts and styles inline (the template's page.js and
    read aloud, Voici's mermaid script and styles: about 60 kB of every page): each goes into a
    file of its own, ``voici/shared/<hash>.js`` or ``.css``, that every dashboard links where
    the inline copy was, so a script still runs where it ran (a classic one in the page's
    order, a module after the page is parsed) and the browser fetches it once; the bytes saved."""
    pages = sorted((out / "voici" / "render").glob("*/kids/*.html"))
    texts = {p: p.read_text(encoding="utf-8") for p in pages}
    seen: dict[str, int] = {}
    for text in texts.values():
        for block in {m.group(0) for m in _INLINE.finditer(text) if _movable(m)}:
            seen[block] = seen.get(block, 0) + 1
    folder = out / "voici" / "shared"
    folder.mkdir(parents=True, exist_ok=True)
    links, written = {}, 0
    for block in sorted(b for b, n in seen.items() if n == len(pages) and len(b) >= SHARED_MIN):
        kind, attrs, body = _INLINE.fullmatch(block).groups()  # type: ignore[union-attr]
        name = hashlib.sha256(body.encode("utf-8")).hexdigest()[:12] + (".js" if kind == "script" else ".css")
        (folder / name).write_text(body, encoding="utf-8")
        written += len(body)
        href = f"../../../shared/{name}"
        links[block] = (
            f'<script{attrs} src="{href}"></script>' if kind == "script" else f'<link rel="stylesheet" href="{href}">'
        )
    saved = 0
    for page, text in texts.items():
        slim = text
        for block, link in links.items():
            slim = slim.replace(block, link)
        saved += len(text) - len(slim)
        page.write_text(slim, encoding="utf-8")
    return saved - written


def build(out: Path, zip_path: Path | None, only: list[str] | None = None) -> dict[str, Any]:
    started = time.monotonic()
    tools_py = tools_python()
    core = pyodide_dir()
    wheels = slimmed(kernel_wheels(tools_py))
    lite = BUILD / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    lite.mkdir(parents=True)
    lock = write_lock(core, wheels, lite / "static" / "pyodide")
    say("the kernel's bytecode (its start's modules, compiled by the site's Pyodide)")
    shutil.rmtree(WHEELS / "bytecode", ignore_errors=True)
    bytecode = compile_start(lite / "static" / "pyodide")
    added = choose_bytecode(bytecode, wheels, lite / "static" / "pyodide" / "python_stdlib.zip")
    say(f"the bytecode kept: {sum(1 for _ in bytecode.rglob('*.pyc'))} modules, {added / 1e6:.2f} MB more in the zip")
    wheels = [with_bytecode(w, bytecode, WHEELS / "bytecode") for w in wheels]
    lock = write_lock(core, wheels, lite / "static" / "pyodide")
    compiled, gone = stdlib_with_bytecode(lite / "static" / "pyodide" / "python_stdlib.zip", bytecode)
    say(f"the standard library: {compiled} modules as bytecode, {gone} files left out")
    (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(lock), indent=2))
    (lite / "overrides.json").write_text(json.dumps(OVERRIDES, indent=2))
    made = write_contents(BUILD / "contents", only)
    shutil.rmtree(out, ignore_errors=True)
    say("voici build (the children's dashboards, and Notebook for the teacher's lessons)")
    env = {**os.environ, "JUPYTER_PATH": str(ROOT / "share" / "jupyter")}
    run(
        [str(TOOLS / "bin" / "voici"), "build", "--lite-dir", str(lite), "--output-dir", str(out)]
        + ["--contents", str(BUILD / "contents"), "--no-sourcemaps", "--no-unused-shared-packages"]
        # the teacher's lessons open in Notebook (its file list: tree); JupyterLab's own app stays
        # out of the site (the zip's 30 MB)
        + ["--apps", "notebooks", "--apps", "tree", "--template", TEMPLATE],
        cwd=lite,
        env=env,
    )
    add_locale(out)
    kernel_for_voici(out)
    say(f"service workers that leave the site's files to the browser: {service_worker_leaves_files(out)}")
    keep_kids_dashboards(out)
    say(f"one theme stylesheet for the dashboards: {one_theme_stylesheet(out) / 1e6:.1f} MB less")
    say(f"the dashboards' shared scripts and styles in files: {shared_page_parts(out) / 1e6:.1f} MB less")
    gone = drop_old_font_formats(out / "build")
    say(f"left out {len(gone)} icon font files in older formats than woff2")
    fonts = drop_math_fonts(out)
    say(f"left out the dashboards' {len(fonts)} woff fonts (MathJax's: no TeX on a child's page)")
    (out / "index.html").write_text(start_page(made["stems"], made["links"]), encoding="utf-8")
    icon = out / "notebooks" / "favicon.ico"
    if icon.exists():  # browsers ask for /favicon.ico on the start page
        shutil.copy2(icon, out / "favicon.ico")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    say(f"site: {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}, {size / 1e6:.1f} MB")
    if zip_path is not None:
        zip_path.unlink(missing_ok=True)
        with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
            for p in sorted(out.rglob("*")):
                if p.is_file():
                    z.write(p, Path(out.name) / p.relative_to(out))
        say(f"zip: {zip_path.name}, {zip_path.stat().st_size / 1e6:.1f} MB")
    say(f"done in {time.monotonic() - started:.0f} s")
    return {"out": out, "lock": lock, **made}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "site", help="the site's folder (default: site/)")
    ap.add_argument("--zip", type=Path, default=ROOT / "site.zip", help="the zip of it (default: site.zip)")
    ap.add_argument("--no-zip", action="store_true", help="make no zip")
    ap.add_argument("--only", nargs="*", help="only these lessons (00 always), for a quick build: --only 05 09")
    a = ap.parse_args(argv)
    build(a.out.resolve(), None if a.no_zip else a.zip.resolve(), a.only)


if __name__ == "__main__":
    main()
