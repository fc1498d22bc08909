"""pyproject's explicit package list names every package under game/."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "game").rglob("__init__.py")
    } | {"game.assets"}
    assert found == listed


def test_version_is_one_number_from_the_package_to_the_changelog() -> None:
    import subprocess
    import sys
    from importlib import metadata

    import game

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" in config["project"]["dynamic"]
    assert config["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    newest = next(line for line in (ROOT / "CHANGELOG.md").read_text().splitlines() if line.startswith("## "))
    assert newest.split()[1] == game.__version__
    printed = subprocess.run([sys.executable, "-m", "game", "--version"], capture_output=True, text=True, check=True)
    assert printed.stdout.strip() == f"tictactoe-magic {metadata.version('tictactoe-magic')}"
    assert metadata.version("tictactoe-magic") == game.__version__  # the installed metadata is made from it
