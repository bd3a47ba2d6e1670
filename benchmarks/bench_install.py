"""How big and how slow `pip install trio-widgets` is: a fresh venv, one install, its size.

    python benchmarks/bench_install.py [PROJECT_DIR] [--binder]

Creates a temporary virtual environment, installs the project there with pip (no cache, so every
wheel is downloaded as on a new machine), and prints the wall time and the size of what was
installed (site-packages), with the largest packages. `--binder` installs binder/requirements.txt
instead (the Binder environment's Python packages).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path


def _size(path: Path) -> int:
    total = 0
    for root, _dirs, files in os.walk(path):
        for name in files:
            p = os.path.join(root, name)
            if not os.path.islink(p):
                total += os.path.getsize(p)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("project", nargs="?", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--binder", action="store_true", help="install binder/requirements.txt")
    args = parser.parse_args()
    project = Path(args.project).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        env = Path(tmp) / "env"
        venv.create(env, with_pip=True)
        py = env / "bin" / "python"
        base = _size(env)
        if args.binder:
            cmd = [str(py), "-m", "pip", "install", "--no-cache-dir", "-q", "-r", "binder/requirements.txt"]
            cwd = project
        else:
            cmd = [str(py), "-m", "pip", "install", "--no-cache-dir", "-q", str(project)]
            cwd = project
        start = time.perf_counter()
        subprocess.run(cmd, check=True, cwd=cwd)
        seconds = time.perf_counter() - start
        site = next((env / "lib").glob("python3*/site-packages"))
        sizes = sorted(((_size(p) if p.is_dir() else p.stat().st_size, p.name) for p in site.iterdir()), reverse=True)
        print(f"{'binder/requirements.txt' if args.binder else 'pip install ' + project.name}: {seconds:.1f} s")
        print(f"installed: {(_size(env) - base) / 1e6:.1f} MB (site-packages {_size(site) / 1e6:.1f} MB)")
        for size, name in sizes[:8]:
            print(f"  {size / 1e6:7.1f} MB  {name}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
