"""Every explanation a screen wraps into a room of so many lines fits it, in every language, row by row; and the
bookkeeping page, whose lines have a width of so many characters, fits it at its fullest.

The screenshot states show a few rows of each screen; this reads every row's
explanation (SETTINGS, the operator menu, CONTROLS), every opponent's
description and measured figures (the match setup) and MENACE's warnings,
translated, and wraps each as its screen does.  A screen draws every line it
wraps: a text longer than its room would run into what lies under it, so it
must be written (or translated) to fit.
"""

from __future__ import annotations

import pytest
from app_support import make_app

import game.app.scenes.controls_scene as controls
import game.app.scenes.matchboxes as matchboxes
import game.app.scenes.operator as operator
import game.app.scenes.settings_scene as settings
import game.app.scenes.setup as setup
from game.app.matches.players import opponent_info
from game.app.matches.strengths import session_strengths, strength_words
from game.app.render.font import BitmapFont
from game.app.render.ui import MARGIN, WIDTH
from game.cabinet.bookkeeping import MAX_COUNT, Books, Counts, Lifetime
from game.cabinet.report import (BIG_GAME_NAME, GAME_WORDS, INDENT, LINE_WIDTH, NAME_WIDTH, books_blocks, lines_of,
                                 meter_blocks)
from game.engine import Mark, View
from game.language import Language, tr, use
from game.opponents import roster_ids

LANGUAGES = list(Language)
FONT = BitmapFont.load()
WIDE = WIDTH - 2 * MARGIN


def too_long(texts: list[str], width: int, room: int) -> list[tuple[int, str]]:
    return [(len(FONT.wrap(text, width)), tr(text)) for text in texts if text and len(FONT.wrap(text, width)) > room]


@pytest.mark.parametrize("language", LANGUAGES, ids=[language.code for language in LANGUAGES])
def test_every_settings_and_operator_row_says_what_it_does_in_its_lines(language: Language) -> None:
    app = make_app(scene="settings", language=language)
    scene = app.ctx.scenes.top
    said = []
    for index in range(len(settings.ROWS)):
        scene.list.index = index
        said.append(scene._about())
    assert too_long(said, WIDE, settings.ABOUT_LINES) == []
    assert too_long([row.about for row in operator.ROWS], WIDE, operator.ABOUT_LINES) == []


@pytest.mark.parametrize("language", LANGUAGES, ids=[language.code for language in LANGUAGES])
def test_every_controls_row_says_what_it_does_in_its_lines(language: Language) -> None:
    app = make_app(scene="controls", language=language)
    scene = app.ctx.scenes.top
    said = []
    for index in range(scene.list.count):
        scene.list.index = index
        said.append(scene.about())
    assert too_long(said, controls.ABOUT_WIDTH, controls.ABOUT_LINES) == []


@pytest.mark.parametrize("language", LANGUAGES, ids=[language.code for language in LANGUAGES])
def test_every_opponent_is_described_and_measured_in_the_setups_lines(language: Language) -> None:
    app = make_app(scene="setup", language=language)
    strengths = session_strengths(app.ctx)
    descriptions = [opponent_info(oid)[1] for oid in roster_ids()]
    assert too_long(descriptions, WIDE, setup.ABOUT_LINES) == []
    figures = [strength_words(strengths.of(oid), mark)[1] for oid in roster_ids() for mark in Mark]
    assert too_long(figures, WIDE, setup.FIGURE_LINES) == []


@pytest.mark.parametrize("language", LANGUAGES, ids=[language.code for language in LANGUAGES])
def test_menaces_warnings_fit_their_strip(language: Language) -> None:
    use(language)
    assert too_long([matchboxes.GIVEN_UP_WARNING, matchboxes.KIOSK_GIVEN_UP_WARNING], WIDE,
                    matchboxes.PROBLEM_LINES) == []


@pytest.mark.parametrize("language", LANGUAGES, ids=[language.code for language in LANGUAGES])
def test_the_bookkeeping_page_at_its_fullest_fits_its_width_in_every_language(language: Language) -> None:
    # Every game and opponent at the limit, every meter too: the widest page the books can give.
    use(language)
    most = MAX_COUNT
    games = {(game, oid): Counts(most, most, most) for game in (*(view.value for view in View), BIG_GAME_NAME)
             for oid in roster_ids()}
    books = Books(most, most, games, most, Lifetime(most, most, most, most, "2030-01-02 03:04"), "2030-01-02 03:04")
    lines = lines_of((*meter_blocks(books, 10**9, 0), *books_blocks(books, in_play=True)))
    assert [line for line in lines if len(line) > LINE_WIDTH] == []
    # every game's and opponent's name whole in its column: only a name the game does not know is shortened there
    names = [tr(name) for name in (*(view.title for view in View), GAME_WORDS[BIG_GAME_NAME],
                                   *(oid.upper() for oid in roster_ids()))]
    assert [name for name in names if len(INDENT + name) > NAME_WIDTH - 1] == []
