"""Whole games played by ear: the ``speech`` lines of the game screens, checked against lines written here by hand.

Each game is played through the keys as in tests/test_games.py, with SPEECH
on; ``Heard`` collects what is said.  After each move the lines said are
the move, the new status (what each holds, whose turn) and the square under
the cursor; at the end, the result with its line and the REMATCH / MENU choice.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from app_support import run_ticks
from game_support import Player, game, game_app
from speech_support import Heard, press

from game.app.input.actions import Action
from game.app.scenes.big_game import BigBoardScene
from game.app.matches.match_setup import big_match
from game.app.scenes.match_motion import END_GUARD_TICKS, THINK_TICKS
from game.app.shell.app import App, Options, default_registry
from game.app.store.settings import Settings
from game.engine import Mark, square_for_number
from game.files.storage import write_json_atomic
from game.language import Language
from game.play.big_match import BigSetup
from game.speech import Speech
from game.values.seats import PERSON_ID
from undrawn import undrawn  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("undrawn")

MOLER = (8, 4, 2, 5, 6, 7, 1)  # Moler's Pick15 game: the first player wins with 1 + 6 + 8


def speaking_game(home: Path, scene: str, **settings) -> tuple[App, Heard]:
    app = game_app(home, scene, speech=Speech.ON, **settings)
    heard = Heard(app)
    run_ticks(app, 1)
    return app, heard


def play_number(app: App, heard: Heard, number: int) -> list[str]:
    """Steer onto a number's square (what is said on the way is dropped), SELECT; what was said then."""
    player = Player(app)
    player.steer(square_for_number(number))
    heard.take()
    player.press("select")
    return heard.take()


def test_two_people_play_pick15_by_ear(private_home) -> None:
    app, heard = speaking_game(private_home, "pick15", opponent=PERSON_ID)
    try:
        assert heard.take() == [
            "PICK15, PLAYER 1 AGAINST PLAYER 2. PLAYER 1 PLAYS X AND GOES FIRST",
            "PLAYER 1 HOLDS NOTHING. PLAYER 2 HOLDS NOTHING. PLAYER 1'S TURN: 1, 2, 3, 4, 5, 6, 7, 8 OR 9",
            "5"]
        said = [play_number(app, heard, number) for number in MOLER]
        assert said == [
            ["PLAYER 1 TAKES 8",  # the square under the cursor is not said again: the move named it
             "PLAYER 1 HOLDS 8. PLAYER 2 HOLDS NOTHING. PLAYER 2'S TURN: 1, 2, 3, 4, 5, 6, 7 OR 9"],
            ["PLAYER 2 TAKES 4", "PLAYER 1 HOLDS 8. PLAYER 2 HOLDS 4. PLAYER 1'S TURN: 1, 2, 3, 5, 6, 7 OR 9"],
            ["PLAYER 1 TAKES 2", "PLAYER 1 HOLDS 2 AND 8. PLAYER 2 HOLDS 4. PLAYER 2'S TURN: 1, 3, 5, 6, 7 OR 9"],
            ["PLAYER 2 TAKES 5", "PLAYER 1 HOLDS 2 AND 8. PLAYER 2 HOLDS 4 AND 5. PLAYER 1'S TURN: 1, 3, 6, 7 OR 9"],
            ["PLAYER 1 TAKES 6", "PLAYER 1 HOLDS 2, 6 AND 8. PLAYER 2 HOLDS 4 AND 5. PLAYER 2'S TURN: 1, 3, 7 OR 9"],
            ["PLAYER 2 TAKES 7", "PLAYER 1 HOLDS 2, 6 AND 8. PLAYER 2 HOLDS 4, 5 AND 7. PLAYER 1'S TURN: 1, 3 OR 9"],
            ["PLAYER 1 TAKES 1", "PLAYER 1 WINS: 1, 6 AND 8 MAKE 15", "REMATCH"],
        ]
        press(app, Action.SAY_ALL)
        assert heard.take() == ["PICK15, PLAYER 1 AGAINST PLAYER 2. PLAYER 1 PLAYS X AND GOES FIRST",
                                "PLAYER 1 WINS: 1, 6 AND 8 MAKE 15", "PLAYER 1'S RESULTS: 1 WON  0 DRAWN  0 LOST",
                                "REMATCH"]
        run_ticks(app, END_GUARD_TICKS)
        press(app, Action.RIGHT)
        press(app, Action.SAY_PLACE)
        assert heard.take() == ["MENU", "2 OF 2"]
        press(app, Action.LEFT)
        press(app, Action.SELECT)  # REMATCH: player 2 opens
        assert heard.take() == [
            "REMATCH", "GAME 2. PLAYER 2 PLAYS X AND GOES FIRST",
            "PLAYER 1 HOLDS NOTHING. PLAYER 2 HOLDS NOTHING. PLAYER 2'S TURN: 1, 2, 3, 4, 5, 6, 7, 8 OR 9", "1"]
    finally:
        app.close()


@pytest.mark.parametrize(("scene", "line"), [("tictactoe", "8, 1 AND 6 IN A ROW. TOP ROW"), ("magic15", "1, 6 AND 8 MAKE 15")])
def test_two_people_play_the_grids_by_ear(scene, line, private_home) -> None:
    app, heard = speaking_game(private_home, scene, opponent=PERSON_ID)
    try:
        opening = f"{scene.upper()}, PLAYER 1 AGAINST PLAYER 2. PLAYER 1 PLAYS X AND GOES FIRST"
        if scene == "tictactoe":  # its grid draws no numbers: which ones name its squares is said, and each place
            opening += (". ITS SQUARES ARE NAMED BY THE MAGIC SQUARE'S NUMBERS. TOP ROW: 8, 1, 6. MIDDLE ROW: 3, 5, 7. "
                        "BOTTOM ROW: 4, 9, 2")
        assert heard.take()[0] == opening
        said = [play_number(app, heard, number) for number in MOLER]
        places = {8: "TOP LEFT", 4: "BOTTOM LEFT", 2: "BOTTOM RIGHT", 5: "CENTRE", 6: "TOP RIGHT", 7: "MIDDLE RIGHT",
                  1: "TOP MIDDLE"}
        squares = {n: f"{n}, {places[n]}" if scene == "tictactoe" else str(n) for n in MOLER}
        assert [lines[0] for lines in said] == [
            f"PLAYER 1 PUTS X ON {squares[8]}", f"PLAYER 2 PUTS O ON {squares[4]}", f"PLAYER 1 PUTS X ON {squares[2]}",
            f"PLAYER 2 PUTS O ON {squares[5]}", f"PLAYER 1 PUTS X ON {squares[6]}", f"PLAYER 2 PUTS O ON {squares[7]}",
            f"PLAYER 1 PUTS X ON {squares[1]}"]
        assert said[1][1:] == ["PLAYER 1 HOLDS 8. PLAYER 2 HOLDS 4. PLAYER 1'S TURN: 1, 2, 3, 5, 6, 7 OR 9"]
        assert said[-1][1:] == [f"PLAYER 1 WINS: {line}", "REMATCH"]
        press(app, Action.SAY_ALL)
        assert heard.take()[1:5] == ["TOP ROW: 8 X, 1 X, 6 X", "MIDDLE ROW: 3, 5 O, 7 O", "BOTTOM ROW: 4 O, 9, 2 X",
                                     f"PLAYER 1 WINS: {line}"]
    finally:
        app.close()


def test_the_view_switch_says_each_view_and_three_views_plays_by_ear(private_home) -> None:
    app, heard = speaking_game(private_home, "pick15", opponent=PERSON_ID)
    try:
        player = Player(app)
        heard.take()
        names = []
        for _ in range(3):
            player.press("view")
            names.append(heard.take())
        assert names == [["TICTACTOE", "5, CENTRE"], ["MAGIC15", "5"], ["THREE VIEWS"]]  # the grid's squares by place too
        said = [play_number(app, heard, number) for number in MOLER]
        assert said[0][0] == "PLAYER 1 PUTS X ON 8" and said[-1][1:] == ["PLAYER 1 WINS: 1, 6 AND 8 MAKE 15",
                                                                          "REMATCH"]
    finally:
        app.close()


def test_where_the_square_is_on_request(private_home) -> None:
    app, heard = speaking_game(private_home, "magic15", opponent=PERSON_ID)
    try:
        heard.take()
        press(app, Action.SAY_PLACE)
        press(app, Action.UP)
        press(app, Action.LEFT)
        press(app, Action.SAY_PLACE)
        assert heard.take() == ["5, CENTRE", "1", "8", "8, TOP LEFT"]
    finally:
        app.close()


def test_against_the_computer_each_move_the_undo_and_a_taken_square_are_said(private_home) -> None:
    app, heard = speaking_game(private_home, "pick15", opponent="perfect")
    try:
        assert heard.take() == ["PICK15 AGAINST PERFECT. YOU PLAY X AND GO FIRST",
                                "YOU HOLD NOTHING. PERFECT HOLDS NOTHING. YOUR TURN: 1, 2, 3, 4, 5, 6, 7, 8 OR 9", "5"]
        assert play_number(app, heard, 5) == ["YOU TAKE 5"]  # its move and the position after it follow
        run_ticks(app, THINK_TICKS + 1)
        scene = game(app)
        [reply] = [square for square in scene.match.board.moves[1:]]
        number = {0: 8, 1: 1, 2: 6, 3: 3, 5: 7, 6: 4, 7: 9, 8: 2}[reply]  # the Lo-Shu square, by hand
        free = ", ".join(str(n) for n in (1, 2, 3, 4, 6, 7, 8, 9) if n != number)
        free = free[:free.rindex(", ")] + " OR " + free[free.rindex(", ") + 2:]
        assert heard.take() == [f"PERFECT TAKES {number}", f"YOU HOLD 5. PERFECT HOLDS {number}. YOUR TURN: {free}"]
        assert play_number(app, heard, number) == [f"{number} IS TAKEN"]
        press(app, Action.UNDO)
        assert heard.take() == [f"TAKEN BACK: 5 AND {number}",
                                "YOU HOLD NOTHING. PERFECT HOLDS NOTHING. YOUR TURN: 1, 2, 3, 4, 5, 6, 7, 8 OR 9"]
    finally:
        app.close()


def test_show_thinking_says_the_computers_value_of_the_square_under_the_cursor(private_home) -> None:
    app, heard = speaking_game(private_home, "tictactoe", opponent="perfect", show_thinking=True)
    try:
        heard.take()
        assert play_number(app, heard, 5) == [
            "YOU PUT X ON 5, CENTRE",
            "YOU HOLD 5. PERFECT HOLDS NOTHING. PERFECT IS THINKING. ENTER PLAYS ITS MOVE"]  # the key, not the legend
        press(app, Action.UP)  # 1, an edge: a loss for O against the centre, X's fourth mark the 7th move (2 to 7)
        press(app, Action.LEFT)  # 8, a corner: a draw
        assert heard.take() == ["1, TOP MIDDLE, LOSS, MOVES TO END: 6", "8, TOP LEFT, DRAW"]
        press(app, Action.SAY_ALL)  # every square's label at once, as the board shows them all
        said = heard.take()
        assert "1: LOSS, MOVES TO END: 6" in said and "8: DRAW" in said and "5: " not in " ".join(said)
    finally:
        app.close()


def test_a_menace_resignation_is_said_as_the_header_says_it(private_home) -> None:
    from test_resign_scene import CENTRE, EMPTY_BOX, empty_box_key, save_boxes

    save_boxes(private_home, {empty_box_key(CENTRE): EMPTY_BOX})
    app, heard = speaking_game(private_home, "tictactoe", opponent="menace", menace_resigns=True)
    try:
        heard.take()
        assert play_number(app, heard, 5)[0] == "YOU PUT X ON 5, CENTRE"
        run_ticks(app, THINK_TICKS + 1)
        assert heard.take() == ["MENACE RESIGNS: YOU WIN!", "REMATCH"]
    finally:
        app.close()


def test_the_calculators_game_is_said_from_its_first_square(private_home) -> None:
    app, heard = speaking_game(private_home, "tictactoe", opponent="calculator")
    try:
        assert heard.take() == ["TICTACTOE AGAINST CALCULATOR. YOU PLAY X AND GO FIRST. ITS SQUARES ARE NAMED BY THE "
                                "MAGIC SQUARE'S NUMBERS. TOP ROW: 8, 1, 6. MIDDLE ROW: 3, 5, 7. BOTTOM ROW: 4, 9, 2",
                                "YOU HOLD NOTHING. CALCULATOR HOLDS NOTHING. YOUR TURN: 1, 2, 3, 4, 5, 6, 7, 8 OR 9",
                                "8, TOP LEFT"]
        assert play_number(app, heard, 8) == ["YOU PUT X ON 8, TOP LEFT"]
        run_ticks(app, THINK_TICKS + 1)
        said = heard.take()
        assert said[0].startswith("CALCULATOR PUTS O ON ") and said[1].startswith("YOU HOLD 8. CALCULATOR HOLDS ")
    finally:
        app.close()


def test_the_big_board_by_ear(private_home) -> None:
    app = game_app(private_home, "menu", speech=Speech.ON)
    heard = Heard(app)
    try:
        run_ticks(app, 1)
        scene = BigBoardScene(big_match(BigSetup(4, 3, PERSON_ID, Mark.X), 5))
        app.ctx.scenes.push(scene)
        heard.take()
        run_ticks(app, 1)
        assert heard.take() == ["BIG BOARD 4 BY 4, PLAYER 1 AGAINST PLAYER 2. PLAYER 1 PLAYS X AND GOES FIRST. "
                                "3 IN A ROW WINS", "PLAYER 1'S TURN", "2 DOWN, 2 ACROSS"]
        press(app, Action.SELECT)  # X on 2 DOWN, 2 ACROSS (cell 5)
        assert heard.take() == ["PLAYER 1 PUTS X ON 2 DOWN, 2 ACROSS", "PLAYER 2'S TURN"]
        press(app, Action.SELECT)
        assert heard.take() == ["2 DOWN, 2 ACROSS IS TAKEN"]
        for action in (Action.UP, Action.LEFT, Action.SELECT,  # O on 1 DOWN, 1 ACROSS
                       Action.DOWN, Action.DOWN, Action.RIGHT, Action.SELECT,  # X on 3 DOWN, 2 ACROSS
                       Action.UP, Action.UP, Action.SELECT,  # O on 1 DOWN, 2 ACROSS
                       Action.DOWN, Action.DOWN, Action.DOWN, Action.SELECT):  # X on 4 DOWN, 2 ACROSS
            press(app, action)
        said = heard.take()
        assert said[-2:] == ["PLAYER 1 WINS: FROM 2 DOWN, 2 ACROSS TO 4 DOWN, 2 ACROSS", "REMATCH"]
        press(app, Action.SAY_ALL)
        assert heard.take()[1:3] == ["PLAYER 1 HOLDS 2 DOWN 2 ACROSS, 3 DOWN 2 ACROSS AND 4 DOWN 2 ACROSS",
                                     "PLAYER 2 HOLDS 1 DOWN 1 ACROSS AND 1 DOWN 2 ACROSS"]
    finally:
        app.close()


def test_a_game_in_spanish_is_said_in_spanish(private_home) -> None:
    write_json_atomic(private_home / "config" / "settings.json",
                      Settings(opponent=PERSON_ID, speech=Speech.ON).to_json())
    app = App(Options(headless=True, frames=1, sound=False, scene="pick15", seed=7, language=Language.SPANISH),
              default_registry())
    heard = Heard(app)
    try:
        run_ticks(app, 1)
        opening = heard.take()
        said = play_number(app, heard, 8)
    finally:
        app.close()
    english = ["PICK15, PLAYER 1 AGAINST PLAYER 2. PLAYER 1 PLAYS X AND GOES FIRST", "PLAYER 1 TAKES 8"]
    assert opening[0] != english[0] and said[0] != english[1] and "8" in said[0]
    assert all(str(n) in opening[1] for n in range(1, 10)) and all(str(n) in said[1] for n in (1, 7, 9))


def either(numbers: list[int]) -> str:
    """Numbers said as one of them: ``1, 3 OR 9``."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} OR {words[-1]}"


def test_a_recorded_pick15_game_replayed_with_speech_says_every_choice_move_and_the_result(tmp_path,
                                                                                          private_home) -> None:
    """From outside: a session recorded from the keys, replayed by the command line with ``--speech``; its
    ``speech`` events alone are enough to play: every legal number on the player's turn, every move, the result."""
    from in_process import run_main

    recording, live, log = tmp_path / "game.jsonl", tmp_path / "live.jsonl", tmp_path / "replay.jsonl"
    write_json_atomic(private_home / "config" / "settings.json", Settings(opponent="perfect").to_json())
    app = App(Options(headless=True, frames=1, sound=False, scene="pick15", seed=3, event_log=live,
                      record=recording), default_registry())
    try:
        scene, player = game(app), Player(app)
        while not scene.over:
            player.place(scene.match.board.legal_moves()[0])
            run_ticks(app, THINK_TICKS + 1)
        run_ticks(app, END_GUARD_TICKS)
        ticks = app.ctx.tick
    finally:
        app.close()
    out = run_main([sys.executable, "-m", "game"], ["--headless", "--frames", str(ticks), "--replay", str(recording), "--speech",
                                    "--event-log", str(log)], env={"TICTACTOE_MAGIC_HOME": str(private_home)})
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    said = [row["text"] for row in rows if row["event"] == "speech"]
    free, mine, its = list(range(1, 10)), [], []
    expected = []  # in order: each turn's choices, each move
    for row in rows:
        if row["event"] == "move":
            number = row["number"]
            if row["by"] == PERSON_ID:
                expected.append(f"YOUR TURN: {either(free)}")
                expected.append(f"YOU TAKE {number}")
                mine.append(number)
            else:
                expected.append(f"PERFECT TAKES {number}")
                its.append(number)
            free.remove(number)
        elif row["event"] == "game_end":
            expected.append({"X": "YOU WIN: ", "O": "YOU LOSE: ", "draw": "DRAW"}[row["result"]])
    found, at = [], 0
    for wanted in expected:  # each in turn, in a line said after the last one found
        at = next(i for i in range(at, len(said)) if wanted in said[i]) + 1
        found.append(wanted)
    assert found == expected and len(mine) >= 3
    assert said[-2].startswith(expected[-1]) and said[-1] == "REMATCH"


def test_in_pick15_where_is_the_numbers_place_in_its_row(private_home) -> None:
    app, heard = speaking_game(private_home, "pick15", opponent=PERSON_ID)
    try:
        heard.take()
        press(app, Action.SAY_PLACE)
        press(app, Action.RIGHT)
        press(app, Action.SAY_PLACE)
        assert heard.take() == ["5 OF 9", "6", "6 OF 9"]  # a row of nine numbers: no board to place them on
    finally:
        app.close()


def test_the_marks_are_said_as_words_a_language_chooses(private_home) -> None:
    from game.language import Language, use

    app, heard = speaking_game(private_home, "tictactoe", opponent=PERSON_ID, language=Language.SPANISH)
    try:
        use(Language.SPANISH)
        heard.take()
        press(app, Action.SELECT)
        said = heard.take()
        assert "X" not in said[0].split() and "5" in said[0]  # the Spanish word for the mark, not a letter
        assert "EQUIS" in said[0]
    finally:
        app.close()
