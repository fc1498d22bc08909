"""Hint templates said with the DEFAULT preset's keys, as the game shows them on a fresh machine."""

from __future__ import annotations

from game.app.input.presets import DEFAULT_MAP
from game.app.render.hints import Hint
from game.app.render.key_words import key_words, keyed


def said(template: str, *, pad: bool = False) -> Hint:
    """The hint line of ``template`` with the default keys (or player 1's pad buttons)."""
    return keyed(template, key_words(DEFAULT_MAP, pad))
