"""Held directions repeat after a delay, counted in ticks, like the TI-83's cursor.

The TI-83 "M.E.N.A.C.E." calculator program reads the arrow
keys with ``getKey`` in a loop, and the calculator repeats a held arrow
after a short pause, so the underline cursor glides across the board.  We
do the same for every device (keyboard keys, d-pads, hats and sticks), in
game ticks rather than wall time so a run stays deterministic, and without
SDL's key repeat, which knows nothing of pads.

Per player only the most recently pressed direction repeats: pressing right
while up is held moves right and keeps moving right, as on a calculator
where ``getKey`` reports one key at a time.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from game.app.input.actions import Action, ActionEvent

#: Ticks a direction must be held before it repeats (0.4 s at 60 Hz).
REPEAT_DELAY_TICKS = 24
#: Ticks between repeats after that (10 moves a second at 60 Hz).
REPEAT_INTERVAL_TICKS = 6


@dataclass(slots=True)
class _Hold:
    source: Hashable
    action: Action
    held_ticks: int = 0


class Repeater:
    """Tracks held direction sources and emits repeat actions tick by tick."""

    def __init__(self, delay: int = REPEAT_DELAY_TICKS, interval: int = REPEAT_INTERVAL_TICKS) -> None:
        self.delay = delay
        self.interval = interval
        self._held: dict[Hashable, int] = {}  # source -> player, every direction held down
        self._repeating: dict[int, _Hold] = {}  # player -> the one direction that repeats

    def press(self, source: Hashable, action: Action, player: int) -> ActionEvent | None:
        """A direction went down: the action to deliver now, or None if it was already held."""
        if source in self._held:
            return None
        self._held[source] = player
        self._repeating[player] = _Hold(source, action)
        return ActionEvent(action, player)

    def release(self, source: Hashable) -> None:
        """A direction came up; it stops repeating."""
        player = self._held.pop(source, None)
        if player is not None and (hold := self._repeating.get(player)) and hold.source == source:
            del self._repeating[player]

    def release_where(self, predicate) -> None:
        """Release every held source for which ``predicate(source)`` is true (an unplugged pad)."""
        for source in [s for s in self._held if predicate(s)]:
            self.release(source)

    def release_all(self) -> None:
        """Forget everything held (the window lost focus and will not see the key-ups)."""
        self._held.clear()
        self._repeating.clear()

    def is_held(self, source: Hashable) -> bool:
        """Whether ``source`` is down."""
        return source in self._held

    def tick(self) -> list[ActionEvent]:
        """Advance one tick; the repeats due on it."""
        due = []
        for player, hold in sorted(self._repeating.items()):
            t = hold.held_ticks
            if t >= self.delay and (t - self.delay) % self.interval == 0:
                due.append(ActionEvent(hold.action, player))
            hold.held_ticks += 1
        return due
