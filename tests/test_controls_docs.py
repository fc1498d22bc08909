"""The README's controls table and the manual's raw pad note say what the DEFAULT controls bind, so they cannot
disagree with the game: each cell is read back as the key and button names the screens print (``labels``)."""

from __future__ import annotations

import re
from pathlib import Path

from game.app.input.actions import Action
from game.app.input.labels import PAD_LABELS, key_label
from game.app.input.presets import DEFAULT_KEYS, PAD

ROOT = Path(__file__).resolve().parents[1]
MOVE = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)
#: The README table's rows by the start of their first cell, and the actions each stands for (written by hand).
ROWS = {
    "move the cursor": MOVE,
    "select": (Action.SELECT,),
    "back": (Action.BACK,),
    "switch view": (Action.SWITCH_VIEW,),
    "pause": (Action.PAUSE,),
    "undo": (Action.UNDO,),
    "show the computer's thinking": (Action.THINK,),
    "CLEAR": (Action.CLEAR,),
}
#: What the README calls the four arrow keys together.
ARROWS_WORD = "arrows"


def _table() -> dict[str, tuple[str, str]]:
    """The README's controls table: first cell -> (keyboard, gamepad)."""
    section = (ROOT / "README.md").read_text(encoding="utf-8").split("## Controls", 1)[1].split("\n## ", 1)[0]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in section.splitlines()
            if line.startswith("|")]
    return {cells[0]: (cells[1], cells[2]) for cells in rows[2:]}


def _words(cell: str) -> set[str]:
    """A cell's key names as the screens print them: no remarks in brackets, ``arrows`` as the four arrows."""
    plain = re.sub(r"\([^)]*\)", "", cell)
    words = {word.upper() for word in re.split(r"[,/ ]+", plain) if word}
    if ARROWS_WORD.upper() in words:
        words = (words - {ARROWS_WORD.upper()}) | {"↑", "↓", "←", "→"}
    return words


def _row(table: dict[str, tuple[str, str]], start: str) -> tuple[str, str]:
    [row] = [cells for first, cells in table.items() if first.startswith(start)]
    return row


def test_the_readme_s_keyboard_column_names_the_default_keys() -> None:
    table = _table()
    for start, actions in ROWS.items():
        keys, _ = _row(table, start)
        bound = {label for action in actions for key in DEFAULT_KEYS[action] if (label := key_label(key))}
        assert _words(keys) == bound, start


def test_the_readme_s_gamepad_column_names_the_pads_buttons() -> None:
    table = _table()
    for start, actions in ROWS.items():
        if actions == MOVE or Action.CLEAR in actions:
            continue  # the d-pad and stick; CLEAR is a button held, not a binding
        _, pad = _row(table, start)
        bound = {PAD_LABELS[button.button] for button in PAD[actions[0]] if not button.raw}
        assert bound <= _words(pad), start


def test_the_manual_s_raw_pad_note_names_the_raw_buttons_the_pads_bind() -> None:
    """docs/playing.md: button 1 selects, 2 goes back, 3 thinks, 4 undoes, 7/9 switch the view and 8/10 pause, counted
    from 1 as the screens count them (SDL's button 0 is button 1)."""
    page = " ".join((ROOT / "docs" / "playing.md").read_text(encoding="utf-8").split())
    said = re.search(r"button (\d+) selects, (\d+) goes back, (\d+) thinks, (\d+) undoes, ([\d/]+) switch the view"
                     r" and ([\d/]+) pause", page)
    assert said is not None
    actions = (Action.SELECT, Action.BACK, Action.THINK, Action.UNDO, Action.SWITCH_VIEW, Action.PAUSE)
    for numbers, action in zip(said.groups(), actions):
        raw = [button.button + 1 for button in PAD[action] if button.raw]
        assert [int(n) for n in numbers.split("/")] == raw, action
