"""The pixel font draws every letter and sign of Spanish, French, German and Portuguese.

A translated word must never show "?": each accented letter is in the font, in
capitals and lower case, reads as its own letter (not its base letter, not a
sibling with another mark), and upper-casing a word keeps it drawable.
"""

from __future__ import annotations

from importlib import resources

import pytest

from game.app.render.font import FONT_RESOURCE, GLYPH_H, GLYPH_W, BitmapFont, parse_font

CAPITALS = "ÁÀÂÃÄÅÆÇÉÈÊËÍÌÎÏÑÓÒÔÕÖØŒÚÙÛÜÝŸẞ"
SMALL = "áàâãäåæçéèêëíìîïñóòôõöøœúùûüýÿß"
SIGNS = "¿¡«»„“”‘’‚–—…°ºª€§•"
NO_BREAK_SPACE, NARROW_NO_BREAK_SPACE = "\u00a0", "\u202f"
ADDED = CAPITALS + SMALL + SIGNS + NO_BREAK_SPACE + NARROW_NO_BREAK_SPACE

# Glyphs that must all differ from one another: a base letter and its marked
# letters, and a sign and the ASCII sign it could be taken for.
KIN = (
    "AÁÀÂÃÄÅ", "aáàâãäå", "AÆ", "aæ", "CÇ", "cç",
    "EÉÈÊË", "eéèêë", "IÍÌÎÏ", "iíìîï", "NÑ", "nñ",
    "OÓÒÔÕÖØŒ0", "oóòôõöøœ", "UÚÙÛÜ", "uúùûü", "YÝŸ", "yýÿ",
    "BẞßS", "?¿", "!¡", "<«", ">»", "'‘’", "\"“”„", ",‚", ".…·•", "oº°", "aª", "CE€", "S§",
)


@pytest.fixture(scope="module")
def glyphs() -> dict[str, tuple[str, ...]]:
    package, name = FONT_RESOURCE
    return parse_font(resources.files(package).joinpath(name).read_text(encoding="utf-8"))


def test_the_font_has_every_letter_and_sign_of_the_four_languages() -> None:
    font = BitmapFont.load()
    assert len(CAPITALS) == len(SMALL) == 31 and len(SIGNS) == 19
    assert [char for char in ADDED if not font.has(char)] == []


def test_every_glyph_is_seven_rows_of_five(glyphs: dict[str, tuple[str, ...]]) -> None:
    for char, rows in glyphs.items():
        assert len(rows) == GLYPH_H == 7, char
        assert all(len(row) == GLYPH_W == 5 for row in rows), char


@pytest.mark.parametrize("kin", KIN)
def test_a_marked_letter_differs_from_its_base_and_its_siblings(kin: str, glyphs: dict[str, tuple[str, ...]]) -> None:
    for index, char in enumerate(kin):
        for other in kin[index + 1:]:
            assert glyphs[char] != glyphs[other], f"{char} is drawn as {other}"


def test_a_lower_case_letter_upper_cased_is_still_drawn() -> None:
    font = BitmapFont.load()
    assert "ß".upper() == "SS"
    for small in SMALL:
        assert all(font.has(capital) for capital in small.upper()), small
    assert [small for small in SMALL if small.upper() not in CAPITALS] == ["ß"]


def test_a_mark_stays_inside_the_cell_over_the_letter(glyphs: dict[str, tuple[str, ...]]) -> None:
    for capital in "ÁÀÂÃÄÅÉÈÊËÍÌÎÏÑÓÒÔÕÖÚÙÛÜÝŸ":
        assert "#" in glyphs[capital][0] and "#" in glyphs[capital][-1], capital  # mark on top, foot at the bottom
    # An acute, a grave or a diaeresis sits over a dark row, as i's dot does, on the letter's own body.
    one_row_marks = {
        "á": "a", "à": "a", "ä": "a", "é": "e", "è": "e", "ë": "e", "í": "i", "ì": "i", "ï": "i",
        "ó": "o", "ò": "o", "ö": "o", "ú": "u", "ù": "u", "ü": "u", "ý": "y", "ÿ": "y",
    }
    for small, base in one_row_marks.items():
        assert "#" in glyphs[small][0] and glyphs[small][1] == "....." and glyphs[small][2:] == glyphs[base][2:], small


def test_the_no_break_spaces_are_blank_like_a_space(glyphs: dict[str, tuple[str, ...]]) -> None:
    assert glyphs[NO_BREAK_SPACE] == glyphs[NARROW_NO_BREAK_SPACE] == glyphs[" "] == (".....",) * 7


def test_a_line_is_not_broken_at_a_no_break_space() -> None:
    font = BitmapFont.load()
    quoted = f"IL DIT «{NARROW_NO_BREAK_SPACE}OUI{NARROW_NO_BREAK_SPACE}» ET{NO_BREAK_SPACE}!"
    lines = font.wrap(quoted, 9 * 6 - 1)  # nine characters a line
    assert lines == ["IL DIT", f"«{NARROW_NO_BREAK_SPACE}OUI{NARROW_NO_BREAK_SPACE}»", f"ET{NO_BREAK_SPACE}!"]


def test_a_glyph_may_be_named_by_its_code_point() -> None:
    assert parse_font("= U+00A0\n" + ".....\n" * 7) == {NO_BREAK_SPACE: (".....",) * 7}
