"""Long work shows a count with the time left on a terminal, rewritten in place, and nothing anywhere else.

The terminal is a StringIO that says it is one; the clock is a list of readings: no test waits.
"""

from __future__ import annotations

import io
import sys

import pytest
from shared_tables import share_tables

from game.analysis import roster_strength
from game.analysis.roster_strength import shipped_strengths
from game.commands import analyze as analyze_command
from game.commands import menace as menace_command
from game.commands import tournament as tournament_command
from game.messages.progress import Progress
from game.opponents import ROSTER

ERASE = "\x1b[K"


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class Clock:
    """Seconds that move only when the test says so."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_count_with_the_time_left_is_rewritten_in_place_and_erased_at_the_end() -> None:
    terminal, clock = Terminal(), Clock()
    with Progress("pair", 4, stream=terminal, clock=clock) as progress:
        clock.now += 10
        progress.step()  # 10 s for one pair: three left, about 30 s
        clock.now += 80
        progress.step()  # 90 s for two: two left, about 90 s
        clock.now += 1
        progress.step(2)  # the last two together: no estimate at the end
    assert terminal.getvalue().split("\r") == [
        "", f"pair 0/4{ERASE}", f"pair 1/4, about 30 s left{ERASE}", f"pair 2/4, about 2 min left{ERASE}",
        f"pair 4/4{ERASE}", ERASE,
    ]


def test_counts_closer_together_than_a_quarter_second_are_not_written() -> None:
    terminal, clock = Terminal(), Clock()
    with Progress("game", 3000, stream=terminal, clock=clock) as progress:
        for _ in range(1000):
            progress.step()  # no time passes: none of these is shown
        clock.now += 0.5
        progress.step(1000)
    assert terminal.getvalue().split("\r")[1:-1] == [f"game 0/3000{ERASE}", f"game 2000/3000, about 1 s left{ERASE}"]


def test_nothing_when_the_output_is_not_a_terminal_or_quiet_is_asked() -> None:
    for stream, quiet in ((io.StringIO(), False), (Terminal(), True)):
        with Progress("pair", 2, stream=stream, quiet=quiet) as progress:
            progress.step()
            progress.step()
        assert stream.getvalue() == ""


def on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> Terminal:
    """stderr as a terminal; set in the test's body, after pytest's capture has taken stderr for the call."""
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    return terminal


def test_tournament_all_counts_its_pairs_on_a_terminal_and_not_with_json(monkeypatch, capsys) -> None:
    share_tables(monkeypatch)  # the pairs' move tables, built once a process
    terminal_stderr = on_a_terminal(monkeypatch)
    assert tournament_command.main(["--all", "--games", "10"]) == 0
    shown = terminal_stderr.getvalue()
    assert f"\rpair 0/144{ERASE}" in shown and f"\rpair 144/144{ERASE}" in shown  # 12 opponents: 144 ordered pairs
    assert f"\r{ERASE}tictactoe-magic tournament: note: menace learn" in shown  # the note starts on a clean line
    assert "pair 0/144" not in capsys.readouterr().out  # the table is not mixed with the count
    terminal_stderr.seek(0)
    terminal_stderr.truncate()
    for ident in set(ROSTER) - {"random", "perfect"}:  # two opponents' four pairs are as silent as 144 would be
        monkeypatch.delitem(ROSTER, ident)
    assert tournament_command.main(["--all", "--games", "10", "--json"]) == 0
    assert "pair " not in terminal_stderr.getvalue()


def test_menace_training_counts_its_games(monkeypatch) -> None:
    terminal_stderr = on_a_terminal(monkeypatch)
    assert menace_command.main(["train", "--against", "random", "--games", "3000", "--fresh"]) == 0
    shown = terminal_stderr.getvalue()
    assert f"\rgame 0/3000{ERASE}" in shown and f"\rgame 3000/3000{ERASE}" in shown


def test_strengths_counts_its_opponents(monkeypatch) -> None:
    # The count is what is checked here, not the figures (test_strength's): each opponent's shipped figures stand
    # in for the seconds of measuring it, and measure_roster counts them as it goes.
    monkeypatch.setattr(roster_strength, "measure", lambda opponent: shipped_strengths()[opponent.id])
    terminal_stderr = on_a_terminal(monkeypatch)
    assert analyze_command.main(["strengths"]) == 0
    assert f"\ropponent 12/12{ERASE}" in terminal_stderr.getvalue()
