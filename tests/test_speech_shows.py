"""By ear: the lessons read their pages, WOPR speaks the show's lines under ATTRACT SOUND, and the matchboxes say
their boxes.  Every expected line is written here by hand, from what the screens draw."""

from __future__ import annotations

import pytest
from app_support import make_app, run_ticks
from speech_support import Heard, press, speaking

import game.app.scenes.attract as attract_scene
from game.app.input.actions import Action
from game.app.store.settings import AttractSound
from game.play.attract import AttractRun, Phase, Timing

#: A short show: one slow game, one faster, a moment of many boards, then the closing lines.
SHORT = Timing(title_ticks=2, slow_games=1, howto_ticks=2, slow_move_ticks=1, faster_games=1, result_ticks=1,
               many_boards=2, many_ticks=4, many_result_ticks=1, type_ticks=1, line_pause_ticks=2, hold_ticks=5)
FILM = ["A STRANGE GAME.", "THE ONLY WINNING MOVE IS", "NOT TO PLAY.", "HOW ABOUT A NICE GAME OF CHESS?"]


@pytest.fixture
def lessons():
    with speaking("lessons") as opened:
        yield opened


def test_the_list_says_its_name_and_the_lesson_under_the_cursor(lessons) -> None:
    app, heard = lessons
    assert heard.take() == ["LESSONS", "LESSON 1: ONE GAME, THREE VIEWS"]
    press(app, Action.DOWN)
    assert heard.take() == ["LESSON 2: MOLER'S NAIVE STRATEGY"]
    press(app, Action.SAY_PLACE)
    assert heard.take() == ["2 OF 10"]
    press(app, Action.SELECT)
    heard.take()
    press(app, Action.BACK)  # from a page, back to the list: named again, then the lesson left
    assert heard.take() == ["LESSONS", "LESSON 2: MOLER'S NAIVE STRATEGY"]


def test_a_lesson_reads_its_first_page_then_what_each_step_adds(lessons) -> None:
    app, heard = lessons
    heard.take()
    press(app, Action.SELECT)
    assert heard.take() == ["LESSON 1: ONE GAME, THREE VIEWS. PAGE 1 OF 16. PICK15: PICK 1-9 IN TURN. "
                            "THREE THAT SUM TO 15 WIN. GREEN (X): BLUE (O): LIST: 1 2 3 4 5 6 7 8 9."]
    press(app, Action.RIGHT)
    # Green's 8 is lit: on the Pick15 board it is the number 8 (the TicTacToe grid's top left).
    assert heard.take() == ["PAGE 2 OF 16. GREEN PICKS 8. GREEN (X): 8. BLUE (O): LIST: 1 2 3 4 5 6 7 9. LIT: 8."]
    for _ in range(7):
        press(app, Action.RIGHT)
    heard.take()
    press(app, Action.RIGHT)
    # The list of triples is the same as the page before's, its pointer moved on: only the caption and the light.
    assert heard.take() == ["PAGE 10 OF 16. TRIPLE 2 OF 8: 1+6+8 = 15 IS ROW 1 OF THE MAGIC SQUARE. LIT: 1, 6 AND 8."]


def test_a_step_says_only_what_its_caption_adds(lessons) -> None:
    app, heard = lessons
    for _ in range(6):
        press(app, Action.DOWN)
    press(app, Action.SELECT)
    press(app, Action.RIGHT)
    # Page 2 repeats page 1's key to the labels (W WIN, D DRAW ...): said once, on page 1.
    assert heard.take()[-1] == (
        "PAGE 2 OF 5. O TO MOVE: DRAW. BEST: ANY CORNER. XKCD TAKES TOP LEFT. TOP LEFT: D. TOP MIDDLE: L6. "
        "TOP RIGHT: D. MIDDLE LEFT: L6. MIDDLE RIGHT: L6. BOTTOM LEFT: D. BOTTOM MIDDLE: L6. BOTTOM RIGHT: D. "
        "PERFECT: ANY BEST MOVE. LIT: TOP LEFT, TOP RIGHT, BOTTOM LEFT AND BOTTOM RIGHT.")


def test_a_table_is_read_with_its_columns_and_the_whole_page_on_request(lessons) -> None:
    app, heard = lessons
    for _ in range(7):
        press(app, Action.DOWN)
    press(app, Action.SELECT)
    assert heard.take()[-1] == (
        "LESSON 8: THE WIN MATRIX. PAGE 1 OF 10. EACH CELL A-I: A ROW OF 8, A 1 PER WIN IT IS IN. "
        "H1 = A B C, V1 = A D G, D1 = A E I, D2 = C E G. 9 ROWS MAKE ONE 9X8 MATRIX THAT NEVER CHANGES. "
        "A: D1 1, H1 1, H2 0, H3 0, V1 1, V2 0, V3 0, D2 0. B: D1 0, H1 1, H2 0, H3 0, V1 0, V2 1, V3 0, D2 0. "
        "C: D1 0, H1 1, H2 0, H3 0, V1 0, V2 0, V3 1, D2 1. D: D1 0, H1 0, H2 1, H3 0, V1 1, V2 0, V3 0, D2 0. "
        "E: D1 1, H1 0, H2 1, H3 0, V1 0, V2 1, V3 0, D2 1. F: D1 0, H1 0, H2 1, H3 0, V1 0, V2 0, V3 1, D2 0. "
        "G: D1 0, H1 0, H2 0, H3 1, V1 1, V2 0, V3 0, D2 1. H: D1 0, H1 0, H2 0, H3 1, V1 0, V2 1, V3 0, D2 0. "
        "I: D1 1, H1 0, H2 0, H3 1, V1 0, V2 0, V3 1, D2 0.")
    for _ in range(4):
        press(app, Action.RIGHT)
    # Step 3: X takes D; the win matrix's row D is added, and the column it makes a 2 in is lit on the grid.
    assert heard.take()[-1] == (
        "PAGE 5 OF 10. 3. X TAKES D. RULE 2 MAKES A 2 IN V1, AND LEAVES THE OTHER SIDE NO -2. "
        "5 OTHER CELLS WOULD DO AS WELL. X ADDS ROW D: D1 0, H1 0, H2 1, H3 0, V1 1, V2 0, V3 0, D2 0. "
        "GAME MATRIX NOW: D1 1, H1 1, H2 0, H3 0, V1 2, V2 0, V3 -1, D2 0. "
        "LIT: TOP LEFT, MIDDLE LEFT AND BOTTOM LEFT.")
    press(app, Action.SAY_ALL)
    assert heard.take() == [
        "LESSONS", "LESSON 8: THE WIN MATRIX", "PAGE 5 OF 10", "3. X TAKES D.",
        "RULE 2 MAKES A 2 IN V1, AND LEAVES THE OTHER SIDE NO -2.", "5 OTHER CELLS WOULD DO AS WELL.",
        "X: TOP LEFT AND MIDDLE LEFT", "O: MIDDLE RIGHT",
        "TOP MIDDLE: B", "TOP RIGHT: C", "CENTRE: E", "BOTTOM LEFT: G", "BOTTOM MIDDLE: H", "BOTTOM RIGHT: I",
        "LIT: TOP LEFT, MIDDLE LEFT AND BOTTOM LEFT", "X ADDS ROW D:", "D1 0, H1 0, H2 1, H3 0, V1 1, V2 0, V3 0, D2 0",
        "GAME MATRIX NOW:", "D1 1, H1 1, H2 0, H3 0, V1 2, V2 0, V3 -1, D2 0",
        "SOURCE: A TI-83 CALCULATOR PROGRAM AND ITS FORUM THREAD",
        "KEYS: LEFT RIGHT PAGE. UP DOWN LESSON. P PAUSE. ESC LESSONS"]


def test_the_primes_and_durers_square_are_read_as_drawn(lessons) -> None:
    app, heard = lessons
    press(app, Action.DOWN)
    press(app, Action.DOWN)
    heard.take()
    press(app, Action.SELECT)
    assert heard.take()[-1].endswith(
        "TOP LEFT: 2. TOP MIDDLE: 3. TOP RIGHT: 5. MIDDLE LEFT: 7. CENTRE: 11. MIDDLE RIGHT: 13. BOTTOM LEFT: 17. "
        "BOTTOM MIDDLE: 19. BOTTOM RIGHT: 23.")
    press(app, Action.BACK)
    for _ in range(7):
        press(app, Action.DOWN)
    press(app, Action.SELECT)
    press(app, Action.RIGHT)
    assert heard.take()[-1].endswith(
        "ROW 1: 16, 3, 2, 13. ROW 2: 5, 10, 11, 8. ROW 3: 9, 6, 7, 12. ROW 4: 4, 15, 14, 1. LIT: 16, 3, 2 AND 13.")


def test_the_free_board_says_the_square_under_the_cursor_by_its_number(lessons) -> None:
    app, heard = lessons
    for _ in range(8):
        press(app, Action.DOWN)
    press(app, Action.SELECT)
    assert heard.take()[-1] == "5: D"  # the centre, the number 5 on the Pick15 and Magic15 boards; a draw
    press(app, Action.SELECT)
    assert heard.take()[-1] == "5: X"
    press(app, Action.SAY_PLACE)
    assert heard.take() == ["CENTRE"]


def _show(setting: AttractSound, cycle: int, monkeypatch, *, sound: bool = True, speech: bool = True,
          kiosk: bool = False):
    """The show with its short timing, run ``cycle`` under ATTRACT SOUND ``setting``, and what it says."""
    monkeypatch.setattr(attract_scene, "AttractRun", lambda *args, **kw: AttractRun(*args, timing=SHORT, **kw))
    app = make_app(scene="menu", speech=speech)
    run_ticks(app, 1)
    app.ctx.settings.update(attract_sound=setting, sound=sound)
    if kiosk:
        app.ctx.settings.hold(kiosk=True)
    app.ctx.attract_runs = cycle
    heard = Heard(app)
    app.ctx.scenes.push(app.registry.create("attract"))
    scene = app.ctx.scenes.top
    for _ in range(5000):
        if scene.run.phase is Phase.FAME:
            break
        run_ticks(app, 1)
    assert scene.run.phase is Phase.FAME
    app.close()
    return list(zip(heard.lines, heard.voices))


def test_wopr_speaks_the_shows_lines_in_a_heard_run(monkeypatch) -> None:
    said = _show(AttractSound.ALWAYS, 3, monkeypatch)  # VARIED's fourth pair: perfect play against itself
    assert [line for line, voice in said if voice == "wopr"] == ["SHALL WE PLAY A GAME?", *FILM]
    assert [line for line, voice in said if voice == "reader"] == [
        "WARGAMES", "PERFECT AGAINST PERFECT", "PRESS ENTER",
        "HOW TO PLAY. PICK15: TAKE TURNS PICKING NUMBERS FROM 1 TO 9. THE FIRST TO HOLD THREE THAT SUM TO 15 WINS. "
        "IT IS TICTACTOE ON THE MAGIC SQUARE, WHERE EVERY LINE SUMS TO 15.",  # the how-to card, read out
        "PERFECT AGAINST PERFECT"]


@pytest.mark.parametrize("setting, cycle", [(AttractSound.NEVER, 0), (AttractSound.EVERY_4TH, 3)])
def test_wopr_is_silent_when_attract_sound_says_the_run_is_not_heard(setting, cycle, monkeypatch) -> None:
    said = _show(setting, cycle, monkeypatch)
    assert [line for line, voice in said if voice == "wopr"] == []
    assert said[0] == ("WARGAMES", "reader")  # the reader still says the screen, with SPEECH on


def test_at_home_wopr_is_silent_unless_speech_is_on(monkeypatch) -> None:
    said = _show(AttractSound.ALWAYS, 3, monkeypatch, speech=False)
    assert said == []  # a living room's idle machine does not start talking; nor does the reader, SPEECH being off
    said = _show(AttractSound.ALWAYS, 3, monkeypatch, sound=False)
    assert [line for line, voice in said if voice == "wopr"][0] == "SHALL WE PLAY A GAME?"  # speech is no effect


def test_on_a_cabinet_wopr_speaks_with_sound_on_and_is_silent_with_it_off(monkeypatch) -> None:
    said = _show(AttractSound.ALWAYS, 3, monkeypatch, speech=False, kiosk=True)
    assert [line for line, voice in said if voice == "wopr"] == ["SHALL WE PLAY A GAME?", *FILM]
    said = _show(AttractSound.ALWAYS, 3, monkeypatch, speech=False, kiosk=True, sound=False)
    assert [line for line, voice in said if voice == "wopr"] == []


def test_wopr_speaks_the_first_run_of_four(monkeypatch) -> None:
    said = _show(AttractSound.EVERY_4TH, 4, monkeypatch)  # VARIED's first pair again: the naive player loses
    wopr = [line for line, voice in said if voice == "wopr"]
    assert wopr[0] == "SHALL WE PLAY A GAME?"
    assert wopr[-1] == "CAN YOU BEAT PERFECT?"


@pytest.fixture
def matchboxes():
    with speaking("matchboxes") as opened:
        yield opened


def test_the_matchboxes_say_the_box_under_the_cursor_and_its_beads(matchboxes) -> None:
    app, heard = matchboxes
    # MENACE's first box: the empty board, four beads for each of its three moves apart from mirror images.
    assert heard.take() == ["MATCHBOXES", "CROSSES' FIRST MOVE: 0 OF 1 LEARNED. PAGE 1 OF 1.",
                            "BOX 1 OF 1. UNTOUCHED. 12 BEADS. TOP LEFT: 4 BEADS. TOP MIDDLE: 4 BEADS. CENTRE: 4 BEADS."]
    press(app, Action.SWITCH_VIEW)
    press(app, Action.RIGHT)
    assert heard.take()[-1] == ("BOX 2 OF 3. UNTOUCHED. 20 BEADS. CROSSES: TOP MIDDLE. TOP LEFT: 4 BEADS. "
                                "MIDDLE LEFT: 4 BEADS. CENTRE: 4 BEADS. BOTTOM LEFT: 4 BEADS. BOTTOM MIDDLE: 4 BEADS.")
    press(app, Action.SELECT)
    # Large, each free square's chance too: a bead colour's 20% split between mirror squares, 10% each.
    assert heard.take()[-1] == (
        "BOX 2 OF 3. UNTOUCHED. 20 BEADS. CROSSES: TOP MIDDLE. TOP LEFT: 4 BEADS, 10%. TOP RIGHT: 10%. "
        "MIDDLE LEFT: 4 BEADS, 10%. CENTRE: 4 BEADS, 20%. MIDDLE RIGHT: 10%. BOTTOM LEFT: 4 BEADS, 10%. "
        "BOTTOM MIDDLE: 4 BEADS, 20%. BOTTOM RIGHT: 10%.")
