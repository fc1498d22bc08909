"""The roster's strengths: measured exactly, shipped fresh, labelled and ordered by the figures, described plainly."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import Memoised, memoised
from shared_figures import measured_as_shipped, share_measurements

from game.analysis import Label, Measurement, Strength, best_response, exact_outcome, measure, weakest_first
from game.analysis.exact import OutcomeProbabilities
from game.analysis.roster_strength import (
    as_shipped,
    measure_roster,
    readme_table,
    shipped_strengths,
    strengths_text,
)
from game.analysis.strength import HARD_AT_MOST, MEDIUM_AT_MOST
from game.engine import Board, Mark
from game.opponents import roster_ids
from game.opponents.menace import MenacePlayer

ROOT = Path(__file__).resolve().parent.parent
RANDOM = memoised("random")
#: Words a player need not know: seed numbers, the sources' own notation, the search's vocabulary.
JARGON = ("(SEED", "SEED 0", "9X8", "WIN-CONTRIBUTION", "15-A-B", "ACROSS =", "{", "MINIMAX", "EVAL", "M.E.N.A.C.E",
          "HEURISTIC", "ARGMAX", "VECTOR")
#: Each description names where its opponent comes from: one of these authors or titles.
CITATIONS = ("MOLER", "EXPERIMENTS WITH MATLAB", "TI-83", "TIC TAC TOE LOGIC", "TIC TAC TOE WAR GAMES",
             "THE DEVIL IS IN THE DATA", "PROGRAMMING TIC TAC TOE: MAGIC SQUARE", "MICHIE", "XKCD")


@pytest.fixture(scope="module")
def measured_now() -> dict[str, Strength]:
    """Every opponent as shipped, measured now (each once a process: see shared_figures.py)."""
    with pytest.MonkeyPatch.context() as patch:
        share_measurements(patch)
        return measure_roster()


@pytest.fixture
def measured() -> dict[str, Strength]:
    """Every opponent's measured figures as the game ships them, the ones its screens show.

    Measuring the roster afresh takes many seconds, so the two tests that it
    is fresh are ``long``; the labels and the order read the shipped figures.
    """
    return dict(shipped_strengths())


def trained_menace(games: int = 300, seed: int = 3) -> MenacePlayer:
    """A MENACE that has learned from some games against random, kept in memory."""
    menace, rng = MenacePlayer(), random.Random(seed)
    for game in range(games):
        board, players = Board(), (menace, RANDOM) if game % 2 == 0 else (RANDOM, menace)
        while not board.is_over():
            board = board.play(players[board.ply % 2].choose(board, rng))
        menace.game_over(board, Mark.X if game % 2 == 0 else Mark.O)
    return menace


@pytest.mark.long  # every opponent measured over the whole tree in Fractions: many seconds
def test_the_shipped_figures_are_fresh(measured_now) -> None:
    # Stale after an opponent changed: run `python tools/analyze.py strengths --write`.
    assert (ROOT / "game" / "analysis" / "strengths.json").read_text() == strengths_text(measured_now)
    assert shipped_strengths() == measured_now


@pytest.mark.long  # the same measurement as above
def test_the_roster_table_in_docs_playing_is_fresh(measured_now) -> None:
    # Stale after an opponent changed: run `python tools/analyze.py strengths --write`.
    assert readme_table(measured_now) in (ROOT / "docs" / "playing.md").read_text()


# Everyday on a rule follower and the learner; the other three in the long step (tests/roster_params.py).
@pytest.mark.parametrize("opponent", ["naive", pytest.param("calculator", marks=pytest.mark.long),
                                      pytest.param("lookahead", marks=pytest.mark.long),
                                      pytest.param("magic", marks=pytest.mark.long), "trained menace"])
def test_the_measurement_agrees_with_best_response_and_exact_outcome(opponent: str) -> None:
    # The trained MENACE learns nothing more while it is measured, so each of its positions is worked out once
    # for the five walks over the tree below.
    if opponent == "trained menace":
        player = thinker = Memoised(trained_menace())
        strength = measure(player)
    else:  # the session's memoised copy answers the other walks: the same distributions, often known already
        player, thinker = as_shipped(opponent), memoised(opponent)
        strength = measured_as_shipped(player)
    assert strength.beaten_as_x == best_response(thinker, Mark.X).adversary_win
    assert strength.beaten_as_o == best_response(thinker, Mark.O).adversary_win
    assert strength.as_x == exact_outcome(thinker, RANDOM)
    assert strength.as_o == exact_outcome(RANDOM, thinker)


def test_a_measurement_in_slices_gives_the_same_figures() -> None:
    menace = Memoised(trained_menace(games=50))  # its positions worked out once for the two measurements
    measurement = Measurement(menace)
    slices = 0
    while measurement.step(997) is None:
        slices += 1
        assert measurement.done == slices * 997
    assert slices == measurement.total // 997 and measurement.result == measure(menace)


def test_every_opponent_has_a_label_from_each_seat_and_the_roster_spreads_over_them(measured) -> None:
    labels = {oid: (s.label_as_x, s.label_as_o) for oid, s in measured.items()}
    assert set(labels) == set(roster_ids())
    assert {label for pair in labels.values() for label in pair} == set(Label)  # every label is somebody's
    assert labels["perfect"] == labels["xkcd"] == (Label.NEVER_LOSES, Label.NEVER_LOSES)
    assert labels["random"] == (Label.EASY, Label.EASY)


@pytest.mark.parametrize("opponent_id", ["lookahead", "lookahead-fixed", "weights"])
def test_a_forced_loss_from_one_seat_is_labelled_there_not_averaged_away(opponent_id: str, measured) -> None:
    """Each of these loses by force when it moves second, however well it plays first: EASY as O."""
    strength = measured[opponent_id]
    assert strength.beaten_as_o == 1 and strength.label_as_o is Label.EASY
    assert strength.label_as_x in (Label.NEVER_LOSES, Label.HARD) and not strength.never_loses


def odds(x: int, o: int, d: int) -> OutcomeProbabilities:
    return OutcomeProbabilities(Fraction(x, 100), Fraction(o, 100), Fraction(d, 100))


def figures(as_x: Fraction, as_o: Fraction, wins: int = 50) -> Strength:
    return Strength(as_x, as_o, odds(wins, 100 - wins, 0), odds(100 - wins, wins, 0))


def test_each_seats_label_follows_the_thresholds_on_that_seat_alone() -> None:
    def seats(as_x: Fraction, as_o: Fraction) -> tuple[Label, Label]:
        strength = figures(as_x, as_o)
        return strength.label_as_x, strength.label_as_o

    assert seats(Fraction(0), Fraction(0)) == (Label.NEVER_LOSES, Label.NEVER_LOSES)
    assert figures(Fraction(0), Fraction(0)).never_loses and not figures(Fraction(0), Fraction(1, 1000)).never_loses
    assert seats(Fraction(0), Fraction(1, 1000)) == (Label.NEVER_LOSES, Label.HARD)  # a loss, however rare
    assert seats(HARD_AT_MOST, HARD_AT_MOST + Fraction(1, 100)) == (Label.HARD, Label.MEDIUM)
    assert seats(MEDIUM_AT_MOST, MEDIUM_AT_MOST + Fraction(1, 100)) == (Label.MEDIUM, Label.EASY)
    assert seats(Fraction(1), Fraction(0)) == (Label.EASY, Label.NEVER_LOSES)  # no average of the two


def test_weakest_first_sorts_by_the_figures_and_keeps_ties_in_order() -> None:
    strengths = {"a": figures(Fraction(0), Fraction(1)), "b": figures(Fraction(1), Fraction(1)),
                 "c": figures(Fraction(0), Fraction(1), wins=40), "d": figures(Fraction(0), Fraction(1))}
    assert weakest_first("abcd", strengths) == ("b", "c", "a", "d")


def test_weakest_first_by_one_seat_reads_that_seat_alone() -> None:
    """Moving first, a never-loses-first opponent is the strongest; moving second it is the weakest."""
    strengths = {"never first": figures(Fraction(0), Fraction(1)), "hard first": figures(Fraction(1, 10), Fraction(5, 6)),
                 "easy": figures(Fraction(9, 10), Fraction(9, 10))}
    assert weakest_first(strengths, strengths, Mark.X) == ("easy", "hard first", "never first")
    assert weakest_first(strengths, strengths, Mark.O) == ("never first", "easy", "hard first")


def test_by_both_seats_never_losing_in_one_comes_after_hard_in_one_however_the_other_goes() -> None:
    """Averaged, (0, 1) is weaker than (1/10, 5/6): 1/2 beaten against 7/15.  By seats it is not."""
    strengths = {"never first": figures(Fraction(0), Fraction(1)), "hard first": figures(Fraction(1, 10), Fraction(5, 6)),
                 "never second": figures(Fraction(1), Fraction(0)), "never": figures(Fraction(0), Fraction(0))}
    assert weakest_first(strengths, strengths) == ("hard first", "never first", "never second", "never")


def test_the_roster_is_ordered_by_its_measured_strength_from_each_seat(measured) -> None:
    for mark in Mark:
        order = weakest_first(roster_ids(), measured, mark)
        beaten = [measured[oid].beaten_in(mark) for oid in order]
        assert beaten == sorted(beaten, reverse=True)
    both = weakest_first(roster_ids(), measured)
    assert set(both[-3:]) == {"perfect", "xkcd", "magic"}  # the three that never lose come last
    assert both.index("center") < both.index("lookahead")  # hard first comes before never loses first


@pytest.mark.parametrize("opponent_id", roster_ids())
def test_descriptions_are_plain_and_name_their_source(opponent_id: str) -> None:
    about = type(as_shipped(opponent_id)).description.upper()
    assert not [word for word in JARGON if word in about], about
    assert any(source in about for source in CITATIONS), about
    if opponent_id == "calculator":
        assert "MENACE" not in about  # the program's own name made players take it for Michie's machine
