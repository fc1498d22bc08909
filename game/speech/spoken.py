"""What one screen says, the SPEECH setting's values, and the voices lines are said in.

``Spoken`` is a screen as a screen reader sees it: its name (said as it
opens), the item under the cursor with its value (said as it moves), a
status that changes by itself (whose turn it is and what each player
holds; said when it changes), the whole of it (said on request), and
where the item under the cursor is (said on request: ``TOP LEFT``, ``3 OF
9``).  The texts are English, marked for translation, or already
translated: the speaker looks each one up, as the font does.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.language import N_


class Speech(enum.Enum):
    """The SPEECH setting: silent, the screen said aloud, or said aloud with the game's other sounds off."""

    OFF = "off"
    ON = "on"
    ON_SOUND_OFF = "on_sound_off"

    @property
    def speaks(self) -> bool:
        """Whether the screen is said aloud."""
        return self is not Speech.OFF

    @property
    def label(self) -> str:
        """The value as SETTINGS shows it."""
        return SPEECH_LABELS[self]


SPEECH_LABELS = {
    Speech.OFF: N_("OFF"),
    Speech.ON: N_("ON"),
    # TRANSLATORS: SPEECH's third value: the screen is said aloud and the game's sound effects are silent.
    Speech.ON_SOUND_OFF: N_("ON WITH SOUND OFF"),
}


class Voice(enum.Enum):
    """Who says a line: the screen reader's plain voice, or WOPR's synthetic one in the attract mode's show."""

    READER = "reader"
    WOPR = "wopr"


@dataclass(frozen=True, slots=True)
class Spoken:
    """A screen as a screen reader says it (``""``: nothing to say there).

    ``whole`` and ``place`` default to what the others make: the whole is
    the name, the status and the focus in turn.
    """

    screen: str
    focus: str = ""
    status: str = ""
    whole: tuple[str, ...] = ()
    place: str = ""

    def everything(self) -> tuple[str, ...]:
        """What the key that says the whole screen says, line by line."""
        return self.whole or tuple(line for line in (self.screen, self.status, self.focus) if line)


#: What is said as SPEECH comes on (by F8 held at the menu, or the SETTINGS row): that it is on, and its keys.
SPEECH_ON = N_("SPEECH ON. F5 SAYS IT AGAIN, F6 SAYS THE WHOLE SCREEN, F7 SAYS WHERE THE CURSOR IS")
#: What F8 shows as it turns SPEECH on or off, for whoever is watching the screen.
SPEECH_ON_SHOWN = N_("SPEECH ON")
SPEECH_OFF = N_("SPEECH OFF")
