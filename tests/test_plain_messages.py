"""Messages in plain words that say what happened and where: the sound error, the screenshot's folder,
what Esc does in the menu, and the settings' OPPONENT row naming its label as the setup does."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from app_support import make_app, probe_registry, run_ticks

from game.files import paths
from game.app.audio.sounds import NO_DEVICE_MESSAGE
from game.app.input.actions import Action, ActionEvent
from game.app.matches.strengths import facing, session_strengths, strength_words
from game.app.render.hints import hint_buttons
from game.app.render.ui import CENTER_X
from game.app.scenes.settings_scene import ABOUT_Y, COLUMN, ROWS
from game.app.shell.app import App, Options, folder_words

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
        saved = app.save_screenshot()
        assert saved is not None and saved.parent == folder
        assert app.ctx.toasts.current == f"SAVED {saved.name} IN {folder_words(folder)}"
        assert str(folder) in app.ctx.toasts.current
    finally:
        app.close()


def test_a_folder_under_home_is_named_from_the_tilde() -> None:
    assert folder_words(Path.home() / "Pictures" / "tictactoe-magic") == "~/Pictures/tictactoe-magic/"
    assert folder_words(Path("/srv/shots")) == "/srv/shots/"


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


def test_the_settings_opponent_row_shows_the_label_from_the_seat_the_setup_measures() -> None:
    app = make_app(scene="settings")
    try:
        run_ticks(app, 1)
        settings = app.ctx.scenes.top
        row = next(i for i, r in enumerate(ROWS) if r.field == "opponent")
        settings.list.index = row
        opponent = app.ctx.config.opponent
        labels = strength_words(session_strengths(app.ctx).of(opponent), facing(app.ctx, app.ctx.config.first_player))[0]
        assert labels.endswith((" WHEN YOU GO FIRST", " WHEN IT GOES FIRST"))
        app.draw()
        palette = app.ctx.palette
        assert drawn_as(app, opponent.upper(), palette.text, (COLUMN.mid, settings.list.text_y(row)))
        assert drawn_as(app, labels, palette.text, (CENTER_X, ABOUT_Y)), f"the line under the list is not {labels}"
    finally:
        app.close()
