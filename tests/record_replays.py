"""Record the sessions tests/test_replays.py plays back: whole sessions through the real machine.

    python tests/record_replays.py [NAME ...]   # (re)write tests/replays/NAME.jsonl and NAME.expected.json
    python tests/record_replays.py --list

Each session is played live through the real app with ``--record`` on,
by a ``Driver`` that posts SDL events -- keys, a pad's buttons, mouse
clicks -- and reads the screen's state as a player reads the screen
(where the cursor is, whose turn it is, which squares are free).  So each
file is a genuine recording, replayable with ``tictactoe-magic --replay``.
Beside it, ``NAME.expected.json`` keeps what the session did: the ticks it
runs, the scenes entered in order, the scenes on the stack at the end, and
its finished games (counted, their results tallied, the first few written
out, all of them hashed).  Re-record when a scene's behaviour changes on
purpose, and look at the diff of the expectations.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app.input.bindings import OPERATOR_HOLD_TICKS  # noqa: E402
from game.app.render.boardviews import cell_rects  # noqa: E402
from game.app.render.game_layout import Display, layout  # noqa: E402
from game.app.scenes import matchboxes, menu, settings_scene, setup  # noqa: E402
from game.app.scenes.continue_scene import COUNTDOWN_SECONDS  # noqa: E402
from game.app.scenes.match_motion import END_GUARD_TICKS, THINK_TICKS  # noqa: E402
from game.app.scenes.operator import ROWS as OPERATOR_ROWS  # noqa: E402
from game.app.scenes.operator import Do  # noqa: E402
from game.app.shell.app import App, Options, default_registry  # noqa: E402
from game.app.shell.loop import seconds_to_ticks  # noqa: E402
from game.app.store.recording import Replay  # noqa: E402
from game.engine import View, reachable, solve  # noqa: E402
from game.values.seats import PERSON_ID, FirstPlayer  # noqa: E402
from game.opponents.menace import box_keys  # noqa: E402
from game.opponents.menace_store import MENACE_FILE_NAME, MenaceStore  # noqa: E402
from game.app.store.settings import SETTINGS_FILE, Settings  # noqa: E402
from game.files.paths import HOME_OVERRIDE_ENV, config_dir, data_dir  # noqa: E402
from game.files.storage import write_bytes_atomic  # noqa: E402

REPLAY_DIR = Path(__file__).resolve().parent / "replays"
SETTLE_TICKS = 120  # ticks run after the last action, so the last screen settles and toasts clear
FIRST_GAMES_KEPT = 3  # games written out in full in the expectations, for people to read
PAD = 40  # the instance id of the synthetic game controller the sessions use
#: The cabinet's events, kept whole in the expectations: records, initials, abandoned games, the operator's clears.
CABINET_EVENTS = frozenset({"record_set", "initials", "game_abandoned", "operator_clear"})
FAME_GAMES = 5  # the fame session's games: a quick win, then a streak that becomes a record and grows
TURN_LIMIT = 600  # ticks a session waits for its turn before it gives up (the computer thinks for 30)
KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
        "select": pygame.K_RETURN, "back": pygame.K_ESCAPE, "view": pygame.K_TAB, "undo": pygame.K_u,
        "think": pygame.K_t, "pause": pygame.K_p}
BUTTONS = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
           "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
           "select": pygame.CONTROLLER_BUTTON_A, "back": pygame.CONTROLLER_BUTTON_B,
           "view": pygame.CONTROLLER_BUTTON_BACK, "undo": pygame.CONTROLLER_BUTTON_Y,
           "think": pygame.CONTROLLER_BUTTON_X, "pause": pygame.CONTROLLER_BUTTON_START}


class Driver:
    """Plays a live session through SDL events, reading the screen's state to decide."""

    def __init__(self, app: App) -> None:
        self.app = app

    def tick(self, ticks: int = 1) -> None:
        """Let ``ticks`` ticks pass."""
        for _ in range(ticks):
            self.app.poll()
            self.app.step()

    def press(self, name: str, *, pad: bool = False, ticks: int = 2) -> None:
        """Press and release a control on the keyboard (or the pad)."""
        if pad:
            for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, instance_id=PAD, button=BUTTONS[name]))
        else:
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(kind, key=KEYS[name], mod=0, unicode="", scancode=0))
        self.tick(ticks)

    def hold_service(self, *, pad: bool = False) -> None:
        """Hold the service input until the operator menu opens: F2, or the pad's SELECT and START together."""
        if pad:
            held = (pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_START)
            down = [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD, button=b) for b in held]
            up = [pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=PAD, button=b) for b in held]
        else:
            down = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0, unicode="", scancode=0)]
            up = [pygame.event.Event(pygame.KEYUP, key=pygame.K_F2, mod=0, unicode="", scancode=0)]
        for event in down:
            pygame.event.post(event)
        self.tick(OPERATOR_HOLD_TICKS + 2)
        for event in up:
            pygame.event.post(event)
        self.tick(10)

    def click(self, pos: tuple[int, int], ticks: int = 2) -> None:
        """Move the mouse to a logical point (the window is 320x180) and click there."""
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        self.tick(ticks)

    @property
    def top(self):
        """The scene on top."""
        return self.app.ctx.scenes.top

    # -- the screens ----------------------------------------------------------------

    def choose(self, label: str, *, mouse: bool = False) -> None:
        """Pick a main-menu item by its label, with the arrows (or a click)."""
        labels = self.top.labels
        row = labels.index(label)
        if mouse:
            self.click((menu.CENTER_X, menu.ITEMS_TOP + menu.ITEM_SPACING * row + menu.ITEM_SPACING // 2))
            return
        while self.top.list.index != row:
            self.press("down" if self.top.list.index < row else "up")
        self.press("select")

    def set_up(self, opponent: str, first: FirstPlayer) -> None:
        """On the match setup screen: choose the opponent and who moves first, then START."""
        scene = self.top
        assert scene.name == setup.SetupScene.name
        self._to_row(setup.Row.OPPONENT)
        while scene.opponent != opponent:
            self.press("right")
        self._to_row(setup.Row.FIRST)
        while scene.first is not first:
            self.press("right")
        self._to_row(setup.Row.START)
        self.press("select")

    def _to_row(self, row: setup.Row) -> None:
        target = setup.ROWS.index(row)
        while self.top.list.index != target:
            self.press("down" if self.top.list.index < target else "up")

    # -- a game ---------------------------------------------------------------------

    @property
    def game(self):
        """The game scene (on top, or under the pause overlay)."""
        return next(s for s in reversed(list(self.app.ctx.scenes)) if s.name in {v.value for v in View})

    def my_turn(self) -> bool:
        """Whether a person is to move (the computer is not thinking) and the game is on."""
        match = self.game.match
        return not match.over and not match.computer_to_move()

    def wait_for_turn(self) -> None:
        """Let the computer move; return when a person may move or the game is over."""
        for _ in range(TURN_LIMIT):
            if self.my_turn() or self.game.match.over:
                return
            if self.game.held:  # show thinking holds the computer's move until the player acts: read, then Enter
                self.tick(THINK_TICKS)
                self.press("select")
                continue
            self.tick()
        raise RuntimeError("the computer never finished its move")

    def place(self, square: int, *, device: str = "keyboard") -> None:
        """Steer the cursor onto a square and place there: with the arrows, the pad, or a click."""
        scene = self.game
        if device == "mouse":
            self.click(cell_rects(scene.view, dict(layout(scene.display).boards)[scene.view])[square].center)
            return
        pad = device == "pad"
        if scene.display is Display.PICK15:
            while scene.cursor != square:
                self.press("right", pad=pad)
        else:
            while scene.cursor // 3 != square // 3:
                self.press("down" if square > scene.cursor else "up", pad=pad)
            while scene.cursor != square:
                self.press("right" if square > scene.cursor else "left", pad=pad)
        self.press("select", pad=pad)

    def play_out(self, choose: Callable[[object], int], devices: tuple[str, ...] = ("keyboard",)) -> None:
        """Play the game to its end: each of the person's turns ``choose(board)``, devices in turn."""
        turn = 0
        while not self.game.match.over:
            self.wait_for_turn()
            if self.game.match.over:
                break
            self.place(choose(self.game.match.board), device=devices[turn % len(devices)])
            turn += 1
        self.tick(END_GUARD_TICKS + 2)  # the end-of-game choice listens after its guard
        self.tick(self.game.record_hold)  # and a record's final board stays on show before its initials entry

    def to_operator_row(self, do: Do, field: str | None = None) -> None:
        """Move the operator menu's cursor to a row."""
        row = next(i for i, r in enumerate(OPERATOR_ROWS) if r.do is do and r.field == field)
        while self.top.list.index != row:
            self.press("down" if self.top.list.index < row else "up")

    def sign_if_asked(self, *, pad: bool = False) -> None:
        """A game that set a record asks for initials: AAA, the first letter three times, as a hurried player."""
        if self.top.name == "initials":
            for _ in range(3):
                self.press("up", pad=pad, ticks=4)  # a blank slot's first letter
                self.press("select", pad=pad, ticks=4)
            self.tick(END_GUARD_TICKS + 2)

    def end(self, choice: str) -> None:
        """Choose REMATCH or MENU when the game is over."""
        if choice == "MENU":
            self.press("right")
        self.press("select", ticks=10)


def first_free(preference: tuple[int, ...]) -> Callable[[object], int]:
    """A policy: the first free square of a preference order."""
    return lambda board: next(sq for sq in preference if board.mark_at(sq) is None)


def perfect_play(board) -> int:
    """A policy: the lowest of the solver's best moves."""
    return min(solve().best_moves(board))


def scripted(*squares: int) -> Callable[[object], int]:
    """A policy: these squares in order (both people's moves, in a game between two)."""
    moves = iter(squares)
    return lambda board: next(moves)


# -- the sessions -------------------------------------------------------------------------


def shell_session(d: Driver) -> None:
    """The menu, every settings row changed and changed back (the colours kept), both help pages, the mouse."""
    d.tick(20)
    d.choose("SETTINGS")
    for row in settings_scene.ROWS[:-1]:  # every row but BACK: changed, and changed back
        # but SPEECH and LANGUAGE: the lines said and the language stepped to depend on the language the replay is
        # played in, and a replay is language-free
        if row.field not in ("speech", "language"):
            d.press("right", ticks=4), d.press("left", ticks=4)
        d.press("down")
    colours = next(i for i, row in enumerate(settings_scene.ROWS) if row.field == "theme")
    while d.top.list.index != colours:
        d.press("up")
    d.press("right", ticks=10)  # one change that stays: green and blue
    d.press("back", ticks=10)
    d.choose("HELP")
    d.press("right", ticks=30), d.press("right", ticks=30), d.press("left", ticks=10)
    d.press("back", ticks=10)
    d.choose("SETTINGS", mouse=True)
    d.press("back", ticks=10)


def attract_session(d: Driver) -> None:
    """Left alone the menu starts the attract mode; a key wakes it; WARGAMES from the menu; a click ends it."""
    d.tick(seconds_to_ticks(d.app.ctx.config.attract_idle_seconds) + 1_500)  # idle, then several games
    d.press("select", ticks=30)  # wakes it; swallowed, so the menu does not act on it
    d.choose("WARGAMES")
    d.tick(4_700)  # a whole run, into the next
    d.click((160, 90), ticks=10)


def friends_session(d: Driver) -> None:
    """TicTacToe between two people (keyboard, pad, mouse), views switched, an undo, a win, a rematch, a draw."""
    d.choose("TICTACTOE")
    d.set_up(PERSON_ID, FirstPlayer.YOU)
    win = scripted(0, 4, 8, 2, 6, 6, 3, 7)  # the second 6: X plays it again after the undo below
    for device in ("keyboard", "pad", "mouse"):
        d.place(win(None), device=device)
    d.press("view", ticks=30)  # Pick15
    d.place(win(None), device="keyboard")
    d.press("view", pad=True, ticks=30)  # Magic15
    d.place(win(None), device="mouse")
    d.press("undo")
    d.press("view", ticks=30)  # back to TicTacToe
    d.play_out(win, devices=("pad", "keyboard"))
    d.end("REMATCH")
    d.play_out(scripted(0, 4, 8, 1, 7, 6, 2, 5, 3), devices=("keyboard", "mouse", "pad"))
    d.end("MENU")


def pick15_session(d: Driver) -> None:
    """Pick15 against perfect: show thinking, a switch to TicTacToe and back, an undo; a rematch it starts."""
    d.choose("PICK15")
    d.set_up("perfect", FirstPlayer.YOU)
    policy = first_free((4, 0, 2, 6, 8, 1, 3, 5, 7))
    d.press("think")
    d.place(policy(d.game.match.board))
    d.wait_for_turn()
    d.press("view", ticks=30)
    d.place(policy(d.game.match.board))
    d.wait_for_turn()
    d.press("undo")  # against the computer: back to the person's turn, the pair taken back
    d.press("view", ticks=30), d.press("view", ticks=30)
    d.play_out(policy)
    d.end("REMATCH")
    d.press("think")
    d.play_out(perfect_play, devices=("pad",))
    d.end("MENU")


def magic15_session(d: Driver) -> None:
    """Magic15 against random, the computer first, clicks; paused for the settings mid-game; a rematch."""
    d.choose("MAGIC15", mouse=True)
    d.set_up("random", FirstPlayer.COMPUTER)
    d.wait_for_turn()
    d.place(perfect_play(d.game.match.board), device="mouse")
    d.press("pause", ticks=10)  # the pause menu: RESUME, SETTINGS, HELP, MAIN MENU
    d.press("down"), d.press("select", ticks=10)
    crt = next(i for i, row in enumerate(settings_scene.ROWS) if row.field == "crt")
    for _ in range(crt):
        d.press("down")
    d.press("right", ticks=10)  # the CRT effect off, mid-game
    d.press("back", ticks=10)
    d.press("up"), d.press("select", ticks=10)  # RESUME
    d.play_out(perfect_play, devices=("mouse",))
    d.sign_if_asked()  # a quick win against random is a record on a fresh machine
    d.end("REMATCH")
    d.play_out(perfect_play, devices=("mouse", "keyboard"))
    d.sign_if_asked()
    d.end("MENU")


def fame_session(d: Driver) -> None:
    """Records against random: initials entered on the pad, a streak grown without asking; the attract mode's table."""
    d.choose("TICTACTOE")
    d.set_up("random", FirstPlayer.YOU)
    entries = iter((
        ("up", "up", "up", "select", "down", "select", "up", "up", "up", "up", "select"),  # C . D, from blank
        ("up", "up", "up", "select", "down", "select", "up", "up", "up", "up", "select"),  # the same again, typed
    ))
    games = 0
    while games < FAME_GAMES:
        d.play_out(perfect_play, devices=("pad",))
        games += 1
        if d.top.name == "initials":
            for control in next(entries):
                d.press(control, pad=True, ticks=4)
            d.tick(END_GUARD_TICKS + 2)
        d.end("REMATCH" if games < FAME_GAMES else "MENU")
    d.tick(seconds_to_ticks(d.app.ctx.config.attract_idle_seconds) + 5_200)  # a whole run, to its hall of fame
    d.press("select", pad=True, ticks=30)


def operator_session(d: Driver) -> None:
    """The operator menu by F2 held: the books paged, idle time, demo pair, kiosk on and off, clears, exit refused."""
    d.choose("TICTACTOE")
    d.set_up("perfect", FirstPlayer.YOU)
    d.play_out(first_free((4, 0, 2, 6, 8, 1, 3, 5, 7)))
    d.end("MENU")
    d.hold_service()
    d.press("select", ticks=30)  # BOOKKEEPING
    d.press("right", ticks=10), d.press("left", ticks=10), d.press("back", ticks=10)
    d.to_operator_row(Do.CHANGE, "attract_idle_seconds")
    d.press("right", ticks=4)
    d.to_operator_row(Do.CHANGE, "demo_pair")
    d.press("right", ticks=4)
    d.to_operator_row(Do.CHANGE, "kiosk")
    d.press("right", ticks=10), d.press("left", ticks=10)
    d.to_operator_row(Do.CLEAR_TALLIES)
    d.press("select", ticks=10), d.press("select", ticks=10)  # asked; NO
    d.press("select", ticks=10), d.press("right"), d.press("select", ticks=10)  # asked; YES
    d.to_operator_row(Do.CLEAR_FAME)
    d.press("select", ticks=10), d.press("right"), d.press("select", ticks=10)
    d.to_operator_row(Do.EXIT)
    d.press("select", ticks=10), d.press("back", ticks=10)  # asked; ESC is NO
    d.press("back", ticks=10)
    d.choose("HELP")
    d.hold_service(pad=True)  # the pad's SELECT and START, over another screen
    d.press("back", ticks=10), d.press("back", ticks=10)


def continue_session(d: Driver) -> None:
    """In a cabinet, a game left alone asks CONTINUE?, a key answers it and play goes on; left again, it runs out:
    abandoned.  (At home no timer gives up a game.)"""
    idle = seconds_to_ticks(d.app.ctx.config.attract_idle_seconds)
    assert d.top.name == "wargames"  # a cabinet starts in its show
    d.press("select", ticks=30)
    d.choose("TICTACTOE")
    d.set_up("perfect", FirstPlayer.YOU)
    d.place(4)
    d.wait_for_turn()
    d.tick(idle + seconds_to_ticks(COUNTDOWN_SECONDS // 2))  # CONTINUE? half way down
    assert d.top.name == "continue"
    d.press("left", ticks=30)  # any input answers it, and does not also move
    d.place(0)
    d.wait_for_turn()
    d.tick(idle + seconds_to_ticks(COUNTDOWN_SECONDS) + 600)  # run out: abandoned, the attract mode
    d.press("select", ticks=30)


def a_cabinet() -> None:
    """Kiosk mode saved, as an operator leaves a cabinet."""
    write_bytes_atomic(config_dir() / SETTINGS_FILE, json.dumps(Settings(kiosk=True).to_json()).encode())


def empty_second_replies() -> None:
    """MENACE's file with every box for O's second move empty: under Michie's rule it resigns there."""
    second = {key: (0,) * 9 for key in box_keys() if reachable()[key].ply == 3}
    MenaceStore(data_dir() / MENACE_FILE_NAME).update(lambda _boxes, _games: (second, 0), box_keys())


def look_at_boxes(d: Driver, *, pad: bool = False) -> None:
    """In the MATCHBOXES scene: the next box and back, the shelf, the next move number, then out."""
    scene = d.top
    assert scene.name == "matchboxes", scene.name
    if scene.mode is matchboxes.Mode.BOX:  # opened on the box MENACE just drew from
        for control in ("right", "left", "back"):
            d.press(control, pad=pad, ticks=8)
    for control in ("right", "down", "view", "select", "right", "back", "back"):
        d.press(control, pad=pad, ticks=8)
    assert d.top is not scene, "still in the matchboxes"


def resign_session(d: Driver) -> None:
    """MENACE'S EMPTY BOX shown as REFILL, then RESIGN again (the default); the boxes from the setup; MENACE resigns;
    in the rematch its boxes from the pause menu."""
    d.choose("SETTINGS")
    row = next(i for i, r in enumerate(settings_scene.ROWS) if r.field == "menace_resigns")
    while d.top.list.index != row:
        d.press("down")
    d.press("right", ticks=10)  # REFILL, the named variant
    d.press("right", ticks=10)  # RESIGN, Michie's rule
    assert d.top.ctx.config.menace_resigns, "MENACE'S EMPTY BOX is not RESIGN"
    d.press("back", ticks=10)
    d.choose("TICTACTOE")
    d._to_row(setup.Row.OPPONENT)
    while d.top.opponent != "menace":
        d.press("right")
    d.press("view", ticks=10)  # TAB: MENACE's matchboxes from the setup
    look_at_boxes(d)
    d.set_up("menace", FirstPlayer.YOU)
    d.play_out(first_free((4, 0, 2, 6, 8, 1, 3, 5, 7)))  # the centre, a corner: then MENACE gives up
    assert d.game.match.resigned is not None, "MENACE played on"
    d.press("undo", ticks=10)  # refused, as after any finished game
    d.end("REMATCH")
    d.wait_for_turn()  # MENACE opens as X: its panel shows the box it drew from
    assert d.game.match.board.moves, "MENACE has not moved"
    d.press("pause", pad=True, ticks=10)
    d.press("down", pad=True)
    d.press("select", pad=True, ticks=10)  # MATCHBOXES: the box it just drew from, large
    look_at_boxes(d, pad=True)
    if d.top.name == "pause":
        d.press("back", pad=True, ticks=10)
    d.play_out(perfect_play, devices=("pad",))  # MENACE plays on from its full boxes
    d.sign_if_asked(pad=True)  # beating a fresh MENACE quickly is a record
    d.end("MENU")


def lessons_session(d: Driver) -> None:
    """LESSONS from the menu, the first lesson opened from the list, every page stepped through (the free board
    played on and undone), Esc to the list and into the last lesson again, then back out."""
    d.choose("LESSONS")
    d.press("select", ticks=10)  # the list of lessons opens the first
    scene = d.top
    while scene.index < len(scene.pages) - 1:
        if scene.page.free:
            for control in ("select", "down", "select", "down", "down", "select", "undo"):
                d.press(control, ticks=6)
        d.press("right", ticks=12)
    d.press("left", ticks=10), d.press("right", ticks=10)  # a page back, and on again
    d.press("back", ticks=10), d.press("select", ticks=10)  # to the list in one press, and into that lesson again
    d.press("pause", ticks=10), d.press("down"), d.press("down"), d.press("down"), d.press("select", ticks=10)


@dataclass(frozen=True, slots=True)
class Session:
    """One recorded session: its name, what it shows, and how to play it."""

    name: str
    about: str
    play: Callable[[Driver], None]
    seed: int
    prepare: Callable[[], None] | None = None  # puts files in the fresh home before the session starts


SESSIONS: tuple[Session, ...] = (
    Session("shell", "menu, every setting changed, help, the mouse", shell_session, 101),
    Session("attract", "idle into the attract mode, woken; WARGAMES from the menu for a whole run",
            attract_session, 202),
    Session("friends", "TicTacToe between two people: every device, view switches, undo, win, rematch, draw",
            friends_session, 303),
    Session("pick15", "Pick15 against perfect: show thinking, view switches, undo, rematch", pick15_session, 404),
    Session("magic15", "Magic15 against random, computer first, by mouse: pause, settings, resume, rematch",
            magic15_session, 505),
    Session("fame", "records against random, initials by pad, a streak grown unasked, the attract mode's hall of fame",
            fame_session, 606),
    Session("operator", "the operator menu by F2 and by the pad: books, idle, demo, kiosk, clears, exit refused",
            operator_session, 707),
    Session("continue", "a cabinet's game left alone: CONTINUE? answered, then left to run out and abandoned",
            continue_session, 808, a_cabinet),
    Session("lessons", "LESSONS: every page of every lesson stepped through, the free board played, out by pause",
            lessons_session, 909),
    Session("resign", "MENACE's boxes from the setup; with MENACE'S EMPTY BOX: RESIGN it resigns on an empty box; undo "
            "refused; a rematch with the box it drew in the panel and the pause menu's MATCHBOXES",
            resign_session, 1010, empty_second_replies),
)


def summarise(events: list[dict]) -> dict:
    """What a session did, from its event log: scenes entered in order, and its finished games."""
    games = [{"moves": e["moves"], "result": e["result"], **({"resigned": e["resigned"]} if "resigned" in e else {})}
             for e in events if e["event"] == "game_end"]
    results: dict[str, int] = {}
    for game in games:
        results[game["result"]] = results.get(game["result"], 0) + 1
    return {
        "scenes": [e["scene"] for e in events if e["event"] == "scene_enter"],
        "games": len(games),
        "results": dict(sorted(results.items())),
        "first_games": [f"{' '.join(map(str, g['moves']))}: {g['result']}"
                        + (f" ({g['resigned']} resigned)" if "resigned" in g else "")
                        for g in games[:FIRST_GAMES_KEPT]],
        "games_sha256": hashlib.sha256(json.dumps(games).encode()).hexdigest(),
        "lessons": [[e["lesson"], e["page"]] for e in events if e["event"] == "lesson_page"],
        "cabinet": [{k: v for k, v in e.items() if k != "tick"} for e in events
                    if e["event"] in CABINET_EVENTS or (e["event"] == "phase" and "fame" in e["phase"])],
    }


def record(session: Session, folder: Path) -> Path:
    """Play one session live with --record and --event-log; write the recording and its expectations."""
    with tempfile.TemporaryDirectory() as scratch:
        os.environ[HOME_OVERRIDE_ENV] = str(Path(scratch) / "home")  # a fresh machine: default settings
        if session.prepare is not None:
            session.prepare()
        recording, log = Path(scratch) / "recording.jsonl", Path(scratch) / "events.jsonl"
        app = App(Options(seed=session.seed, sound=False, headless=True, frames=1, record=recording,
                          event_log=log), default_registry())
        try:
            session.play(Driver(app))
            ticks = app.ctx.tick + SETTLE_TICKS
            Driver(app).tick(SETTLE_TICKS)
            final = app.ctx.scenes.names()
        finally:
            app.close()
        events = [json.loads(line) for line in log.read_text().splitlines()]
        data = recording.read_bytes()
    expected = {"about": session.about, "ticks": ticks, **summarise(events), "final_scenes": final}
    write_bytes_atomic(folder / f"{session.name}.jsonl", data)
    write_bytes_atomic(folder / f"{session.name}.expected.json", (json.dumps(expected, indent=1) + "\n").encode())
    return folder / f"{session.name}.jsonl"


def expectations(name: str) -> tuple[Replay, dict]:
    """A recorded session and what it is expected to do."""
    return Replay.load(REPLAY_DIR / f"{name}.jsonl"), json.loads((REPLAY_DIR / f"{name}.expected.json").read_text())


def main(argv: list[str] | None = None) -> int:
    """Record the sessions named (all of them by default)."""
    parser = argparse.ArgumentParser(prog="record_replays", description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", metavar="NAME", help="sessions to record (default: all)")
    parser.add_argument("--list", action="store_true", help="list the sessions")
    args = parser.parse_args(argv)
    known = {s.name: s for s in SESSIONS}
    if args.list:
        print("\n".join(f"{s.name:<10} {s.about}" for s in SESSIONS))
        return 0
    unknown = [n for n in args.names if n not in known]
    if unknown:
        parser.error(f"no session {unknown[0]!r}; choose from: {', '.join(known)}")
    REPLAY_DIR.mkdir(exist_ok=True)
    for name in args.names or known:
        print(record(known[name], REPLAY_DIR).relative_to(REPLAY_DIR.parent.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
