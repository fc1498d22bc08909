"""The roster on screen: the setup's weakest-first order and figures, MENACE measured a slice per tick,
and Moler's colours by role (the person green, the computer blue, whoever starts)."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import app_support  # noqa: F401  (headless SDL before pygame starts)
import pygame
import pytest
from game_support import game, game_app
from test_strength import trained_menace

from game.analysis import measure, weakest_first
from game.analysis.roster_strength import shipped_strengths
from game.app.input.actions import Action, ActionEvent
from game.app.store.roster_strengths import POSITIONS_PER_TICK, RosterStrengths
from game.app.matches.strengths import MEASURING, strength_words
from game.app.render.boardviews import cell_rects
from game.app.render.font import BitmapFont
from game.app.render.game_layout import layout
from game.app.render.game_screen import turn_text, win_text
from game.app.render.palette import PALETTES, by_role, mark_name
from game.values.theme import Theme
from game.app.render.ui import MARGIN, WIDTH
from game.app.scenes.settings_scene import changed
from game.app.matches.players import opponent_info
from game.app.scenes.setup import FIGURE_LINES, LABEL_GAP
from game.app.store.settings import Settings
from game.engine import Mark, View
from game.values.seats import PERSON_ID, FirstPlayer
from game.opponents import roster_ids
from game.opponents.menace_store import MemoryStore

SHIPPED_ORDER = (PERSON_ID, *weakest_first(roster_ids(), shipped_strengths()))
#: Weakest first from the seat the player faces, worked out by hand from the shipped table's beaten_as_o /
#: beaten_as_x (ties by wins against random in that seat): the player moving first meets the computer as O.
YOU_FIRST_ORDER = (PERSON_ID, "calculator", "weights", "lookahead", "lookahead-fixed", "random", "menace",
                   "naive", "vector", "center", "perfect", "xkcd", "magic")
COMPUTER_FIRST_ORDER = (PERSON_ID, "calculator", "random", "menace", "vector", "naive", "weights", "center",
                        "perfect", "lookahead", "lookahead-fixed", "magic", "xkcd")


@pytest.mark.parametrize("first, expected", [(FirstPlayer.YOU, YOU_FIRST_ORDER),
                                             (FirstPlayer.COMPUTER, COMPUTER_FIRST_ORDER)])
def test_the_setup_lists_the_person_then_the_computers_weakest_first_from_the_seat_faced(
        private_home, first: FirstPlayer, expected: tuple[str, ...]) -> None:
    app = game_app(private_home, "setup", opponent=PERSON_ID, first_player=first)
    app_support.run_ticks(app, 2)
    setup = app.ctx.scenes.top
    setup.list.index = 1  # the OPPONENT row
    seen = [setup.opponent]
    for _ in range(len(expected) - 1):
        setup.handle(ActionEvent(Action.RIGHT))
        seen.append(setup.opponent)
    assert tuple(seen) == expected
    app.close()


def test_the_setup_labels_the_seat_faced_and_follows_first_move(private_home, monkeypatch) -> None:
    """LOOKAHEAD never loses moving first but loses by force moving second: the label drawn follows FIRST MOVE."""
    from test_screen_texts import watch_texts
    app = game_app(private_home, "setup", opponent="lookahead", first_player=FirstPlayer.YOU)
    app_support.run_ticks(app, 2)
    setup = app.ctx.scenes.top
    drawn = watch_texts(monkeypatch)

    def labels() -> list[str]:
        drawn.clear()
        app.draw()
        return [text for layer, text, _ in drawn if layer == "setup" and text.startswith("LOOKAHEAD" + LABEL_GAP)]

    assert labels() == ["LOOKAHEAD" + LABEL_GAP + "EASY WHEN YOU GO FIRST"]
    setup.list.index = 2  # FIRST MOVE
    setup.handle(ActionEvent(Action.RIGHT))
    assert setup.first is FirstPlayer.COMPUTER
    assert labels() == ["LOOKAHEAD" + LABEL_GAP + "NEVER LOSES WHEN IT GOES FIRST"]
    app.close()


def test_the_settings_screen_steps_opponents_in_the_same_order() -> None:
    seen = [PERSON_ID]
    for _ in range(len(SHIPPED_ORDER) - 1):
        seen.append(changed(Settings(opponent=seen[-1]), "opponent", +1, SHIPPED_ORDER))
    assert tuple(seen) == SHIPPED_ORDER


def test_the_setup_words_are_the_measured_figures_of_the_seat_faced() -> None:
    """RANDOM's words name the best adversary for what it is, not a perfect player: 887/945 and 191/192
    (docs/playing.md's table: 94% and 99%); it beats random moves 737/1260 first and 121/420 second."""
    random_ = shipped_strengths()["random"]
    assert strength_words(random_, Mark.X) == (
        "EASY WHEN IT GOES FIRST",
        "SOMEONE WHO KNOWS HOW IT PLAYS CAN BEAT IT 94 TIMES IN 100. IT BEATS A PLAYER WHO MOVES AT RANDOM 58 TIMES IN 100.")
    assert strength_words(random_, Mark.O) == (
        "EASY WHEN YOU GO FIRST",
        "SOMEONE WHO KNOWS HOW IT PLAYS CAN BEAT IT 99 TIMES IN 100. IT BEATS A PLAYER WHO MOVES AT RANDOM 29 TIMES IN 100.")
    # PERFECT against random moves: 75257/77760 (96.78%) first, 2645/3402 (77.75%) second, as docs/analysis.md says.
    perfect = shipped_strengths()["perfect"]
    assert strength_words(perfect, Mark.X) == ("NEVER LOSES WHEN IT GOES FIRST",
                                               "NOBODY CAN BEAT IT. IT BEATS A PLAYER WHO MOVES AT RANDOM 97 TIMES IN 100.")
    assert strength_words(perfect, Mark.O)[1].endswith("RANDOM 78 TIMES IN 100.")
    assert strength_words(shipped_strengths()["lookahead"], Mark.O)[1].startswith(
        "SOMEONE WHO KNOWS HOW IT PLAYS CAN BEAT IT EVERY TIME.")
    assert strength_words(None, Mark.X)[0] == MEASURING


def test_the_docs_quote_the_setups_words_and_their_baselines_are_the_same_table() -> None:
    """One fact, one figure: the setup's example in docs/playing.md is the screen's own text, and the
    Baselines of docs/analysis.md give PERFECT against random moves as the setup's table has it."""
    docs = Path(__file__).resolve().parents[1] / "docs"
    playing = " ".join((docs / "playing.md").read_text().split())
    assert f'"{strength_words(shipped_strengths()["random"], Mark.O)[1]}"' in playing
    perfect = shipped_strengths()["perfect"]
    analysis = (docs / "analysis.md").read_text()
    for row, fraction in (("perfect against random", perfect.as_x.x_win), ("random against perfect", perfect.as_o.o_win)):
        found = re.search(rf"^\| {row} \|(.*)$", analysis, re.MULTILINE)
        assert found and f"{fraction.numerator}/{fraction.denominator}" in found.group(1), row


def test_the_best_adversary_beats_random_more_often_than_perfect_does_from_either_seat() -> None:
    """What docs/playing.md says to tell the best adversary from PERFECT."""
    random_, perfect = shipped_strengths()["random"], shipped_strengths()["perfect"]
    assert random_.beaten_in(Mark.X) > perfect.beats_random_in(Mark.O)
    assert random_.beaten_in(Mark.O) > perfect.beats_random_in(Mark.X)


@pytest.mark.parametrize("opponent_id", ["lookahead", "lookahead-fixed"])
def test_an_opponent_that_loses_by_force_moving_second_is_labelled_so(opponent_id: str) -> None:
    """Averaged over the seats these were HARD; from each seat they are as the figures say."""
    assert strength_words(shipped_strengths()[opponent_id], Mark.X)[0] == "NEVER LOSES WHEN IT GOES FIRST"
    assert strength_words(shipped_strengths()[opponent_id], Mark.O)[0] == "EASY WHEN YOU GO FIRST"


def test_every_name_with_its_labels_fits_one_line_of_the_setup() -> None:
    font = BitmapFont.load()
    for (oid, strength), mark in itertools.product(shipped_strengths().items(), Mark):
        line = opponent_info(oid)[0] + LABEL_GAP + strength_words(strength, mark)[0]
        assert font.size(line)[0] <= WIDTH - 2 * MARGIN, line


def test_the_setup_says_every_opponents_figures_in_plain_words_that_fit_its_lines() -> None:
    """No jargon ("BEST PLAY BEATS IT 47% AS X"): whole sentences, no %, no X or O, no "perfect player" for
    the best adversary (PERFECT is another opponent, with other figures), within the setup's lines."""
    font = BitmapFont.load()
    for strength, mark in itertools.product(shipped_strengths().values(), Mark):
        _, words = strength_words(strength, mark)
        assert "%" not in words and " AS X" not in words and " AS O" not in words and "PERFECT" not in words
        assert len(font.wrap(words, WIDTH - 2 * MARGIN)) <= FIGURE_LINES


def test_an_untrained_menace_takes_the_shipped_figures_without_measuring() -> None:
    strengths = RosterStrengths(MemoryStore())
    strengths.refresh()
    assert strengths.of("menace") == shipped_strengths()["menace"]
    assert strengths.order() == SHIPPED_ORDER


def test_a_trained_menace_is_measured_a_slice_per_tick_and_kept_until_it_learns_again() -> None:
    menace = trained_menace()
    store = MemoryStore(menace.boxes, menace.games)
    strengths = RosterStrengths(store)
    strengths.refresh()
    ticks = 0
    while strengths.of("menace") is None:
        strengths.step()
        ticks += 1
    assert ticks == -(-5478 // POSITIONS_PER_TICK)  # every reachable position, a fixed slice a tick
    figures = measure(menace)
    assert strengths.of("menace") == figures
    assert strengths.order() == (PERSON_ID, *weakest_first(roster_ids(), {**shipped_strengths(), "menace": figures}))
    strengths.refresh()  # nothing learned since: nothing to measure
    assert strengths.of("menace") == figures
    store.update(lambda boxes, games: (boxes, games + 1), frozenset())
    strengths.refresh()
    assert strengths.of("menace") is None  # measured again


def test_colours_follow_the_role_with_green_and_blue_and_the_mark_with_crosses_and_noughts() -> None:
    green_blue, xo = PALETTES[Theme.GREEN_BLUE], PALETTES[Theme.XO]
    green, blue = green_blue.x_mark, green_blue.o_mark
    person_second = by_role(green_blue, Theme.GREEN_BLUE, Mark.O)
    assert person_second.mark(Mark.O) == green and person_second.mark(Mark.X) == blue
    assert by_role(green_blue, Theme.GREEN_BLUE, Mark.X) == green_blue
    assert by_role(xo, Theme.XO, Mark.O) == xo
    assert mark_name(Theme.GREEN_BLUE, Mark.O, green=Mark.O) == "GREEN"
    assert turn_text(Theme.GREEN_BLUE, Mark.X, green=Mark.O) == "BLUE'S TURN!"  # English's apostrophes, by hand
    assert turn_text(Theme.XO, Mark.X) == "CROSSES' TURN!" and turn_text(Theme.XO, Mark.O) == "NOUGHTS' TURN!"
    assert win_text(Theme.GREEN_BLUE, Mark.O, green=Mark.O) == "GREEN WINS!"
    assert win_text(Theme.XO, Mark.O, green=Mark.O) == "NOUGHTS WIN!"


@pytest.mark.parametrize("first", [FirstPlayer.YOU, FirstPlayer.COMPUTER])
def test_the_person_is_drawn_green_and_the_computer_blue_whoever_starts(private_home, first: FirstPlayer) -> None:
    app = game_app(private_home, "tictactoe", theme=Theme.GREEN_BLUE, opponent="naive", first_player=first)
    app_support.run_ticks(app, 2)
    scene = game(app)
    if first is FirstPlayer.COMPUTER:
        scene.handle(ActionEvent(Action.SELECT))  # Enter: the computer moves at once
        app_support.run_ticks(app, 2)
    person = scene.match.mark_of(0)
    assert person is (Mark.X if first is FirstPlayer.YOU else Mark.O)
    board = scene.match.board
    rects = cell_rects(View.TICTACTOE, layout(View.TICTACTOE).board)
    free = next(sq for sq in range(9) if board.mark_at(sq) is None)
    scene.handle(ActionEvent(Action.CLICK, 0, rects[free].center))
    scene.handle(ActionEvent(Action.SELECT))  # Enter: the computer answers at once
    app_support.run_ticks(app, 2)
    frame = app.screen.surface
    green, blue = PALETTES[Theme.GREEN_BLUE].x_mark, PALETTES[Theme.GREEN_BLUE].o_mark
    board = scene.match.board
    assert board.squares_of(person) and board.squares_of(person.other)
    for square in range(9):
        mark = board.mark_at(square)
        if mark is not None:
            assert tuple(frame.get_at(rects[square].center))[:3] == (green if mark is person else blue), square
    app.close()
    pygame.quit()


#: The rows between a wrapped paragraph's lines (ABOUT_LINE 10 less the font's 7): a text that is nearer to
#: another than this reads as one more line of it, as YOUR RESULTS did under the figures' "TIMES IN 100."
PARAGRAPH_GAP = 3


def _rows_between(upper: pygame.Rect, lower: pygame.Rect) -> int:
    return lower.top - upper.bottom


@pytest.mark.parametrize("first", [FirstPlayer.YOU, FirstPlayer.COMPUTER, FirstPlayer.ALTERNATE])
def test_no_setup_text_touches_another_for_any_opponent_or_seat(private_home, monkeypatch, first) -> None:
    """Every opponent from every seat: each text stands clear of the others, the results line more than a
    paragraph's own line gap from the figures above it and the hint below."""
    from test_screen_texts import overlaps, watch_texts
    app = game_app(private_home, "setup", opponent=PERSON_ID, first_player=first)
    app.run()
    setup = app.ctx.scenes.top
    drawn = watch_texts(monkeypatch)
    for opponent in (PERSON_ID, *roster_ids()):
        setup.opponent = opponent
        drawn.clear()
        app.draw()
        texts = [(text, rect) for layer, text, rect in drawn if layer == "setup"]
        # Grown by a row each way, two texts that merely touch collide too.
        assert overlaps([("setup", text, rect.inflate(0, 2)) for text, rect in texts]) == [], (opponent, first)
        results = next((rect for text, rect in texts if "RESULTS:" in text), None)
        assert results is not None, opponent
        above = [rect for _, rect in texts if rect.bottom <= results.top]
        below = [rect for _, rect in texts if rect.top >= results.bottom]
        nearest_above = min(_rows_between(rect, results) for rect in above)
        nearest_below = min(_rows_between(results, rect) for rect in below)
        assert nearest_above > PARAGRAPH_GAP and nearest_below > PARAGRAPH_GAP, (opponent, first, nearest_above)
