"""The roster's measured strengths as the game ships them, and the README's table of them.

Measuring the whole roster exactly takes seconds, too long for a screen that
opens at a key press, so ``tictactoe-magic analyze strengths --write``
measures every opponent as it ships (MENACE with its fresh, untrained
boxes) into ``strengths.json`` beside this module, and rewrites the README's
roster table from the same figures.  Nothing in either is typed by hand:
tests/test_strength.py measures again and fails if the file or the table
is stale.  A learner's figures change as it plays; the app measures
MENACE's current boxes itself (``game.app.matches.strengths``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import cache
from importlib import resources

from game.analysis.strength import Strength, measure, weakest_first
from game.opponents import Opponent, make_opponent, roster_ids, screen_name
from game.opponents.base import percent
from game.opponents.menace import MenacePlayer

STRENGTHS_FILE = "strengths.json"
#: The README's table sits between these two lines, which the tool keeps.
TABLE_START = "<!-- roster strengths: written by tictactoe-magic analyze strengths --write -->"
TABLE_END = "<!-- end of roster strengths -->"


def as_shipped(opponent_id: str) -> Opponent:
    """An opponent as a fresh install meets it: MENACE with untrained boxes, kept nowhere."""
    return MenacePlayer() if opponent_id == MenacePlayer.id else make_opponent(opponent_id)


def measure_roster(measured: Callable[[], None] = lambda: None) -> dict[str, Strength]:
    """Every opponent's figures as shipped, in roster order (seconds: Fractions over the whole tree).

    ``measured`` is called after each opponent, for a count on a terminal.
    """
    figures = {}
    for oid in roster_ids():
        figures[oid] = measure(as_shipped(oid))
        measured()
    return figures


def strengths_text(strengths: Mapping[str, Strength]) -> str:
    """The shipped file's contents: each opponent's exact figures, by id."""
    return json.dumps({oid: s.to_json() for oid, s in strengths.items()}, indent=1) + "\n"


@cache
def shipped_strengths() -> dict[str, Strength]:
    """The figures in the shipped file, by id (read once)."""
    text = resources.files("game.analysis").joinpath(STRENGTHS_FILE).read_text(encoding="utf-8")
    return {oid: Strength.from_json(data) for oid, data in json.loads(text).items()}


def readme_table(strengths: Mapping[str, Strength]) -> str:
    """The README's roster table, weakest first, between its two marker lines."""
    rows = [
        TABLE_START,
        "| opponent | label as X (first) | as O (second) | best play beats it as X | as O "
        "| vs `random` as X: wins / draws | as O: wins / draws |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for oid in weakest_first(strengths, strengths):
        s = strengths[oid]
        rows.append(
            f"| {screen_name(oid)} (`{oid}`) | {s.label_as_x.value} | {s.label_as_o.value} | {percent(s.beaten_as_x)} | {percent(s.beaten_as_o)} "
            f"| {percent(s.as_x.x_win)} / {percent(s.as_x.draw)} | {percent(s.as_o.o_win)} / {percent(s.as_o.draw)} |"
        )
    rows.append(TABLE_END)
    return "\n".join(rows)


def table_span(readme: str) -> tuple[int, int]:
    """Where the README's roster table starts and ends, marker lines included; ValueError if they are missing."""
    start, end = readme.find(TABLE_START), readme.find(TABLE_END)
    if start < 0 or end < start:
        raise ValueError("it has no roster table markers")
    return start, end + len(TABLE_END)


def replace_table(readme: str, table: str) -> str:
    """The README with its roster table replaced; ValueError if the marker lines are missing."""
    start, end = table_span(readme)
    return readme[:start] + table + readme[end:]
