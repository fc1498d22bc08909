"""Every page of every lesson, laid out in every language the game speaks, as tests/test_lesson_layout.py lays out
the English ones: no text over another, none off the screen, out of its panel or past the title-safe area, no
notes panel or board under the caption, and every word of the caption drawn (reflowed, never cut).

A translation runs a quarter to a third longer than the English, so a page that fits in English may not in German.
"""

from __future__ import annotations

import itertools

import pygame
import pytest
from default_keys import said

from game.app.render.font import BitmapFont
from game.app.render.lesson_layout import SCREEN, fit_lesson, lay_out
from game.app.render.lesson_texts import Part
from game.app.scenes.lessons import FREE_HINT, PAGE_HINT
from game.language import Language, tr, use
from game.lessons import pages_in

FONT = BitmapFont.load()
TITLE_SAFE = pygame.Rect(16, 9, 320 - 2 * 16, 180 - 2 * 9)
TRANSLATED = [language for language in Language if language is not Language.ENGLISH]


def labelled(language: Language, big: bool) -> list[set[int]]:
    """On each page, the squares whose label is drawn (a board drops all its labels where one does not fit)."""
    use(language)
    pages = pages_in(language)
    fits = {lesson: fit_lesson(FONT, tuple(p for p in pages if p.lesson == lesson), big)
            for lesson in {page.lesson for page in pages}}
    return [{t.square for t in lay_out(FONT, page, "", None, big, fits[page.lesson]).of(Part.LABEL)}
            for page in pages]


def problems(language: Language, big: bool) -> list[str]:
    use(language)
    pages = pages_in(language)
    fits = {lesson: fit_lesson(FONT, tuple(p for p in pages if p.lesson == lesson), big)
            for lesson in {page.lesson for page in pages}}
    found = []
    for number, page in enumerate(pages):
        where = f"lesson {page.lesson}, page {number}"
        lay = lay_out(FONT, page, tr("LESSON {lesson}  PAGE {page}/{pages}").format(lesson=8, page=16, pages=16),
                      said(FREE_HINT if page.free else PAGE_HINT), big, fits[page.lesson])
        for a, b in itertools.combinations(lay.texts, 2):
            if a.rect.colliderect(b.rect):
                found.append(f"{where}: {a.text!r} over {b.text!r}")
        found += [f"{where}: {t.text!r} off the screen or out of its panel" for t in lay.texts
                  if not SCREEN.contains(t.rect) or not t.panel.contains(t.rect)]
        found += [f"{where}: {t.text!r} past the title-safe area" for t in lay.texts if not TITLE_SAFE.contains(t.rect)]
        top = min(t.rect.top for t in lay.of(Part.CAPTION))
        if any(board.bottom > top for board in lay.boards) or any(panel.bottom > top for panel in lay.notes):
            found.append(f"{where}: a board or the notes reach under the caption")
        if " ".join(t.text for t in lay.of(Part.CAPTION)).split() != " ".join(page.caption).split():
            found.append(f"{where}: the caption is not drawn whole")
    return found


@pytest.mark.parametrize("big", [False, True], ids=["normal", "presenter"])
@pytest.mark.parametrize("language", TRANSLATED, ids=[language.code for language in TRANSLATED])
def test_every_page_of_every_lesson_fits_in_every_language(language: Language, big: bool) -> None:
    found = problems(language, big)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("big", [False, True], ids=["normal", "presenter"])
@pytest.mark.parametrize("language", TRANSLATED, ids=[language.code for language in TRANSLATED])
def test_every_label_the_english_page_shows_is_shown_in_every_language(language: Language, big: bool) -> None:
    # A label too long for its cell makes the board drop its labels: the square the caption names goes unmarked.
    english = labelled(Language.ENGLISH, big)
    translated = labelled(language, big)
    assert [number for number, (a, b) in enumerate(zip(english, translated)) if a != b] == []
