"""Every colour drawn as text reads against what it is drawn on (WCAG 2.1 contrast, computed from the palettes)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.app.render.contrast import AA_TEXT, AAA_TEXT, contrast_ratio, luminance
from game.app.render.palette import PALETTES, PRESENTER, WOPR, WOPR_PRESENTER, Palette

#: Roles drawn as text (labels, numbers, marks' names, thinking labels) and the grounds text is drawn on.
from game.values.theme import Theme
TEXT_ROLES = ("text", "dim", "accent", "cursor", "warn", "good", "x_mark", "o_mark", "win", "loss")
GROUNDS = ("background", "panel")

GAME_PALETTES = {f"default {t.value}": (PALETTES[t], AA_TEXT) for t in Theme}
GAME_PALETTES |= {f"presenter {t.value}": (PRESENTER[t], AAA_TEXT) for t in Theme}
ALL_PALETTES = GAME_PALETTES | {"wopr": (WOPR, AA_TEXT), "wopr presenter": (WOPR_PRESENTER, AAA_TEXT)}


def test_the_ratio_is_wcags() -> None:
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)  # WCAG's famous grey
    assert contrast_ratio((255, 0, 0), (0, 0, 0)) == contrast_ratio((0, 0, 0), (255, 0, 0))
    assert luminance((255, 255, 255)) == pytest.approx(1.0) and luminance((0, 0, 0)) == 0.0


@pytest.mark.parametrize("name", sorted(ALL_PALETTES))
@pytest.mark.parametrize("role", TEXT_ROLES)
@pytest.mark.parametrize("ground", GROUNDS)
def test_every_text_colour_reads_on_every_ground(name: str, role: str, ground: str) -> None:
    palette, least = ALL_PALETTES[name]
    ratio = contrast_ratio(getattr(palette, role), getattr(palette, ground))
    assert ratio >= least, f"{name}: {role} on {ground} is {ratio:.2f}:1, under {least}:1"


@pytest.mark.parametrize("name", sorted(GAME_PALETTES))
def test_numbers_on_moler_colour_blocks_read(name: str) -> None:
    # Green-and-blue fills a taken cell with the owner's colour and writes its number in the background colour.
    palette, least = GAME_PALETTES[name]
    for block in (palette.x_mark, palette.o_mark):
        assert contrast_ratio(palette.background, block) >= least


def test_presenter_is_the_higher_contrast_one() -> None:
    for theme in Theme:
        plain, presenter = PALETTES[theme], PRESENTER[theme]
        assert all(contrast_ratio(getattr(presenter, r), presenter.background)
                   >= min(AAA_TEXT, contrast_ratio(getattr(plain, r), plain.background)) for r in TEXT_ROLES)


def _weakest(palette: Palette) -> float:
    return min(contrast_ratio(getattr(palette, r), getattr(palette, g)) for r in TEXT_ROLES for g in GROUNDS)


def test_a_palette_that_breaks_readability_would_fail() -> None:
    broken = replace(PALETTES[Theme.XO], dim=(116, 118, 140))  # the old grey: about 3.3:1 on the panel
    assert _weakest(broken) < AA_TEXT <= _weakest(PALETTES[Theme.XO])
