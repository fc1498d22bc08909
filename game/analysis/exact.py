"""The exact probabilities of X win, O win and draw when two opponents meet.

An opponent that does not learn draws its move from a distribution that
depends on the position alone, so the chance of each result from a position
depends on the position alone too: a memoised recursion over the
reachable positions, in Fractions, gives the odds of the whole game tree
without sampling and without walking every move order one by one.
A learner is taken as it stands: its current distribution, frozen for the
calculation (nothing calls ``game_over``).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import gcd

from game.engine import Board, Mark, Outcome
from game.opponents import Opponent


@dataclass(frozen=True, slots=True)
class OutcomeProbabilities:
    """Exact chances of the three results of a game."""

    x_win: Fraction
    o_win: Fraction
    draw: Fraction

    def __post_init__(self) -> None:
        if self.x_win + self.o_win + self.draw != 1:
            raise ValueError(f"probabilities do not sum to 1: {self}")

    def as_dict(self) -> dict[str, float | str]:
        """The JSON form: floats plus each fraction as a "p/q" string."""
        out: dict[str, float | str] = {}
        for name in ("x_win", "o_win", "draw"):
            value: Fraction = getattr(self, name)
            out[name] = float(value)
            out[f"{name}_fraction"] = f"{value.numerator}/{value.denominator}"
        return out


_ZERO, _ONE = Fraction(0), Fraction(1)


def final_odds(outcome: Outcome) -> tuple[Fraction, Fraction, Fraction]:
    """(X win, O win, draw) of a finished game: one of them certain."""
    return (
        (_ONE, _ZERO, _ZERO) if outcome.winner is Mark.X
        else (_ZERO, _ONE, _ZERO) if outcome.winner is Mark.O
        else (_ZERO, _ZERO, _ONE)
    )


#: A finished game's odds, by its winner (None: a draw), as numerators over a denominator of one.
_FINAL: dict[Mark | None, tuple[int, int, int, int]] = {Mark.X: (1, 0, 0, 1), Mark.O: (0, 1, 0, 1), None: (0, 0, 1, 1)}


def exact_outcome(x: Opponent, o: Opponent, start: Board | None = None) -> OutcomeProbabilities:
    """The exact result odds of ``x`` (playing X) against ``o`` from ``start`` (default: empty)."""
    movers = {Mark.X: x, Mark.O: o}
    # Each position's odds as three numerators over one denominator, reduced once a position: Fraction
    # arithmetic reduces after every sum and product, at several times the cost.
    memo: dict[int, tuple[int, int, int, int]] = {}

    def odds(board: Board) -> tuple[int, int, int, int]:
        known = memo.get(board.key)
        if known is not None:
            return known
        outcome = board.outcome()
        if outcome is not None:
            result = _FINAL[outcome.winner]
        else:
            xw = ow = dr = 0
            den = 1
            for square, p in movers[board.turn].distribution(board).items():
                cx, co, cd, cden = odds(board.play(square))
                term_den = p.denominator * cden
                common = den * term_den // gcd(den, term_den)
                scale, weight = common // den, p.numerator * (common // term_den)
                xw, ow, dr, den = xw * scale + cx * weight, ow * scale + co * weight, dr * scale + cd * weight, common
            g = gcd(xw, ow, dr, den)
            result = (xw // g, ow // g, dr // g, den // g)
        memo[board.key] = result
        return result

    xw, ow, dr, den = odds(Board() if start is None else start)
    return OutcomeProbabilities(Fraction(xw, den), Fraction(ow, den), Fraction(dr, den))
