"""The roster's strengths: measured exactly, shipped fresh, labelled and ordered by the figures, described plainly."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import pytest

from game.analysis import Label, Measurement, Strength, best_response, exact_outcome, measure, weakest_first
from game.analysis.exact import OutcomeProbabilities
from game.analysis.roster_strength import (
    as_shipped,
    measure_roster,
    readme_table,
    shipped_strengths,
    strengths_text,
)
from game.analysis.strength import FAIR_AT_MOST, HARD_AT_MOST
from game.engine import Board, Mark
from game.opponents import make_opponent, roster_ids
from game.opponents.menace import MenacePlayer

ROOT = Path(__file__).resolve().parent.parent
RANDOM = make_opponent("random")
#: Words a player need not know: seed numbers, the sources' own notation, the search's vocabulary.
JARGON = ("(SEED", "SEED 0", "9X8", "WIN-CONTRIBUTION", "15-A-B", "ACROSS =", "{", "MINIMAX", "EVAL", "M.E.N.A.C.E",
          "HEURISTIC", "ARGMAX", "VECTOR")
#: Each description names where its opponent comes from: one of these authors or titles.
CITATIONS = ("MOLER", "EXPERIMENTS WITH MATLAB", "TI-83", "TIC TAC TOE LOGIC", "TIC TAC TOE WAR GAMES",
             "THE DEVIL IS IN THE DATA", "PROGRAMMING TIC TAC TOE: MAGIC SQUARE", "MICHIE", "XKCD")


@pytest.fixture(scope="module")
def measured() -> dict[str, Strength]:
    """Every opponent as shipped, measured now."""
    return measure_roster()


def trained_menace(games: int = 300, seed: int = 3) -> MenacePlayer:
    """A MENACE that has learned from some games against random, kept in memory."""
    menace, rng = MenacePlayer(), random.Random(seed)
    for game in range(games):
        board, players = Board(), (menace, RANDOM) if game % 2 == 0 else (RANDOM, menace)
        while not board.is_over():
            board = board.play(players[board.ply % 2].choose(board, rng))
        menace.game_over(board, Mark.X if game % 2 == 0 else Mark.O)
    return menace


def test_the_shipped_figures_are_fresh(measured) -> None:
    # Stale after an opponent changed: run `python tools/analyze.py strengths --write`.
    assert (ROOT / "game" / "analysis" / "strengths.json").read_text() == strengths_text(measured)
    assert shipped_strengths() == measured


def test_the_readme_table_is_fresh(measured) -> None:
    # Stale after an opponent changed: run `python tools/analyze.py strengths --write`.
    assert readme_table(measured) in (ROOT / "README.md").read_text()


@pytest.mark.parametrize("opponent", ["naive", "calculator", "lookahead", "magic", "trained menace"])
def test_the_measurement_agrees_with_best_response_and_exact_outcome(opponent: str) -> None:
    player = trained_menace() if opponent == "trained menace" else as_shipped(opponent)
    strength = measure(player)
    assert strength.beaten_as_x == best_response(player, Mark.X).adversary_win
    assert strength.beaten_as_o == best_response(player, Mark.O).adversary_win
    assert strength.as_x == exact_outcome(player, RANDOM)
    assert strength.as_o == exact_outcome(RANDOM, player)


def test_a_measurement_in_slices_gives_the_same_figures() -> None:
    menace = trained_menace(games=50)
    measurement = Measurement(menace)
    slices = 0
    while measurement.step(997) is None:
        slices += 1
        assert measurement.done == slices * 997
    assert slices == measurement.total // 997 and measurement.result == measure(menace)


def test_every_opponent_has_a_label_and_the_roster_spreads_over_them(measured) -> None:
    labels = {oid: s.label for oid, s in measured.items()}
    assert set(labels) == set(roster_ids())
    assert set(labels.values()) == set(Label)  # every label is somebody's
    assert labels["perfect"] is Label.NEVER_LOSES and labels["random"] is Label.EASY


def odds(x: int, o: int, d: int) -> OutcomeProbabilities:
    return OutcomeProbabilities(Fraction(x, 100), Fraction(o, 100), Fraction(d, 100))


def figures(as_x: Fraction, as_o: Fraction, wins: int = 50) -> Strength:
    return Strength(as_x, as_o, odds(wins, 100 - wins, 0), odds(100 - wins, wins, 0))


def test_the_label_follows_the_thresholds() -> None:
    assert figures(Fraction(0), Fraction(0)).label is Label.NEVER_LOSES
    assert figures(Fraction(0), Fraction(1, 1000)).label is Label.HARD  # a loss from one seat, however rare
    assert figures(Fraction(0), 2 * HARD_AT_MOST).label is Label.HARD
    assert figures(Fraction(1, 100), 2 * HARD_AT_MOST).label is Label.FAIR
    assert figures(Fraction(1, 2), 2 * FAIR_AT_MOST - Fraction(1, 2)).label is Label.FAIR
    assert figures(Fraction(1, 2), 2 * FAIR_AT_MOST - Fraction(1, 2) + Fraction(1, 100)).label is Label.EASY


def test_weakest_first_sorts_by_the_figures_and_keeps_ties_in_order() -> None:
    strengths = {"a": figures(Fraction(0), Fraction(1)), "b": figures(Fraction(1), Fraction(1)),
                 "c": figures(Fraction(0), Fraction(1), wins=40), "d": figures(Fraction(0), Fraction(1))}
    assert weakest_first("abcd", strengths) == ("b", "c", "a", "d")


def test_the_roster_is_ordered_by_its_measured_strength(measured) -> None:
    order = weakest_first(roster_ids(), measured)
    beaten = [measured[oid].beaten for oid in order]
    assert beaten == sorted(beaten, reverse=True)
    assert order[-2:] in (("perfect", "magic"), ("magic", "perfect"))  # the two that never lose come last


@pytest.mark.parametrize("opponent_id", roster_ids())
def test_descriptions_are_plain_and_name_their_source(opponent_id: str) -> None:
    about = type(as_shipped(opponent_id)).description.upper()
    assert not [word for word in JARGON if word in about], about
    assert any(source in about for source in CITATIONS), about
    if opponent_id == "calculator":
        assert "MENACE" not in about  # the program's own name made players take it for Michie's machine
