"""Every screen names the keys the player's bindings give: with the ARCADE preset, no screen the screenshot tool
reaches says ESC, TAB, DEL, PRESS ENTER or U UNDO, which a cabinet's encoder has no button for.

The words a default-keyed screen would show are written out here by hand; the screens that list raw keys by
what the keyboard sends (the operator's INPUT TEST, the CONTROLS screen's tables, settings.json's own names)
are the ones that may.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from test_screen_texts import STATES, watch_texts

from game.app.input.presets import Preset
from game.app.input.scheme import ControlScheme
from game.app.render.motion import Motion
from game.commands.scene_states import SceneState, reached
from game.files.paths import HOME_OVERRIDE_ENV

#: What a screen reads when it names a default key for what it does.
DEFAULT_WORDS = re.compile(r"\b(ESC|TAB|DEL|BACKSPACE|PRESS ENTER|ENTER (SELECT|PLAY|CONTINUE|NEXT|OPEN)|"
                           r"[UTPXZ] (UNDO|THINK|PAUSE|RESET|SWITCHES|BACK|SELECT))\b")
#: The layers that show keys by the keyboard's own names, on purpose (the operator's screens and CONTROLS name a
#: keyboard's own keys beside the panel's, since both work there).
RAW_KEYS = {"input_test", "controls", "controls_listen"}


@pytest.mark.parametrize("state", [s for s in STATES if s.scene not in RAW_KEYS], ids=lambda s: s.name)
def test_no_screen_names_a_key_the_arcade_preset_does_not_have(state: SceneState, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(tmp_path))
    settings = replace(state.settings, motion=Motion.NONE, controls=ControlScheme.of(Preset.ARCADE))
    with reached(replace(state, settings=settings)) as app:
        if app.ctx.pads:
            pytest.skip("a pad is plugged in: the screen names its buttons")
        if app.ctx.keyboard_keys_work:
            pytest.skip("setting controls up: a keyboard's own keys work here too, and are named beside the panel's")
        drawn = watch_texts(monkeypatch)
        app.draw()
        hint = app.ctx.scenes.top.hint()
    said = [text for layer, text, _ in drawn if layer not in RAW_KEYS and DEFAULT_WORDS.search(text)]
    assert said == []
    if hint is not None:
        assert not DEFAULT_WORDS.search(hint.text), hint.text


def test_the_help_calls_an_arcade_panels_keys_the_panel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    [state] = [s for s in STATES if s.name == "help-controls"]
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(tmp_path))
    for preset, heading in ((Preset.ARCADE, "PANEL"), (Preset.DEFAULT, "KEYBOARD")):
        with reached(replace(state, settings=replace(state.settings, controls=ControlScheme.of(preset)))) as app:
            drawn = watch_texts(monkeypatch)
            app.draw()
        assert heading in [text for _, text, _ in drawn]


@pytest.mark.parametrize("preset, words", [
    (Preset.DEFAULT, "SHARE THE CONTROLS"),  # one set of keys: take turns on it, or take a pad each
    (Preset.ARCADE, "YOUR OWN CONTROLS"),  # a cabinet's two sticks
    (Preset.TWO_ON_ONE_KEYBOARD, "YOUR OWN CONTROLS"),
])
def test_a_person_opponent_says_how_two_play_with_the_controls_there_are(preset: Preset, words: str, private_home: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from game_support import game_app

    from game.values.seats import PERSON_ID

    app = game_app(private_home, "setup", opponent=PERSON_ID, controls=ControlScheme.of(preset))
    try:
        drawn = watch_texts(monkeypatch)
        app.draw()
    finally:
        app.close()
    assert words in " ".join(text for _, text, _ in drawn)
