"""Hint templates said with the DEFAULT preset's keys, as the game shows them on a fresh machine."""

from __future__ import annotations

from game.app.input.actions import Action
from game.app.input.presets import DEFAULT_MAP
from game.app.render.hints import Hint
from game.app.render.key_words import key_words, keyed


def said(template: str, *, pad: bool = False) -> Hint:
    """The hint line of ``template`` with the default keys (or player 1's pad buttons)."""
    return keyed(template, key_words(DEFAULT_MAP, pad))


#: The default keys' and pad buttons' names on a hint line and the action each gives, written out by hand.
HAND_KEYS: tuple[tuple[str, Action], ...] = (
    ("←", Action.LEFT), ("↑", Action.UP), ("↓", Action.DOWN), ("→", Action.RIGHT),
    ("ENTER", Action.SELECT), ("A", Action.SELECT),
    ("ESC", Action.BACK), ("B", Action.BACK),
    ("TAB", Action.SWITCH_VIEW), ("SELECT", Action.SWITCH_VIEW),
    ("U", Action.UNDO), ("Y", Action.UNDO),
    ("T", Action.THINK), ("X", Action.THINK),
    ("P", Action.PAUSE), ("START", Action.PAUSE),
    ("DEL", Action.CLEAR),
)


def hinted(text: str, **placement) -> Hint:
    """A hint line written out with the default keys' names, each a button (``HAND_KEYS``)."""
    return Hint(text, keys=HAND_KEYS, **placement)
