"""tools/analyze.py from the outside: JSON answers and exit status 2 on bad input.

The analyses run in this process (``run_main``), answering as the child would; one bad board
goes through ``python tools/analyze.py`` itself, to show no traceback reaches the person.
"""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from in_process import run_main
from test_tournament_cli import load_tool
from test_tournament_tables import CountingLearner

from game.opponents import ROSTER

ROOT = Path(__file__).resolve().parent.parent


COMMAND = [sys.executable, str(ROOT / "tools" / "analyze.py")]


def analyze(*args: str) -> subprocess.CompletedProcess[str]:
    return run_main(COMMAND, args, cwd=ROOT)


def test_tree_json() -> None:
    out = analyze("tree", "--json")
    assert out.returncode == 0
    facts = json.loads(out.stdout)
    assert facts == {
        "games": 255168, "x_wins": 131184, "o_wins": 77904, "draws": 46080,
        "positions": 5478, "positions_up_to_symmetry": 765, "terminal_positions": 958,
    }


def test_tree_text_mentions_every_figure() -> None:
    out = analyze("tree")
    assert out.returncode == 0
    for figure in ("255,168", "131,184", "77,904", "46,080", "5,478", "765", "958"):
        assert figure in out.stdout


def test_position_json_for_moler_example() -> None:
    out = analyze("position", "X..|.O.|O.X", "--json")
    assert json.loads(out.stdout) == {
        "board": "X...O.O.X", "to_move": "X", "winner": None, "value": 1, "best_moves": [3],
    }


def test_position_json_finished_games() -> None:
    won = json.loads(analyze("position", "XXXOO....", "--json").stdout)
    assert won == {"board": "XXXOO....", "to_move": None, "winner": "X", "value": None, "best_moves": []}
    draw = json.loads(analyze("position", "XOXXOOOXX", "--json").stdout)
    assert draw["winner"] == "draw" and draw["value"] is None


def test_position_text_shows_three_views() -> None:
    out = analyze("position", "X..|.O.|O.X")
    assert out.returncode == 0
    for word in ("TicTacToe", "Magic15", "Pick15", "to move: X", "optimal moves (cells): 3"):
        assert word in out.stdout


@pytest.mark.parametrize(
    "board",
    ["XX", "XO.XO.XO.X", "XO?......", "O........", "XX.......", "XXXOOO...", "XXXOO.O..", ""],
)
def test_bad_boards_exit_2_with_one_line(board: str) -> None:
    out = analyze("position", board)
    if board == "XO?......":  # one through the script itself, as typed at a shell
        out = subprocess.run([*COMMAND, "position", board], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 2
    assert out.stdout == ""
    assert len(out.stderr.strip().splitlines()) == 1
    assert "Traceback" not in out.stderr


def test_bad_command_exits_2() -> None:
    assert analyze("nonsense").returncode == 2


def test_with_no_analysis_named_every_analysis_is_listed_with_what_it_prints() -> None:
    out = analyze()
    assert out.returncode == 0 and out.stderr == ""
    lines = out.stdout.splitlines()
    assert lines[0] == "usage: analyze ANALYSIS [options]; the analyses, and what each prints:"
    assert "  tree           facts of the whole game tree" in lines
    assert "  exact          exact odds of a match between two opponents" in lines
    named = [line.split()[0] for line in lines[1:-1]]
    assert named == ["tree", "position", "exact", "exploit", "weights", "magic", "magic-sources", "strengths",
                     "big-strengths", "bigboard"]  # the module's docstring, in its order
    assert lines[-1] == "analyze ANALYSIS --help tells each one's options."


def test_exact_random_vs_random_json() -> None:
    out = analyze("exact", "random", "random", "--json")
    assert out.returncode == 0
    assert json.loads(out.stdout) == {
        "x_win": 737 / 1260, "x_win_fraction": "737/1260",
        "o_win": 121 / 420, "o_win_fraction": "121/420",
        "draw": 8 / 63, "draw_fraction": "8/63",
    }


def test_exact_text_leads_with_the_percent_then_lowest_terms_and_never_0_over_1() -> None:
    out = analyze("exact", "perfect", "perfect")
    assert out.returncode == 0
    assert out.stdout.splitlines() == [
        "PERFECT (X) against PERFECT (O): exact odds over the whole game tree, no sampling",
        "X wins           0% (never)",
        "O wins           0% (never)",
        "draws            100% (always)",
    ]
    out = analyze("exact", "random", "random")
    assert out.stdout.splitlines()[1:] == [
        "X wins           58% (737/1260)",
        "O wins           29% (121/420)",
        "draws            13% (8/63)",
    ]


def test_exploit_json_perfect_is_unbeatable_as_either_mark() -> None:
    for mark in ("X", "O"):
        out = analyze("exploit", "perfect", "--as", mark, "--json")
        assert json.loads(out.stdout) == {"adversary_win": 0.0, "draw": 1.0, "line": None}


def test_exploit_text_against_random() -> None:
    out = analyze("exploit", "random")
    assert out.returncode == 0
    for words in ("RANDOM playing O", "adversary plays X", "191/192", "forced win: no", "ties broken"):
        assert words in out.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["exact", "random"],
        ["exact", "random", "deep-blue"],
        ["exploit", "deep-blue"],
        ["exploit", "random", "--as", "Z"],
        ["exploit"],
    ],
)
def test_bad_opponents_exit_2_with_one_line(args: list[str]) -> None:
    out = analyze(*args)
    assert out.returncode == 2 and out.stdout == ""
    assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr


def test_learners_are_taken_at_their_current_distribution(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(ROSTER, CountingLearner.id, CountingLearner)
    tool = load_tool("analyze")
    assert tool.main(["exact", "learner", "random"]) == 0
    text = capsys.readouterr().out
    assert "737/1260" in text  # the stand-in learner plays at random
    assert "note: learner learns as it plays" in text
    assert tool.main(["exploit", "learner", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["line"] is None
    assert "learner learns as it plays; this uses its current distribution" in captured.err


def test_weights_json_reproduces_the_posts_eight_grids() -> None:
    from test_lessons import POST_GRIDS, POST_LINE_NAMES

    out = analyze("weights", "XX.|...|O..", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["to_move"] == "O"
    assert [step["line"].upper() for step in report["steps"]] == list(POST_LINE_NAMES)
    assert [tuple(map(tuple, step["grid"])) for step in report["steps"]] == list(POST_GRIDS)
    assert report["chosen"] == [3]


def test_weights_text_shows_each_line_and_the_choice() -> None:
    out = analyze("weights", "XX.|...|O..")
    assert out.returncode == 0
    assert "diagonal 2" in out.stdout and "  0   0  11" in out.stdout and "chosen cells: 3" in out.stdout


@pytest.mark.parametrize("board", ["XX.|...|O", "XQ.|...|O..", "XXX|OOO|...", "XXX|OO.|..."])
def test_weights_bad_or_finished_board_is_one_line_and_status_2(board: str) -> None:
    out = analyze("weights", board)
    assert out.returncode == 2
    assert out.stdout == "" and len(out.stderr.strip().splitlines()) == 1


def test_magic_json_agrees_with_the_articles_examples() -> None:
    out = analyze("magic", "--json")
    assert out.returncode == 0
    squares = json.loads(out.stdout)["squares"]
    assert sorted(squares, key=int) == ["1", "2", "3", "4", "6", "7", "8", "9"]
    assert set(squares["1"]) == {"across", "cp", "cn", "ep", "en", "kp", "kn"}
    assert squares["7"]["ep"] == 1 and squares["6"]["ep"] == 1
    assert squares["9"]["kp"] == 6 and squares["8"]["kp"] == 9
    assert squares["9"]["kn"] == 8 and squares["8"]["kn"] == 7
    assert all(v["across"] == 10 - int(x) for x, v in squares.items())


def test_magic_text_has_a_row_per_rim_number() -> None:
    out = analyze("magic")
    assert out.returncode == 0
    lines = out.stdout.splitlines()
    assert lines[0].split() == ["X", "Across", "Cp", "Cn", "Ep", "En", "Kp", "Kn"]
    assert [line.split()[0] for line in lines[1:]] == ["1", "2", "3", "4", "6", "7", "8", "9"]


def test_magic_sources_json_counts_every_decision_once() -> None:
    out = analyze("magic-sources", "--json")
    assert out.returncode == 0
    report = json.loads(out.stdout)
    assert set(report) == {"X", "O"}
    for figures in report.values():
        assert set(figures["positions"]) == {"win", "block", "line", "exercise", "fallback"}
        assert figures["summary"].startswith("As ")
    # a game against random: X moves 3 to 5 times, O 2 to 4 times
    assert 3 <= sum(Fraction(p) for p in report["X"]["moves_against_random"].values()) <= 5
    assert 2 <= sum(Fraction(p) for p in report["O"]["moves_against_random"].values()) <= 4
    assert report["X"]["positions"]["fallback"] == 0 < report["O"]["positions"]["fallback"]
    assert report["O"]["moves_against_random"]["exercise"] == "4/9"  # random opens on an edge 4 times in 9
