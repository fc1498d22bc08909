"""Every screen the screenshot tool reaches, in every language: no text drawn over another, none past the screen's
edge (a lesson's none past the title-safe area's), and no letter the font lacks.

German and French run a quarter to a third longer than English: a screen
that fits its English can still overflow in them, so each state is checked
in each language the game speaks.

A list that outgrew its room (SOUND TEST drew twelve rows where nine fit,
the last ones over the volume line and the key hints) is found here for any
screen, not only the one that was seen.  Each state is reached as
``tools/screenshots.py`` reaches it (``scene_states.reached``), with MOTION NONE so no cell is
caught mid-flight, and one frame is drawn with the font watched.  Texts
are compared within the scene that drew them: an overlay (the pause menu,
a question, a message, a hold bar) is drawn over the screen below it on
purpose.  The key hints draw each key's name again over their own line,
brighter; that is not an overlap either.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

import game.app.scenes.input_test as input_test
import game.app.shell.app as app_module
from game.app.render.motion import Motion
from game.app.render.font import ADVANCE, BitmapFont
from game.app.shell.app import default_registry
from game.app.shell.stack import SceneStack
from game.commands.scene_states import SceneState, reached, states_for
from game.files.paths import HOME_OVERRIDE_ENV
from game.language import Language, tr
from game.messages.exact import is_spelled

SCREEN = pygame.Rect(0, 0, 320, 180)
#: 5% in from each edge (16 and 9 pixels): what a projector shows of a lesson page, however it crops.
TITLE_SAFE = pygame.Rect(16, 9, 288, 162)
STATES = states_for(default_registry())

Drawn = tuple[str, str, pygame.Rect]  # (the layer that drew it, the text, where)


def watch_texts(monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """Every text the font draws on the logical screen from now on, with the scene (or overlay) drawing it."""
    drawn: list[Drawn] = []
    layer = ["app"]
    draw = BitmapFont.draw

    def text(self, surface, line, pos, color, **kwargs):
        rect = draw(self, surface, line, pos, color, **kwargs)
        if surface.get_size() == SCREEN.size and line.strip():
            drawn.append((layer[0], tr(line), rect.copy()))  # as the font drew it: in the language in use
        return rect

    def scenes(self, surface):
        for scene in self.visible():
            layer[0] = scene.name
            scene.draw(surface)
        layer[0] = "app"  # the messages and the service input's hold bar, over every scene

    def on_top(draw_bar):
        def bar(*args, **kwargs):
            owner, layer[0] = layer[0], "hold bar"
            try:
                return draw_bar(*args, **kwargs)
            finally:
                layer[0] = owner
        return bar

    fit = BitmapFont.fit

    def cut(self, line, width, scale=1):
        shown = fit(self, line, width, scale)
        if shown != tr(line):
            drawn.append(("cut", tr(line), pygame.Rect(0, 0, 0, 0)))
        return shown

    monkeypatch.setattr(BitmapFont, "draw", text)
    monkeypatch.setattr(BitmapFont, "fit", cut)
    monkeypatch.setattr(SceneStack, "draw", scenes)
    monkeypatch.setattr(input_test, "draw_hold_bar", on_top(input_test.draw_hold_bar))
    monkeypatch.setattr(app_module, "draw_hold_bar", on_top(app_module.draw_hold_bar))
    return drawn


def overlaps(drawn: list[Drawn]) -> list[tuple[str, str]]:
    """Pairs of texts one layer drew over each other (a key's name over its own hint line is not one)."""
    found = []
    for i, (layer, text, rect) in enumerate(drawn):
        for other_layer, other, other_rect in drawn[i + 1:]:
            if layer != other_layer or not rect.colliderect(other_rect):
                continue
            if other_rect.y == rect.y and any(text.startswith(other, i) and other_rect.x == rect.x + i * ADVANCE
                                              for i in range(len(text))):
                continue  # drawn again in place, brighter (a key's name over its own hint line)
            found.append((text, other))
    return found


def lower_case_words(text: str) -> list[str]:
    """The words of a drawn text that hold a lower-case letter and do not name a file, a folder or an option."""
    # º and ª are the ordinal signs of Spanish and Portuguese (1º, 2ª), not lower-case letters, whatever Python says.
    return [word for word in text.split() if any(c.islower() and c not in "ºª" for c in word)
            and not is_spelled(word.strip("(),;:'\""))]


@pytest.mark.parametrize("language", list(Language), ids=[language.code for language in Language])
@pytest.mark.parametrize("state", STATES, ids=[s.name for s in STATES])
def test_no_text_lies_over_another_or_past_the_screen_and_files_are_spelled_as_the_system_does(
        state: SceneState, language: Language, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The font draws lower case: a text the game writes in lower case would show so.  Only a path, a file's name or
    # an option as typed (MENACE's damaged memory names its file) may, and must, keep it.
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(tmp_path))
    with reached(replace(state, settings=replace(state.settings, motion=Motion.NONE, language=language))) as app:
        drawn = watch_texts(monkeypatch)
        app.draw()
        font = app.ctx.font
    assert drawn, "nothing drawn"
    # A text too long for its room reflows; it is never cut short with "..".
    assert [text for layer, text, _ in drawn if layer == "cut"] == []
    drawn = [item for item in drawn if item[0] != "cut"]
    assert sorted({char for _, text, _ in drawn for char in text if not font.has(char)}) == []
    assert overlaps(drawn) == []
    assert [text for _, text, rect in drawn if not SCREEN.contains(rect)] == []
    if state.scene == "lessons":  # pages and their list, which a class reads from a projector
        assert [text for layer, text, rect in drawn if layer == "lessons" and not TITLE_SAFE.contains(rect)] == []
    assert [text for _, text, _ in drawn if lower_case_words(text)] == []
    if state.name == "matchboxes-damaged":
        assert any(text.rstrip(".;").endswith("menace.json.corrupt-1") or "menace.json.corrupt-1;" in text
                   or "menace.json.corrupt-1 " in text for _, text, _ in drawn), drawn  # the copy set aside
