"""tools/seed_answers.py: the manual's section (docs/analysis.md), its figures, and its regeneration in place.

The questions need ``naive``, ``center`` and ``lookahead``.  Small stand-ins
written here (Moler's rules as *Experiments with MATLAB* states them; a
predictable player in the look-ahead's place) take their ids for the
wording tests, so every branch is exercised whatever the roster holds; the
test of the page uses the real roster.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from test_tournament_cli import load_tool

from game.engine import LINES, Board, Mark
from game.opponents import ROSTER, Distribution, Opponent, uniform

ROOT = Path(__file__).resolve().parent.parent
CENTRE = 4


def completing(board: Board, mark: Mark) -> list[int]:
    """Empty squares that would complete a line of ``mark``."""
    mine = board.mask_of(mark)
    return sorted(
        sq for sq in board.legal_moves()
        if any(sq in line and all(mine >> i & 1 for i in line if i != sq) for line in LINES)
    )


class StandInNaive(Opponent):
    """Moler's strategy: win, else block, else random."""

    id = "naive"
    name = "Naive (test stand-in)"
    description = "test stand-in"
    takes_centre = False

    def distribution(self, board: Board) -> Distribution:
        # Worked out once a process per position and rule: the section asks the same positions of fresh copies
        # many times over (exact odds, best responses, move tables), and the slow scan above is the test's own.
        key = (self.takes_centre, board.key)
        if key not in _STAND_IN_MOVES:
            _STAND_IN_MOVES[key] = self._moves(board)
        return dict(_STAND_IN_MOVES[key])

    def _moves(self, board: Board) -> Distribution:
        for mark in (board.turn, board.turn.other):
            if squares := completing(board, mark):
                return uniform(squares)
        if self.takes_centre and CENTRE in board.legal_moves():
            return {CENTRE: Fraction(1)}
        return uniform(board.legal_moves())


#: The stand-ins' distributions, by (takes the centre, position key).
_STAND_IN_MOVES: dict[tuple[bool, int], Distribution] = {}


class StandInCenter(StandInNaive):
    """Exercise 11.4: the centre before a random move."""

    id = "center"
    takes_centre = True


class StandInLookahead(Opponent):
    """A predictable player (lowest free square), so a forced line exists."""

    id = "lookahead"
    name = "Lookahead (test stand-in)"
    description = "test stand-in"

    def distribution(self, board: Board) -> Distribution:
        return {board.legal_moves()[0]: Fraction(1)}


@pytest.fixture
def roster_without_them(monkeypatch: pytest.MonkeyPatch) -> None:
    for ident in ("naive", "center", "lookahead", "xkcd"):
        monkeypatch.delitem(ROSTER, ident, raising=False)


def test_section_with_stand_ins_has_figures_and_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the stand-ins: every question answered, a forced line shown, the look-ahead beaten."""
    for stand_in in (StandInNaive, StandInCenter, StandInLookahead):
        monkeypatch.setitem(ROSTER, stand_in.id, stand_in)
    tool = load_tool("seed_answers")
    monkeypatch.setattr(tool, "TOURNAMENT_GAMES", 20_000)  # the manual's million takes longer
    text = tool.section()
    assert text.startswith("## What the sources asked\n")
    assert "| random against random | 58% (737/1260) | 29% (121/420) | 13% (8/63) |" in text  # exactly
    assert "not shown" not in text and text.count("**Answer.**") == 5
    for command in ("exploit naive --as O", "exact naive random", "tournament naive naive",
                    "exploit lookahead --as X", "--games 20000 --seed 0"):
        assert command in text
    war_games = text[text.index('### "Tic Tac Toe War Games"'):]
    assert "**Answer.** No." in war_games and "can be beaten every time" in war_games
    assert "| O | 100% (always) | 0% (never) | 0% (never) | 1 2 4 3 7 |" in war_games  # X takes the first column past cells 2 and 3
    assert "same match as `center` against itself" in text  # X's centre leaves O's rule idle
    xkcd = text[text.index("### 11.5"):text.index("### 11.6")]
    assert "`xkcd` playing O cannot be beaten" in xkcd and "As X it opens in cell 1," in xkcd


def test_missing_opponents_show_commands_only(roster_without_them: None) -> None:
    text = load_tool("seed_answers").section()
    assert "**Answer.**" not in text
    assert "no `naive` or `center` opponents" in text and "no `lookahead` opponent" in text
    assert "no `xkcd` opponent" in text
    assert "tictactoe-magic analyze exploit lookahead --as O" in text


def test_write_replaces_only_the_section(tmp_path: Path, roster_without_them: None) -> None:
    tool = load_tool("seed_answers")
    target = tmp_path / "README.md"
    target.write_text("# Title\n\n## What the sources asked\n\nold figures\n\n## Layout\n\nkept\n")
    assert tool.main(["--write", str(target)]) == 0
    text = target.read_text()
    assert text.startswith("# Title\n\n## What the sources asked\n")
    assert "old figures" not in text and text.endswith("\n## Layout\n\nkept\n")
    assert tool.section() in text


def test_write_needs_the_heading(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "README.md"
    target.write_text("# Nothing here\n")
    assert load_tool("seed_answers").main(["--write", str(target)]) == 2
    assert "no line" in capsys.readouterr().err


@pytest.mark.long  # the manual's million-game matches and exact odds of the real roster: many seconds
def test_the_manual_s_section_is_current() -> None:
    """The section in docs/analysis.md is exactly what the tool prints for this build's roster."""
    page = (ROOT / "docs" / "analysis.md").read_text(encoding="utf-8")
    assert load_tool("seed_answers").section() in page, (
        "docs/analysis.md is out of date: run python tools/seed_answers.py --write docs/analysis.md"
    )
