"""tools/tournament.py from the outside: counts, agreement with exact odds, charts, errors.

The runs are made in this process (``run_main``); the mistakes typed at a shell go through
``python tools/tournament.py`` itself, to show no traceback reaches the person.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from types import ModuleType

import pytest
from in_process import run_main
from sampling import CHI2_LIMIT, goodness_of_fit
from shared_tables import share_tables
from test_tournament_tables import CountingLearner

from game.opponents import ROSTER, roster_ids, screen_name
from game.tournament import ResultCounts

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"


def run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The tool run in this process, answering as its child would (see in_process.py)."""
    return run_main([sys.executable, str(TOOLS / tool)], args, cwd=ROOT)


def run_child(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The tool as a person runs it: ``python tools/NAME.py`` in a child process."""
    return subprocess.run(
        [sys.executable, str(TOOLS / tool), *args], capture_output=True, text=True, cwd=ROOT,
    )


def load_tool(name: str) -> ModuleType:
    """Import a tool in this process: its code in game.commands, or a script that lives only in tools/."""
    if importlib.util.find_spec(f"game.commands.{name}") is not None:
        return importlib.import_module(f"game.commands.{name}")
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))
    spec = importlib.util.spec_from_file_location(f"tool_{name}", TOOLS / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_json_counts_are_integers_and_seeded() -> None:
    first = run("tournament.py", "random", "random", "--games", "20000", "--seed", "7", "--json")
    assert first.returncode == 0, first.stderr
    data = json.loads(first.stdout)
    assert set(data) == {"games", "x_win", "o_win", "draw", "games_per_second"}
    assert all(isinstance(data[k], int) for k in ("games", "x_win", "o_win", "draw"))
    assert data["games"] == data["x_win"] + data["o_win"] + data["draw"] == 20000
    assert data["games_per_second"] > 0
    again = run("tournament.py", "random", "random", "--games", "20000", "--seed", "7", "--json")
    counts = ("x_win", "o_win", "draw")
    assert [json.loads(again.stdout)[k] for k in counts] == [data[k] for k in counts]


@pytest.mark.parametrize(("x_id", "o_id"), [("random", "random"), ("perfect", "random")])
def test_tournament_rates_agree_with_analyze_exact(x_id: str, o_id: str) -> None:
    out = run("tournament.py", x_id, o_id, "--games", "300000", "--seed", "3", "--json")
    played = json.loads(out.stdout)
    exact = json.loads(run("analyze.py", "exact", x_id, o_id, "--json").stdout)
    tally = ResultCounts(played["x_win"], played["o_win"], played["draw"])
    odds = tuple(Fraction(exact[f"{k}_fraction"]) for k in ("x_win", "o_win", "draw"))
    assert goodness_of_fit(tally, odds) < CHI2_LIMIT  # type: ignore[arg-type]


def test_text_report_and_scalar_path() -> None:
    out = run("tournament.py", "random", "perfect", "--games", "2000", "--path", "scalar")
    assert out.returncode == 0
    for words in ("X wins", "O wins", "draws", "games per second", "scalar path", "2,000 games"):
        assert words in out.stdout
    assert re.search(r"^X wins +0 ", out.stdout, re.MULTILINE)  # perfect never loses


def test_round_robin_json_and_chart(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    share_tables(monkeypatch)
    chart = tmp_path / "charts" / "round.png"
    # 60 games a pair: perfect loses none however many are played; MENACE's pairs are played one by one.
    out = run("tournament.py", "--all", "--games", "60", "--json", "--chart", str(chart))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    ids = roster_ids()
    assert [(p["x"], p["o"]) for p in data["pairs"]] == [(x, o) for x in ids for o in ids]
    assert all(p["games"] == 60 for p in data["pairs"])
    assert {s["id"] for s in data["standings"]} == set(ids)
    perfect = next(s for s in data["standings"] if s["id"] == "perfect")
    assert perfect["losses"] == 0
    assert chart.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_round_robin_text_names_everyone(monkeypatch: pytest.MonkeyPatch) -> None:
    share_tables(monkeypatch)
    out = run("tournament.py", "--all", "--games", "50")
    assert out.returncode == 0
    assert "Standings" in out.stdout and "0/0/100" in out.stdout  # perfect against itself
    for ident in roster_ids():
        assert ident in out.stdout


def test_chart_cells_are_shaded_by_x_score() -> None:
    chart = load_tool("roundrobin_chart")
    rr = load_tool("tournament").round_robin(("random", "perfect"), 2000, 1)
    surface = chart.draw_chart(rr)
    for row, x_id in enumerate(rr.ids):
        for col, o_id in enumerate(rr.ids):
            corner = (chart.LEFT + col * chart.CELL_W + 3, chart.TOP + row * chart.CELL_H + 3)
            assert tuple(surface.get_at(corner))[:3] == chart.shade(rr.matches[x_id, o_id].tally)
    assert chart.shade(rr.matches["perfect", "perfect"].tally) == chart.EVEN_COLOR


@pytest.mark.parametrize(
    "args",
    [
        ["random"],
        ["random", "bob"],
        ["nobody", "random"],
        ["random", "random", "random"],
        [],
        ["random", "random", "--games", "0"],
        ["random", "random", "--games", "-5"],
        ["random", "random", "--games", "lots"],
        ["random", "random", "--games", "2.5"],
        ["random", "random", "--games", "99999999999"],
        ["random", "random", "--seed", "-1"],
        ["random", "random", "--seed", "x"],
        ["random", "random", "--seed", str(2**64)],
        ["random", "random", "--path", "fast"],
        ["random", "random", "--chart", "x.png"],
        ["--all", "random"],
        ["--all", "--games", "0"],
    ],
)
def test_bad_input_exits_2_with_one_line(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """In process, for speed; the subprocess tests below check the same through the shell."""
    try:
        status = load_tool("tournament").main(args)
    except SystemExit as stop:
        status = stop.code
    captured = capsys.readouterr()
    assert status == 2, captured
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1


@pytest.mark.parametrize("args", [["random", "bob"], ["random", "random", "--games", "0"]])
def test_bad_input_from_the_shell_has_no_traceback(args: list[str]) -> None:
    out = run_child("tournament.py", *args)
    assert out.returncode == 2 and out.stdout == ""
    assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr


def test_unknown_id_lists_the_known_ones() -> None:
    out = run("tournament.py", "random", "bob")
    assert "bob" in out.stderr and all(screen_name(ident) in out.stderr for ident in roster_ids())


def test_unwritable_chart_is_one_line_and_status_2(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    out = run("tournament.py", "--all", "--games", "100", "--chart", str(blocker / "chart.png"))
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and "cannot write the chart" in out.stderr
    assert "is not a folder" in out.stderr and out.stdout == ""  # refused before any pair was played


def test_learner_falls_back_to_scalar_and_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(ROSTER, CountingLearner.id, CountingLearner)
    tool = load_tool("tournament")
    assert tool.main(["learner", "random", "--games", "300", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["games"] == 300
    assert "learner learns" in captured.err and "one game after another" in captured.err
    assert tool.main(["learner", "random", "--games", "10", "--path", "batch"]) == 2
    assert "learner learns" in capsys.readouterr().err
