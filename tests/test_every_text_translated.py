"""Every text a screen draws or says goes through the catalog: none is left in English in another language.

A pseudo-language stands in for a translation: every entry of the catalogs'
template (``game/language/locale/tictactoe_magic.pot``) is "translated" to
itself in lower case.  Each screenshot state is reached in it and one frame
drawn with the font watched; a run of capitals left in a drawn text is a
text that never met the catalog (unmarked, or filled in from parts that
were not looked up).  The texts a person typed or the system named (the
hall of fame's initials, a pad's name) are the only capitals allowed.  With
SPEECH on, every line said on the way to the state, and the whole screen
said at it (F6), is held to the same rule.
"""

from __future__ import annotations

import gettext
import re
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

import game.app.render.key_words as key_words
import game.app.render.lesson_layout as lesson_layout
import game.app.render.wopr_view as wopr_view
import game.language.catalog as catalog_module
import game.lessons as lessons
from game.app.render.font import BitmapFont
from game.app.render.motion import Motion
from game.app.shell.app import default_registry
from game.commands.scene_states import SceneState, reached, states_for
from game.commands.scene_states.cabinet import SOME_RECORDS
from game.files.paths import HOME_OVERRIDE_ENV
from game.language import Language
from game.speech import Speech
from game.app.input.actions import Action, ActionEvent

TEMPLATE = Path(catalog_module.__file__).parent / "locale" / f"{catalog_module.DOMAIN}.pot"
STATES = states_for(default_registry())
#: Two capitals or more in a row: a word left as written.  (A single capital is a mark, X or O, or a key's letter.)
CAPITALS = re.compile(r"[A-Z]{2,}")


@cache
def template_ids() -> frozenset[str]:
    from babel.messages.pofile import read_po

    with TEMPLATE.open("rb") as file:
        return frozenset(f"{message.context}\x04{message.id}" if message.context else message.id
                         for message in read_po(file) if message.id)


class Pseudo(gettext.NullTranslations):
    """Each template entry in lower case; anything else as it came."""

    def gettext(self, message: str) -> str:
        return message.lower() if message in template_ids() else message

    def pgettext(self, context: str, message: str) -> str:
        return message.lower() if f"{context}\x04{message}" in template_ids() else message


#: What stands as it is in every language: the initials the hall of fame's states were given, as a person typed
#: them, and the help's four letter keys for the directions, each named by the letter printed on it.
AS_WRITTEN = frozenset({*(initials for _, _, initials, _ in SOME_RECORDS), "WASD"})


def untranslated(texts: list[str], system_names: frozenset[str] = frozenset()) -> list[str]:
    """The texts with a run of capitals that is neither as written everywhere nor a name the system gave."""
    return sorted({text for text in texts if any(run not in AS_WRITTEN | system_names for run in CAPITALS.findall(text))})


#: What is worked out once per language and kept: made under the pseudo-language, it must not outlive its test.
PER_LANGUAGE = (key_words._key_words, key_words._keyed, wopr_view._invitation, lesson_layout._wrapped_caption,
                lessons.pages_in)


@pytest.fixture(autouse=True)
def pseudo_forgotten():
    # Before as well as after: a test of another file on this worker may have kept English key names.
    for kept in PER_LANGUAGE:
        kept.cache_clear()
    yield
    for kept in PER_LANGUAGE:
        kept.cache_clear()


@pytest.mark.parametrize("state", STATES, ids=[s.name for s in STATES])
def test_every_text_on_every_screen_is_looked_up(state: SceneState, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(tmp_path))
    monkeypatch.setattr(catalog_module, "catalog_of", lambda language: Pseudo())
    drawn: list[str] = []
    render = BitmapFont.render

    def watched(self, text, color, scale=1):
        drawn.append(catalog_module.tr(text))
        return render(self, text, color, scale)

    said: list[str] = []
    settings = replace(state.settings, motion=Motion.NONE, language=Language.SPANISH, speech=Speech.ON)
    with reached(replace(state, settings=settings), listen=lambda e: said.append(e["text"]) if e["event"] == "speech" else None) as app:
        monkeypatch.setattr(BitmapFont, "render", watched)
        app.draw()
        app.dispatch(ActionEvent(Action.SAY_ALL))
        app.step()
        pads = frozenset(run for pad in app.input.pads.connected() for run in CAPITALS.findall(pad.name.upper()))
    assert drawn, "nothing drawn"
    left = untranslated(drawn, pads)  # a pad is named as its maker named it
    assert not left, "left as written:\n" + "\n".join(left)
    assert said, "nothing said"
    own_names = frozenset(run for language in Language for run in CAPITALS.findall(language.own_name))
    left = untranslated(said, pads | own_names)  # LANGUAGE's values are each named in itself
    assert not left, "said as written:\n" + "\n".join(left)
