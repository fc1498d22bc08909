"""The languages the game speaks, each named in itself, and which one a system's locale asks for."""

from __future__ import annotations

import enum
from collections.abc import Mapping

#: The environment variables that name the user's language, in the order gettext reads them.
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


class Language(enum.Enum):
    """A language of the game; its value is its gettext code, as settings.json and ``--lang`` write it."""

    ENGLISH = "en"
    SPANISH = "es"
    FRENCH = "fr"
    GERMAN = "de"
    PORTUGUESE = "pt"

    @property
    def code(self) -> str:
        return self.value

    @property
    def own_name(self) -> str:
        """The language named as its speakers write it, so a player finds their own whatever is on screen."""
        return OWN_NAMES[self]


OWN_NAMES = {
    Language.ENGLISH: "ENGLISH",
    Language.SPANISH: "ESPAÑOL",
    Language.FRENCH: "FRANÇAIS",
    Language.GERMAN: "DEUTSCH",
    Language.PORTUGUESE: "PORTUGUÊS",
}


class UnknownLanguage(ValueError):
    """A language code the game does not speak."""

    def __init__(self, code: str) -> None:
        known = ", ".join(language.code for language in Language)
        super().__init__(f"unknown language {code!r}; known: {known}")
        self.code = code


def language_named(code: str) -> Language:
    """The language of a code as a person types it (``es``, ``ES``, ``pt_BR``, ``de-AT``): its first part decides."""
    wanted = code.strip().replace("-", "_").split("_")[0].split(".")[0].lower()
    for language in Language:
        if language.code == wanted:
            return language
    raise UnknownLanguage(code)


def from_locale(environ: Mapping[str, str]) -> Language:
    """The first language of the system's locale the game speaks, read as gettext reads it; else English.

    ``LANGUAGE`` may list several (``fr:de``), and ``C`` or ``POSIX`` mean no choice at all.
    """
    for variable in LOCALE_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        for code in value.split(":"):
            if code in ("", "C", "POSIX") or code.startswith(("C.", "POSIX.")):
                continue
            try:
                return language_named(code)
            except UnknownLanguage:
                continue
        if variable != "LANGUAGE":
            break  # the first set variable of LC_ALL, LC_MESSAGES and LANG is the locale, as in setlocale
    return Language.ENGLISH
