"""The school server: one lesson's child's pages for a whole class, from pre-started kernels.

``make class LESSON=en/04_scoring CHILDREN=30`` runs standalone Voila on notebooks/ with this
file (docs/classroom.md).  Voila 0.5 pre-heats kernels only as its own application: as an
extension of the Jupyter server (``make lab``) its page handler finds no kernel pool and starts a
fresh kernel for every page (voila/handler.py, "For server extension case": pool size 0).

A pre-heated kernel has already run the lesson when a child opens its page, so the page comes
from the pool at once.  Pre-heating runs every lesson it is asked for, in as many kernels as the
pool holds, so only the class's lesson is pre-heated (``kernel_pools_config``); any other page
starts its own kernel, as under ``make lab``.

Read from the environment (the Makefile sets them):

- ``TRIO_CLASS_LESSON``: the lesson's page, relative to notebooks/ (``en/04_scoring``); none: no pool
- ``TRIO_CLASS_NEXT``: the lesson the class goes on to (``en/04b_bonuses``), pre-heated too, in a
  pool of its own as big, so a tablet that goes on gets its page at once; ``auto`` (what
  ``make class`` sets unless told ``NEXT=``): the page after the lesson in its folder; none: that
  page starts its kernel when it is opened (it runs the lesson first: 2-4 s more)
- ``TRIO_CLASS_CHILDREN``: how many kernels the pool holds (the class's size; 30)
- ``TRIO_CLASS_REFILL``: seconds before the pool starts a kernel for one a child has taken
  (default 2700, a school lesson: refilling runs the lesson again in a new kernel, which
  would take the 2 cores from the children who are answering).
- ``TRIO_CLASS_DATA``: the folder of the class's record (``make class DATA=...``); none: no name
  prompt, no record, no teacher's view (the pages are the plain template ``trio``).  With it the
  pages are the template ``trio_class`` (class/jupyter/...: ``trio`` and the name prompt), every
  kernel writes its answers to ``<DATA>/class.sqlite3``, and the teacher's view is served at
  ``/trio-class/teacher?key=...`` (trio_widgets/classroom/_server.py; the link is printed).
- ``TRIO_CLASS_LANG``: the teacher's language (en, ru, pl, hu; default: the lesson's).
- ``TRIO_CLASS_KEEP_DAYS``: answers older than this are deleted when the server starts (default 30).
"""

import os

c = get_config()  # noqa: F821 (traitlets config file)


def _page(name: str) -> str:
    name = name.strip().strip("/")
    return name + ".ipynb" if name and not name.endswith(".ipynb") else name


lesson = _page(os.environ.get("TRIO_CLASS_LESSON", ""))
after = os.environ.get("TRIO_CLASS_NEXT", "").strip()
if after == "auto":
    from trio_widgets.classroom._pages import next_lesson

    notebooks = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notebooks")
    after = next_lesson(notebooks, lesson) if lesson else ""
after = _page(after)
children = int(os.environ.get("TRIO_CLASS_CHILDREN", "30"))
refill = float(os.environ.get("TRIO_CLASS_REFILL", "2700"))

c.VoilaConfiguration.preheat_kernel = True
c.VoilaConfiguration.default_pool_size = 0  # no pool for the other lessons
c.VoilaConfiguration.template = "trio"  # every lesson asks for it too (its metadata)
c.VoilaConfiguration.show_tracebacks = False
c.VoilaKernelManager.kernel_pools_config = {
    "default": {"pool_size": 0},
    **({lesson: {"pool_size": max(children, 0)}} if lesson else {}),
    **({after: {"pool_size": max(children, 0)}} if after and after != lesson else {}),
}
c.VoilaKernelManager.fill_delay = refill
c.Voila.open_browser = False

# The pages' files go out compressed, and the tablets keep them for the next lesson
# (trio_widgets/classroom/_pages.py).
from trio_widgets.classroom._pages import install as send_files_packed  # noqa: E402

send_files_packed()

data = os.environ.get("TRIO_CLASS_DATA", "").strip()
if data:
    from trio_widgets.classroom._server import install

    data = os.path.abspath(data)
    os.environ["TRIO_CLASS_DATA"] = data  # the kernels' working folder is the lesson's
    teacher_lang = os.environ.get("TRIO_CLASS_LANG", "") or lesson.split("/")[0]
    os.environ["TRIO_CLASS_LANG"] = teacher_lang if teacher_lang in ("en", "ru", "pl", "hu") else "en"
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "jupyter")
    os.environ["JUPYTER_PATH"] = os.pathsep.join(p for p in (here, os.environ.get("JUPYTER_PATH", "")) if p)
    c.VoilaConfiguration.template = "trio_class"
    c.VoilaConfiguration.allow_template_override = "NO"  # every lesson asks for "trio" in its metadata
    install(data, lesson, os.environ["TRIO_CLASS_LANG"], float(os.environ.get("TRIO_CLASS_KEEP_DAYS", "30")))
