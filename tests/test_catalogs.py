"""The languages' catalogs: complete, up to date with the code, compiled into the package, and drawable.

``msgfmt --check --statistics`` is the gettext project's own check: it must
count no untranslated and no fuzzy entry.  The rest is what a translation
can get wrong that msgfmt cannot see here: a placeholder dropped or renamed
(``{who}``, a key's ``{select}``), a letter the 5x7 font does not draw, a
translation that is itself an English text of the game (the font looks each
text up as it draws it, so it would be looked up twice).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

import game
import game.language.catalog as catalog_module
from game.app.render.font import BitmapFont
from game.language import Language

LOCALE = Path(catalog_module.__file__).parent / catalog_module.LOCALE_DIR
TEMPLATE = LOCALE / f"{catalog_module.DOMAIN}.pot"
TRANSLATED = [language for language in Language if language is not Language.ENGLISH]
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def po_path(language: Language) -> Path:
    return LOCALE / language.code / "LC_MESSAGES" / f"{catalog_module.DOMAIN}.po"


@cache
def catalog(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_po(file)


def entries(path: Path) -> dict[str, str]:
    """Each entry's English (and its context, where it has one: ``context\x04text``, as gettext keys it)."""
    return {(f"{message.context}\x04{message.id}" if message.context else message.id): message.string
            for message in catalog(path) if message.id}


@cache
def marked_in_code() -> frozenset[str]:
    """What Babel extracts from the code now, as tools/catalogs.py extract does."""
    found = extract_from_dir(Path(game.__file__).parent, method_map=[("**.py", "python")],
                             keywords={"tr": None, "N_": None, "trc": ((1, "c"), 2), "NC_": ((1, "c"), 2)})
    return frozenset((context, message) for _, _, message, _, context in found)


def test_the_template_holds_every_text_marked_in_the_code_and_nothing_else() -> None:
    # A text marked since the template was made is in no catalog: run python tools/catalogs.py extract, then update.
    assert set(entries(TEMPLATE)) == {f"{context}\x04{text}" if context else text for context, text in marked_in_code()}


@pytest.mark.parametrize("language", TRANSLATED, ids=[language.code for language in TRANSLATED])
def test_every_catalog_translates_every_entry_of_the_template_and_none_is_fuzzy(language: Language) -> None:
    translated = catalog(po_path(language))
    assert set(entries(po_path(language))) == set(entries(TEMPLATE))
    assert [message.id for message in translated if message.id and not message.string] == []
    assert [message.id for message in translated if message.id and message.fuzzy] == []
    assert translated.locale is not None and str(translated.locale) == language.code


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="msgfmt (GNU gettext) is not installed here")
@pytest.mark.parametrize("language", TRANSLATED, ids=[language.code for language in TRANSLATED])
def test_msgfmt_checks_each_catalog_and_counts_nothing_untranslated_or_fuzzy(language: Language) -> None:
    done = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(po_path(language))],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"\d+ translated messages\.\n", done.stderr), done.stderr


@pytest.mark.parametrize("language", TRANSLATED, ids=[language.code for language in TRANSLATED])
def test_a_translation_keeps_every_placeholder_and_the_spaces_at_its_ends(language: Language) -> None:
    wrong = [(english, said) for english, said in entries(po_path(language)).items() if said and (
        sorted(PLACEHOLDER.findall(english)) != sorted(PLACEHOLDER.findall(said))
        or english[:1].isspace() != said[:1].isspace() or english[-1:].isspace() != said[-1:].isspace())]
    assert wrong == []


@pytest.mark.parametrize("language", TRANSLATED, ids=[language.code for language in TRANSLATED])
def test_the_font_draws_every_letter_of_every_translation_in_either_case(language: Language) -> None:
    font = BitmapFont.load()
    said = "".join(entries(po_path(language)).values())
    assert sorted({char for char in said + said.upper() if not font.has(char) and char not in "\n"}) == []


@pytest.mark.parametrize("language", TRANSLATED, ids=[language.code for language in TRANSLATED])
def test_no_translation_is_another_english_text_that_translates_otherwise(language: Language) -> None:
    # The font looks up each text it draws: a translation that is itself an entry would be translated again.
    translated = entries(po_path(language))
    twice = [(english, said, translated[said]) for english, said in translated.items()
             if said in translated and said != english and translated[said] not in ("", said)]
    assert twice == []


@pytest.mark.parametrize("language", TRANSLATED, ids=[language.code for language in TRANSLATED])
def test_the_package_carries_each_catalog_compiled_as_written(language: Language) -> None:
    # Compiled by the build (tools/catalogs_build.py): a stale or missing .mo fails here, not on a player's screen.
    compiled = catalog_module.catalog_of(language)
    assert {english: compiled.gettext(english) for english in entries(po_path(language))} \
        == entries(po_path(language))


def test_no_text_the_font_looks_up_is_a_lone_letter() -> None:
    # The font looks up every text it draws: a lone letter in the catalog (a cell's D) would be translated wherever
    # that letter stands alone, a key's D included.  Such labels are said in a context (``trc``), which it never reads.
    assert [text for text in entries(TEMPLATE) if "\x04" not in text and len(text) == 1] == []
