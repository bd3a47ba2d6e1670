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
- ``TRIO_CLASS_CHILDREN``: how many kernels the pool holds (the class's size; 30)
- ``TRIO_CLASS_REFILL``: seconds before the pool starts a kernel for one a child has taken
  (default 2700, a school lesson: refilling runs the lesson again in a new kernel, which
  would take the 2 cores from the children who are answering).
"""

import os

c = get_config()  # noqa: F821 (traitlets config file)

lesson = os.environ.get("TRIO_CLASS_LESSON", "").strip().strip("/")
if lesson and not lesson.endswith(".ipynb"):
    lesson += ".ipynb"
children = int(os.environ.get("TRIO_CLASS_CHILDREN", "30"))
refill = float(os.environ.get("TRIO_CLASS_REFILL", "2700"))

c.VoilaConfiguration.preheat_kernel = True
c.VoilaConfiguration.default_pool_size = 0  # no pool for the other lessons
c.VoilaConfiguration.template = "trio"  # every lesson asks for it too (its metadata)
c.VoilaConfiguration.show_tracebacks = False
c.VoilaKernelManager.kernel_pools_config = {
    "default": {"pool_size": 0},
    **({lesson: {"pool_size": max(children, 0)}} if lesson else {}),
}
c.VoilaKernelManager.fill_delay = refill
c.Voila.open_browser = False
