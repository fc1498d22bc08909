"""The end of a game from the person's side, a record's winning moment, and the hall of fame in the menu.

Games are played through SDL events (``game_support``).  What the screen
says is read from the texts the font draws (``drawn_texts``); what the
machine did is read from the event log, whose ticks count the time.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from app_support import run_ticks
from game_support import Player, events, game, game_app, key
from test_initials_scene import SEED, saved_fame, win_against_random
from test_matchboxes import drawn_texts
from test_screen_texts import STATES, watch_texts

from game.app.matches.players import opponent_info
from game.app.matches.strengths import fame_table, session_strengths
from game.app.render.game_layout import BOARD_TOP, Display
from game.app.render.font import BitmapFont
from game.app.render.game_screen import NO_RECORD_NOTE, RESULT_Y, result_pieces
from game.app.render.ui import HINT_Y, MARGIN, TITLE_Y, WIDTH, toast_rect
from game.commands.scene_states import reached
from game.files.paths import HOME_OVERRIDE_ENV
from game.values.theme import Theme
from game.app.scenes.match_motion import THINK_TICKS
from game.app.scenes.record_watch import RECORD_HOLD_TICKS
from game.app.scenes.hall_of_fame import HallOfFameScene
from game.app.scenes.initials import InitialsScene
from game.app.shell.loop import TICK_RATE
from game.cabinet.hall_of_fame import Kind, Record
from game.engine import Mark, View, solve
from game.values.seats import PERSON_ID, FirstPlayer
from undrawn import undrawn  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("undrawn")  # ticks undrawn: what a screen says is drawn when it is read

X_WINS = (0, 4, 8, 2, 6, 3, 7)  # two people: X takes the bottom row
DRAWN = (0, 4, 8, 1, 7, 6, 2, 5, 3)
#: The calculator's words, kept as it spells them: a quotation, not the plain verdict.
CALCULATOR_WORDS = {Theme.XO: ("CROSSES WIN!", "NOUGHTS WIN!"), Theme.GREEN_BLUE: ("GREEN WINS!", "BLUE WINS!")}


def header_and_panels(app, monkeypatch) -> tuple[str, list[str]]:
    """The header's message and the two panels' statuses, as drawn in every display, one by one."""
    scene = game(app)
    seen = []
    for _ in Display:
        texts = drawn_texts(app, monkeypatch)
        message = scene._header_message(scene._look())[0]
        statuses = [scene.panel(i).status for i in (0, 1)]
        pieces = [piece.strip() for piece in message.partition(scene.verdict) if piece.strip()]  # big and beside it
        assert (message in texts or all(piece in texts for piece in pieces)), scene.display
        assert all(status in texts for status in statuses if status), scene.display
        seen.append((message.split("  ")[0], statuses))  # the sum after two spaces (Magic15, THREE VIEWS)
        Player(app).press("view")
    assert all(s == seen[0] for s in seen)
    return seen[0]


def play_to_the_end(app, person: tuple[int, ...] | None = None) -> None:
    """Play the game out: ``person`` squares in turn, or the solver's move, waiting for the computer."""
    scene, player, moves = game(app), Player(app), iter(person or ())
    while not scene.over:
        if scene.pending is not None:
            run_ticks(app, THINK_TICKS)
            continue
        board = scene.match.board
        square = next(moves, None) if person else min(solve().best_moves(board))
        player.place(square if square is not None and board.mark_at(square) is None
                     else next(s for s in range(9) if board.mark_at(s) is None))


# -- 2: the end from the person's side ------------------------------------------------------------


@pytest.mark.parametrize("theme", list(Theme))
@pytest.mark.parametrize("view", list(View))
def test_between_two_people_the_end_says_which_player_won_and_keeps_the_calculator_s_words(
        private_home: Path, monkeypatch, theme: Theme, view: View) -> None:
    app = game_app(private_home, view.value, opponent=PERSON_ID, theme=theme)
    try:
        for square in X_WINS:
            Player(app).place(square)
        assert header_and_panels(app, monkeypatch) == ("PLAYER 1 WINS!", [CALCULATOR_WORDS[theme][0], ""])
        run_ticks(app, RECORD_HOLD_TICKS)
        Player(app).press("select")  # REMATCH: player 2 starts as X and wins the same way
        for square in X_WINS:
            Player(app).place(square)
        player_2 = {Theme.XO: CALCULATOR_WORDS[theme][0], Theme.GREEN_BLUE: CALCULATOR_WORDS[theme][1]}[theme]
        assert header_and_panels(app, monkeypatch) == ("PLAYER 2 WINS!", ["", player_2])  # X, and still blue
    finally:
        app.close()


@pytest.mark.parametrize("theme", list(Theme))
@pytest.mark.parametrize("view", list(View))
def test_against_the_computer_the_end_says_you_win_you_lose_or_draw(
        private_home: Path, monkeypatch, theme: Theme, view: View) -> None:
    app = game_app(private_home, view.value, seed=SEED, opponent="random", first_player=FirstPlayer.YOU, theme=theme)
    try:
        play_to_the_end(app)
        assert game(app).match.mark_of(0) is Mark.X  # you went first: X, and green
        assert header_and_panels(app, monkeypatch) == ("YOU WIN!", [CALCULATOR_WORDS[theme][0], ""])
    finally:
        app.close()
    app = game_app(private_home, view.value, opponent="perfect", first_player=FirstPlayer.COMPUTER, theme=theme)
    try:
        play_to_the_end(app, (1, 2, 3, 5, 6, 7, 8))  # perfect, as X, takes what is given
        assert game(app).match.home_result() == -1
        assert game(app).match.mark_of(0) is Mark.O  # you went second: O, and still green
        computer_won = {Theme.XO: "CROSSES WIN!", Theme.GREEN_BLUE: "BLUE WINS!"}[theme]  # X, in the computer's blue
        assert header_and_panels(app, monkeypatch) == ("YOU LOSE", ["", computer_won])
        run_ticks(app, RECORD_HOLD_TICKS)
        Player(app).press("select")  # REMATCH: you start; the solver's moves against perfect draw
        play_to_the_end(app)
        assert header_and_panels(app, monkeypatch) == ("DRAW", ["DRAW", "DRAW"])  # one word for a draw, never TIE GAME!
    finally:
        app.close()


def attract_end(home: Path, monkeypatch, pair: str) -> tuple[Mark | None, list[str]]:
    """The first attract game's winner (the board's, as the engine reads it) and the texts drawn at its end."""
    app = game_app(home, "attract", demo_pair=pair)
    try:
        for _ in range(3000):
            run_ticks(app, 1)
            outcome = app.ctx.scenes.top.run.boards[0].match.outcome
            if outcome is not None:
                break
        assert outcome is not None, "no attract game ended in 3000 ticks"
        return outcome.winner, drawn_texts(app, monkeypatch)
    finally:
        app.close()


def test_the_attract_mode_says_which_computer_won(private_home: Path, monkeypatch) -> None:
    # PERFECT never loses (docs/playing.md), so a game it does not draw against RANDOM, it won.
    winner, texts = attract_end(private_home, monkeypatch, "perfect/random")
    assert winner is not None, "seed 7's first game is a draw: pick a seed where PERFECT wins"
    said = [pair for pair in zip(texts, texts[1:]) if pair[1].startswith("WINS AS")]  # a name, then its mark
    assert said == [("PERFECT", f"WINS AS {winner.value}")], texts
    assert "DRAW" not in texts  # the counters say DRAWS; the result's word is not drawn
    winner, texts = attract_end(private_home, monkeypatch, "perfect/perfect")  # two that never lose: a draw
    assert winner is None and "DRAW" in texts and not any(text.startswith("WINS AS") for text in texts)


# -- 3: the winning moment ------------------------------------------------------------------------


def test_the_record_screen_opens_no_sooner_than_a_second_and_a_half_after_its_game_end(
        private_home: Path, tmp_path: Path, monkeypatch) -> None:
    log = tmp_path / "events.jsonl"
    app = game_app(private_home, "tictactoe", log=log, seed=SEED, opponent="random", first_player=FirstPlayer.YOU)
    try:
        play_to_the_end(app)
        scene = game(app)
        texts = drawn_texts(app, monkeypatch)
        assert "YOU WIN!" in texts and scene.match.outcome.line  # the final board, its line and the result
        while scene.record_hold > 2:  # a child mashes buttons meanwhile
            for name in ("select", "back", "right", "select"):
                Player(app, "pad").press(name, ticks=0)
            run_ticks(app, 2)
            assert app.ctx.scenes.names() == ["menu", "tictactoe"]
        run_ticks(app, scene.record_hold)
        assert app.ctx.scenes.names() == ["menu", "tictactoe", "initials"]
        assert scene.over and scene.match.games_played == 1  # no REMATCH or MENU was chosen
    finally:
        app.close()
    rows = events(log, "game_end", "scene_enter")
    end = next(r["tick"] for r in rows if r["event"] == "game_end")
    opened = next(r["tick"] for r in rows if r["event"] == "scene_enter" and r["scene"] == InitialsScene.name)
    assert opened - end >= 3 * TICK_RATE // 2
    assert [r["record"] for r in events(log, "record_set")] == ["quickest"]


def test_a_record_left_before_its_entry_opens_still_stands(private_home: Path, tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    app = game_app(private_home, "tictactoe", log=log, seed=SEED, opponent="random", first_player=FirstPlayer.YOU)
    try:
        play_to_the_end(app)
        key(app, pygame.K_p)  # pause during the hold, then MAIN MENU
        pause = app.ctx.scenes.top
        pause.list.index = len(pause.items) - 1  # MAIN MENU, the last choice
        key(app, pygame.K_RETURN, ticks=RECORD_HOLD_TICKS)
        assert app.ctx.scenes.names() == ["menu"]
    finally:
        app.close()
    [signed] = events(log, "initials")
    assert signed["how"] == "left" and saved_fame(private_home).held("random", Kind.QUICKEST) == Record("???", 3)  # unsigned: no one else's letters


def test_the_record_screen_says_which_record_was_set(private_home: Path) -> None:
    app = win_against_random(private_home)
    try:
        assert app.ctx.scenes.top.claims == [("QUICKEST WIN VS RANDOM: 3 MOVES", True)]
    finally:
        app.close()


# -- 14: the hall of fame -------------------------------------------------------------------------


def test_the_menu_opens_the_hall_of_fame_in_the_setup_s_order(private_home: Path, monkeypatch) -> None:
    app = game_app(private_home, "menu")
    try:
        menu = app.ctx.scenes.top
        assert "HALL OF FAME" in menu.labels
        while menu.labels[menu.list.index] != "HALL OF FAME":
            key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN)
        assert app.ctx.scenes.names() == ["menu", HallOfFameScene.name]
        order = [oid for oid in session_strengths(app.ctx).order() if oid != PERSON_ID]
        names = [opponent_info(oid)[0] for oid in order]
        texts = drawn_texts(app, monkeypatch)
        assert [t for t in texts if t in names] == names  # weakest first, as the setup lists them
        key(app, pygame.K_ESCAPE)
        assert app.ctx.scenes.names() == ["menu"]
        app.ctx.scenes.push(app.registry.create("attract"))
        assert [row.name for row in app.ctx.scenes.top.run.fame] == names
    finally:
        app.close()


#: The computers that lose from neither seat: docs/playing.md's roster table reads NEVER LOSES in both label columns
#: for these three alone.
NEVER_LOSE = {"PERFECT", "MAGIC", "XKCD"}


def test_a_quickest_win_that_can_never_be_set_says_unbeaten(private_home: Path, monkeypatch) -> None:
    app = game_app(private_home, "hall_of_fame")
    try:
        rows = fame_table(app.ctx)
        texts = drawn_texts(app, monkeypatch)
    finally:
        app.close()
    assert {row.name for row in rows if row.never_loses} == NEVER_LOSE
    assert texts.count("UNBEATEN") == len(NEVER_LOSE)


def test_initials_can_be_typed_on_a_keyboard(private_home: Path, tmp_path: Path) -> None:
    log = tmp_path / "events.jsonl"
    app = win_against_random(private_home, log, device="keyboard")
    try:
        prompt = app.ctx.scenes.top
        for k in (pygame.K_j, pygame.K_x, pygame.K_BACKSPACE, pygame.K_w, pygame.K_a):  # X is BACK, W UP, A LEFT
            key(app, k)
        assert prompt.entry.text == "JWA" and app.ctx.scenes.top is prompt
        key(app, pygame.K_RETURN)
        assert app.ctx.scenes.names() == ["menu", "tictactoe"]
    finally:
        app.close()
    [signed] = events(log, "initials")
    assert signed["initials"] == "JWA" and signed["how"] == "confirmed"


# -- the result, big -------------------------------------------------------------------------------------------

HEADERS = (("PICK15", "GAME 99"), ("TICTACTOE", "GAME 99"), ("MAGIC15", "GAME 99"), ("THREE VIEWS", "GAME 99"),
           ("BIG BOARD", "7X7 K=4  GAME 99"))


ALL = {title for title, _ in HEADERS}


@pytest.mark.parametrize(("title", "right"), HEADERS)
@pytest.mark.parametrize(("message", "verdict", "big_in"), [
    # Widths by hand: a character is 6 pixels (5 and a gap; the last gap not drawn), twice that big.  The room
    # between the sides, less a 6-pixel gap each side: PICK15 220, TICTACTOE 202, MAGIC15 214, THREE VIEWS 190,
    # and the BIG BOARD (its shape on the right) 148.
    ("YOU WIN!", "YOU WIN!", ALL), ("YOU LOSE", "YOU LOSE", ALL), ("DRAW", "DRAW", ALL),  # 94, 94, 46
    ("YOU WIN!  8 + 1 + 6 = 15", "YOU WIN!", ALL - {"BIG BOARD"}),  # 94 big, 6, 83 small: 183
    ("MENACE RESIGNS: YOU WIN!", "YOU WIN!", ALL - {"BIG BOARD"}),  # 89, 6, 94: 189
    ("MENACE HAS GIVEN UP: YOU WIN!", "YOU WIN!", {"PICK15"}),  # 119, 6, 94: 219
    ("PLAYER 2 WINS!  8 + 1 + 6 = 15", "PLAYER 2 WINS!", set()),  # 166, 6, 83: 255
])
def test_the_result_is_big_where_it_fits_and_always_between_the_header_s_sides(
        title: str, right: str, message: str, verdict: str, big_in: set[str]) -> None:
    font = BitmapFont.load()
    x, pieces = result_pieces(font, title, message, verdict, right)
    assert " ".join(text for text, _ in pieces).split() == message.split()  # nothing dropped
    bigs = [text for text, scale in pieces if scale > 1]
    assert bigs == ([verdict] if title in big_in else [])
    if bigs:  # between the sides with a gap on each, and over nothing: it ends above the board
        width = sum(font.size(text, scale)[0] for text, scale in pieces) + 6 * (len(pieces) - 1)
        assert MARGIN + font.size(title)[0] + 6 <= x and x + width <= WIDTH - MARGIN - font.size(right)[0] - 6
        assert RESULT_Y + font.size("", 2)[1] <= BOARD_TOP - 1


# -- notices never hide a result --------------------------------------------------------------------------------

#: A game's end as the screenshot tool reaches it: every view, against the computer and between two people, a win,
#: a loss, a draw, a resignation, a record's hold, a game that set no record, and the BIG BOARD's.
RESULT_STATES = [state for state in STATES if state.scene in ("pick15", "tictactoe", "magic15", "bigboard")
                 and {"win", "lose", "draw", "resigned", "record"} & set(state.state.split("-"))
                 and "sweep" not in state.state]
#: Notices the game shows over a result: THINK pressed at the end, and a screenshot's (a long path, wrapped).
NOTICES = ("SHOW THINKING ON",
           "SAVED tictactoe-magic-20261127-204512-0.png IN /home/someone/.local/share/tictactoe-magic/screenshots/")


def test_the_result_states_are_all_there() -> None:
    names = {state.name for state in RESULT_STATES}
    assert {"tictactoe-win", "tictactoe-lose", "pick15-draw", "tictactoe-record-hold", "tictactoe-no-record",
            "tictactoe-resigned", "magic15-resigned-three-views", "bigboard-win-4x4", "bigboard-lose-4x4"} <= names


@pytest.mark.parametrize("notice", NOTICES)
@pytest.mark.parametrize("state", RESULT_STATES, ids=[state.name for state in RESULT_STATES])
def test_no_notice_hides_a_result_line_or_the_bottom_line(state, notice: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(tmp_path))
    with reached(state) as app:
        scene = app.ctx.scenes.top
        assert scene.over, state.name
        app.ctx.toasts.show(notice)
        drawn = watch_texts(monkeypatch)
        app.draw()
    box = toast_rect(app.ctx.font, notice)
    assert any(layer == "app" and box.contains(rect) for layer, _, rect in drawn)  # the notice, inside its box
    kept = [(text, rect) for layer, text, rect in drawn if layer != "app" and (
        rect.top < BOARD_TOP  # the header: the result, big
        or rect.top >= HINT_Y  # the bottom line: REMATCH / MENU, NEW RECORD!
        or f" {text} " in f" {NO_RECORD_NOTE} ")]  # the person's panel: why no record, wrapped
    texts = {text for text, _ in kept}
    assert any(scene.verdict in text for text in texts) and ("MENU" in texts or "NEW RECORD!" in texts)
    if state.state == "no-record":
        assert {"NO RECORD:", "UNDO"} <= texts
    assert [text for text, rect in kept if rect.colliderect(box)] == []


@pytest.mark.parametrize("state", STATES, ids=[state.name for state in STATES])
def test_on_every_screen_a_notice_hangs_between_the_top_line_and_the_bottom_line(
        state, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(tmp_path))
    notice = NOTICES[-1]  # the longest: three lines
    with reached(state) as app:
        app.ctx.toasts.show(notice)
        drawn = watch_texts(monkeypatch)
        app.draw()
    box = toast_rect(app.ctx.font, notice)
    edges = [(text, rect) for layer, text, rect in drawn
             if layer != "app" and (rect.top <= TITLE_Y or rect.top >= HINT_Y) and rect.colliderect(box)]
    assert edges == []
