"""How strong an opponent is, measured exactly: never typed in by hand.

Four figures describe an opponent, each an exact fraction over the whole game
tree: the chance that the best adversary beats it when it plays X and when it
plays O (the figures of ``best_response``), and its results against
``random`` from each seat (those of ``exact_outcome``).  A short label is
derived for each seat from the best adversary's chance against it there, by
the thresholds below -- never from the two seats averaged, which would call
an opponent that loses by force when it moves second HARD.  The roster is
ordered weakest first by the figures of the seat a player will face
(``weakest_first`` with a mark); with no seat given, by its stronger seat and
then its weaker one, so an opponent that never loses first comes after one
that is only hard to beat first, whatever it does second.

The figures come from one bottom-up pass over every reachable position, a
position at a time, so that a caller with a frame to keep (the match setup,
measuring MENACE's current boxes) can spread the work over many frames with
``Measurement.step``; ``measure`` runs it to the end.  The tests check that
it agrees with ``best_response`` and ``exact_outcome`` for every opponent.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from game.analysis.exact import OutcomeProbabilities, final_odds
from game.engine import Board, Mark, reachable
from game.opponents import Opponent

#: A seat's label, on the best adversary's chance of winning against the opponent in that seat.
#: At most this, and it is HARD there: the best adversary wins at most one game in four.
HARD_AT_MOST = Fraction(1, 4)
#: At most this (and more than HARD's), MEDIUM: up to three games in four.
MEDIUM_AT_MOST = Fraction(3, 4)
#: Above MEDIUM's, EASY.  NEVER LOSES: the best adversary wins nothing from that seat.

#: (adversary win, draw) under the best response; (X win, O win, draw) of a match.
_Duel = tuple[Fraction, ...]  # (adversary win, draw)
_Odds = tuple[Fraction, ...]  # (X win, O win, draw)
_ZERO = Fraction(0)


class Label(enum.Enum):
    """How hard an opponent is to beat from one seat, in one word or two, derived from its measured figures."""

    EASY = "EASY"
    MEDIUM = "MEDIUM"
    HARD = "HARD"
    NEVER_LOSES = "NEVER LOSES"


@dataclass(frozen=True, slots=True)
class Strength:
    """An opponent's measured figures.

    ``beaten_as_x``: the best adversary's chance of winning when the opponent
    plays X (``beaten_as_o`` likewise as O); ``as_x`` the odds of the
    opponent as X against ``random`` as O, ``as_o`` of ``random`` as X
    against the opponent as O.
    """

    beaten_as_x: Fraction
    beaten_as_o: Fraction
    as_x: OutcomeProbabilities
    as_o: OutcomeProbabilities

    def beaten_in(self, mark: Mark) -> Fraction:
        """The best adversary's chance of winning when the opponent plays ``mark``."""
        return self.beaten_as_x if mark is Mark.X else self.beaten_as_o

    def beats_random_in(self, mark: Mark) -> Fraction:
        """Its chance of beating ``random`` when it plays ``mark``."""
        return self.as_x.x_win if mark is Mark.X else self.as_o.o_win

    def label_in(self, mark: Mark) -> Label:
        """Its label when it plays ``mark``."""
        return seat_label(self.beaten_in(mark))

    @property
    def label_as_x(self) -> Label:
        """Its label when it plays X, moving first."""
        return seat_label(self.beaten_as_x)

    @property
    def label_as_o(self) -> Label:
        """Its label when it plays O, moving second."""
        return seat_label(self.beaten_as_o)

    @property
    def never_loses(self) -> bool:
        """Whether the best adversary wins nothing from either seat."""
        return self.label_as_x is self.label_as_o is Label.NEVER_LOSES

    def weakness(self, mark: Mark | None = None) -> tuple[Fraction, ...]:
        """Sorts weakest first when it plays ``mark``: beaten most often there, then beating ``random`` least there.

        With no mark, by both seats and never their average: beaten most often
        in its stronger seat, then in its weaker one, then beating ``random``
        least in its stronger seat.
        """
        if mark is not None:
            return -self.beaten_in(mark), self.beats_random_in(mark)
        strong, weak = sorted(Mark, key=lambda seat: (self.beaten_in(seat), seat is Mark.O))
        return -self.beaten_in(strong), -self.beaten_in(weak), self.beats_random_in(strong)

    def to_json(self) -> dict[str, str]:
        """Each figure as an exact "p/q" string."""
        return {
            "beaten_as_x": _text(self.beaten_as_x),
            "beaten_as_o": _text(self.beaten_as_o),
            **{f"as_x_{name}": _text(getattr(self.as_x, name)) for name in ("x_win", "o_win", "draw")},
            **{f"as_o_{name}": _text(getattr(self.as_o, name)) for name in ("x_win", "o_win", "draw")},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, str]) -> Strength:
        """The figures back from ``to_json``; a missing or malformed one raises ValueError."""
        try:
            def odds(seat: str) -> OutcomeProbabilities:
                return OutcomeProbabilities(*(Fraction(data[f"{seat}_{name}"]) for name in ("x_win", "o_win", "draw")))

            return cls(Fraction(data["beaten_as_x"]), Fraction(data["beaten_as_o"]), odds("as_x"), odds("as_o"))
        except (KeyError, TypeError, ZeroDivisionError) as error:
            raise ValueError(f"bad strength figures: {error}") from None


def seat_label(beaten: Fraction) -> Label:
    """A seat's label from the best adversary's chance of winning against it there, by the thresholds above."""
    if beaten == 0:
        return Label.NEVER_LOSES
    if beaten <= HARD_AT_MOST:
        return Label.HARD
    if beaten <= MEDIUM_AT_MOST:
        return Label.MEDIUM
    return Label.EASY


def _text(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def weakest_first(ids: Iterable[str], strengths: Mapping[str, Strength], mark: Mark | None = None) -> tuple[str, ...]:
    """These ids from weakest to strongest when they play ``mark`` (None: by both seats); ties keep the order given."""
    return tuple(sorted(ids, key=lambda oid: strengths[oid].weakness(mark)))


def _positions() -> tuple[Board, ...]:
    """Every reachable position, the fullest first, so each one's children come before it."""
    return tuple(sorted(reachable().values(), key=lambda board: -board.ply))


class Measurement:
    """The four figures of one opponent, worked out a position at a time.

    The opponent is taken as it stands (a learner's current distribution,
    not changed while measuring: nothing calls ``game_over``).
    """

    def __init__(self, opponent: Opponent) -> None:
        self.opponent = opponent
        self._positions = _positions()
        self._done = 0
        # One table per figure, by position key: the adversary against the opponent as X / as O,
        # and the opponent as X against random / random against the opponent as O.
        self._beat_x: dict[int, _Duel] = {}
        self._beat_o: dict[int, _Duel] = {}
        self._as_x: dict[int, _Odds] = {}
        self._as_o: dict[int, _Odds] = {}
        self.result: Strength | None = None

    @property
    def total(self) -> int:
        """How many positions the measurement visits."""
        return len(self._positions)

    @property
    def done(self) -> int:
        """How many it has visited so far."""
        return self._done

    def step(self, positions: int) -> Strength | None:
        """Visit up to ``positions`` more positions; the figures once every one is visited, else None."""
        end = min(self.total, self._done + positions)
        for board in self._positions[self._done:end]:
            self._visit(board)
        self._done = end
        if self.result is None and self._done == self.total:
            root = Board().key
            self.result = Strength(self._beat_x[root][0], self._beat_o[root][0],
                                   OutcomeProbabilities(*self._as_x[root]), OutcomeProbabilities(*self._as_o[root]))
        return self.result

    def run(self) -> Strength:
        """Every remaining position at once."""
        result = self.step(self.total)
        assert result is not None  # every position is visited by now
        return result

    def _visit(self, board: Board) -> None:
        key = board.key
        outcome = board.outcome()
        if outcome is not None:
            odds = final_odds(outcome)
            self._as_x[key] = self._as_o[key] = odds
            self._beat_x[key] = (odds[1], odds[2])  # the adversary plays O
            self._beat_o[key] = (odds[0], odds[2])  # the adversary plays X
            return
        children = [(square, child.key) for square, child in board.children()]
        chosen = self.opponent.distribution(board)
        share = Fraction(1, len(children))
        randomly = {square: share for square, _ in children}
        opponent_x = board.turn is Mark.X
        # The opponent moves in the tables where it plays this mark; elsewhere random or the adversary does.
        self._as_x[key] = _mix(self._as_x, chosen if opponent_x else randomly, children)
        self._as_o[key] = _mix(self._as_o, randomly if opponent_x else chosen, children)
        if opponent_x:
            self._beat_x[key] = _mix(self._beat_x, chosen, children)
            self._beat_o[key] = _best(self._beat_o, children)
        else:
            self._beat_x[key] = _best(self._beat_x, children)
            self._beat_o[key] = _mix(self._beat_o, chosen, children)


def _mix(table: Mapping[int, tuple[Fraction, ...]], odds: Mapping[int, Fraction],
         children: list[tuple[int, int]]) -> tuple[Fraction, ...]:
    """The children's values weighted by the mover's chance of each move."""
    total = [_ZERO] * len(table[children[0][1]])
    for square, child in children:
        p = odds.get(square)
        if p:
            total = [t + p * v for t, v in zip(total, table[child])]
    return tuple(total)


def _best(table: Mapping[int, _Duel], children: list[tuple[int, int]]) -> _Duel:
    """The adversary's move: most wins, then most draws (``best_response``'s rule)."""
    return max(table[child] for _, child in children)


def measure(opponent: Opponent) -> Strength:
    """All four figures of an opponent at once."""
    return Measurement(opponent).run()

