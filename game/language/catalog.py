"""The catalog of the language in use, and the two marks every text a person reads carries.

``trc(context, text)`` is ``tr`` for one English text that needs two
translations (gettext's ``msgctxt``).  ``N_("QUIT")`` marks a text kept whole (a label, a constant): extraction
finds it, and the font looks it up as it draws it, so a constant made at
import follows a change of language.  ``tr("{who} WINS")`` looks a text up
at once, for a text filled in with figures or names before it is drawn:
its template is what is translated, never the filled-in line.

The language in use is the process's, as gettext's own ``install`` makes it:
every part that writes for a person (the lessons' pages as much as the
font) reads the same one, and only the shell changes it (settings, ``--lang``).
"""

from __future__ import annotations

import gettext
from functools import cache
from importlib import resources

from .languages import Language

#: The gettext domain: ``game/language/locale/<code>/LC_MESSAGES/tictactoe_magic.mo``.
DOMAIN = "tictactoe_magic"
LOCALE_DIR = "locale"


class CatalogMissing(LookupError):
    """A language's compiled catalog is not in the package (a checkout run without a build)."""


class _InUse:
    """The language in use and its catalog (one per process)."""

    language: Language = Language.ENGLISH
    catalog: gettext.NullTranslations = gettext.NullTranslations()


def mo_path(language: Language) -> str:
    """The compiled catalog's path inside the package, as the build writes it."""
    return f"{LOCALE_DIR}/{language.code}/LC_MESSAGES/{DOMAIN}.mo"


@cache
def catalog_of(language: Language) -> gettext.NullTranslations:
    """A language's compiled catalog, read once; English (the texts as written) has none.

    CatalogMissing if the build left it out (the package's test of its catalogs fails on that first).
    """
    if language is Language.ENGLISH:
        return gettext.NullTranslations()
    source = resources.files(__package__).joinpath(mo_path(language))
    try:
        with source.open("rb") as file:
            return gettext.GNUTranslations(file)
    except OSError as err:
        raise CatalogMissing(f"no compiled catalog for {language.code} ({err.strerror}: {source}); "
                             "install the game with pip, which compiles them") from None


def use(language: Language) -> None:
    """Speak ``language`` from now on; CatalogMissing (and the language unchanged) if it is not installed."""
    _InUse.catalog = catalog_of(language)
    _InUse.language = language


def current() -> Language:
    """The language in use."""
    return _InUse.language


def tr(text: str) -> str:
    """``text`` in the language in use (itself where the catalog has no entry for it)."""
    return _InUse.catalog.gettext(text) if text else text


def trc(context: str, text: str) -> str:
    """``text`` in the language in use, in ``context``: one English text that two places need said differently."""
    return _InUse.catalog.pgettext(context, text)


def NC_(context: str, text: str) -> str:  # noqa: N802 -- N_ with gettext's msgctxt, for extraction
    """Mark ``text`` in ``context`` for extraction and keep it as written: ``trc`` says it where it is used."""
    return text


def N_(text: str) -> str:  # noqa: N802 -- gettext's own name for the mark, which extraction looks for
    """Mark ``text`` for extraction and keep it as written: it is translated where it is drawn."""
    return text
