"""The WarGames attract mode as pure logic: who plays, how fast, what is typed.

In the 1983 film the computer plays itself faster and faster until it
concludes that the only winning move is not to play; "Tic Tac Toe War
Games" (The Devil is in the Data) recreates it in R, slowing the
first twelve games and then rushing.  Here a run is a sequence of phases
counted in ticks:

- TITLE: the title card, TICTACTOE MAGIC, PRESS ENTER (PRESS START with a pad);
- SLOW: a few games, one move at a time, cycling Pick15, TicTacToe, Magic15;
- HOWTO: the how-to card, what Pick15 is and that it is TicTacToe on the
  magic square (Cleve Moler, *Experiments with MATLAB*, ch. 11), the last
  slow game's numbers flying from Pick15's row into the square;
- FASTER: each game's moves come twice as fast as the last game's;
- MANY: a grid of boards, all playing at once;
- VERDICT: the closing lines typed out like a teletype: the film's, when
  every game was drawn; otherwise what was played (``verdict_lines``);
- HOLD: the words stay up;
- FAME: the hall of fame, as the arcade's high-score table between demos
  (``game.cabinet.hall_of_fame``: handed in as plain rows, so the run stays
  pure); then a new run begins with a fresh seed.

Every board is a real ``Match`` between roster members, and every move is a
``Place`` command drawn from the match's seeded generator (or ``Resign``, from
a MENACE under Michie's rule on an empty box: that game ends, and the next
starts as after any other), so the games shown are the games played and the
counters count exactly the games that ended.  A MENACE on show that has
given up -- its first box empty under Michie's rule, so it would resign
every game it opens, for days -- starts afresh in memory before its next
game (``MenacePlayer.forget``); the player's saved boxes are never written.
Nothing grows: finished boards are reset in place and nothing is kept but
the counters, so the mode can run unattended for hours.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from game.cabinet.hall_of_fame import FameRow
from game.engine import Outcome, View
from game.language import N_, tr
from game.play.match import EventKind, Match, MatchEvent, Place, Rematch, Seat
from game.opponents import Opponent, make_opponent
from game.opponents.menace import MenacePlayer

#: The film's closing lines: true only after a run of draws.
VERDICT_LINES = (
    # TRANSLATORS: the closing lines of the film WarGames (1983), typed by its computer WOPR: use the words of the
    # film as dubbed in your language. One line of the screen each (about 30 characters at most).
    N_("A STRANGE GAME."),
    # TRANSLATORS: WarGames (1983), continued on the next line: "... NOT TO PLAY." As the film's dubbing says it.
    N_("THE ONLY WINNING MOVE IS"),
    # TRANSLATORS: WarGames (1983), the end of "THE ONLY WINNING MOVE IS NOT TO PLAY."
    N_("NOT TO PLAY."),
    "",
    # TRANSLATORS: WarGames (1983): WOPR's last line, as the film's dubbing says it.
    N_("HOW ABOUT A NICE GAME OF CHESS?"),
)
#: The closing lines after a run that was not all draws: who won how many, and a challenge to the passer-by.
# TRANSLATORS: the attract mode's closing lines; {name}: a computer player's name (PERFECT, NAIVE, MOVING 1ST).
LEADER_LINE = N_("{name} WON {wins} OF {games}.")
# TRANSLATORS: {name}: the other computer player's name; {wins}: how many games it won.
OTHER_LINE = N_("{name} WON {wins}.")
# TRANSLATORS: {draws}: a number of games that ended in a draw.
DRAWN_LINE = N_("{draws} DRAWN.")
# TRANSLATORS: a challenge to a passer-by; {who}: a computer player's name, or THEM.
CHALLENGE_LINE = N_("CAN YOU BEAT {who}?")
# TRANSLATORS: in "CAN YOU BEAT THEM?": both computer players, when they won as many games.
BOTH = N_("THEM")
#: What the players are called on the counters when one player plays itself: its two copies differ only in
#: who moves first (X), and the sides swap every game, so the copies are told apart by the mark they hold.
# TRANSLATORS: a computer player playing itself: the copy that moves first. A narrow column: 12 characters at most.
FIRST_MOVER = N_("MOVING 1ST")
# TRANSLATORS: a computer player playing itself: the copy that moves second. 12 characters at most.
SECOND_MOVER = N_("MOVING 2ND")
VIEW_CYCLE = (View.TICTACTOE, View.PICK15, View.MAGIC15)
#: DEMO PLAYERS' default: not one pair but the show's own sequence, a pair a run, so a passer-by sees
#: something happen (any other value is one fixed pair, "x/o").
DEMO_VARIED = "varied"
#: The varied show's pairs, run after run (X's player first), each from a source: Cleve Moler's naive
#: strategy (win, block, else random; *Experiments with MATLAB*, ch. 11) losing to perfect play (his
#: exercise 11.5, xkcd 832); MENACE's matchboxes (the TI-83 "M.E.N.A.C.E." and its forum) learning
#: against perfect play; the naive strategy against itself, where moving first wins most (Moler's
#: computer-against-computer statistics, exercise 11.6); and last the film's ("Tic Tac Toe War Games",
#: The Devil is in the Data), the perfect player against itself, every game drawn.
VARIED_PAIRS = ("naive/perfect", "menace/perfect", "naive/naive", "perfect/perfect")
SEED_STRIDE = 1_000_003  # a prime: cycle k of run seed s plays with seed s*STRIDE + k


def demo_players(setting: str, cycle: int) -> tuple[str, str]:
    """Who plays run ``cycle`` under DEMO PLAYERS ``setting`` (VARIED's pair for that run, or the fixed pair), X's first."""
    pair = VARIED_PAIRS[cycle % len(VARIED_PAIRS)] if setting == DEMO_VARIED else setting
    x_id, o_id = pair.split("/")
    return x_id, o_id


class Phase(enum.Enum):
    """The stages of one attract-mode run."""

    TITLE = "title"
    SLOW = "slow"
    HOWTO = "howto"
    FASTER = "faster"
    MANY = "many"
    VERDICT = "verdict"
    HOLD = "hold"
    FAME = "hall_of_fame"


@dataclass(frozen=True, slots=True)
class Timing:
    """How long everything takes, in ticks (60 a second)."""

    title_ticks: int = 180  # three seconds of the title card as each run begins
    slow_games: int = 3
    howto_ticks: int = 480  # eight seconds: two sentences read, the numbers' flight watched
    slow_move_ticks: int = 40  # about two thirds of a second per move, readable
    faster_games: int = 6  # each at half the previous game's move interval
    result_ticks: int = 90  # a finished game stays up this long in SLOW and FASTER
    many_boards: int = 12
    many_ticks: int = 900  # fifteen seconds of boards at full speed
    many_result_ticks: int = 6  # finished boards in the grid linger briefly
    many_view_ticks: int = 180  # the grid changes view this often
    type_ticks: int = 4  # per character: a fast teletype
    line_pause_ticks: int = 30
    hold_ticks: int = 360
    fame_ticks: int = 480  # eight seconds: long enough to find one's initials in the table


@dataclass(frozen=True, slots=True)
class Counters:
    """Games finished in this run and how they ended: wins by player (the pair as named, X's first) and by mark.

    The sides swap every game, so a count by mark mixes the two players; it is
    kept for a player playing itself, whose copies differ only in who moves first.
    """

    games: int = 0
    wins: tuple[int, int] = (0, 0)  # by player: the pair's first named, then its second
    x_wins: int = 0
    o_wins: int = 0
    draws: int = 0

    def add(self, outcome: Outcome, winner_seat: int | None) -> Counters:
        """The counters after one more finished game (``winner_seat``: 0 or 1 for the pair's player who won)."""
        winner = outcome.result()
        wins = tuple(n + (seat == winner_seat) for seat, n in enumerate(self.wins))
        return Counters(
            self.games + 1,
            (wins[0], wins[1]),
            self.x_wins + (winner == "X"),
            self.o_wins + (winner == "O"),
            self.draws + (winner == "draw"),
        )


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the counters: who (a player's name, or which copy of a player playing itself) won how many."""

    name: str
    wins: int


def standings(counters: Counters, names: tuple[str, str]) -> tuple[Standing, Standing]:
    """The two sides' wins, by player; by who moved first when a player plays itself.  With the draws
    they add up to the games played."""
    if names[0] == names[1]:
        return Standing(FIRST_MOVER, counters.x_wins), Standing(SECOND_MOVER, counters.o_wins)
    return Standing(names[0], counters.wins[0]), Standing(names[1], counters.wins[1])


def verdict_lines(counters: Counters, names: tuple[str, str],
                  words: Callable[[str], str] = str) -> tuple[str, ...]:
    """The closing lines for what was played: the film's after a run of draws, else who won how many of them.

    The counts given add up to the games (the leader's wins, the other side's, the draws), so no share is left
    unsaid; the last line asks the passer-by to try the winner.  ``words`` says each template and name: as
    written (the log's lines), or ``tr`` (the screen's, in the language in use).
    """
    if counters.draws == counters.games:
        return tuple(words(line) for line in VERDICT_LINES)
    first, second = sorted(standings(counters, names), key=lambda s: -s.wins)  # stable: the pair's order on a tie
    who = names[0] if names[0] == names[1] else BOTH if first.wins == second.wins else first.name
    return (
        words(LEADER_LINE).format(name=words(first.name), wins=first.wins, games=counters.games),
        words(OTHER_LINE).format(name=words(second.name), wins=second.wins),
        words(DRAWN_LINE).format(draws=counters.draws),
        "",
        words(CHALLENGE_LINE).format(who=words(who)),
    )


@dataclass(slots=True)
class BoardSlot:
    """One board on screen: its match, its view, and its own clock."""

    match: Match
    view: View
    wait: int = 0  # ticks until its next move (or until it restarts, once over)
    last_square: int | None = None  # the square last played here (None after a resignation or a restart)



def revive_menace(match: Match) -> None:
    """A MENACE in a demo match that has given up forgets what it learned, in memory only, so the demo plays on."""
    for opponent in match.opponents.values():
        if isinstance(opponent, MenacePlayer) and opponent.has_given_up:
            opponent.forget()


class AttractRun:
    """One cycle of the attract mode; ``tick()`` advances it and returns its events."""

    def __init__(
        self, x_id: str, o_id: str, seed: int, cycle: int = 0, timing: Timing = Timing(),
        fame: tuple[FameRow, ...] = (), build: Callable[[str], Opponent] = make_opponent,
    ) -> None:
        """``build`` makes each board's players from their ids, new for every board, so each learns apart; where a
        MENACE keeps its boxes and whether it resigns are the caller's to say (``MenaceSetup.build``)."""
        self.x_id, self.o_id = x_id, o_id
        self.fame = fame  # the hall of fame's table as the run began, shown in its FAME phase
        self._build = build
        self.seed = seed * SEED_STRIDE + cycle
        self.cycle = cycle
        self.timing = timing
        self.phase = Phase.TITLE
        self.phase_tick = 0
        self.counters = Counters()
        self.games_started = 0
        self._announced: set[int] = set()  # the boards whose game on show has logged its start
        self.boards: list[BoardSlot] = [self._new_slot(0, timing.slow_move_ticks, VIEW_CYCLE[0])]
        self.names = (self._display_name(0), self._display_name(1))  # the pair as the roster spells them
        self.verdict: tuple[str, ...] = VERDICT_LINES  # the closing lines as the log says them, settled as it begins
        self.shown: tuple[str, ...] = VERDICT_LINES  # the same lines in the language in use: the ones typed
        self.typed: list[str] = []  # the shown lines as typed so far
        self._said: list[str] = []  # the English lines as typed so far: they keep the pace and the log
        self._pending_events: list[MatchEvent] = []

    # --- boards ------------------------------------------------------------

    def _new_slot(self, index: int, wait: int, view: View) -> BoardSlot:
        match = Match(
            Seat(self.x_id.upper(), self.x_id),
            Seat(self.o_id.upper(), self.o_id),
            {0: self._build(self.x_id), 1: self._build(self.o_id)},
            seed=self.seed * 64 + index,
        )
        revive_menace(match)
        return BoardSlot(match, view, wait)

    def cut_short(self, reason: str) -> list[MatchEvent]:
        """The games on show that started and are not over, given up (``game_abandoned``, once each).

        The show is left when someone wakes the machine, its players change or
        the session ends: its games then end in the log as they began in it.
        """
        open_boards = sorted(i for i in self._announced if not self.boards[i].match.over)
        self._announced.clear()
        return [MatchEvent(EventKind.GAME_ABANDONED, {"board": i, "cycle": self.cycle, "reason": reason,
                                              "moves": len(self.boards[i].match.board.moves)})
                for i in open_boards]

    def _display_name(self, seat: int) -> str:
        return self.boards[0].match.opponents[seat].name.upper()

    def _announce(self, index: int) -> None:
        self.games_started += 1
        self._announced.add(index)
        for event in self.boards[index].match.start():
            self._emit(event, index)

    def _emit(self, event: MatchEvent, index: int) -> None:
        self._pending_events.append(MatchEvent(event.kind, {"board": index, "cycle": self.cycle, **event.fields}))

    def _move_interval(self) -> int:
        if self.phase is Phase.SLOW:
            return self.timing.slow_move_ticks
        if self.phase is Phase.FASTER:
            game_in_phase = self.games_started - self.timing.slow_games
            return max(1, self.timing.slow_move_ticks >> game_in_phase)
        return 1

    def _result_ticks(self) -> int:
        return self.timing.many_result_ticks if self.phase is Phase.MANY else self.timing.result_ticks

    def _step_board(self, index: int) -> None:
        slot = self.boards[index]
        if slot.wait > 0:
            slot.wait -= 1
            return
        match = slot.match
        if match.over:
            self._restart_board(index)
            return
        command = match.computer_move(slot.view)
        for event in match.apply(command):
            self._emit(event, index)
        slot.last_square = command.square if isinstance(command, Place) else None
        outcome = match.outcome
        if outcome is not None:
            winner = None if outcome.winner is None else match.seat_of(outcome.winner)
            self.counters = self.counters.add(outcome, winner)
            slot.wait = self._result_ticks()
        else:
            slot.wait = self._move_interval() - 1

    def _restart_board(self, index: int) -> None:
        """The next game on this board: a rematch, so the sides take turns starting."""
        if self.phase in (Phase.SLOW, Phase.FASTER) and not self._advance_single_board():
            return
        if self.phase is Phase.MANY and self.phase_tick >= self.timing.many_ticks:
            return  # time is up: let the other boards finish, start no new game
        slot = self.boards[index]
        if slot.match.over:
            slot.match.apply(Rematch())
            revive_menace(slot.match)
            slot.last_square = None
            if self.phase is not Phase.MANY:
                slot.view = VIEW_CYCLE[self.games_started % len(VIEW_CYCLE)]
            self._announce(index)
        slot.wait = self._move_interval() - 1

    def _advance_single_board(self) -> bool:
        """Move from SLOW to FASTER to MANY as games finish; False once MANY has begun."""
        played = self.games_started
        if self.phase is Phase.SLOW and played >= self.timing.slow_games:
            self._enter(Phase.HOWTO)  # the last slow game stays on the board: the card flies its numbers
            return False
        if self.phase is Phase.FASTER and played >= self.timing.slow_games + self.timing.faster_games:
            self._enter(Phase.MANY)
            return False
        return True

    def _enter(self, phase: Phase) -> None:
        self.phase = phase
        self.phase_tick = 0
        self._pending_events.append(MatchEvent(EventKind.PHASE, {"phase": phase.value, "cycle": self.cycle}))
        if phase is Phase.VERDICT:
            self.verdict = verdict_lines(self.counters, self.names)
            self.shown = verdict_lines(self.counters, self.names, tr)
        if phase is Phase.MANY:
            view = VIEW_CYCLE[0]
            self.boards = [self._new_slot(i, i % 3, view) for i in range(self.timing.many_boards)]
            self._announced.clear()  # the single board's last game is over: a new set of boards begins
            for index in range(len(self.boards)):
                self._announce(index)

    # --- the verdict ---------------------------------------------------------

    def _type(self) -> None:
        """The closing lines typed so far.  The English lines set the pace and the log (each key struck, each line
        said), so a run takes the same ticks and logs the same events in every language; the lines on show, in the
        language in use, keep step with them, each as far along as its English line."""
        t = self.timing
        tick = self.phase_tick
        said: list[str] = []
        for english in self.verdict:
            line_ticks = len(english) * t.type_ticks + t.line_pause_ticks
            if tick >= line_ticks:
                said.append(english)
                tick -= line_ticks
                continue
            said.append(english[: tick // t.type_ticks])
            break
        previous, self._said = self._said, said
        self.typed = [shown if len(part) == len(english) else shown[: -(-len(shown) * len(part) // len(english))]
                      for part, english, shown in zip(said, self.verdict, self.shown)]
        for i, line in enumerate(said):
            before = previous[i] if i < len(previous) else ""
            if len(line) > len(before) and line[-1:] != " ":
                self._pending_events.append(MatchEvent(EventKind.TYPE, {"char": line[-1]}))
            if line == self.verdict[i] and before != line:  # the log keeps the line as written: a replay reads the same
                self._pending_events.append(MatchEvent(EventKind.SAY, {"text": self.verdict[i], "cycle": self.cycle}))
        if len(said) == len(self.verdict) and said[-1] == self.verdict[-1]:
            self._enter(Phase.HOLD)

    @property
    def finished(self) -> bool:
        """Whether the run has shown its hall of fame long enough to start again."""
        return self.phase is Phase.FAME and self.phase_tick >= self.timing.fame_ticks

    # --- the tick ----------------------------------------------------------------

    def tick(self) -> list[MatchEvent]:
        """Advance one tick; return its events: the matches' own, tagged with board and cycle, plus phase, type and say."""
        self.phase_tick += 1
        if self.phase is Phase.MANY:
            if self.phase_tick % self.timing.many_view_ticks == 0:
                view = VIEW_CYCLE[(self.phase_tick // self.timing.many_view_ticks) % len(VIEW_CYCLE)]
                for slot in self.boards:
                    slot.view = view
            for index in range(len(self.boards)):
                self._step_board(index)
            if self.phase_tick >= self.timing.many_ticks and all(s.match.over for s in self.boards):
                self._enter(Phase.VERDICT)
        elif self.phase is Phase.TITLE and self.phase_tick >= self.timing.title_ticks:
            self._enter(Phase.SLOW)
            self._announce(0)
        elif self.phase is Phase.HOWTO and self.phase_tick >= self.timing.howto_ticks:
            self._enter(Phase.FASTER)
            self._restart_board(0)
        elif self.phase in (Phase.SLOW, Phase.FASTER):
            self._step_board(0)
        elif self.phase is Phase.VERDICT:
            self._type()
        elif self.phase is Phase.HOLD and self.phase_tick >= self.timing.hold_ticks:
            self._enter(Phase.FAME)
        events, self._pending_events = self._pending_events, []
        return events
