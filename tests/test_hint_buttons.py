"""Every key a screen's hint line names is a button: a click or a touch on it does what the key does.

Each screen is reached as a player reaches it, twice over: one copy is handed
the key's action, the other a click in the middle of the key's rectangle on
the hint line.  Both must end in the same scenes with the same picture, and
on every screen at least one of its keys must visibly do something, so a
hint line that ignored the mouse fails here.
"""

from __future__ import annotations

import importlib
import itertools
import os
import pkgutil
import re
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from app_support import make_app, run_ticks
from default_keys import HAND_KEYS, hinted, said

from game.app.input.actions import Action, ActionEvent
from game.app.input.presets import DEFAULT_MAP, Preset, preset_map
from game.app.render.font import BitmapFont
from game.app.render.contrast import contrast_ratio
from game.app.render.game_screen import game_hint_template, hint_template
from game.app.render.palette import palette_for
from game.values.theme import Theme
from game.app.scenes import initials, input_test
from game.app.render.hints import (Hint, draw_hint_line, draw_lit_button, hint_action_at, hint_buttons,
                                   shown_text)
from game.app.render.screen import LOGICAL_SIZE
from game.app.render.ui import HINT_Y, MARGIN
from game.app.shell.app import App
from game.engine import View
from game.files.paths import HOME_OVERRIDE_ENV
from undrawn import undrawn  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("undrawn")  # ticks undrawn: each picture compared is drawn when it is taken

SETTLE = 2  # ticks each copy runs before the key or the click, and after it
LESSON_JUMPS = 7  # DOWN jumps a lesson: from the first lesson to the free board's

A = Action


def _press(*actions: Action) -> Callable[[App], None]:
    def reach(app: App) -> None:
        for action in actions:
            app.dispatch(ActionEvent(action))
            run_ticks(app, 1)
    return reach


#: (what it is, the scene it starts in, how the player gets from there to the screen).
SCREENS: tuple[tuple[str, str, Callable[[App], None]], ...] = (
    ("menu", "menu", _press()),
    ("settings", "settings", _press()),
    ("help", "help", _press()),
    ("setup", "setup", _press(A.DOWN)),
    ("operator", "operator", _press(A.DOWN)),
    ("bookkeeping", "operator", _press(A.SELECT)),
    ("matchboxes shelf", "matchboxes", _press()),
    ("matchboxes box", "matchboxes", _press(A.SELECT)),
    ("tictactoe", "tictactoe", _press(A.RIGHT, A.SELECT)),
    ("pick15", "pick15", _press(A.RIGHT)),
    ("magic15", "magic15", _press(A.DOWN)),
    ("three views", "tictactoe", _press(A.SWITCH_VIEW, A.SWITCH_VIEW, A.SWITCH_VIEW)),
    ("lessons free board", "lessons", _press(*[A.DOWN] * LESSON_JUMPS)),
    ("pause", "tictactoe", _press(A.PAUSE)),
    ("quit question", "menu", _press(A.BACK, A.SELECT)),
    ("leave game question", "tictactoe", _press(A.RIGHT, A.SELECT, A.PAUSE, A.DOWN, A.DOWN, A.DOWN, A.SELECT)),
)


def _at_screen(scene: str, reach: Callable[[App], None], home: Path) -> App:
    """A fresh machine on a fresh home (the cabinet counts sessions), at the screen."""
    os.environ[HOME_OVERRIDE_ENV] = str(home)
    app = make_app(scene=scene)
    run_ticks(app, SETTLE)
    reach(app)
    return app


def _picture(app: App) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen.surface, "RGB")


def _after(app: App, event: ActionEvent) -> tuple[list[str], bytes]:
    app.dispatch(event)
    run_ticks(app, SETTLE)
    return app.ctx.scenes.names(), _picture(app)


@pytest.mark.parametrize("what, scene, reach", SCREENS, ids=[s[0] for s in SCREENS])
def test_a_click_on_each_hinted_key_does_what_the_key_does(what: str, scene: str, reach, tmp_path: Path) -> None:
    homes = (tmp_path / str(n) for n in itertools.count())
    probe = _at_screen(scene, reach, next(homes))
    buttons = hint_buttons(probe.ctx.font, probe.ctx.scenes.top.hint())
    probe.close()
    assert buttons, f"{what}: no hint line with keys"
    acted = 0
    for button in buttons:
        by_key, by_click = _at_screen(scene, reach, next(homes)), _at_screen(scene, reach, next(homes))
        try:
            # In both copies the pointer comes to rest on the button first, and lights it.
            before = _after(by_key, ActionEvent(A.POINT, 0, button.rect.center))
            _after(by_click, ActionEvent(A.POINT, 0, button.rect.center))
            keyed = _after(by_key, ActionEvent(button.action))
            clicked = _after(by_click, ActionEvent(A.CLICK, 0, button.rect.center))
        finally:
            by_key.close()
            by_click.close()
        assert clicked == keyed, f"{what}: a click on {button.key} did not do what the key does"
        acted += keyed != before
    assert acted, f"{what}: none of its keys changed anything"


def test_every_group_of_every_hint_that_starts_with_a_key_is_a_button() -> None:
    pygame.init()
    font = BitmapFont.load()
    hint = hinted("←→ PAGE   ENTER/ESC SHELF   U UNDO   NOT A KEY")
    buttons = hint_buttons(font, hint)
    assert [(b.key, b.action) for b in buttons] == [
        ("←", A.LEFT), ("→", A.RIGHT), ("ENTER", A.SELECT), ("ESC", A.BACK), ("U", A.UNDO)]
    for one, other in zip(buttons, buttons[1:]):
        assert not one.rect.colliderect(other.rect)  # every point of the line is one key's or none
    screen = pygame.Rect((0, 0), LOGICAL_SIZE)
    assert all(screen.contains(b.rect) and b.rect.top <= HINT_Y for b in buttons)
    assert hint_action_at(font, hint, (buttons[-1].rect.right + 20, HINT_Y + 3)) is None  # "NOT A KEY"


def test_a_finger_on_the_screen_clicks_where_it_lands_once() -> None:
    app = make_app(scene="help")
    try:
        run_ticks(app, SETTLE)
        esc = next(b for b in hint_buttons(app.ctx.font, app.ctx.scenes.top.hint()) if b.action is A.BACK)
        width, height = app.window.size()
        x, y = (esc.rect.centerx + 0.5) / LOGICAL_SIZE[0], (esc.rect.centery + 0.5) / LOGICAL_SIZE[1]
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, touch_id=1, finger_id=0, x=x, y=y, dx=0, dy=0,
                                             pressure=1.0))
        # SDL's own mouse copy of the same touch must not click a second time.
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(x * width), int(y * height)),
                                             touch=True))
        run_ticks(app, SETTLE)
        assert app.ctx.scenes.names() == ["menu"]  # ESC BACK, touched, left help -- and nothing more
    finally:
        app.close()


#: Every game screen's hint line: the 3x3 games in each view, against a person, a computer and the calculator,
#: and BIG BOARD, by keyboard and by pad.
GAME_HINTS = tuple(
    [said(hint_template(view, pads, computer, calculator=calculator), pad=pads)
     for view, pads, computer, calculator in itertools.product(View, (False, True), (False, True), (False, True))
     if computer or not calculator]
    + [said(game_hint_template(pads, views=False, computer=computer), pad=pads)
       for pads, computer in itertools.product((False, True), (False, True))])
GAME_LINES = tuple(hint.text for hint in GAME_HINTS)


def _scene_lines() -> list[Hint]:
    """Every hint line a scene module spells out (its ``*HINT`` templates), besides the game lines, with the
    default keys."""
    import game.app.scenes as scenes_package
    lines = []
    for module in pkgutil.iter_modules(scenes_package.__path__):
        source = importlib.import_module(f"game.app.scenes.{module.name}")
        lines += [said(value) for name, value in vars(source).items() if name.endswith("HINT") and isinstance(value, str)]
    return lines


def test_every_hint_line_of_every_screen_fits_and_keeps_all_its_keys() -> None:
    pygame.init()
    font = BitmapFont.load()
    room = pygame.Rect(MARGIN, 0, LOGICAL_SIZE[0] - 2 * MARGIN, LOGICAL_SIZE[1])
    for hint in (*GAME_HINTS, *_scene_lines()):
        text = hint.text
        written = [key for group in re.findall(r"\S+(?: \S+)*", text) for key in _named(group.split(" ")[0])]
        buttons = hint_buttons(font, hint)
        assert [b.key for b in buttons] == written, text
        width = max(font.size(row)[0] for row in shown_text(hint).split("\n"))  # a crowded line's widest row
        assert room.left <= LOGICAL_SIZE[0] // 2 - width // 2 and LOGICAL_SIZE[0] // 2 - width // 2 + width <= room.right, (
            f"{shown_text(hint)!r} is {width} pixels")
        assert all(room.contains(b.rect.clip(room)) and b.rect.width for b in buttons)


def _named(token: str) -> list[str]:
    """The keys a group's first word names, read by hand: arrows one by one, else names joined by '/'."""
    if token and set(token) <= set("←↑↓→"):
        return list(token)
    names = token.split("/")
    return names if all(name in dict(HAND_KEYS) for name in names) else []


def test_every_game_screen_shows_the_same_groups_in_the_same_order() -> None:
    order = ["MOVE", "PLAY", "VIEW", "UNDO", "THINK", "PAUSE", "CLEAR"]
    tictactoe = said(hint_template(View.TICTACTOE, pads=False, computer=True)).text
    assert tictactoe == "←↑↓→ MOVE  ENTER PLAY  TAB VIEW  U UNDO  T THINK  P PAUSE"
    calculator = said(hint_template(View.PICK15, pads=False, computer=True, calculator=True)).text
    assert calculator == "←→ MOVE  ENTER PLAY  TAB VIEW  U UNDO  T THINK  P PAUSE  DEL CLEAR"
    assert said(game_hint_template(False, views=False, computer=True)).text == "←↑↓→ MOVE  ENTER PLAY  U UNDO  T THINK  P PAUSE"
    for line in GAME_LINES:
        # A pad's SELECT clears when held: its CLEAR is said with its VIEW, the same button.
        words = [word for word in line.replace(", HELD CLEAR", "").split() if word in order]
        assert words == sorted(words, key=order.index), line
        assert {"MOVE", "PLAY", "UNDO", "PAUSE"} <= set(words), line


def test_a_line_too_wide_is_shortened_by_the_rules_in_order() -> None:
    # Written out by hand from SHORTENINGS: two-space gaps, a key in its word (not P in PAUSE, itself a key's
    # name: it would read as the PAUSE key), one-space gaps, bare arrows, shorter words (PAUSE keeps its word: the
    # pause menu it opens, the help and the lessons all say PAUSE).
    assert shown_text(hinted("←↑↓→ MOVE  ENTER PLAY  TAB VIEW  U UNDO  T THINK  P PAUSE  DEL CLEAR")) == (
        "←↑↓→ ENTER GO TAB VIEW UNDO THINK P PAUSE DEL CLEAR")
    assert shown_text(hinted("↑↓ CHOOSE   ENTER SELECT   ESC BACK")) == "↑↓ CHOOSE   ENTER SELECT   ESC BACK"
    pygame.init()
    font = BitmapFont.load()
    undo = next(b for b in hint_buttons(font, hinted("←↑↓→ MOVE  ENTER PLAY  TAB VIEW  U UNDO  T THINK  P PAUSE  "
                                                   "DEL CLEAR")) if b.key == "U")
    assert (undo.face, undo.action) == ("UNDO", A.UNDO)


@pytest.mark.parametrize("theme, presenter", list(itertools.product(Theme, (False, True))))
def test_the_button_under_the_pointer_is_lit_and_reads_as_well_as_the_text(theme: Theme, presenter: bool) -> None:
    pygame.init()
    font = BitmapFont.load()
    palette = palette_for(theme, presenter)
    hint = hinted("←↑↓→ MOVE  ENTER PLAY  P PAUSE")
    pause = next(b for b in hint_buttons(font, hint) if b.key == "P")
    plain = pygame.Surface(LOGICAL_SIZE)
    plain.fill(palette.background)
    draw_hint_line(plain, font, palette, hint)
    lit = plain.copy()
    draw_lit_button(lit, font, palette, hint, pause.rect.center)
    changed = [(x, y) for x in range(LOGICAL_SIZE[0]) for y in range(HINT_Y - 4, LOGICAL_SIZE[1])
               if lit.get_at((x, y)) != plain.get_at((x, y))]
    assert changed and all(pause.rect.collidepoint(point) for point in changed)  # P PAUSE is lit, nothing else
    assert contrast_ratio(palette.background, palette.text) >= 4.5
    assert lit.get_at(pause.rect.center)[:3] in (palette.text, palette.background)
    other = plain.copy()
    draw_lit_button(other, font, palette, hint, (0, 0))
    assert pygame.image.tobytes(other, "RGB") == pygame.image.tobytes(plain, "RGB")  # nothing lit off the line


def test_a_click_on_p_pause_in_a_game_s_footer_opens_the_pause_menu(tmp_path: Path) -> None:
    app = _at_screen("tictactoe", _press(), tmp_path)
    try:
        pause = next(b for b in hint_buttons(app.ctx.font, app.ctx.scenes.top.hint()) if b.key == "P")
        app.dispatch(ActionEvent(A.CLICK, 0, pause.rect.center))
        run_ticks(app, SETTLE)
        assert app.ctx.scenes.names()[-1] == "pause"
    finally:
        app.close()


def test_the_shell_lights_the_hint_under_the_mouse_pointer(tmp_path: Path) -> None:
    app = _at_screen("help", _press(), tmp_path)
    try:
        esc = next(b for b in hint_buttons(app.ctx.font, app.ctx.scenes.top.hint()) if b.key == "ESC")
        before = _picture(app)
        app.dispatch(ActionEvent(A.POINT, 0, esc.rect.center))
        run_ticks(app, SETTLE)
        palette = app.ctx.palette
        app.draw()
        assert app.screen.surface.get_at((esc.rect.left + 1, HINT_Y - 1))[:3] == palette.text  # the lit block
        app.dispatch(ActionEvent(A.POINT, 0, (esc.rect.centerx, 20)))  # off the line: nothing lit
        run_ticks(app, SETTLE)
        assert _picture(app) == before
    finally:
        app.close()


#: Each overlay over a game, and how a player opens it there.
OVERLAYS = (("pause", _press(A.PAUSE)),
            ("confirm", _press(A.RIGHT, A.SELECT, A.PAUSE, A.DOWN, A.DOWN, A.DOWN, A.SELECT)))  # LEAVE GAME?


@pytest.mark.parametrize("name, reach", OVERLAYS, ids=[o[0] for o in OVERLAYS])
def test_an_overlay_shows_its_own_hint_line_and_not_the_game_s_under_it(name: str, reach, tmp_path: Path) -> None:
    app = _at_screen("tictactoe", reach, tmp_path)
    try:
        top = app.ctx.scenes.top
        assert top.name == name
        app.draw()
        palette, font = app.ctx.palette, app.ctx.font
        alone = pygame.Surface(LOGICAL_SIZE)
        alone.fill(palette.background)
        draw_hint_line(alone, font, palette, top.hint())  # the overlay's line on nothing: no game's line under it
        strip = pygame.Rect(0, HINT_Y - 2, LOGICAL_SIZE[0], LOGICAL_SIZE[1] - HINT_Y + 2)
        assert (pygame.image.tobytes(app.screen.surface.subsurface(strip), "RGB")
                == pygame.image.tobytes(alone.subsurface(strip), "RGB"))
        assert {b.key for b in hint_buttons(font, top.hint())} >= {"ENTER", "ESC"}
    finally:
        app.close()


def test_continue_shows_its_own_hint_line(tmp_path: Path) -> None:
    app = _at_screen("tictactoe", _press(), tmp_path)
    try:
        app.ctx.scenes.push(app.registry.create("continue"))
        run_ticks(app, 1)
        enter = next(b for b in hint_buttons(app.ctx.font, app.ctx.scenes.top.hint()) if b.key == "ENTER")
        app.dispatch(ActionEvent(A.CLICK, 0, enter.rect.center))
        run_ticks(app, 1)
        assert app.ctx.scenes.names()[-1] == "tictactoe"
    finally:
        app.close()


@pytest.mark.parametrize("scene", ["setup", "bigboard_setup"])
def test_change_is_hinted_exactly_on_the_rows_where_left_changes_something(scene: str, tmp_path: Path) -> None:
    homes = (tmp_path / str(n) for n in itertools.count())
    probe = _at_screen(scene, _press(), next(homes))
    rows = probe.ctx.scenes.top.list.count
    probe.close()
    for row in range(rows):
        app = _at_screen(scene, _press(), next(homes))
        try:
            top = app.ctx.scenes.top
            top.list.index = row
            before = _after(app, ActionEvent(A.POINT, 0, (0, 0)))
            hinted = "←→ CHANGE" in top.hint().text
            changed = _after(app, ActionEvent(A.LEFT)) != before
            assert hinted == changed, f"{scene} row {row}: CHANGE hinted {hinted}, LEFT changed something {changed}"
            assert "ENTER OK" not in top.hint().text  # ENTER is SELECT on every list
        finally:
            app.close()


def test_the_bookkeeping_names_page_keys_only_when_there_is_another_page(tmp_path: Path) -> None:
    app = _at_screen("operator", _press(A.SELECT), tmp_path)
    try:
        books = app.ctx.scenes.top
        assert books.name == "bookkeeping"
        before = _after(app, ActionEvent(A.POINT, 0, (0, 0)))
        turned = _after(app, ActionEvent(A.RIGHT)) != before
        assert turned == (books.pages > 1) == ("PAGE" in books.hint().text)
        books.screens = [["ONE"], ["TWO"]]  # as a cabinet's long books read
        assert "←→ PAGE" in books.hint().text
    finally:
        app.close()


def test_the_initials_entry_names_its_step_back_key_and_input_test_every_button_that_leaves() -> None:
    pygame.init()
    font = BitmapFont.load()
    for line, with_back, pad in ((initials.TYPING_HINT, initials.TYPING_BACK_HINT, False),
                                 (initials.STEPPING_HINT, initials.STEPPING_BACK_HINT, True)):
        assert A.BACK in {b.action for b in hint_buttons(font, said(with_back, pad=pad))}, with_back
        assert A.BACK not in {b.action for b in hint_buttons(font, said(line, pad=pad))}, line  # the first slot: no BACK
    # BACK held leaves the INPUT TEST: Esc, the pad's B and the mouse's right button (the key map's first BACK key
    # and pad button, controls.MOUSE_ACTIONS) all mean BACK there; an encoder's button 2 under ARCADE.
    assert "HOLD ESC/B/RIGHT BTN 2S" in input_test.hint_text(DEFAULT_MAP)
    assert "HOLD B2/B/RIGHT BTN 2S" in input_test.hint_text(preset_map(Preset.ARCADE))


def test_enter_has_one_word_for_one_meaning() -> None:
    from game.app.scenes import big_setup, confirm, lessons, menu, operator, pause, setup
    lists = (menu.HINT, menu.KIOSK_HINT, setup.HINT, setup.MENACE_HINT, big_setup.HINT, operator.HINT,
             lessons.LIST_HINT, pause.HINT, confirm.HINT)
    assert all("ENTER SELECT" in said(line).text for line in lists)  # choosing a row of a list
    free = said(lessons.FREE_HINT).text
    assert all("ENTER PLAY" in line for line in (*GAME_LINES, free) if "ENTER" in line)  # a move


def test_a_line_shortened_to_a_narrower_room_keeps_where_an_arrow_leads():
    """A lesson page's hints keep inside its title-safe width (288 pixels, 48 characters): the free board's last
    page names seven keys, and RIGHT's words say which lesson it opens, which the arrow alone would not."""
    hint = hinted("↑↓ CURSOR  ENTER PLAY  U UNDO  ← PAGE  → NEXT: LESSON 10  ESC LESSONS", room=288)
    text = shown_text(hint)
    assert len(text) * 6 - 1 <= 288 and "→ NEXT: LESSON 10" in text
    assert [b.key for b in hint_buttons(BitmapFont.load(), hint)] == ["↑", "↓", "ENTER", "U", "←", "→", "ESC"]
    assert len(shown_text(hinted(hint.text))) > len(text)  # the screen's whole width keeps more words
