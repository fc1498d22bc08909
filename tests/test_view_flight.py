"""The view switch's flight: drawn from ticks alone, slowed by MOTION SLOW, cut by NONE, never in the way of a move.

Cleve Moler, *Experiments with MATLAB*, ch. 11, shows Pick15, TicTacToe and
Magic15 as one game; the flight is that claim made visible, so it must be
exactly repeatable and must never cost the player a move.
"""

from __future__ import annotations

import pygame
import pytest

from app_support import make_app, pictures_each_tick, run_ticks
from game.app.render.motion import Motion
from game.app.input.actions import Action, ActionEvent
from game.app.render.boardviews import cell_rects
from game.app.render.game_layout import Display, layout
from game.app.render.view_flight import view_flight
from game.app.limits import LOGICAL_SIZE
from game.app.scenes.view_motion import MOVE_FLIGHT_TICKS, TRANSITION_TICKS
from game.engine import View
from game.values.seats import PERSON_ID

HALF = TRANSITION_TICKS // 2


def two_player_game(*, reduced: bool = False):
    """A headless Pick15 game between two people, one move each made, nothing flying yet."""
    app = make_app(scene="pick15")
    app.ctx.settings.update(opponent=PERSON_ID, motion=Motion.NONE if reduced else Motion.FULL)
    app.ctx.scenes.reset(app.registry.create("pick15"))
    run_ticks(app, 2)
    scene = app.ctx.scenes.top
    for square in (4, 0):
        scene.cursor = square
        app.dispatch(ActionEvent(Action.SELECT))
        run_ticks(app, 1)
    run_ticks(app, TRANSITION_TICKS)
    return app, scene


def frame_bytes(app) -> bytes:
    return pygame.image.tobytes(app.screen.surface, "RGB")


def switch_and_run(app, ticks: int) -> bytes:
    app.dispatch(ActionEvent(Action.SWITCH_VIEW))
    run_ticks(app, ticks)
    return frame_bytes(app)


def test_the_same_ticks_draw_the_same_flight() -> None:
    pictures = []
    for _ in range(2):
        app, _scene = two_player_game()
        pictures.append(switch_and_run(app, HALF))
        app.close()
    assert pictures[0] == pictures[1]


def test_mid_flight_is_neither_view_and_it_lands_on_the_new_one() -> None:
    app, scene = two_player_game()
    before = frame_bytes(app)
    middle = switch_and_run(app, HALF)
    assert scene.display is Display.TICTACTOE and scene.in_flight
    run_ticks(app, TRANSITION_TICKS)
    landed = frame_bytes(app)
    assert not scene.in_flight
    assert middle not in (before, landed)
    app.close()
    # The settled picture is the plain TicTacToe board, the same as a session that cut straight to it.
    still, still_scene = two_player_game(reduced=True)
    assert switch_and_run(still, TRANSITION_TICKS + 1) == landed
    still.close()


def test_reduced_motion_cuts_straight_to_the_new_view() -> None:
    app, scene = two_player_game(reduced=True)
    first = switch_and_run(app, 1)
    assert not scene.in_flight
    run_ticks(app, TRANSITION_TICKS)
    assert frame_bytes(app) == first
    app.close()


def flown_cells(app, monkeypatch) -> list[dict[int, pygame.Rect]]:
    """Switch views once and run the flight, tick by tick: where each square's flying cell is drawn."""
    import game.app.scenes.view_motion as view_motion

    drawn: dict[int, pygame.Rect] = {}
    real = view_motion.draw_flying_cell

    def recording(surface, cell, square, mark, look) -> None:
        drawn[square] = cell.copy()
        real(surface, cell, square, mark, look)

    monkeypatch.setattr(view_motion, "draw_flying_cell", recording)
    app.dispatch(ActionEvent(Action.SWITCH_VIEW))
    ticks = []
    for _ in range(TRANSITION_TICKS):
        drawn.clear()
        run_ticks(app, 1)
        ticks.append(dict(drawn))
    monkeypatch.undo()
    return ticks


def nearest_cell(display: Display, point: tuple[int, int]) -> tuple[View, int]:
    """The board and square of ``display`` whose cell's centre is nearest ``point``."""
    cells = [(view, square, cell) for view, rect in layout(display).boards
             for square, cell in enumerate(cell_rects(view, rect))]
    view, square, _ = min(cells, key=lambda c: (c[2].centerx - point[0]) ** 2 + (c[2].centery - point[1]) ** 2)
    return view, square


# Each Tab from Pick15, written out: the display before, the one after, and the board whose numbers fly.
SWITCHES = [
    (1, Display.PICK15, Display.TICTACTOE, View.PICK15, View.TICTACTOE),
    (2, Display.TICTACTOE, Display.MAGIC15, View.TICTACTOE, View.MAGIC15),
    (3, Display.MAGIC15, Display.THREE_VIEWS, View.MAGIC15, View.MAGIC15),  # onto the Magic15 board of the three
    (4, Display.THREE_VIEWS, Display.PICK15, View.PICK15, View.PICK15),  # off the Pick15 row of the three
]


@pytest.mark.parametrize("presses, before, after, source, target", SWITCHES,
                         ids=["tictactoe", "magic15", "three-views", "back-to-pick15"])
def test_every_switch_flies_into_and_out_of_three_views(monkeypatch, presses: int, before: Display, after: Display,
                                                        source: View, target: View) -> None:
    """Each number leaves its own square of the view left behind and lands on its own square of the new view."""
    app, scene = two_player_game()
    for _ in range(presses - 1):
        switch_and_run(app, TRANSITION_TICKS + 1)
    assert scene.display is before
    ticks = flown_cells(app, monkeypatch)
    assert scene.display is after and not scene.in_flight
    first, last = ticks[0], ticks[-2]  # the last tick is the landing: nothing flies, the new view is drawn
    assert sorted(first) == sorted(last) == list(range(9)) and not ticks[-1]
    assert {square: nearest_cell(before, cell.center) for square, cell in first.items()} == \
        {square: (source, square) for square in range(9)}
    assert {square: nearest_cell(after, cell.center) for square, cell in last.items()} == \
        {square: (target, square) for square in range(9)}
    app.close()


def test_a_move_made_mid_flight_is_on_the_board_that_tick() -> None:
    app, scene = two_player_game()
    switch_and_run(app, 3)
    assert scene.in_flight
    moves = len(scene.match.board.moves)
    scene.cursor = 8
    app.dispatch(ActionEvent(Action.SELECT))
    assert len(scene.match.board.moves) == moves + 1
    app.close()


def test_the_eight_flies_from_pick15s_row_to_the_top_left_square(monkeypatch) -> None:
    """Where the flight starts and ends: the Lo-Shu 8 is Pick15's eighth box and TicTacToe's top-left square."""
    eight = 0  # square 0 holds the 8 in Moler's magic square 8 1 6 / 3 5 7 / 4 9 2
    row = sorted(cell_rects(View.PICK15, layout(Display.PICK15).board), key=lambda r: (r.y, r.x))
    grid = sorted(cell_rects(View.TICTACTOE, layout(Display.TICTACTOE).board), key=lambda r: (r.y, r.x))
    box, top_left = row[7], grid[0]  # the row reads 1 to 9 left to right; the grid's first square is its top left
    app, _scene = two_player_game()
    flown = [cells[eight] for cells in flown_cells(app, monkeypatch)[:-1]]  # the landing tick flies nothing
    app.close()

    def distance(cell: pygame.Rect, to: pygame.Rect) -> float:
        return ((cell.centerx - to.centerx) ** 2 + (cell.centery - to.centery) ** 2) ** 0.5

    assert min(row, key=lambda r: distance(flown[0], r)) == box  # it leaves the eighth box
    assert min(grid, key=lambda r: distance(flown[-1], r)) == top_left  # and comes down on the top-left square
    assert distance(flown[0], box) <= 2 and distance(flown[-1], top_left) <= 2  # a pixel or two off, one tick in
    to_go = [distance(cell, top_left) for cell in flown]
    assert all(a >= b for a, b in zip(to_go, to_go[1:])) and to_go[0] > 20  # straight there, never back


def in_three_views(*, reduced: bool = False):
    """The two-person game with all three views on show and nothing flying."""
    app, scene = two_player_game(reduced=reduced)
    for _ in range(3):  # Pick15 -> TicTacToe -> Magic15 -> THREE VIEWS
        switch_and_run(app, TRANSITION_TICKS + 1)
    assert scene.display is Display.THREE_VIEWS
    return app, scene


def click_on_pick15(app, square: int) -> None:
    rect = dict(layout(Display.THREE_VIEWS).boards)[View.PICK15]
    app.dispatch(ActionEvent(Action.CLICK, pos=cell_rects(View.PICK15, rect)[square].center))


def three_views_frames(*, reduced: bool) -> list[bytes]:
    """Every frame from a move made on Pick15's row in THREE VIEWS until its flight is over."""
    app, scene = in_three_views(reduced=reduced)
    moves = len(scene.match.board.moves)
    click_on_pick15(app, 2)
    assert len(scene.match.board.moves) == moves + 1  # the move is the match's at once, flight or not
    return pictures_each_tick(app, MOVE_FLIGHT_TICKS + 1, frame_bytes)


def other_boards(frame: bytes) -> bytes:
    """The TicTacToe and Magic15 boards of a THREE VIEWS frame: where the move flies to."""
    picture = pygame.image.frombytes(frame, LOGICAL_SIZE, "RGB")
    boards = dict(layout(Display.THREE_VIEWS).boards)
    return b"".join(pygame.image.tobytes(picture.subsurface(boards[v]), "RGB") for v in (View.TICTACTOE, View.MAGIC15))


def test_a_move_in_three_views_flies_to_the_other_two_boards_and_lands_in_both() -> None:
    frames = three_views_frames(reduced=False)
    assert frames == three_views_frames(reduced=False)  # the same ticks, the same flight
    settled = three_views_frames(reduced=True)
    assert len(set(settled)) == 1  # MOTION NONE: the move is on all three boards at once
    assert frames[-1] == settled[-1]  # and the flight ends on that very picture
    assert other_boards(frames[MOVE_FLIGHT_TICKS // 2]) not in (other_boards(frames[0]), other_boards(frames[-1]))


def test_a_move_made_while_another_flies_is_taken_at_once() -> None:
    app, scene = in_three_views()
    click_on_pick15(app, 2)
    run_ticks(app, MOVE_FLIGHT_TICKS // 3)
    moves = len(scene.match.board.moves)
    click_on_pick15(app, 6)
    assert len(scene.match.board.moves) == moves + 1 and scene.match.board.moves[-1] == 6
    app.close()


def slow_game():
    """The two people's game with MOTION SLOW: every flight three times as long."""
    app, scene = two_player_game()
    app.ctx.settings.update(motion=Motion.SLOW)
    return app, scene


def test_motion_slow_flies_the_same_path_three_times_as_long() -> None:
    fast, _ = two_player_game()
    halfway = switch_and_run(fast, HALF)
    run_ticks(fast, TRANSITION_TICKS)
    landed = frame_bytes(fast)
    fast.close()
    slow, scene = slow_game()
    assert switch_and_run(slow, 3 * HALF) == halfway  # 36 ticks of 72: the picture FULL draws at 12 of 24
    run_ticks(slow, TRANSITION_TICKS)  # where FULL has landed, SLOW is still in the air
    assert scene.in_flight and frame_bytes(slow) != landed
    run_ticks(slow, 3 * TRANSITION_TICKS)
    assert not scene.in_flight and frame_bytes(slow) == landed
    slow.close()


def test_motion_slow_draws_the_same_flight_from_the_same_ticks() -> None:
    pictures = []
    for _ in range(2):
        app, _scene = slow_game()
        pictures.append(switch_and_run(app, 2 * TRANSITION_TICKS))
        app.close()
    assert pictures[0] == pictures[1]


FLIGHTS = [(display, display.next) for display in Display]  # Pick15 -> TicTacToe -> Magic15 -> THREE VIEWS -> Pick15


@pytest.mark.parametrize("motion", [Motion.FULL, Motion.SLOW])
@pytest.mark.parametrize("presses", [1, 2, 3, 4], ids=[f"{a.value}-to-{b.value}" for a, b in FLIGHTS])
def test_each_number_flies_alone_in_every_drawn_flight(monkeypatch, presses: int, motion: Motion) -> None:
    """Every tick of every switch, as drawn: no number has two flying copies overlapping (a pile is not a landing)."""
    import game.app.render.boardviews as boardviews
    import game.app.scenes.view_motion as view_motion

    app, scene = two_player_game()
    app.ctx.settings.update(motion=motion)
    for _ in range(presses - 1):
        switch_and_run(app, TRANSITION_TICKS * motion.pace + 1)
    drawn: list[tuple[int, pygame.Rect]] = []
    real = boardviews.draw_flying_cell

    def recording(surface, cell, square, mark, look) -> None:
        drawn.append((square, cell.copy()))
        real(surface, cell, square, mark, look)

    for module in (boardviews, view_motion):
        monkeypatch.setattr(module, "draw_flying_cell", recording)
    app.dispatch(ActionEvent(Action.SWITCH_VIEW))
    flown = 0
    for _ in range(TRANSITION_TICKS * motion.pace):
        drawn.clear()
        run_ticks(app, 1)
        flown += bool(drawn)
        for i, (square, cell) in enumerate(drawn):
            assert not any(other == square and cell.colliderect(rect) for other, rect in drawn[i + 1:]), square
        assert sorted(square for square, _ in drawn) in ([], list(range(9)))  # each number once, or no flight
    assert flown == TRANSITION_TICKS * motion.pace - 1  # it did fly: every tick but the landing one
    app.close()


@pytest.mark.parametrize("before, after", FLIGHTS, ids=[f"{a.value}-to-{b.value}" for a, b in FLIGHTS])
def test_no_number_is_drawn_twice_in_one_place_mid_flight(before: Display, after: Display) -> None:
    """The whole plan, the fading boards too: every visible copy of a number keeps clear of the others."""
    flight = view_flight(layout(before).boards, layout(after).boards)
    length = TRANSITION_TICKS * Motion.SLOW.pace
    for tick in range(length + 1):
        copies = [c for c in flight.copies(tick / length) if c.opacity > 0]
        for i, a in enumerate(copies):
            assert not any(b.square == a.square and a.rect.colliderect(b.rect) for b in copies[i + 1:]), (tick, a)


def test_out_of_three_views_the_pick15_row_flies_and_the_grids_fade() -> None:
    three, pick15 = dict(layout(Display.THREE_VIEWS).boards), layout(Display.PICK15).board
    flight = view_flight(layout(Display.THREE_VIEWS).boards, layout(Display.PICK15).boards)
    assert flight.source == (View.PICK15, three[View.PICK15]) and flight.target == (View.PICK15, pick15)
    assert {view for view, _ in flight.fading_out} == {View.TICTACTOE, View.MAGIC15} and not flight.fading_in
    assert flight.opacity_out(0.0) == 1 and flight.opacity_out(0.5) == 0  # gone before the row is half way


def test_into_three_views_the_magic15_board_flies_and_the_others_fade_in() -> None:
    three = dict(layout(Display.THREE_VIEWS).boards)
    flight = view_flight(layout(Display.MAGIC15).boards, layout(Display.THREE_VIEWS).boards)
    assert flight.target == (View.MAGIC15, three[View.MAGIC15]) and not flight.fading_out
    assert {view for view, _ in flight.fading_in} == {View.PICK15, View.TICTACTOE}
    assert flight.opacity_in(0.5) == 0 and flight.opacity_in(1.0) == 1  # they come once the flight is nearly home
