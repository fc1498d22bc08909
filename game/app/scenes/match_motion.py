"""The game screens' timings and their small animations, as values: one clock for the 3x3 game and the BIG BOARD.

Both screens (``MatchScreen``) pause the computer the same time, flash a
taken cell the same way, pop a landing mark alike and guard the end-of-game
choice as long.  Every animation is a frozen value holding the tick it
began on, and is read against the tick being drawn: nothing is counted down
beside it.  The waits that must stop while another screen covers the game
(the computer's pause, the end choice's guard) are not animations: they
count down in ``MatchScreen.update``, which runs only while the game is on
top.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.language import N_


THINK_TICKS = 30  # the computer's pause before it moves: Moler's pause(0.5)
FLASH_TICKS = 24  # how long a taken cell flashes when someone tries it again
FLASH_BLINK = 4  # ticks per on or off of that flash
POP_TICKS = 10  # a mark landing: it grows past its size and settles back
END_GUARD_TICKS = 30  # after a game ends, the REMATCH / MENU choice ignores keys this long
REMATCH = N_("REMATCH")
MENU = N_("MENU")
END_CHOICES = (REMATCH, MENU)
THINKING_DOTS_TICKS = 8  # one more dot of THINKING... every this many ticks


def thinking_dots(tick: int) -> str:
    """THINKING's one to three dots, one more every ``THINKING_DOTS_TICKS``."""
    return "." * (1 + (tick // THINKING_DOTS_TICKS) % 3)


@dataclass(frozen=True, slots=True)
class Flash:
    """A taken cell someone tried again, and the tick they tried: it blinks for ``FLASH_TICKS``, whatever MOTION says
    (it is the refusal, not decoration)."""

    square: int
    began: int

    def lit(self, tick: int) -> bool:
        """Whether the flash shows on this tick: on and off every ``FLASH_BLINK`` ticks, starting on."""
        left = FLASH_TICKS - (tick - self.began)
        return left > 0 and (left // FLASH_BLINK) % 2 == 0


@dataclass(frozen=True, slots=True)
class Landing:
    """The last move: its square and the tick it landed on (its pop)."""

    square: int
    tick: int
