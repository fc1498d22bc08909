"""Texts that name keys, written with actions in their place and said with the player's bindings.

A screen writes ``{select} SELECT   {back} BACK`` and never ``ENTER``: the
key is whichever the player's key map binds first for player 1, or for
player 2 where a game is theirs to move and they have keys of their own
(``KeyWords``), so with the ARCADE preset the same line reads ``B1 SELECT
B2 BACK``, and no screen can disagree with the game.  Tokens side by side
name one group of keys: arrows run together (``{left}{right}`` is ``←→``),
other keys are joined by ``/`` (``W/S``), as a hint line reads them.  A pad
player's words (``pad=True``) name player 1's pad buttons; a pad's
directions are its arrows.

``keyed`` makes a hint line (``render.hints.Hint``) that also keeps which
name means which action, so a click on a key in it gives that action;
``say`` makes any other text (``PRESS ENTER``, ``T SWITCHES IT IN A GAME``).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any

from game.app.input.actions import DIRECTIONS, Action
from game.app.input.keymap import BINDABLE, Device, KeyMap, Slot
from game.app.input.labels import action_labels, key_label
from game.app.input.presets import KEYBOARDS_OWN
from game.app.render.hints import ARROWS, KEY_JOIN, Hint
from game.language import Language, current, tr

#: A run of tokens side by side: ``{up}{down}``.
RUN = re.compile(r"(?:\{[a-z_]+\})+")
TOKEN = re.compile(r"\{([a-z_]+)\}")
class UnknownToken(ValueError):
    """A text names an action that has no key: a mistake in the text, not the player's doing."""


@dataclass(frozen=True)
class KeyWords:
    """The word each bindable action is said with: the name of its first control (player 1's)."""

    words: tuple[tuple[Action, str], ...]
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash(self.words))

    def __hash__(self) -> int:
        # Worked out once: a hint line is looked up by its words every frame.
        return self._hash

    def word(self, action: Action) -> str:
        """The action's key as a screen names it."""
        for bound, word in self.words:
            if bound is action:
                return word
        raise UnknownToken(f"no key names {action.value}")


def key_words(keymap: KeyMap, pad: bool = False, player: int = 0, keyboard: bool = False) -> KeyWords:
    """What a player's keys (or pad buttons) are called, action by action: player 1's, or player 2's own where
    they have one (an action only player 1 has a key for, such as PAUSE on one keyboard, is said with theirs).
    Each is named as a keyboard of the language in use prints it (a German one's STRG for CTRL).

    ``keyboard``: the keyboard's own keys work too (``InputMapper.keyboard_keys_work``), and where one of them differs
    from the map's it is named beside it (``B1/ENTER``).
    """
    return _key_words(keymap, pad, player, keyboard, current())


@functools.lru_cache(maxsize=8)  # asked each frame by the hint line: the few maps a session has, worked out once
def _key_words(keymap: KeyMap, pad: bool, player: int, keyboard: bool, language: Language) -> KeyWords:
    device = Device.PAD if pad else Device.KEYS
    words = []
    for action in BINDABLE:
        labels = action_labels(keymap, Slot(player, device), action) or action_labels(keymap, Slot(0, device), action)
        if pad and action in DIRECTIONS:
            labels = [_arrow(action)]
        if labels:
            own = _keyboards_own(keymap, action) if keyboard and not pad else None
            words.append((action, labels[0] if own in (None, labels[0]) else f"{labels[0]}{KEY_JOIN}{own}"))
    return KeyWords(tuple(words))


def _keyboards_own(keymap: KeyMap, action: Action) -> str | None:
    """The name of the keyboard's own key for ``action`` (the DEFAULT map's first: ENTER, ESC) when the map leaves
    it free, so that it works beside the map's; None when the map binds it (to this action or another)."""
    own = next((key for key, bound in KEYBOARDS_OWN.items() if bound is action), None)
    return key_label(own) if own is not None and keymap.key(own) is None else None


#: A pad's directions, said as the arrows of its d-pad and stick.
PAD_ARROWS = {Action.UP: "↑", Action.DOWN: "↓", Action.LEFT: "←", Action.RIGHT: "→"}


def _arrow(action: Action) -> str:
    return PAD_ARROWS[action]


def _run(run: str, words: KeyWords) -> tuple[str, list[tuple[str, Action]]]:
    actions = [_action(name) for name in TOKEN.findall(run)]
    said = [words.word(action) for action in actions]
    joiner = "" if all(word in ARROWS for word in said) else KEY_JOIN
    return joiner.join(said), [(name, action) for word, action in zip(said, actions) for name in word.split(KEY_JOIN)]


def _action(name: str) -> Action:
    try:
        return Action(name)
    except ValueError:
        raise UnknownToken(f"{{{name}}} is no action") from None


def say(template: str, words: KeyWords) -> str:
    """The text, in the language in use, with each action token replaced by its key."""
    return RUN.sub(lambda match: _run(match.group(0), words)[0], tr(template))


def keyed(template: str, words: KeyWords, player: int = 0, **placement: Any) -> Hint:
    """A hint line from its template, in the language in use: the text said with ``words`` (``player``'s), and which
    name gives which action."""
    return _keyed(tr(template), words, current(), player, **placement)


@functools.lru_cache(maxsize=256)  # asked each frame: the screens' few lines, each said once per set of keys
def _keyed(template: str, words: KeyWords, language: Language, player: int = 0, **placement: Any) -> Hint:
    keys: dict[str, Action] = {}

    def put(match: re.Match[str]) -> str:
        text, named = _run(match.group(0), words)
        keys.update(named)
        return text

    text = RUN.sub(put, template)
    return Hint(text, keys=tuple(keys.items()), player=player, **placement)
