"""Which say wins as a session starts: the saved settings, the command line, kiosk mode's rules, a replay's record.

From weakest to strongest (docs/command-line.md, docs/cabinet.md):

1. the saved settings -- or, in a ``--replay``, the settings its recording
   started with, which stand in for them whole (the player's file is not read);
2. ``--kiosk``: a cabinet this session, the saved setting untouched (a replay's
   recording says itself whether its session was a cabinet, so there it is not
   applied);
3. ``--fullscreen`` / ``--windowed``: that way this session; ``--lang``: that
   language this session (in a replay too: what a recording holds is
   language-free, so it replays in any);
4. a cabinet fills its screen, unless ``--window-size`` asked for a size (a
   picture of it, taken at that size);
5. a cabinet starts in its attract mode, the menu under it, when no other scene
   was asked for -- never in a replay, which starts where its recording did.

Every value the command line or kiosk mode sets is this session's only
(``session_only``): the player's saved file keeps its own until the player
changes it.  Pure logic: nothing here opens a window or a file.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.app.shell.registry import ATTRACT, MENU
from game.app.store.settings import Settings
from game.language import Language
from game.speech import Speech


@dataclass(frozen=True, slots=True)
class Asked:
    """What the command line says about the settings."""

    fullscreen: bool | None = None  # --fullscreen / --windowed; None: neither
    kiosk: bool = False  # --kiosk
    sized: bool = False  # --window-size given
    language: Language | None = None  # --lang; None: as the settings say (a replay's too: it replays in any)
    speech: bool = False  # --speech: the screen said aloud this run (a replay's too)


@dataclass(frozen=True, slots=True)
class InForce:
    """The settings a session starts with, and the names of those that hold for this session only."""

    settings: Settings
    session_only: frozenset[str] = frozenset()


def settings_in_force(start: Settings, asked: Asked, *, replaying: bool) -> InForce:
    """The settings in force: ``start`` (the saved settings, or a replay's recorded ones) overridden as above."""
    settings = start
    session_only: set[str] = set()
    if asked.kiosk and not replaying:
        settings = replace(settings, kiosk=True)
        session_only.add("kiosk")
    if asked.fullscreen is not None:
        settings = replace(settings, fullscreen=asked.fullscreen)
        session_only.add("fullscreen")
    if asked.language is not None:
        settings = replace(settings, language=asked.language)
        session_only.add("language")
    if asked.speech and not settings.speech.speaks:
        settings = replace(settings, speech=Speech.ON)
        session_only.add("speech")
    if settings.kiosk and not settings.fullscreen and not asked.sized:
        settings = replace(settings, fullscreen=True)
        session_only.add("fullscreen")
    return InForce(settings, frozenset(session_only))


def first_scene(asked: str, settings: Settings, *, replaying: bool, has_attract: bool) -> str:
    """The scene a session opens on: a cabinet's attract mode in place of the menu, else the one asked for."""
    if settings.kiosk and asked == MENU and not replaying and has_attract:
        return ATTRACT
    return asked
