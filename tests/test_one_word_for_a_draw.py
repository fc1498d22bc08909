"""A draw is DRAW on every screen and page: never TIE GAME!, TIE, TIED or STALEMATE (house rule 10)."""

from __future__ import annotations

import re
from pathlib import Path

from game.app.render.game_screen import DRAW_TEXT, verdict_text

ROOT = Path(__file__).resolve().parent.parent
#: Other words for a draw, as a screen (upper case) or a page would print them.  "ties" as in "ties broken" is
#: another thing (equal moves), so only the words that name a finished game are looked for.
SYNONYMS = re.compile(r"TIE GAME|\bTIED\b|\bTIE!|STALEMATE|CAT'?S GAME", re.IGNORECASE)


def test_the_header_and_the_panels_say_the_same_word() -> None:
    assert DRAW_TEXT == "DRAW"
    assert verdict_text(None) == "DRAW"


def test_no_screen_or_page_names_a_draw_otherwise() -> None:
    files = [*ROOT.joinpath("game").rglob("*.py"), *ROOT.joinpath("docs").glob("*.md"), ROOT / "README.md"]
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in files for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if SYNONYMS.search(line)]
    assert found == []
