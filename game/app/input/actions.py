"""Abstract player actions: what every input device and every replay produce.

Scenes never see a raw SDL event.  Keyboard, gamepads, the mouse and a
replay file all turn into ``ActionEvent`` values (Nystrom's Command
pattern), so a recorded session or an arcade demo is only a list of them
with the tick each arrived on.  ``game.play.match.Command`` is the layer below:
what a game scene makes of an action, such as ``Place(square)``.  App-level
requests (full screen, screenshot, quit) are not actions: the app handles
them and they are never recorded.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from game.messages.quoting import quote


class Action(enum.Enum):
    """Something a player asked for, whatever the device."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    SELECT = "select"
    BACK = "back"
    SWITCH_VIEW = "switch_view"
    PAUSE = "pause"
    UNDO = "undo"
    THINK = "think"  # show the computer's thinking (its per-cell scores)
    POINT = "point"  # the mouse hovers at ``ActionEvent.pos``
    CLICK = "click"  # the mouse clicked at ``ActionEvent.pos``
    OPERATOR = "operator"  # the service input was held (F2, or SELECT+START on a pad): the operator menu
    TYPE = "type"  # a letter key no other action claims (its letter in ``ActionEvent.char``): initials typed in
    CLEAR = "clear"  # the TI-83's CLEAR key (Delete, or a pad's SELECT held): quits the calculator's game
    #: A press that asks for nothing (Shift alone, F12, a pad's unbound button, a stick half pushed): somebody is
    #: there.  It keeps the idle watch away and answers CONTINUE?; no other screen acts on it.
    STIR = "stir"
    #: The window's close button at home: recorded like a key, so a replay asks QUIT? where the session did.
    CLOSE = "close"
    #: The speech keys, which work wherever SPEECH is on (``shell.narrator``): the last line again, the whole screen,
    #: and where the item under the cursor is.
    SAY_AGAIN = "say_again"
    SAY_ALL = "say_all"
    SAY_PLACE = "say_place"
    #: The speech key held at the menu: SPEECH on (or off) without seeing the screen.
    SPEECH = "speech"


#: Actions that carry a logical screen position.
POSITIONAL = frozenset({Action.POINT, Action.CLICK})
#: Directions, the actions that repeat while held.
DIRECTIONS = frozenset({Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT})
#: The speech keys' actions, which the shell answers itself and no scene sees.
SAYING = frozenset({Action.SAY_AGAIN, Action.SAY_ALL, Action.SAY_PLACE})
#: Players on one machine: keyboard and mouse are slot 0, pads take 0 and 1.
MAX_PLAYERS = 2


class ActionFormatError(ValueError):
    """A recorded action is not in the shape ``ActionEvent.to_json`` writes."""


@dataclass(frozen=True, slots=True)
class ActionEvent:
    """One action by one player; POINT and CLICK carry a logical (x, y) position.

    A letter key carries its letter (``char``) whatever action it is bound
    to, so a screen that takes typed text (the initials) reads W as W, not UP.
    """

    action: Action
    player: int = 0
    pos: tuple[int, int] | None = None
    char: str | None = None

    def __post_init__(self) -> None:
        if not 0 <= self.player < MAX_PLAYERS:
            raise ActionFormatError(f"player must be 0-{MAX_PLAYERS - 1}, not {self.player}")
        if (self.pos is not None) != (self.action in POSITIONAL):
            raise ActionFormatError(f"{self.action.value} {'needs' if self.pos is None else 'takes no'} position")
        if self.char is not None and (not isinstance(self.char, str) or len(self.char) != 1):
            raise ActionFormatError(f"char must be one character, not {quote(self.char)}")
        if self.action is Action.TYPE and self.char is None:
            raise ActionFormatError("type needs a char")

    def to_json(self) -> dict[str, Any]:
        """The JSON-ready form used by ``--record``."""
        data: dict[str, Any] = {"action": self.action.value, "player": self.player}
        if self.pos is not None:
            data["pos"] = list(self.pos)
        if self.char is not None:
            data["char"] = self.char
        return data

    @classmethod
    def from_json(cls, data: Any) -> ActionEvent:
        """Parse ``to_json``'s form; raise ActionFormatError naming what is wrong."""
        if not isinstance(data, dict):
            raise ActionFormatError("an action must be a JSON object")
        name = data.get("action")
        try:
            action = Action(name) if isinstance(name, str) else None
        except ValueError:
            action = None
        if action is None:
            raise ActionFormatError(f"unknown action {quote(name)}")
        player = data.get("player", 0)
        if type(player) is not int or not 0 <= player < MAX_PLAYERS:
            raise ActionFormatError(f"player must be 0-{MAX_PLAYERS - 1}, not {quote(player)}")
        pos = data.get("pos")
        if pos is not None:
            if not (isinstance(pos, list) and len(pos) == 2 and all(type(v) is int for v in pos)):
                raise ActionFormatError(f"pos must be two integers, not {quote(pos)}")
            pos = (pos[0], pos[1])
        return cls(action, player, pos, data.get("char"))
