"""The TI-83 program's game as the calculator played it: its cursor and its CLEAR key.

The program (the TI-83 "M.E.N.A.C.E." listing in its forum thread, seed file
``001_7d6cbce27f6c9c3c.txt``) sets ``1→P`` before its game loop, so the cursor
starts on cell 1; after the computer's draw it runs ``C→P``, so the cursor
goes to the cell the computer took; and ``If K=45:Stop`` ends the program on
CLEAR (key code 45).  Cells are numbered 1-9 row by row (``P+(K=26)(P<9)``
moves right, ``+3(K=34)`` down), so cell 1 is the top left, square 0 here.
"""

from __future__ import annotations

import pygame
from app_support import post, run_ticks
from game_support import PAD_1, events, game, game_app, key

from game.app.input.actions import Action
from game.app.scenes.match_motion import THINK_TICKS
from game.engine import number_of, square_for_number
from game.values.seats import FirstPlayer

PROGRAM_FIRST_CELL = 1  # ``1→P``
HOLD_TO_CLEAR = 60  # a pad's SELECT held one second


def square_of_cell(cell: int) -> int:
    return cell - 1


def test_the_cursor_starts_on_cell_1_against_the_calculator_and_in_the_centre_otherwise(private_home) -> None:
    app = game_app(private_home, "tictactoe", opponent="calculator", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    assert game(app).cursor == square_of_cell(PROGRAM_FIRST_CELL)
    app.close()
    app = game_app(private_home, "tictactoe", opponent="perfect", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    assert game(app).cursor == 4
    app.close()


def test_the_cursor_goes_to_the_cell_the_calculator_took_and_a_rematch_starts_on_cell_1(private_home) -> None:
    app = game_app(private_home, "tictactoe", opponent="calculator", first_player=FirstPlayer.COMPUTER)
    scene = game(app)
    run_ticks(app, THINK_TICKS + 2)
    [taken] = scene.match.board.moves
    assert scene.cursor == taken
    for _ in range(40):  # play the game out: the person takes the lowest free cell, from wherever the cursor is
        if scene.match.over:
            break
        if scene.match.computer_to_move() or scene.pending is not None:
            run_ticks(app, 1)
            continue
        scene.cursor = min(scene.match.board.legal_moves())
        key(app, pygame.K_RETURN)
        if not scene.match.over:
            run_ticks(app, THINK_TICKS + 1)
            assert scene.cursor == scene.match.board.moves[-1]  # the calculator's cell, each time
    assert scene.match.over
    run_ticks(app, 60)
    key(app, pygame.K_RETURN)  # REMATCH: the person has X now, and the cursor is back on cell 1
    assert not scene.match.board.moves
    assert scene.cursor == square_of_cell(PROGRAM_FIRST_CELL)
    app.close()


def test_delete_is_clear_it_leaves_the_calculators_game_and_is_logged_as_left(private_home) -> None:
    log = private_home / "events.jsonl"
    app = game_app(private_home, "tictactoe", log=log, opponent="calculator", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    key(app, pygame.K_RETURN)  # one move down: a game in progress
    key(app, pygame.K_DELETE)
    assert app.ctx.scenes.names() == ["menu", "tictactoe", "confirm"]  # LEAVE GAME?, as every leaving asks
    key(app, pygame.K_RETURN)  # NO, where the cursor starts: the game goes on
    assert app.ctx.scenes.names() == ["menu", "tictactoe"]
    key(app, pygame.K_DELETE)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)  # YES
    assert app.ctx.scenes.names() == ["menu"]
    app.close()
    [abandoned] = events(log, "game_abandoned")
    assert abandoned["reason"] == "left" and abandoned["o_player"] == "calculator"


def test_delete_does_nothing_in_any_other_game(private_home) -> None:
    app = game_app(private_home, "tictactoe", opponent="perfect", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    key(app, pygame.K_DELETE, ticks=3)
    assert app.ctx.scenes.names() == ["menu", "tictactoe"]
    app.close()


def test_a_pads_select_held_one_second_is_clear_and_a_press_only_switches_the_view(private_home) -> None:
    app = game_app(private_home, "tictactoe", opponent="calculator", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD_1, button=pygame.CONTROLLER_BUTTON_BACK)
    run_ticks(app, HOLD_TO_CLEAR - 1)
    assert app.ctx.scenes.names() == ["menu", "tictactoe"]  # the press switched the view, and nothing more yet
    assert game(app).display.value != "tictactoe"
    post(pygame.CONTROLLERBUTTONUP, instance_id=PAD_1, button=pygame.CONTROLLER_BUTTON_BACK)
    run_ticks(app, 5)
    assert app.ctx.scenes.names() == ["menu", "tictactoe"]  # let go one tick short: no CLEAR
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD_1, button=pygame.CONTROLLER_BUTTON_BACK)
    run_ticks(app, HOLD_TO_CLEAR)
    assert app.ctx.scenes.names() == ["menu", "tictactoe", "confirm"]  # CLEAR, which asks: LEAVE GAME?
    app.close()


def test_select_and_start_held_together_are_still_the_service_input(private_home) -> None:
    # START pauses at once, so the CLEAR that SELECT's hold makes meets the pause menu, which ignores it.
    app = game_app(private_home, "tictactoe", opponent="calculator", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD_1, button=pygame.CONTROLLER_BUTTON_START)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD_1, button=pygame.CONTROLLER_BUTTON_BACK)
    run_ticks(app, 3 * 60 + 1)
    assert app.ctx.scenes.names()[-1] == "operator"
    assert "tictactoe" in app.ctx.scenes.names()
    app.close()


def test_the_calculators_game_names_its_clear_key_in_the_hints(private_home) -> None:
    app = game_app(private_home, "tictactoe", opponent="calculator", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    words = game(app).hint().text.split()
    assert words[words.index("CLEAR") - 1] == "DEL"
    assert dict(game(app).hint().keys)["DEL"] is Action.CLEAR
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD_1, button=pygame.CONTROLLER_BUTTON_A)  # a pad appears
    run_ticks(app, 1)
    assert "SELECT VIEW, HELD CLEAR" in game(app).hint().text
    app.close()


def test_in_pick15_s_row_the_cursor_starts_on_the_first_free_number_and_the_grids_keep_cell_1(private_home) -> None:
    # Pick15's row reads 1 to 9; the calculator's cell 1 (the top left) is 8 there (the Lo Shu square: 8 1 6 ...).
    app = game_app(private_home, "pick15", opponent="calculator", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    scene = game(app)
    assert number_of(scene.cursor) == 1
    app.close()
    app = game_app(private_home, "magic15", opponent="calculator", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    assert game(app).cursor == square_of_cell(PROGRAM_FIRST_CELL)
    app.close()
    app = game_app(private_home, "pick15", opponent="calculator", first_player=FirstPlayer.COMPUTER)
    scene = game(app)
    run_ticks(app, THINK_TICKS + 2)
    [taken] = scene.match.board.moves
    free = [n for n in range(1, 10) if square_for_number(n) != taken]
    assert number_of(scene.cursor) == free[0]  # the calculator took its cell: the cursor on the first number left
    app.close()
