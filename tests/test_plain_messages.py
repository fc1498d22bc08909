"""Messages in plain words that say what happened and where: the sound error, the screenshot's folder,
what Esc does in the menu, and the settings' OPPONENT row naming its label as the setup does."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from app_support import make_app, probe_registry, run_ticks
from game_support import game_app

from game.files import paths
from game.app.audio.sounds import NO_DEVICE_MESSAGE
from game.app.input.actions import Action, ActionEvent
from game.app.render.font import ADVANCE, BitmapFont
from game.app.render.hints import hint_buttons
from game.app.render.ui import CENTER_X
from game.app.scenes.settings_scene import ABOUT_Y, COLUMN, ROWS
from game.app.capture.saving import folder_words
from game.app.shell.app import App, Options
from game.app.shell.toasts import Toasts
from game.messages.exact import in_capitals
from game.values.seats import FirstPlayer

LIBRARY_WORDS = "No available audio device"  # what the sound library says, never for the screen


def test_a_missing_sound_device_reads_as_plain_words_everywhere(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    def no_device(*args, **kwargs):
        raise pygame.error(LIBRARY_WORDS)

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = App(Options(scene="settings", seed=1, headless=True, frames=1), probe_registry())  # sound wanted
    try:
        run_ticks(app, 1)
        assert app.ctx.toasts.current == NO_DEVICE_MESSAGE
        settings = app.ctx.scenes.top
        settings.handle(ActionEvent(Action.DOWN))  # SOUND: its line under the list explains the silence
        assert settings._about() == NO_DEVICE_MESSAGE
        assert LIBRARY_WORDS.upper() not in settings._about().upper()
        assert LIBRARY_WORDS in capsys.readouterr().err  # the detail is for whoever reads the terminal
    finally:
        app.close()


def test_f12_says_which_folder_the_picture_went_to(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    folder = tmp_path / "Pictures" / "tictactoe-magic"
    monkeypatch.setattr(paths, "pictures_dir", lambda: folder)
    app = make_app(scene="menu")
    try:
        run_ticks(app, 1)
        saved = app.capture.screenshot()
        assert saved is not None and saved.parent == folder
        assert app.ctx.toasts.current == f"SAVED {saved.name} IN {folder_words(folder)}"
        assert app.ctx.toasts.current.endswith("/Pictures/tictactoe-magic/")
    finally:
        app.close()


def test_a_folder_under_home_is_named_from_the_tilde() -> None:
    assert folder_words(Path.home() / "Pictures" / "tictactoe-magic") == "~/Pictures/tictactoe-magic/"
    assert folder_words(Path("/srv/shots")) == "/srv/shots/"


def test_a_folder_too_long_for_a_line_keeps_its_end_exact() -> None:
    deep = Path("/srv") / ("Deep" * 20) / "Home" / "screenshots"
    shown = folder_words(deep)
    # A toast's line: 320 pixels less a 6-pixel margin and a 4-pixel pad each side, a letter every 6 pixels
    # (the last needs only its 5): 50 letters.
    assert len(shown) == 50
    assert shown.startswith("...") and shown.endswith("eepDeep/Home/screenshots/")
    assert shown[3:] == (str(deep) + "/")[-47:]


#: Glyphs of the pixel font, written out by hand from a 5x7 terminal's lower case: what a lower-case letter
#: in a file's name must look like on screen, and not its capital.
HAND_GLYPHS = {
    "p": (".....", ".....", "####.", "#...#", "####.", "#....", "#...."),
    "n": (".....", ".....", "#.##.", "##..#", "#...#", "#...#", "#...#"),
    "g": (".....", ".####", "#...#", "#...#", ".####", "....#", ".###."),
    "P": ("####.", "#...#", "#...#", "####.", "#....", "#....", "#...."),
}


def glyph_at(surface: pygame.Surface, left: int, top: int, background) -> tuple[str, ...]:
    """The 5x7 pixels at (left, top) as the font file writes them: '#' lit, '.' the background."""
    return tuple("".join("." if surface.get_at((left + x, top + y))[:3] == background else "#" for x in range(5))
                 for y in range(7))


def test_f12_draws_the_file_and_folder_in_their_own_lower_case(monkeypatch: pytest.MonkeyPatch,
                                                               tmp_path: Path) -> None:
    folder = tmp_path / "Pictures" / "TicTacToe-Shots"
    monkeypatch.setattr(paths, "pictures_dir", lambda: folder)
    app = make_app(scene="menu")
    drawn: list[tuple[str, pygame.Rect]] = []
    draw = BitmapFont.draw

    def watched(self, surface, text, pos, color, **kwargs):
        rect = draw(self, surface, text, pos, color, **kwargs)
        if surface is app.screen.surface:
            drawn.append((text, rect))
        return rect

    try:
        run_ticks(app, 1)
        saved = app.capture.screenshot()
        assert saved is not None and saved.name.startswith("tictactoe-magic-") and saved.name.endswith("-0.png")
        monkeypatch.setattr(BitmapFont, "draw", watched)
        app.draw()
        lines = [text for text, _ in drawn]
        assert any(saved.name in line and line.startswith("SAVED ") for line in lines), lines
        assert any(line.endswith("/Pictures/TicTacToe-Shots/") for line in lines), lines
        assert all(app.screen.surface.get_rect().contains(rect) for _, rect in drawn)
        text, rect = next((t, r) for t, r in drawn if saved.name in t)
        left = rect.left + text.index(".png") * ADVANCE
        background = app.screen.surface.get_at((left + 1 * ADVANCE, rect.top))[:3]  # the top row of 'p' is dark
        pictured = [glyph_at(app.screen.surface, left + (i + 1) * ADVANCE, rect.top, background) for i in range(3)]
        assert pictured == [HAND_GLYPHS["p"], HAND_GLYPHS["n"], HAND_GLYPHS["g"]]
        assert pictured[0] != HAND_GLYPHS["P"]
    finally:
        app.close()


def test_a_stores_problem_reads_in_capitals_with_its_files_as_spelled() -> None:
    detail = ("/home/Ann/.local/share/tictactoe-magic/menace.json was unusable (not JSON: Expecting value at line 1);"
              " kept it as menace.json.corrupt-1")
    assert in_capitals(detail) == ("/home/Ann/.local/share/tictactoe-magic/menace.json WAS UNUSABLE (NOT JSON: "
                                   "EXPECTING VALUE AT LINE 1); KEPT IT AS menace.json.corrupt-1")
    assert in_capitals("cannot save ~/data/stats.json: Permission denied") == (
        "CANNOT SAVE ~/data/stats.json: PERMISSION DENIED")
    assert in_capitals("SILENT: STARTED WITH --no-sound.") == "SILENT: STARTED WITH --no-sound."
    assert in_capitals("NO SOUND DEVICE: PLAYING SILENT") == "NO SOUND DEVICE: PLAYING SILENT"


def sound_value_drawn(app: App) -> str:
    """The text the settings screen draws in SOUND's value column."""
    texts: list[tuple[str, pygame.Rect]] = []
    draw = BitmapFont.draw

    def watched(self, surface, text, pos, color, **kwargs):
        rect = draw(self, surface, text, pos, color, **kwargs)
        texts.append((text, rect))
        return rect

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(BitmapFont, "draw", watched)
        app.draw()
    label = next(rect for text, rect in texts if text == "SOUND")
    values = [text for text, rect in texts
              if rect.left >= COLUMN.left and abs(rect.top - label.top) <= 1 and text not in ("←", "→")]
    return values[0]


def test_settings_says_there_is_no_sound_device_instead_of_sound_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    pygame.mixer.quit()
    app = App(Options(scene="settings", seed=1, window_size=(320, 180)), probe_registry())
    try:
        run_ticks(app, 1)
        assert app.ctx.config.sound is True  # the setting is on, but nothing can be heard
        settings = app.ctx.scenes.top
        settings.handle(ActionEvent(Action.DOWN))  # on SOUND
        assert sound_value_drawn(app) == "NO DEVICE"
        assert settings._about() == NO_DEVICE_MESSAGE
        settings.handle(ActionEvent(Action.RIGHT))
        assert app.ctx.config.sound is True  # a switch that would change nothing heard does not move
    finally:
        app.close()


def test_settings_says_no_sound_was_asked_for_on_the_command_line() -> None:
    app = App(Options(scene="settings", seed=1, sound=False, window_size=(320, 180)), probe_registry())
    try:
        run_ticks(app, 1)
        settings = app.ctx.scenes.top
        settings.handle(ActionEvent(Action.DOWN))
        assert sound_value_drawn(app) == "OFF: --no-sound"
        assert settings._about() == "SILENT THIS RUN: STARTED WITH --no-sound."
        settings.handle(ActionEvent(Action.LEFT))
        assert app.ctx.config.sound is True
    finally:
        app.close()


def test_the_menus_esc_hint_says_what_esc_does() -> None:
    app = make_app(scene="menu")
    try:
        run_ticks(app, 1)
        menu = app.ctx.scenes.top
        hint = menu.hint()
        esc = next(b for b in hint_buttons(app.ctx.font, hint) if b.action is Action.BACK)
        words = hint.text[esc.start:].split("  ")[0]
        app.dispatch(ActionEvent(Action.BACK))
        run_ticks(app, 1)
        # Esc neither quits nor asks: it puts the cursor on QUIT, and the hint says so.
        assert not app.done and app.ctx.scenes.names() == ["menu"] and menu.labels[menu.list.index] == "QUIT"
        assert words == "ESC GOES TO QUIT"
    finally:
        app.close()


def drawn_as(app: App, text: str, color, midtop: tuple[int, int]) -> bool:
    """Whether ``text`` is drawn in ``color`` centred under ``midtop`` on the app's screen."""
    rendered = app.ctx.font.render(text, color)
    where = rendered.get_rect(midtop=midtop)
    drawn = app.screen.surface.subsurface(where)
    lit = [(x, y) for x in range(where.width) for y in range(where.height) if rendered.get_at((x, y)).a]
    return bool(lit) and all(drawn.get_at(p)[:3] == color for p in lit)


#: LOOKAHEAD's labels in docs/playing.md's roster table, by who goes first: NEVER LOSES as X (first), EASY as O.
LOOKAHEAD_LABELS = {FirstPlayer.COMPUTER: "NEVER LOSES WHEN IT GOES FIRST", FirstPlayer.YOU: "EASY WHEN YOU GO FIRST"}


@pytest.mark.parametrize("first", list(LOOKAHEAD_LABELS))
def test_the_settings_opponent_row_shows_the_label_from_the_seat_the_setup_measures(
        private_home: Path, first: FirstPlayer) -> None:
    app = game_app(private_home, "settings", opponent="lookahead", first_player=first)
    try:
        run_ticks(app, 1)
        settings = app.ctx.scenes.top
        row = next(i for i, r in enumerate(ROWS) if r.field == "opponent")
        settings.list.index = row
        app.draw()
        palette = app.ctx.palette
        label = LOOKAHEAD_LABELS[first]
        assert drawn_as(app, "LOOKAHEAD", palette.text, (COLUMN.mid, settings.list.text_y(row)))
        assert drawn_as(app, label, palette.text, (CENTER_X, ABOUT_Y)), f"the line under the list is not {label}"
    finally:
        app.close()


def test_a_key_is_named_by_one_word_on_the_hint_line_the_help_and_the_input_test() -> None:
    """The help's table and the INPUT TEST name a key as the hint lines do (DEL, not DELETE on one and DEL on the
    other): the word printed on it, one word for one key."""
    from game.app.input.controls import key_control
    from game.app.input.keymap import Binding, Device, Slot
    from game.app.input.presets import DEFAULT_MAP
    from game.app.render.key_words import key_words
    from game.app.scenes.help import controls_table

    keyboard_words = {"ENTER": Action.SELECT, "ESC": Action.BACK, "TAB": Action.SWITCH_VIEW, "U": Action.UNDO,
                      "T": Action.THINK, "P": Action.PAUSE, "DEL": Action.CLEAR}
    help_labels = {Action.SELECT: "SELECT", Action.BACK: "BACK", Action.SWITCH_VIEW: "VIEW", Action.UNDO: "UNDO",
                   Action.THINK: "THINKING", Action.PAUSE: "PAUSE", Action.CLEAR: "CLEAR"}
    hinted = dict(key_words(DEFAULT_MAP).words)
    help_rows = {row[0]: row[1].split() for row in controls_table(DEFAULT_MAP)}
    for word, action in keyboard_words.items():
        assert hinted[action] == word, word  # the hint line's
        assert word in help_rows[help_labels[action]], word  # the help's
        key = DEFAULT_MAP.controls(Binding(Slot(0, Device.KEYS), action))[0]
        assert key_control(key, DEFAULT_MAP).name == word  # the INPUT TEST's


# -- how long a message stays: until it is read ------------------------------------------------------------------

def test_a_message_to_read_stays_until_the_player_acts_and_the_echo_of_a_key_goes_by_itself() -> None:
    """Three seconds (180 ticks) at least; then a message naming a file stays however long nobody acts, while
    SHOW THINKING ON, the echo of the key just pressed, goes."""
    toasts = Toasts()
    toasts.show("SAVED shot.png IN ~/Pictures/")
    toasts.acted()  # too soon: nobody has read it yet
    for _ in range(10 * 60 * 60):  # ten minutes
        toasts.update()
    assert toasts.current == "SAVED shot.png IN ~/Pictures/"
    toasts.acted()
    assert toasts.current is None
    toasts.show("SHOW THINKING ON", brief=True)
    for _ in range(179):
        toasts.update()
    assert toasts.current == "SHOW THINKING ON"
    toasts.update()
    assert toasts.current is None


def test_a_message_waiting_its_turn_follows_one_left_unread_after_three_seconds() -> None:
    toasts = Toasts()
    toasts.show("NO SOUND DEVICE")
    toasts.show("SAVED shot.png IN ~/Pictures/")
    for _ in range(180):
        toasts.update()
    assert toasts.current == "SAVED shot.png IN ~/Pictures/"
    for _ in range(600):
        toasts.update()
    assert toasts.current == "SAVED shot.png IN ~/Pictures/"


def test_the_shell_lets_a_read_message_go_at_a_key_but_not_at_a_bumped_mouse() -> None:
    app = make_app(scene="menu")
    try:
        app.ctx.toasts.show("SAVED shot.png IN ~/Pictures/")
        run_ticks(app, 200)
        app.dispatch(ActionEvent(Action.POINT, pos=(10, 10)))
        assert app.ctx.toasts.current == "SAVED shot.png IN ~/Pictures/"
        app.dispatch(ActionEvent(Action.DOWN))
        assert app.ctx.toasts.current is None
    finally:
        app.close()
