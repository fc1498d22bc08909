"""The initials entry's state machine, over every letter and every position."""

from __future__ import annotations

from collections import deque

import pytest

from game.app.shell.loop import TICK_RATE
from game.cabinet import TICKS_PER_SECOND
from game.cabinet.initials import (
    ALPHABET,
    LENGTH,
    TIMEOUT_TICKS,
    UNSIGNED,
    Entry,
    valid_initials,
)

SYMBOLS = len(ALPHABET)


def dialled(text: str) -> Entry:
    """An entry whose slots hold these letters already, the cursor on the first."""
    return Entry(tuple(ALPHABET.index(c) for c in text))


def test_the_cabinet_counts_ticks_at_the_shell_s_rate() -> None:
    assert TICKS_PER_SECOND == TICK_RATE


@pytest.mark.parametrize("position", range(LENGTH))
@pytest.mark.parametrize("index", range(SYMBOLS))
def test_up_and_down_step_the_letter_under_the_cursor_wrapping_and_nothing_else(index: int, position: int) -> None:
    others = tuple((7 * p + 3) % SYMBOLS for p in range(LENGTH))  # some other letters in the other slots
    letters = tuple(index if p == position else others[p] for p in range(LENGTH))
    entry = Entry(letters, position)
    up, down = entry.change(1), entry.change(-1)
    for moved, step in ((up, 1), (down, -1)):
        assert moved.letters[position] == (index + step) % SYMBOLS
        assert [moved.letters[p] for p in range(LENGTH) if p != position] == [
            others[p] for p in range(LENGTH) if p != position]
        assert moved.position == position and not moved.done
    assert up.change(-1) == entry == down.change(1)
    walked = entry
    for _ in range(SYMBOLS):
        walked = walked.change(1)
    assert walked == entry  # once round the alphabet and back
    assert Entry(letters, position).change_at(position, 1) == up


def test_the_alphabet_wraps_at_both_ends() -> None:
    assert dialled("AAA").change(-1).text == ".AA"
    assert dialled(".AA").change(1).text == "AAA"
    assert dialled("ZAA").change(1).text == ".AA"


def test_every_entry_starts_blank_and_a_blank_slot_steps_to_either_end_of_the_alphabet() -> None:
    entry = Entry()
    assert entry.text == UNSIGNED == "???" and entry.position == 0 and not entry.done
    assert entry.change(1).text == "A??" and entry.change(-1).text == ".??"
    assert entry.change_at(2, 1).text == "??A" and entry.change_at(2, 1).position == 2
    assert entry.type("J").select().text == "J??"  # SELECT moves on and leaves a blank blank
    assert entry.finish().text == UNSIGNED  # OK at once signs nobody's letters


@pytest.mark.parametrize("position", range(LENGTH))
def test_left_and_right_move_and_stop_at_the_ends_and_select_goes_on_then_ends(position: int) -> None:
    entry = Entry(position=position)
    assert entry.move(-1).position == max(position - 1, 0)
    assert entry.move(1).position == min(position + 1, LENGTH - 1)
    assert entry.back() == entry.move(-1) and not entry.back().done
    selected = entry.select()
    if position < LENGTH - 1:
        assert selected.position == position + 1 and not selected.done
    else:
        assert selected.done and not selected.timed_out and selected.text == entry.text
    for target in range(LENGTH):
        assert entry.point(target).position == target
    for outside in (-1, LENGTH):
        assert entry.point(outside) == entry and entry.change_at(outside, 1) == entry


@pytest.mark.parametrize("position", range(LENGTH))
@pytest.mark.parametrize("target", range(LENGTH))
def test_an_arrow_changes_its_own_slot_and_takes_the_cursor_there(position: int, target: int) -> None:
    entry = Entry(position=position)
    for step in (1, -1):
        changed = entry.change_at(target, step)
        assert changed.position == target
        assert changed.letters == tuple((0 if step > 0 else SYMBOLS - 1) if p == target else None
                                        for p in range(LENGTH))


def test_select_three_times_takes_the_letters_as_they_stand() -> None:
    entry = dialled("JRR")
    for _ in range(LENGTH - 1):
        entry = entry.select()
        assert not entry.done
    entry = entry.select()
    assert entry.done and entry.text == "JRR"


@pytest.mark.long  # every set of initials dialled: seconds; the dialling tests above run every day
def test_every_set_of_initials_can_be_dialled_and_every_entry_gives_valid_initials() -> None:
    """Breadth first over every state the keys reach: all 27**3 initials and the blanks, each one valid."""
    start = Entry()
    seen = {start}
    queue = deque([start])
    finished: set[str] = set()
    while queue:
        entry = queue.popleft()
        for nxt in (entry.change(1), entry.change(-1), entry.move(1), entry.move(-1), entry.select(), entry.back()):
            if nxt.done:
                finished.add(nxt.text)
            elif nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    # Every letter or a blank in every slot, with the cursor on any slot -- but a blank right of the cursor's
    # furthest reach never was: the keys fill each slot they leave only if they changed it.
    assert {entry.text for entry in seen} >= {a + b + c for a in ALPHABET for b in ALPHABET for c in ALPHABET}
    assert all(valid_initials(text) for text in finished)
    assert {a + b + c for a in ALPHABET for b in ALPHABET for c in ALPHABET} <= finished and UNSIGNED in finished


def test_a_finished_entry_ignores_everything() -> None:
    done = dialled("ABC").finish()
    assert done.done and done.finish() is done and done.tick() is done
    for after in (done.change(1), done.move(1), done.move(-1), done.select(), done.back(), done.point(2),
                  done.change_at(1, -1)):
        assert after == done


def test_the_time_out_keeps_what_was_entered() -> None:
    entry = dialled("AAA").change(1).select().change(-1)  # "B.A", the cursor on the second letter
    assert entry.seconds_left == TIMEOUT_TICKS // TICKS_PER_SECOND
    for _ in range(TIMEOUT_TICKS - 1):
        entry = entry.tick()
    assert not entry.done and entry.seconds_left == 1
    entry = entry.tick()
    assert entry.done and entry.timed_out and entry.text == "B.A" and entry.seconds_left == 0
    assert Entry(ticks_left=TICKS_PER_SECOND + 1).seconds_left == 2  # rounded up: 0 only when time is up


def test_valid_initials_are_three_symbols_of_the_alphabet_or_the_unsigned_mark() -> None:
    for bad in ("", "AB", "ABCD", "abc", "A B", "A1C", "!!!"):
        assert not valid_initials(bad)
    assert valid_initials("J.R") and not valid_initials(None) and not valid_initials(["A", "B", "C"])
    assert valid_initials("???") and valid_initials("J??")
