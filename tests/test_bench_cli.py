"""tools/bench.py runs and reports; it never asserts a speed (that is for people to read)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "tools" / "bench.py"), *args],
        capture_output=True, text=True, cwd=ROOT,
    )


def test_wins_section_reports_medians_as_json() -> None:
    out = bench("--only", "wins", "--repeats", "1", "--json")
    assert out.returncode == 0, out.stderr
    section = json.loads(out.stdout)["wins"]
    assert set(section) == {"9x8 product per board", "512-entry table look-up"}
    for figure in section.values():
        assert figure["unit"] == "boards/s" and figure["median"] > 0 and len(figure["samples"]) == 1


def test_bad_arguments_exit_2() -> None:
    for args in (["--only", "nothing"], ["--repeats", "0"], ["--repeats", "many"]):
        out = bench(*args)
        assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1
