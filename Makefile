# trio_widgets: `make lab` to play, `make test` to check everything.
# Needs only Python 3.10+ and make; everything else goes into .venv/.
# `make js` rebuilds the widgets' front ends (needs Node and npm; nothing else does).

PYTHON   ?= python3
VENV     := .venv
PY       := $(VENV)/bin/python
STAMP    := $(VENV)/.installed
CHROMIUM := /usr/bin/chromium
# JupyterLab defaults for this venv only: no "Jupyter news?" toast, no update check.
OVERRIDES := $(VENV)/share/jupyter/lab/settings/overrides.json

IS_ROOT  := $(shell [ "$$(id -u)" = 0 ] && echo yes)
ROOT_FLAG := $(if $(IS_ROOT),--allow-root)

.PHONY: lab class test test-fast lint bench clean venv chromium js site

venv: $(STAMP)

$(PY):
	$(PYTHON) -m venv $(VENV)

# Reinstall only when pyproject.toml changes.
$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --upgrade pip
	$(PY) -m pip install -e ".[test]"
	mkdir -p $(dir $(OVERRIDES))
	printf '%s\n' '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' > $(OVERRIDES)
	touch $@

# One Jupyter server for the teacher's notebooks (JupyterLab) and the children's pages (Voila,
# /voila/render/...), on a known port and token so that both addresses can be printed.
# JUPYTER_PATH puts this checkout's share/jupyter first: its Voila template "trio" wins.
PORT  ?= 8888
ifndef TOKEN
TOKEN := $(shell od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
endif
LAB_URL := http://localhost:$(PORT)

lab: $(STAMP)
	@echo "JupyterLab (the lessons with their programs, for the teacher):"
	@echo "    $(LAB_URL)/lab/tree/en/00_start_here.ipynb?token=$(TOKEN)"
	@echo "The children's pages (no programs), start page in each language:"
	@for l in en ru pl hu; do echo "    $(LAB_URL)/voila/render/$$l/00_start_here.ipynb?token=$(TOKEN)"; done
	@echo "(port busy? make lab PORT=8899)"
	JUPYTER_PATH=$(CURDIR)/share/jupyter $(PY) -m jupyterlab $(ROOT_FLAG) --notebook-dir=notebooks \
	  --port=$(PORT) --ServerApp.port_retries=0 --IdentityProvider.token=$(TOKEN)

# A class on one machine (docs/classroom.md): Voila's own server on notebooks/, with a pool of
# CHILDREN pre-started kernels that have already run LESSON (class/voila.py; Voila pre-heats
# kernels only as its own server, not as the extension `make lab` runs).  Other pages start
# their kernel on opening, except NEXT, the lesson the class goes on to, which has a pool as big
# (auto: the page after LESSON in its folder; `make class NEXT=en/05_play_a_game` another one;
# `NEXT=` none: half the kernels, but a child going on waits 2-4 s more for that page's kernel).
# CLASS_IP=0.0.0.0 lets the class's tablets reach it.
LESSON     ?= en/00_start_here
NEXT       ?= auto
CHILDREN   ?= 30
CLASS_PORT ?= 8866
CLASS_IP   ?= 127.0.0.1
# The class's record (the children's names and answers, docs/classroom.md) and the teacher's language.
DATA       ?= class-data
TEACHER_LANG ?= $(firstword $(subst /, ,$(LESSON)))

class: $(STAMP)
	@echo "The children's pages of $(LESSON), $(CHILDREN) kernels started beforehand (wait for 'Kernel pool ... is filled'),"
	@echo "and as many for the next lesson ($(if $(NEXT),$(NEXT),none): NEXT=... to choose, NEXT= for none):"
	@echo "    http://$(if $(filter 0.0.0.0,$(CLASS_IP)),<this computer>,$(CLASS_IP)):$(CLASS_PORT)/voila/render/$(LESSON).ipynb"
	@echo "The class's record: $(abspath $(DATA))/class.sqlite3 (the teacher's view's link is printed below, 'The teacher's view')"
	cd notebooks && TRIO_CLASS_LESSON=$(LESSON) TRIO_CLASS_NEXT=$(NEXT) TRIO_CLASS_CHILDREN=$(CHILDREN) \
	  TRIO_CLASS_DATA=$(abspath $(DATA)) TRIO_CLASS_LANG=$(TEACHER_LANG) \
	  JUPYTER_PATH=$(CURDIR)/share/jupyter JUPYTER_CONFIG_PATH=$(CURDIR)/class \
	  $(CURDIR)/$(VENV)/bin/voila . --port=$(CLASS_PORT) --Voila.ip=$(CLASS_IP) --no-browser

# Debian's Chromium for the browser tests. Installed when missing and we can
# (root with apt-get); otherwise the browser tests skip (and fail under CI=true).
chromium:
	@if [ -x $(CHROMIUM) ]; then \
	  echo "chromium: $(CHROMIUM) present"; \
	elif [ -n "$(IS_ROOT)" ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "chromium: installing Debian's chromium with apt-get"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	else \
	  echo "chromium: $(CHROMIUM) missing and cannot install it here: browser tests will skip (fail if CI=true)"; \
	fi

# One pytest run, one summary line: tests/ plus every lesson notebook, in one process per core
# (pytest-xdist; JOBS=1 for one process).  --dist loadfile keeps a file's tests in one process,
# so a file's server, browser or built site is made once; tests/conftest.py sends the slowest
# files first.  --nbval-* options only affect .ipynb files.
JOBS  ?= $(shell nproc 2>/dev/null || echo 2)
XDIST := $(if $(filter-out 0 1,$(JOBS)),-n $(JOBS) --dist loadfile)

test: $(STAMP) chromium
	$(PY) -m pytest tests notebooks --nbval-lax --nbval-current-env $(XDIST)

# The edit-test loop: everything but the real-browser and Binder tests.
test-fast: $(STAMP)
	$(PY) -m pytest tests notebooks --nbval-lax --nbval-current-env -m "not browser and not binder" -q $(XDIST)

# The widgets' front ends: esbuild (pinned in package.json) bundles each widget's modules in
# trio_widgets/widgets/static/<widget>/ (and shared/) into the committed static/<bundle>.js and
# .css (tools/build_js.mjs). tests/test_bundles.py fails when a committed bundle is out of date.
js: node_modules/.package-lock.json
	npm run build

# npm ci when node_modules/ is missing or older than the lock file
node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

# The static site: JupyterLite with the Pyodide kernel, every lesson in every language, the
# children's pages and the printables, running in the browser offline (tools/build_site.py).
# Needs Python 3.10+ and npm (the pinned pyodide package); the site's tools get a venv of
# their own in build/site/tools/. Serve it with: cd site && python3 -m http.server
site: $(STAMP) node_modules/.package-lock.json
	PYTHONPATH=$(CURDIR) $(PY) tools/build_site.py

# First step of CI: lint, formatting, types, and the layers' import contracts
# (pyproject.toml [tool.importlinter], read from this checkout).
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) -m mypy
	PYTHONPATH=$(CURDIR) $(VENV)/bin/lint-imports

bench: $(STAMP)
	@set -e; found=0; for f in benchmarks/bench_*.py; do \
	  [ -e "$$f" ] || continue; found=1; \
	  echo "== $$f"; $(PY) "$$f"; \
	done; [ $$found = 1 ] || echo "no benchmarks/bench_*.py yet"

clean:
	rm -rf $(VENV) node_modules .pytest_cache .hypothesis test-output build dist *.egg-info site site.zip
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
