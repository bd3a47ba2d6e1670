"""The school server (``make class``, class/voila.py): the configuration this project ships
turns Voila's pre-heated kernels on, for the class's lesson only.  The benchmark that measures
a class (benchmarks/bench_voila_class.py) runs in tests/ui/test_class_bench.py."""

from __future__ import annotations

import re
from pathlib import Path

import tornado.testing
import tornado.web

REPO = Path(__file__).resolve().parents[1]
CONFIG = REPO / "class" / "voila.py"


def _load(monkeypatch, **env):
    from traitlets.config.loader import PyFileConfigLoader
    from voila.app import Voila
    from voila.handler import VoilaHandler

    # the configuration wraps Voila's handlers (trio_widgets/classroom/_pages.py): put them back after the test
    monkeypatch.setattr(Voila, "init_handlers", Voila.init_handlers)
    monkeypatch.setattr(VoilaHandler, "prepare", VoilaHandler.prepare)
    for name in (
        "TRIO_CLASS_LESSON",
        "TRIO_CLASS_NEXT",
        "TRIO_CLASS_CHILDREN",
        "TRIO_CLASS_REFILL",
        "TRIO_CLASS_DATA",
        "TRIO_CLASS_LANG",
    ):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return PyFileConfigLoader(CONFIG.name, path=str(CONFIG.parent)).load_config()


def test_the_class_config_preheats_the_lessons_kernels_only(monkeypatch):
    c = _load(monkeypatch, TRIO_CLASS_LESSON="pl/03_matching_and_turning", TRIO_CLASS_CHILDREN="30")
    assert c.VoilaConfiguration.preheat_kernel is True
    assert c.VoilaConfiguration.default_pool_size == 0
    assert c.VoilaConfiguration.template == "trio"
    pools = c.VoilaKernelManager.kernel_pools_config
    assert pools == {"default": {"pool_size": 0}, "pl/03_matching_and_turning.ipynb": {"pool_size": 30}}
    assert (REPO / "notebooks" / "pl" / "03_matching_and_turning.ipynb").exists()
    # a used kernel is replaced after the lesson, not while the children answer
    assert c.VoilaKernelManager.fill_delay >= 40 * 60


def test_the_class_config_takes_a_notebook_name_and_a_size(monkeypatch):
    c = _load(monkeypatch, TRIO_CLASS_LESSON="/en/04_scoring.ipynb", TRIO_CLASS_CHILDREN="12", TRIO_CLASS_REFILL="5")
    assert c.VoilaKernelManager.kernel_pools_config["en/04_scoring.ipynb"] == {"pool_size": 12}
    assert c.VoilaKernelManager.fill_delay == 5.0
    # no lesson: pre-heating on, but no pool at all (every page starts its kernel)
    c = _load(monkeypatch)
    assert c.VoilaKernelManager.kernel_pools_config == {"default": {"pool_size": 0}}


def test_the_next_lesson_can_be_preheated_in_a_pool_as_big(monkeypatch):
    c = _load(
        monkeypatch, TRIO_CLASS_LESSON="en/04_scoring", TRIO_CLASS_NEXT="en/04b_bonuses", TRIO_CLASS_CHILDREN="30"
    )
    pools = c.VoilaKernelManager.kernel_pools_config
    assert pools["en/04_scoring.ipynb"] == pools["en/04b_bonuses.ipynb"] == {"pool_size": 30}
    # the same lesson twice is one pool
    c = _load(monkeypatch, TRIO_CLASS_LESSON="en/04_scoring", TRIO_CLASS_NEXT="en/04_scoring.ipynb")
    assert set(c.VoilaKernelManager.kernel_pools_config) == {"default", "en/04_scoring.ipynb"}


def test_make_class_preheats_the_page_after_the_lesson_unless_told_otherwise(monkeypatch):
    """Issue 32: a class goes on to the next lesson at once; its page took 3.9 s on a slowed
    tablet when its kernel started on opening, 1.9 s from a pool.  ``make class`` asks for the page
    after the lesson in its folder (NEXT=auto); ``NEXT=`` for none; none after the last lesson."""
    from trio_widgets.classroom._pages import next_lesson

    c = _load(monkeypatch, TRIO_CLASS_LESSON="pl/04_scoring", TRIO_CLASS_NEXT="auto", TRIO_CLASS_CHILDREN="30")
    assert c.VoilaKernelManager.kernel_pools_config["pl/04b_bonuses.ipynb"] == {"pool_size": 30}
    c = _load(monkeypatch, TRIO_CLASS_LESSON="en/09_puzzles", TRIO_CLASS_NEXT="auto", TRIO_CLASS_CHILDREN="3")
    assert set(c.VoilaKernelManager.kernel_pools_config) == {
        "default",
        "en/09_puzzles.ipynb",
        "en/09b_more_puzzles.ipynb",
    }
    c = _load(monkeypatch, TRIO_CLASS_LESSON="en/10_strategy_and_chance", TRIO_CLASS_NEXT="auto")
    assert set(c.VoilaKernelManager.kernel_pools_config) == {"default", "en/10_strategy_and_chance.ipynb"}
    c = _load(monkeypatch, TRIO_CLASS_LESSON="en/04_scoring", TRIO_CLASS_NEXT="")
    assert set(c.VoilaKernelManager.kernel_pools_config) == {"default", "en/04_scoring.ipynb"}
    notebooks = REPO / "notebooks"
    assert next_lesson(notebooks, "hu/00_start_here.ipynb") == "hu/01_meet_the_tiles"
    assert next_lesson(notebooks, "en/06_chance_and_simulation") == "en/06b_who_starts"
    assert next_lesson(notebooks, "xx/04_scoring") == next_lesson(notebooks, "04_scoring") == ""
    assert "NEXT       ?= auto" in (REPO / "Makefile").read_text(encoding="utf-8")


def test_the_class_config_packs_voilas_static_files_and_sets_the_pages_xsrf_cookie(monkeypatch):
    from voila.app import Voila
    from voila.handler import VoilaHandler

    plain, prepare = Voila.init_handlers, VoilaHandler.prepare
    _load(monkeypatch, TRIO_CLASS_LESSON="en/04_scoring")
    assert Voila.init_handlers is not plain and VoilaHandler.prepare is not prepare
    wrapped = Voila.init_handlers
    _load(monkeypatch, TRIO_CLASS_LESSON="en/04_scoring")  # once only, however often it is read
    assert Voila.init_handlers is wrapped


def test_voila_reads_the_options_the_config_sets():
    """The options are Voila's: the pre-heating kernel manager is configured as
    ``VoilaKernelManager`` and has these traits (a renamed class or option would be ignored)."""
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
    from voila.configuration import VoilaConfiguration
    from voila.voila_kernel_manager import voila_kernel_manager_factory

    cls = voila_kernel_manager_factory(AsyncMappingKernelManager, True, 0)
    assert cls.__name__ == "VoilaKernelManager"
    traits = cls.class_traits(config=True)
    assert {"kernel_pools_config", "fill_delay"} <= set(traits)
    assert {"preheat_kernel", "default_pool_size", "template"} <= set(VoilaConfiguration.class_traits(config=True))


def test_make_class_runs_voila_with_the_shipped_config():
    make = (REPO / "Makefile").read_text(encoding="utf-8")
    m = re.search(r"^class:.*?(?=^\S|\Z)", make, re.M | re.S)
    assert m, "the Makefile has no class target"
    recipe = m.group(0)
    assert "JUPYTER_CONFIG_PATH=$(CURDIR)/class" in recipe
    assert "JUPYTER_PATH=$(CURDIR)/share/jupyter" in recipe
    assert re.search(r"bin/voila \. ", recipe), "make class does not run Voila's own server on notebooks/"
    assert "TRIO_CLASS_LESSON=$(LESSON)" in recipe and "TRIO_CLASS_CHILDREN=$(CHILDREN)" in recipe
    assert "TRIO_CLASS_NEXT=$(NEXT)" in recipe
    assert "TRIO_CLASS_DATA=$(abspath $(DATA))" in recipe and "TRIO_CLASS_LANG=$(TEACHER_LANG)" in recipe


def test_with_a_data_folder_the_class_config_serves_the_name_prompt_and_the_teachers_view(monkeypatch, tmp_path):
    """``make class DATA=...``: the pages are the template trio_class (trio and the name prompt),
    whatever template a lesson asks for; the kernels get the folder as an absolute path and the
    teacher's language; Voila's own server gets the class's pages (``Voila.init_handlers``)."""
    from voila.app import Voila

    plain = Voila.init_handlers
    monkeypatch.setattr(Voila, "init_handlers", plain)  # put back after the test
    monkeypatch.setenv("JUPYTER_PATH", "")
    # the configuration writes the teacher's language into os.environ: put it back after the test,
    # or every later class server of this test process speaks Hungarian
    monkeypatch.setenv("TRIO_CLASS_LANG", "")
    c = _load(monkeypatch, TRIO_CLASS_LESSON="hu/04_scoring", TRIO_CLASS_DATA=str(tmp_path / "d"))
    assert c.VoilaConfiguration.template == "trio_class"
    assert c.VoilaConfiguration.allow_template_override == "NO"
    import os

    assert os.environ["TRIO_CLASS_DATA"] == str(tmp_path / "d") and os.environ["TRIO_CLASS_LANG"] == "hu"
    assert os.environ["JUPYTER_PATH"].split(os.pathsep)[0] == str(REPO / "class" / "jupyter")
    template = REPO / "class" / "jupyter" / "voila" / "templates" / "trio_class"
    assert '"base_template": "trio"' in (template / "conf.json").read_text(encoding="utf-8")
    # the class's pages wrap the handlers that pack the static files (the outermost wrapper)
    assert Voila.init_handlers is not plain and not getattr(Voila.init_handlers, "_trio_packed", False)
    # without a folder: the plain pages, nothing added but the packing
    monkeypatch.setattr(Voila, "init_handlers", plain)
    c = _load(monkeypatch, TRIO_CLASS_LESSON="hu/04_scoring")
    assert c.VoilaConfiguration.template == "trio" and getattr(Voila.init_handlers, "_trio_packed", False)


class PackedStaticFiles(tornado.testing.AsyncHTTPTestCase):
    """Voila's static file handlers as the class server sends them (trio_widgets/classroom/_pages.py):
    compressed for a browser that takes gzip, kept a year under a hashed or versioned name, a
    school day for Voila's own front end, as Voila says for the rest."""

    def get_app(self):
        import tempfile

        from trio_widgets.classroom._pages import _pack_routes

        self.root = Path(tempfile.mkdtemp())
        self.js = ("var tile = '2-4-4';\n" * 400).encode()
        for name in ("voila.js", "remoteEntry.c8c9eed2cdefdeac.js", "package.json"):
            (self.root / name).write_bytes(self.js)
        (self.root / "font.woff2").write_bytes(self.js)
        routes = _pack_routes(
            [
                (r"/voila/static/(.*)", tornado.web.StaticFileHandler, {"path": str(self.root)}),
                (r"/voila/labextensions/(.*)", tornado.web.StaticFileHandler, {"path": str(self.root)}),
            ]
        )
        app = tornado.web.Application(routes, transforms=[tornado.web.GZipContentEncoding])
        return app

    def get(self, url, gzip=True):
        headers = {"Accept-Encoding": "gzip"} if gzip else {}
        return self.fetch(url, headers=headers, decompress_response=False)

    def test_a_text_file_goes_out_compressed_once_and_whole(self):
        import gzip as gz

        r = self.get("/voila/static/voila.js")
        assert r.code == 200 and r.headers["Content-Encoding"] == "gzip"
        assert len(r.body) < len(self.js) / 4 and gz.decompress(r.body) == self.js
        assert "Accept-Encoding" in r.headers["Vary"]
        again = self.get("/voila/static/voila.js")
        assert again.body == r.body
        # a browser that takes no gzip gets the file as it is
        plain = self.get("/voila/static/voila.js", gzip=False)
        assert plain.body == self.js and "Content-Encoding" not in plain.headers
        # a font compressed already, as it is
        r = self.get("/voila/static/font.woff2")
        assert r.body == self.js and "Content-Encoding" not in r.headers

    def test_the_files_are_compressed_before_the_first_child_asks(self):
        from trio_widgets.classroom._pages import compress_all, gzipped

        # the three scripts and the JSON, not the font (compressed already)
        assert compress_all([str(self.root)]) == 3
        kept = gzipped(str(self.root / "voila.js"))
        assert kept is not None and gzipped(str(self.root / "voila.js")) is kept  # compressed once
        assert gzipped(str(self.root / "font.woff2")) is None

    def test_a_changed_file_is_compressed_again(self):
        import gzip as gz
        import os

        self.get("/voila/static/voila.js")
        changed = self.js + b"var more = 1;\n"
        (self.root / "voila.js").write_bytes(changed)
        os.utime(self.root / "voila.js", (1, 1))
        assert gz.decompress(self.get("/voila/static/voila.js").body) == changed

    def test_how_long_a_browser_keeps_each_file(self):
        assert self.get("/voila/static/voila.js").headers["Cache-Control"] == "public, max-age=43200"
        hashed = self.get("/voila/labextensions/remoteEntry.c8c9eed2cdefdeac.js")
        assert hashed.headers["Cache-Control"] == "public, max-age=31536000, immutable"
        versioned = self.get("/voila/labextensions/package.json?v=3f2a")
        assert versioned.headers["Cache-Control"] == "public, max-age=31536000, immutable"
        # an extension's file with neither: as Voila says (its extensions' handler: "no-cache")
        assert "Cache-Control" not in self.get("/voila/labextensions/package.json").headers
