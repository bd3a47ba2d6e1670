"""The school server (``make class``, class/voila.py): the configuration this project ships
turns Voila's pre-heated kernels on, for the class's lesson only.  The benchmark that measures
a class (benchmarks/bench_voila_class.py) runs in tests/ui/test_class_bench.py."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CONFIG = REPO / "class" / "voila.py"


def _load(monkeypatch, **env):
    from traitlets.config.loader import PyFileConfigLoader

    for name in ("TRIO_CLASS_LESSON", "TRIO_CLASS_CHILDREN", "TRIO_CLASS_REFILL", "TRIO_CLASS_DATA", "TRIO_CLASS_LANG"):
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
    assert Voila.init_handlers is not plain
    # without a folder: the plain pages, nothing added
    monkeypatch.setattr(Voila, "init_handlers", plain)
    c = _load(monkeypatch, TRIO_CLASS_LESSON="hu/04_scoring")
    assert c.VoilaConfiguration.template == "trio" and Voila.init_handlers is plain
