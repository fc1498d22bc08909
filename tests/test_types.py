"""The pure side (engine, opponents, analysis, tournaments, cabinet, lessons, match) type-checks cleanly with mypy."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TYPED = [
    "game/engine", "game/opponents", "game/analysis", "game/tournament", "game/cabinet", "game/lessons",
    "game/play/match.py", "game/play/big_match.py", "game/records/stats.py", "game/play/attract.py", "game/files/storage.py", "game/files/outputs.py", "game/files/paths.py",
    "game/messages/quoting.py", "game/messages/arguments.py", "game/values",
]


def test_pure_packages_type_check() -> None:
    pytest.importorskip("mypy", reason="mypy comes with the test extra")
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"), *TYPED],
        capture_output=True, text=True, cwd=ROOT,
    )
    assert out.returncode == 0, out.stdout + out.stderr
