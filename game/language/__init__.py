"""The languages the game speaks: which there are, and the catalog of the one in use (pure: no pygame).

Every text a person reads is written in English in the code, marked for
extraction (``N_`` where it is kept whole, ``tr`` where it is filled in), and
looked up in the gettext catalog of the language in use.  What the game
saves or logs stays in English, so a recording made in one language replays
in another.  docs/languages.md says how to add a language.
"""

from __future__ import annotations

from .catalog import NC_, CatalogMissing, N_, current, tr, trc, use
from .languages import Language, UnknownLanguage, from_locale, language_named

__all__ = ["NC_", "CatalogMissing", "N_", "Language", "UnknownLanguage", "tr", "trc", "current", "from_locale", "language_named", "use"]
