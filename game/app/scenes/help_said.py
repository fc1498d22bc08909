"""The help's tables said aloud: a row a sentence, the narrow columns' short words in full, ``3S`` as seconds."""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.language import N_, tr
from game.speech.words import said_keys

#: The table's short words, said in full: the columns are narrow, the voice is not.
SAID_IN_FULL = {N_("RIGHT BTN"): N_("RIGHT BUTTON"), N_("FULL SCR"): N_("FULL SCREEN")}
SECONDS = re.compile(r"\b(\d+) ?S\b")  # 3S: the table's seconds


def said_cell(text: str) -> str:
    """A cell of the table as said: arrows as their words, short words in full, ``3S`` as ``3 SECONDS``."""
    for short, full in SAID_IN_FULL.items():
        text = text.replace(tr(short), tr(full))
    return said_keys(SECONDS.sub(lambda m: said_seconds(int(m.group(1))), text))


def said_seconds(seconds: int) -> str:
    """A time in the help's table said aloud (the screen shows 3S)."""
    if seconds == 1:
        # TRANSLATORS: said aloud for a time in the help's table (the screen shows 1S).
        return tr("1 SECOND")
    # TRANSLATORS: said aloud for a time in the help's table (the screen shows 3S).
    return tr("{seconds} SECONDS").format(seconds=seconds)


def said_table(table: Sequence[tuple[str, ...]], headings: tuple[str, ...]) -> list[str]:
    """A controls table as said, a row a sentence: ``MOVE: KEYBOARD UP LEFT DOWN RIGHT WASD, GAMEPAD ...``."""
    said = []
    for label, *cells in table:
        what = said_cell(tr(label))
        parts = [f"{tr(heading)} {said_cell(tr(cell))}" for heading, cell in zip(headings, cells) if cell]
        said.append(f"{what}: {', '.join(parts)}." if parts else f"{what}.")
    return said
