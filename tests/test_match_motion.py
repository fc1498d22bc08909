"""The game screens' animation values: a refused cell's flash read from the tick it began, whatever MOTION says."""

from __future__ import annotations

from game.app.scenes.match_motion import FLASH_BLINK, FLASH_TICKS, Flash


def test_a_flash_starts_lit_blinks_every_few_ticks_and_ends() -> None:
    flash = Flash(square=4, began=100)
    shown = [flash.lit(100 + elapsed) for elapsed in range(FLASH_TICKS + 10)]
    assert shown[0]  # the refusal is seen on the tick it happens
    runs = [shown[i:min(i + FLASH_BLINK, FLASH_TICKS)] for i in range(1, FLASH_TICKS, FLASH_BLINK)]
    assert all(len(set(run)) == 1 for run in runs)  # then off and on a blink at a time
    assert [run[0] for run in runs] == [i % 2 == 1 for i in range(len(runs))]  # alternating, off first
    assert any(run[0] for run in runs)
    assert not any(shown[FLASH_TICKS:])  # and then it is over for good
