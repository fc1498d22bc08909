"""Key hints that are buttons: every key a hint line names can be clicked or touched.

A hint line reads ``↑↓ CHOOSE   ENTER SELECT   ESC BACK``: groups two or
more spaces apart, each a key (or arrows, or keys joined by ``/``) and what
it does.  ``hint_buttons`` reads each group's keys from one table
(``KEY_ACTIONS``) and finds where the line draws them, so the shell turns a
click or a touch there into the very action the key gives (``App.dispatch``),
in every scene at once.  A group naming one key is a button as wide as the
whole group; a group naming several (``←→ PAGE``, ``ENTER/ESC SHELF``)
makes each key its own button.  Groups that name no key (a warning, a
message) stay plain text.  The keys are drawn brighter than the words, so
what can be pressed looks pressable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.app.input.actions import Action
from game.app.render.font import ADVANCE, BitmapFont
from game.app.render.palette import RGB, Palette
from game.app.render.screen import LOGICAL_SIZE

WIDTH, HEIGHT = LOGICAL_SIZE
HINT_Y = HEIGHT - 6 - 7  # the bottom line of key hints (the screen margin, then one line of text)
GROUP = re.compile(r"\S+(?: \S+)*")  # one key's group: words a single space apart (groups are two or more apart)
KEY_JOIN = "/"  # ENTER/ESC: two keys for one meaning
HIT_PAD = (2, 3)  # pixels a button's hit area reaches beyond its text, across and up
#: Every key a hint may name, and the action it gives (keyboard words and the pad's button labels).
KEY_ACTIONS: dict[str, Action] = {
    "←": Action.LEFT, "↑": Action.UP, "↓": Action.DOWN, "→": Action.RIGHT,
    "ENTER": Action.SELECT, "A": Action.SELECT,
    "ESC": Action.BACK, "B": Action.BACK,
    "TAB": Action.SWITCH_VIEW, "SELECT": Action.SWITCH_VIEW,
    "U": Action.UNDO, "Y": Action.UNDO,
    "T": Action.THINK, "X": Action.THINK,
    "P": Action.PAUSE, "START": Action.PAUSE,
    "DEL": Action.CLEAR,
}
ARROWS = "←↑↓→"


@dataclass(frozen=True, slots=True)
class Hint:
    """A line of key hints and where it is drawn: ``anchor`` is its top-left, top-centre or top-right by ``align``."""

    text: str
    anchor: tuple[int, int] = (WIDTH // 2, HINT_Y)
    align: str = "center"


@dataclass(frozen=True, slots=True)
class HintButton:
    """One key of a hint line: what it is called, the action it gives, its hit area and where its name is drawn."""

    key: str
    action: Action
    rect: pygame.Rect  # the hit area, in logical pixels
    start: int  # where the key's name starts in the line (characters)


def _left(font: BitmapFont, hint: Hint) -> int:
    """The x the line starts at, as ``BitmapFont.draw`` places it."""
    width = font.size(hint.text)[0]
    x = hint.anchor[0]
    return {"center": x - width // 2, "right": x - width}.get(hint.align, x)


def _keys(token: str) -> list[tuple[str, int]]:
    """The keys a group's first word names, each with its offset in the word; [] if one is not a key."""
    if token and all(char in ARROWS for char in token):
        return [(char, i) for i, char in enumerate(token)]
    keys, offset = [], 0
    for name in token.split(KEY_JOIN):
        if name not in KEY_ACTIONS:
            return []
        keys.append((name, offset))
        offset += len(name) + len(KEY_JOIN)
    return keys


def hint_buttons(font: BitmapFont, hint: Hint | None) -> tuple[HintButton, ...]:
    """Every key the hint line names, with its hit area where the line is drawn."""
    if hint is None:
        return ()
    left, top = _left(font, hint), hint.anchor[1]
    buttons = []
    for match in GROUP.finditer(hint.text):
        group = match.group()
        token = group.split(" ")[0]
        keys = _keys(token)
        for key, offset in keys:
            start = match.start() + offset
            if len(keys) == 1:  # the whole group, and a little round it
                rect = pygame.Rect(left + start * ADVANCE, top, len(group) * ADVANCE - 1, font.line_height)
                rect.inflate_ip(2 * HIT_PAD[0], 0)
            else:  # side by side, each key its own cell of the line, edge to edge
                rect = pygame.Rect(left + start * ADVANCE, top, len(key) * ADVANCE, font.line_height)
            buttons.append(HintButton(key, KEY_ACTIONS[key], rect.inflate(0, 2 * HIT_PAD[1]), start))
    return tuple(buttons)


def hint_action_at(font: BitmapFont, hint: Hint | None, pos: tuple[int, int]) -> Action | None:
    """The action of the hint's key under a logical point (a click or a touch), if any."""
    return next((b.action for b in hint_buttons(font, hint) if b.rect.collidepoint(pos)), None)


def draw_hint_line(surface: pygame.Surface, font: BitmapFont, palette: Palette, hint: Hint,
                   color: RGB | None = None) -> None:
    """The hint line, its words in ``color`` (dim by default) and the keys it names in the text colour."""
    left = _left(font, hint)
    font.draw(surface, hint.text, (left, hint.anchor[1]), color or palette.dim)
    for button in hint_buttons(font, hint):
        font.draw(surface, button.key, (left + button.start * ADVANCE, hint.anchor[1]), palette.text)
