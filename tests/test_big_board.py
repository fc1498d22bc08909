"""The BIG BOARD: its choice and match, the weight grid's thinking read as counts, and the scene played headless
(keys, clicks, hovering, undo, rematch, MOTION NONE, waiting at home, a cabinet's CONTINUE?).

Layout assertions: on every board and k the setup offers, mid-game with the weights on show, every text
drawn lies on the screen, no two overlap, and each thinking label lies inside its cell.
"""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction
from pathlib import Path

import pygame
import pytest
from app_support import make_app, run_ticks
from big_searches import searched
from logged_games import agrees

from game.app.render.motion import Motion
from game.analysis.big_strength import (BIG_STRENGTHS_FILE, SEARCH_POSITIONS, big_key, big_strengths_text, offered,
                                        shipped_big_strengths)
from game.analysis.bigboard import best_adversary
from game.app.input.actions import Action, ActionEvent
from game.app.input.cursor import board_move, grid_move
from game.app.matches.big_thinking import big_thinking, split_weight
from game.app.render.font import BitmapFont
from game.app.render.screen import LOGICAL_SIZE
from game.app.matches.match_setup import big_match
from game.app.scenes.big_game import BigBoardScene
from game.app.scenes.continue_scene import COUNTDOWN_SECONDS
from game.app.scenes.match_motion import END_GUARD_TICKS, THINK_TICKS
from game.app.shell.loop import TICK_RATE, seconds_to_ticks
from game.app.store.settings import ATTRACT_IDLE_DEFAULT_SECONDS, Settings
from game.engine import Mark
from game.app.scenes.big_setup import OPPONENT_NAMES, UNKNOWN_WORDS
from game.engine.mnk import Position, Shape
from game.opponents.weights_mnk import block_weight, weight_grid
from game.play.big_match import GRID_ID, OPPONENTS, BigSetup, BigSetupError
from game.values.big_board import MIN_K, SIDES
from game.play.match import MatchError, Place, Rematch, Resign, Undo
from game.values.seats import PERSON_ID

A = Action
SCREEN = pygame.Rect((0, 0), LOGICAL_SIZE)
#: Every board and k the setup offers.
OFFERED = [BigSetup(side, k) for side in SIDES for k in range(MIN_K, side + 1)]


# --- the choice and the match ---------------------------------------------------------------------------------


def test_a_choice_reads_back_what_it_writes_and_refuses_what_is_not_offered() -> None:
    for setup in OFFERED:
        for opponent, home in itertools.product((GRID_ID, PERSON_ID), Mark):
            choice = BigSetup(setup.side, setup.k, opponent, home)
            assert BigSetup.parse(choice.text) == choice
    assert BigSetup.parse("4X4/3/PERSON/O".lower()) == BigSetup(4, 3, PERSON_ID, Mark.O)
    for bad in ("", "5x5/4/weights", "8x8/4/weights/x", "5x4/4/weights/x", "5x5/6/weights/x", "5x5/2/weights/x",
                "5x5/4/perfect/x", "5x5/4/weights/z", "5x5/four/weights/x", None, 55):
        with pytest.raises(BigSetupError) as err:
            BigSetup.parse(bad)  # type: ignore[arg-type]
        assert "\n" not in str(err.value)


def test_the_setup_names_every_opponent_a_choice_may_hold() -> None:
    """A choice the settings accept is one the setup screen can show: each opponent has its name there."""
    assert set(OPPONENT_NAMES) == set(OPPONENTS)


def test_a_bad_saved_choice_falls_back_to_the_default() -> None:
    settings, bad = Settings.from_json({"big_board": "9x9/4/weights/x"})
    assert settings.big_board == Settings().big_board and bad and bad[0].startswith("big_board:")
    assert Settings.from_json({"big_board": "6x6/5/person/o"})[0].big_board == "6x6/5/person/o"


def test_undo_against_the_weight_grid_goes_back_to_the_persons_turn_and_rematch_swaps_the_marks() -> None:
    match = big_match(BigSetup(5, 4, GRID_ID, Mark.O), seed=1)
    assert match.computer_to_move()  # the weight grid holds X
    first = match.computer_move().square
    match.apply(Place(first))
    match.apply(Place(next(c for c in range(25) if c != first)))
    match.apply(match.computer_move())
    assert match.undoable() == 2
    (event,) = match.apply(Undo())
    assert event.kind == "undo" and len(event.fields["cells"]) == 2 and match.moves == (first,)
    assert match.undoable() == 0  # the grid's opening is not the person's to take back
    with pytest.raises(MatchError):
        match.apply(Undo())
    with pytest.raises(MatchError):
        match.apply(Rematch())  # the game is still on
    with pytest.raises(MatchError):
        match.apply(Place(first))  # taken


def test_a_win_ends_the_game_with_its_line_and_counts_once() -> None:
    match = big_match(BigSetup(4, 3, PERSON_ID, Mark.X), seed=0)
    events = [e for cell in (5, 0, 6, 1, 7) for e in match.apply(Place(cell))]
    end = events[-1]
    assert end.kind == "game_end" and end.fields["result"] == "X" and end.fields["line"] == [6, 7, 8]
    assert match.over and match.home_result() == 1 and match.tally.wins == 1
    with pytest.raises(MatchError):
        match.apply(Place(9))
    (start,) = match.apply(Rematch())
    assert start.fields["game_number"] == 2 and match.mark_of(0) is Mark.O and match.moves == ()
    with pytest.raises(MatchError):
        match.apply(Resign())  # the weight grid never resigns, and neither does a BIG BOARD seat


def test_the_weight_grid_plays_the_same_game_from_the_same_seed() -> None:
    def game(seed: int) -> tuple[int, ...]:
        match = big_match(BigSetup(5, 4, GRID_ID, Mark.X), seed=seed)
        rng = random.Random(99)
        while not match.over:
            person = Place(rng.choice(match.position.legal_moves()))
            match.apply(match.computer_move() if match.computer_to_move() else person)
        return match.moves

    assert game(3) == game(3)
    assert len({game(seed) for seed in range(6)}) > 1


# --- the thinking ----------------------------------------------------------------------------------------------


def counted(position: Position, cell: int) -> tuple[int, int, int]:
    """Wins, blocks and potential lines through a free cell for the side to move, counted line by line."""
    me, them = position.turn, position.turn.other
    wins = blocks = lines = 0
    for line in position.shape.line_squares:
        if cell not in line:
            continue
        marks = [position.mark_at(c) for c in line]
        free = marks.count(None)
        if me in marks and them in marks or free == len(line):
            continue
        if free > 1:
            lines += 1
        elif me in marks:
            wins += 1
        else:
            blocks += 1
    return wins, blocks, lines


@pytest.mark.parametrize("setup", OFFERED, ids=[s.shape.name for s in OFFERED])
def test_fewer_lines_cross_a_cell_than_a_block_weighs_so_a_weight_reads_as_its_counts(setup: BigSetup) -> None:
    shape = setup.shape
    assert max(len(shape.lines_through(cell)) for cell in range(shape.squares)) < block_weight(shape)
    rng = random.Random(shape.squares * 10 + shape.k)
    for _ in range(40):
        position = Position(shape)
        for _ in range(rng.randrange(shape.squares)):
            if position.is_over():
                break
            position = position.play(rng.choice(position.legal_moves()))
        if position.is_over():
            continue
        thinking, grid = big_thinking(position), weight_grid(position)
        assert set(thinking.cells) == set(position.legal_moves())
        for cell, weight in thinking.cells.items():
            assert weight == split_weight(shape, grid[cell])
            assert (weight.wins, weight.blocks, weight.lines) == counted(position, cell), (position, cell)
        assert thinking.best == {c for c in thinking.cells if grid[c] == max(grid[f] for f in thinking.cells)}


def test_short_labels_name_the_deciding_count() -> None:
    shape = BigSetup(7, 4).shape
    base = block_weight(shape)
    assert split_weight(shape, 2 * base * base + base + 3).short == "W2"
    assert split_weight(shape, 3 * base + 11).short == "B3"
    assert split_weight(shape, 11).short == "11"


# --- the cursor -------------------------------------------------------------------------------------------------


def test_grid_move_is_the_calculators_rule_on_any_board() -> None:
    for square, action in itertools.product(range(9), (A.UP, A.DOWN, A.LEFT, A.RIGHT)):
        assert grid_move(square, action, 3, 3) == board_move(square, action)
    assert grid_move(4, A.RIGHT, 5, 5) == 5  # runs on to the next row
    assert grid_move(24, A.RIGHT, 5, 5) == 24 and grid_move(0, A.LEFT, 5, 5) == 0
    assert grid_move(2, A.UP, 5, 5) == 2 and grid_move(22, A.DOWN, 5, 5) == 22
    assert grid_move(10, A.DOWN, 7, 7) == 17 and grid_move(10, A.UP, 7, 7) == 3


# --- the scene --------------------------------------------------------------------------------------------------


@pytest.fixture
def app():
    app = make_app(scene="menu")
    run_ticks(app, 1)
    yield app
    app.close()


def start(app, setup: BigSetup, seed: int = 5, **settings) -> BigBoardScene:
    """Put a BIG BOARD match on the stack, as the setup's START does."""
    if settings:
        app.ctx.settings.update(**settings)
    scene = BigBoardScene(big_match(setup, seed))
    app.ctx.scenes.push(scene)
    run_ticks(app, 1)
    return scene


def act(app, action: Action, pos=None, ticks: int = 1) -> None:
    app.dispatch(ActionEvent(action, 0, pos))
    run_ticks(app, ticks)


def click(app, scene: BigBoardScene, cell: int) -> None:
    act(app, A.POINT, scene.layout.cells[cell].center)
    act(app, A.CLICK, scene.layout.cells[cell].center)


def test_the_menu_opens_the_setup_and_start_plays_the_choice(app) -> None:
    menu = app.ctx.scenes.top
    menu.list.index = menu.labels.index("BIG BOARD")
    act(app, A.SELECT)
    setup = app.ctx.scenes.top
    assert setup.name == "bigboard_setup"
    act(app, A.UP)  # from START to YOU PLAY, then up to the board
    act(app, A.UP)
    act(app, A.UP)
    act(app, A.UP)
    act(app, A.RIGHT)  # 5x5 -> 6x6
    act(app, A.DOWN)
    act(app, A.LEFT)  # k 4 -> 3
    act(app, A.DOWN, ticks=1)
    act(app, A.DOWN)
    act(app, A.DOWN)
    act(app, A.SELECT)
    game = app.ctx.scenes.top
    assert isinstance(game, BigBoardScene) and game.match.setup == BigSetup(6, 3, GRID_ID, Mark.X)
    assert app.ctx.config.big_board == "6x6/3/weights/x"
    assert app.ctx.scenes.names() == ["menu", "bigboard"]


def test_the_setup_keeps_k_within_the_board(app) -> None:
    app.ctx.settings.update(big_board="7x7/6/weights/x")
    app.ctx.scenes.push(app.ctx.registry.create("bigboard_setup"))
    run_ticks(app, 1)
    setup = app.ctx.scenes.top
    for _ in range(4):
        act(app, A.UP)
    act(app, A.LEFT)  # 7x7 -> 6x6
    act(app, A.LEFT)  # -> 5x5
    act(app, A.LEFT)  # -> 4x4
    assert setup.choice.side == 4 and setup.choice.k == 4


def test_a_game_between_two_people_played_to_a_win_with_clicks_and_keys_then_rematch(app) -> None:
    events: list[dict] = []
    app.ctx.events.listen(events.append)
    scene = start(app, BigSetup(4, 3, PERSON_ID, Mark.X))
    assert scene.cursor == 5
    act(app, A.SELECT)  # X on the cursor's cell, 5
    click(app, scene, 0)  # O
    act(app, A.RIGHT)  # the cursor, left on 0 by the click, steps on
    act(app, A.DOWN)
    act(app, A.RIGHT)
    assert scene.cursor == 6
    act(app, A.SELECT)  # X
    click(app, scene, 6)  # taken: a buzz and a flash, nothing else
    assert scene.flash.square == 6 and scene.match.moves == (5, 0, 6)
    click(app, scene, 1)  # O
    click(app, scene, 7)  # X: three in a row
    assert scene.over and scene.match.winner is Mark.X
    assert scene.verdict == "PLAYER 1 WINS!" and scene.hint() is None
    ends = [e for e in events if e["event"] == "game_end"]
    assert len(ends) == 1 and ends[0]["game"] == "bigboard" and ends[0]["line"] == [6, 7, 8] and agrees(ends[0])
    act(app, A.SELECT)  # the guard: ignored
    assert scene.over
    run_ticks(app, END_GUARD_TICKS)
    act(app, A.SELECT)  # REMATCH
    assert not scene.over and scene.match.games_played == 1 and scene.match.mark_of(0) is Mark.O
    assert [e["game_number"] for e in events if e["event"] == "game_start"] == [1, 2]


def test_hovering_moves_the_cursor_and_reduced_motion_draws_the_win_line_whole_at_once(app) -> None:
    scene = start(app, BigSetup(4, 3, PERSON_ID, Mark.X), motion=Motion.NONE)
    act(app, A.POINT, scene.layout.cells[9].center)
    assert scene.cursor == 9 and scene.match.moves == ()
    act(app, A.POINT, (1, 1))  # off the board: the cursor stays
    assert scene.cursor == 9
    for cell in (5, 0, 6, 1, 7):
        click(app, scene, cell)
    assert scene.over and scene._look().sweep == 1.0
    app.ctx.settings.update(motion=Motion.FULL)
    assert scene._look().sweep < 1.0  # the line sweeps through its cells


def test_the_weight_grid_answers_after_its_pause_and_undo_takes_back_the_pair(app) -> None:
    scene = start(app, BigSetup(5, 4, GRID_ID, Mark.X))
    click(app, scene, 12)
    assert scene.pending is not None and scene.match.moves == (12,)
    run_ticks(app, THINK_TICKS)
    assert len(scene.match.moves) == 2 and scene.pending is None
    act(app, A.UNDO)
    assert scene.match.moves == () and not scene.match.computer_to_move()
    act(app, A.UNDO)  # nothing left to take back
    assert scene.match.moves == ()


def test_the_weight_grids_weights_stay_until_the_player_acts_and_select_plays_its_move(app) -> None:
    scene = start(app, BigSetup(5, 4, GRID_ID, Mark.X), show_thinking=True)
    click(app, scene, 12)
    run_ticks(app, 600)  # ten seconds: still there to be read
    assert scene.showing_thinking and scene.match.moves == (12,)
    assert scene.panel(1).status == "ENTER/CLICK"
    spots, labels, _ = scene.thinking_labels()
    assert set(spots) == set(labels) == set(scene.match.position.legal_moves())
    act(app, A.SELECT)
    assert len(scene.match.moves) == 2 and not scene.showing_thinking


def test_a_big_board_left_alone_at_home_waits_for_its_player(app) -> None:
    scene = start(app, BigSetup(6, 4, PERSON_ID, Mark.X))
    click(app, scene, 0)
    for _ in range(10 * 60 * TICK_RATE):  # ten minutes untouched (no drawing: the idle watch counts ticks)
        app.poll()
        app.step()
    assert app.ctx.scenes.names() == ["menu", "bigboard"] and scene.game_in_progress


def test_the_weight_panel_names_cells_as_counted_on_screen_and_weighs_no_taken_cell(app) -> None:
    """5x5: cell 12 is the centre, third row down and third across; cell 7 is 2 down, 3 across."""
    scene = start(app, BigSetup(5, 4, GRID_ID, Mark.X), show_thinking=True)
    click(app, scene, 12)  # the centre, taken; the cursor stays on it
    assert scene.cursor == 12
    lines = scene.info_lines()
    assert lines[0] == "3 DOWN, 3 ACROSS:" and "TAKEN" in lines[1]
    assert not any(ch.isdigit() for line in lines[1:] for ch in line)  # no weight for a taken cell
    act(app, A.UP)
    assert scene.cursor == 7
    weight = scene.thinking.cells[7].weight
    assert scene.info_lines()[0] == f"2 DOWN, 3 ACROSS: {weight}"


def test_in_a_cabinet_a_big_board_left_alone_asks_continue_and_running_out_abandons_it(app) -> None:
    events: list[dict] = []
    app.ctx.events.listen(events.append)
    scene = start(app, BigSetup(6, 4, PERSON_ID, Mark.X), kiosk=True)
    click(app, scene, 0)
    run_ticks(app, seconds_to_ticks(ATTRACT_IDLE_DEFAULT_SECONDS))
    assert app.ctx.scenes.names() == ["menu", "bigboard", "continue"]
    run_ticks(app, seconds_to_ticks(COUNTDOWN_SECONDS) + 2)
    assert "bigboard" not in app.ctx.scenes.names()
    (abandoned,) = [e for e in events if e["event"] == "game_abandoned"]
    assert abandoned["game"] == "bigboard" and abandoned["moves"] == 1


def test_leaving_a_game_in_progress_is_logged_once_as_abandoned(app) -> None:
    events: list[dict] = []
    app.ctx.events.listen(events.append)
    scene = start(app, BigSetup(4, 4, PERSON_ID, Mark.X))
    click(app, scene, 0)
    assert scene.game_in_progress
    act(app, A.BACK)  # the pause menu
    assert app.ctx.scenes.names() == ["menu", "bigboard", "pause"]
    app.ctx.scenes.pop_to("menu")
    abandoned = [e for e in events if e["event"] == "game_abandoned"]
    assert len(abandoned) == 1 and abandoned[0]["game"] == "bigboard" and abandoned[0]["moves"] == 1


def drawn(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text drawn in one frame, with the rectangle it covers."""
    found: list[tuple[str, pygame.Rect]] = []
    original = BitmapFont.draw

    def recording(self, surface, text, *args, **kwargs):
        rect = original(self, surface, text, *args, **kwargs)
        found.append((text, rect))
        return rect

    monkeypatch.setattr(BitmapFont, "draw", recording)
    app.ctx.scenes.draw(app.screen.surface)
    monkeypatch.setattr(BitmapFont, "draw", original)
    return found


@pytest.mark.parametrize("setup", OFFERED, ids=[s.shape.name for s in OFFERED])
def test_every_board_offered_fits_the_screen_with_its_weights_on_show(app, monkeypatch, setup: BigSetup) -> None:
    scene = start(app, BigSetup(setup.side, setup.k, GRID_ID, Mark.O), show_thinking=True)
    rng = random.Random(setup.side * 10 + setup.k)
    for _ in range(setup.k - 1):  # k-1 marks each, so nobody has won: the grid's weights on show at the end
        act(app, A.SELECT)  # the grid's move at once
        click(app, scene, rng.choice(scene.match.position.legal_moves()))
    assert scene.showing_thinking and len(scene.match.moves) == 2 * (setup.k - 1)
    texts = drawn(app, monkeypatch)
    spots, labels, _ = scene.thinking_labels()
    assert spots and all(scene.layout.cells[cell].contains(spot.box) for cell, spot in spots.items())
    for (text, rect), (other, other_rect) in itertools.combinations(texts, 2):
        assert SCREEN.contains(rect), text
        assert not rect.colliderect(other_rect), (text, other)
    assert {text for text, _ in texts} >= set(labels.values())


def test_the_setup_fits_the_screen_for_every_choice(app, monkeypatch) -> None:
    for setup in OFFERED:
        app.ctx.settings.update(big_board=BigSetup(setup.side, setup.k, GRID_ID, Mark.X).text)
        app.ctx.scenes.push(app.ctx.registry.create("bigboard_setup"))
        run_ticks(app, 1)
        texts = drawn(app, monkeypatch)
        assert all(SCREEN.contains(rect) for _, rect in texts), setup
        for (text, rect), (other, other_rect) in itertools.combinations(texts, 2):
            if other in text or text in other:
                continue  # the hint draws each key's name again over its own line, brighter
            assert not rect.colliderect(other_rect), (setup, text, other)
        app.ctx.scenes.pop()


# --- the weight grid's measured strength --------------------------------------------------------------------


#: The best adversary's chance against the weight grid, as docs/bigboard.md gives it from ``analyze bigboard``
#: (side, k, the grid's mark): 4x4 k=3 as X 13/16 and as O lost by force; 5x5 k=3 as X 572/875; 5x5 k=4 lost by
#: force both ways; these are measured again here, in a second.
DOCUMENTED = {(4, 3, Mark.X): Fraction(13, 16), (4, 3, Mark.O): Fraction(1), (5, 3, Mark.X): Fraction(572, 875),
              (5, 4, Mark.O): Fraction(1), (5, 4, Mark.X): Fraction(1)}
#: 4x4 k=4, a minute a seat to measure: as X never beaten, as O 103/900 (docs/bigboard.md; the long test measures).
DOCUMENTED_SLOW = {(4, 4, Mark.X): Fraction(0), (4, 4, Mark.O): Fraction(103, 900)}


def test_the_shipped_big_figures_are_the_documented_ones_and_measure_so_again() -> None:
    shipped = shipped_big_strengths()
    assert set(shipped) == {big_key(side, k, mark) for side, k, mark in offered()}
    for (side, k, mark), chance in {**DOCUMENTED, **DOCUMENTED_SLOW}.items():
        assert shipped[big_key(side, k, mark)] == chance
    for (side, k, mark), chance in DOCUMENTED.items():
        assert best_adversary(Shape(side, side, k), mark, SEARCH_POSITIONS).adversary_win_chance == chance


#: The figures file in this checkout (not an installed copy), as the long tests below compare it.
CHECKOUT_FIGURES = Path(__file__).resolve().parents[1] / "game" / "analysis" / BIG_STRENGTHS_FILE


def checkout_figures() -> dict[str, Fraction | None]:
    """The checkout's figures file read by key, each "p/q" as a Fraction and null as None."""
    return {key: None if value is None else Fraction(value)
            for key, value in json.loads(CHECKOUT_FIGURES.read_text()).items()}


def test_the_shipped_big_figures_are_written_as_the_tool_writes_them() -> None:
    """Every board offered, in the setup's order, in ``analyze big-strengths --write``'s own format: so with
    each figure fresh (below), the file is what the tool would write now."""
    figures = checkout_figures()
    assert list(figures) == [big_key(side, k, mark) for side, k, mark in offered()]
    assert CHECKOUT_FIGURES.read_text() == big_strengths_text(figures)


# One test a board and seat, so that the workers share the searches (some 200 s in all, a minute at most
# each) and a stale figure is named. The searches are tests/big_searches.py's, shared with test_bigboard.py.
@pytest.mark.long
@pytest.mark.parametrize(("side", "k", "mark"), offered(), ids=[f"{s}x{s}-k{k}-{m.value}" for s, k, m in offered()])
def test_the_shipped_big_figures_are_fresh(side: int, k: int, mark: Mark) -> None:
    # Stale after the weight grid or the search changed: run `python tools/analyze.py big-strengths --write`.
    assert checkout_figures()[big_key(side, k, mark)] == searched(side, k, mark).adversary_win_chance


def setup_words(app, setup: BigSetup) -> str:
    app.ctx.settings.update(big_board=setup.text)
    app.ctx.scenes.push(app.ctx.registry.create("bigboard_setup"))
    run_ticks(app, 1)
    words = app.ctx.scenes.top.strength_words()
    app.ctx.scenes.pop()
    return words


def test_the_big_setup_labels_the_weight_grid_from_the_seat_it_plays(app) -> None:
    """You play X on 4x4 k=3: the grid plays O and is lost by force; you play O: the best adversary wins 13/16,
    81 in 100 -- EASY either way, in the 3x3 roster's words."""
    assert setup_words(app, BigSetup(4, 3, GRID_ID, Mark.X)) == \
        "EASY WHEN YOU GO FIRST: SOMEONE WHO KNOWS HOW IT PLAYS CAN BEAT IT EVERY TIME."
    assert setup_words(app, BigSetup(4, 3, GRID_ID, Mark.O)) == \
        "EASY WHEN IT GOES FIRST: SOMEONE WHO KNOWS HOW IT PLAYS CAN BEAT IT 81 TIMES IN 100."
    assert setup_words(app, BigSetup(4, 4, GRID_ID, Mark.O)) == "NEVER LOSES WHEN IT GOES FIRST: NOBODY CAN BEAT IT."
    assert setup_words(app, BigSetup(5, 5, GRID_ID, Mark.X)) == UNKNOWN_WORDS  # beyond the search: no guess


def test_the_boards_too_big_to_work_out_are_the_ones_docs_playing_names() -> None:
    """docs/playing.md lists them by hand: 5x5 k=5, 6x6 k=6, 7x7 k=6 with the grid as X, 7x7 k=7."""
    unknown = {key for key, chance in shipped_big_strengths().items() if chance is None}
    assert unknown == {"5x5/5/X", "5x5/5/O", "6x6/6/X", "6x6/6/O", "7x7/6/X", "7x7/7/X", "7x7/7/O"}
    page = " ".join((Path(__file__).resolve().parents[1] / "docs" / "playing.md").read_text().split())
    assert "(5x5 k=5, 6x6 k=6, 7x7 k=6 with the grid as X, and 7x7 k=7)" in page
