"""The arcade initials entry as a pure state machine: three letters chosen with a cursor.

As the cabinets of the early eighties did it, but every entry starts
blank: a new record is its own holder's, never the last one's letters.
UP and DOWN step the letter under the cursor through ``ALPHABET``
(wrapping: up from ``.`` is ``A``, down from ``A`` is ``.``; from a blank
slot up is ``A`` and down is ``.``), LEFT and RIGHT move the cursor
(stopping at the ends), SELECT confirms the letter and moves to the next,
and SELECT on the last letter ends the entry.  BACK moves back one letter,
like LEFT, so a wrong letter is fixed without losing the others.  The
pointer reaches every slot at once (``point``, ``change_at``) and an OK
button ends the entry from anywhere (``finish``).  A keyboard may also
type the letters (``type``): each fills the slot under the cursor and
moves on, so A, B, C and Enter sign ABC.

A slot still blank when the entry ends is signed ``UNSIGNED_MARK``: a
record whose holder entered nothing reads ``???``, which no entry can
dial, so the table says plainly that nobody signed it.

The entry has its own time-out, counted in ticks, for a cabinet (the
scene runs it in kiosk mode only: at home no timer gives up an entry):
when it runs out, what was entered so far is kept, so an unattended
cabinet never waits on it.  Every method returns a new ``Entry``; a
finished entry ignores everything.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.cabinet import TICKS_PER_SECOND

#: The symbols a slot can hold, in the order UP steps through them; the dot is for "J.R" style initials.
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ."
LENGTH = 3
TIMEOUT_TICKS = 30 * TICKS_PER_SECOND  # long enough to dial three letters, short enough for a queue
UNSIGNED_MARK = "?"  # what a slot left blank signs: not in ALPHABET, so no one can dial it
UNSIGNED = UNSIGNED_MARK * LENGTH  # a record whose holder entered no letter


def valid_initials(text: object) -> bool:
    """Whether ``text`` is a set of initials the entry could have produced (blank slots as ``UNSIGNED_MARK``)."""
    return isinstance(text, str) and len(text) == LENGTH and all(c in ALPHABET or c == UNSIGNED_MARK for c in text)


@dataclass(frozen=True, slots=True)
class Entry:
    """The letters so far, the cursor, the ticks left, and whether the entry has ended."""

    letters: tuple[int | None, ...] = (None,) * LENGTH  # indexes into ALPHABET; None: blank
    position: int = 0
    ticks_left: int = TIMEOUT_TICKS
    done: bool = False
    timed_out: bool = False

    @property
    def text(self) -> str:
        """The initials as they stand, each blank slot as ``UNSIGNED_MARK``."""
        return "".join(UNSIGNED_MARK if i is None else ALPHABET[i] for i in self.letters)

    @property
    def seconds_left(self) -> int:
        """The countdown as shown: whole seconds, rounded up, so it reads 0 only when time is up."""
        return -(-self.ticks_left // TICKS_PER_SECOND)

    def change(self, step: int) -> Entry:
        """UP (+1) or DOWN (-1): the letter under the cursor steps through the alphabet, wrapping."""
        return self.change_at(self.position, step)

    def change_at(self, position: int, step: int) -> Entry:
        """The pointer on an arrow above (+1) or below (-1) a slot: that slot's letter steps, and the cursor goes there."""
        if self.done or not 0 <= position < LENGTH:
            return self
        letters = list(self.letters)
        letter = letters[position]
        if letter is None:  # a blank slot steps to the alphabet's first symbol, or back to its last
            letters[position] = 0 if step > 0 else len(ALPHABET) - 1
        else:
            letters[position] = (letter + step) % len(ALPHABET)
        return replace(self, letters=tuple(letters), position=position)

    def type(self, char: str) -> Entry:
        """A letter typed on a keyboard: it fills the slot under the cursor, which moves on (and stays on the last)."""
        if self.done or char not in ALPHABET:
            return self
        letters = list(self.letters)
        letters[self.position] = ALPHABET.index(char)
        return replace(self, letters=tuple(letters), position=min(self.position + 1, LENGTH - 1))

    def move(self, step: int) -> Entry:
        """LEFT (-1) or RIGHT (+1): the cursor moves, stopping at the first and last slot."""
        return self.point(min(max(self.position + step, 0), LENGTH - 1))

    def point(self, position: int) -> Entry:
        """The pointer on a slot: the cursor goes there."""
        if self.done or not 0 <= position < LENGTH:
            return self
        return replace(self, position=position)

    def select(self) -> Entry:
        """SELECT: on to the next slot, or, on the last one, the entry ends."""
        if self.position == LENGTH - 1:
            return self.finish()
        return self.move(1)

    def back(self) -> Entry:
        """BACK: one slot back, to fix a letter (the entry cannot be abandoned: the record stands)."""
        return self.move(-1)

    def finish(self) -> Entry:
        """The OK button (or SELECT on the last slot): the entry ends with the letters as they stand."""
        return self if self.done else replace(self, done=True)

    def tick(self) -> Entry:
        """One tick passes; when time runs out the entry ends, keeping what was entered."""
        if self.done:
            return self
        left = self.ticks_left - 1
        return replace(self, ticks_left=max(left, 0), done=left <= 0, timed_out=left <= 0)
