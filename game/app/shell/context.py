"""What every scene shares: one object, passed to ``Scene.enter``, instead of globals.

The app builds it once.  Scenes reach the settings, sound, font, colours,
event log, seeded random numbers, the scene stack and registry, the player
messages and the current match through it.
"""

from __future__ import annotations

import enum
import random
import sys
from dataclasses import dataclass, field
from typing import Any

from game.app.audio.sounds import Audio
from game.app.audio.speaker import Speaker
from game.app.input.actions import MAX_PLAYERS
from game.app.input.keymap import KeyMap
from game.app.input.pads import PadInfo
from game.app.render.font import BitmapFont
from game.app.render.motion import Motion
from game.app.render.palette import Palette, palette_for
from game.app.shell.registry import OPERATOR, SETTING_UP, SceneRegistry
from game.app.shell.stack import SceneStack
from game.app.shell.toasts import Toasts
from game.app.store.session_records import Records
from game.app.store.roster_strengths import RosterStrengths
from game.app.store.books import BooksStore
from game.app.store.event_log import EventLog
from game.app.store.fame import FameStore
from game.app.store.recording import SavedState
from game.app.store.settings import Notice, Settings, SettingsStore
from game.values.abandon import AbandonReason
from game.messages.exact import in_capitals
from game.opponents.menace_store import BoxStore
from game.play.match import Match


class EndReason(enum.Enum):
    """Why a session ended, as its ``session_end`` event says."""

    QUIT = "quit"  # the menu's QUIT confirmed, or the operator menu's EXIT TO DESKTOP
    FRAMES = "frames"  # the --frames limit of a headless run ran out
    WINDOW_CLOSED = "window_closed"  # the window's close button (never in kiosk mode)
    SIGNAL = "signal"  # SIGTERM, SIGINT or SIGHUP from the system
    ERROR = "error"  # an unexpected exception stopped the loop


@dataclass(eq=False)
class Context:
    """The shared state of one session of the machine."""

    settings: SettingsStore
    audio: Audio
    font: BitmapFont
    events: EventLog
    registry: SceneRegistry
    rng: random.Random  # the session's only source of randomness, seeded by --seed
    seed: int
    #: Where MENACE keeps its boxes this session: the player's file, or memory in a replay.
    menace_boxes: BoxStore
    toasts: Toasts = field(default_factory=Toasts)
    #: What the game says aloud (SPEECH) and the show's voice, each line logged; set right after construction.
    speech: Speaker = field(init=False)
    scenes: SceneStack = field(init=False)  # set by the app right after construction
    #: The cabinet's bookkeeping, set by the app right after construction (it logs through ``events``, tells through ``tell``).
    books: BooksStore = field(init=False)
    #: The hall of fame (judging games, the attract table), set by the app beside ``books``.
    fame: FameStore = field(init=False)
    #: The session's saved results, made by ``match_setup.session_records`` at first use.
    records: Records | None = None
    #: The match being played, for the game scenes and the operator's and pause menu's MENACE screens.
    match: Match | None = None
    #: Ticks since the session started; the event log stamps events with it.
    tick: int = 0
    #: The pads plugged in now, by slot (keyboard and mouse are always slot 0).
    pads: tuple[PadInfo, ...] = ()
    #: True once someone asked to leave; the app stops after the current tick.
    quitting: bool = False
    #: Actions arriving before this tick are dropped (after the attract mode is
    #: dismissed, so the key that woke the machine does not also act on the menu).
    ignore_input_until: int = 0
    #: While a ``--replay`` drives the session: what the player's files held when it was recorded.
    #: The replay plays from this, in memory, and saves nothing: its games were counted live.
    replayed: SavedState | None = None
    #: The roster's measured strengths, made by ``strengths.session_strengths`` at first use.
    strengths: RosterStrengths | None = None
    #: Attract-mode runs begun this session.  The count goes on from one show to the next, so VARIED's pairs and
    #: ATTRACT SOUND's every 4th run take turns on a busy cabinet too, not only while nobody touches it.
    attract_runs: int = 0
    #: Where the mouse pointer (or a finger) last was, in logical pixels: the hint's button under it is lit.
    pointer: tuple[int, int] | None = None

    @property
    def config(self) -> Settings:
        """The current settings."""
        return self.settings.current

    @property
    def keymap(self) -> KeyMap:
        """Which key or button does what, for each player, as the settings have it now."""
        return self.settings.current.controls.keymap

    @property
    def keyboard_keys_work(self) -> bool:
        """Whether the keyboard's own keys work beside the bindings now: on the screens that set controls up."""
        stack = getattr(self, "scenes", None)
        return stack is not None and not SETTING_UP.isdisjoint(stack.names())

    @property
    def players_at_hand(self) -> frozenset[int]:
        """The players with a device of their own now: player 1 at the keyboard, a pad's player, player 2's keys."""
        keys = {player for player in range(MAX_PLAYERS) if player == 0 or self.keymap.has_keys(player)}
        return frozenset(keys | set(self.pad_slots))

    @property
    def pad_slots(self) -> tuple[int, ...]:
        """Player slots of the pads plugged in now."""
        return tuple(pad.slot for pad in self.pads)

    @property
    def kiosk(self) -> bool:
        """Whether this is a cabinet now (``--kiosk`` or the saved setting): players cannot end the program."""
        return self.settings.current.kiosk

    @property
    def palette(self) -> Palette:
        """The colours of the chosen theme (the presenter's high-contrast set when that setting is on)."""
        return palette_for(self.settings.current.theme, self.settings.current.presenter)

    @property
    def scanlines(self) -> bool:
        """Whether the CRT effect is drawn: the setting, but never with the presenter palette."""
        return self.settings.current.crt and not self.settings.current.presenter

    @property
    def motion(self) -> bool:
        """Whether things fly, pop, sweep and wipe: not with MOTION NONE, in presenter mode as everywhere."""
        return self.settings.current.motion is not Motion.NONE

    @property
    def pace(self) -> int:
        """How many times its own length a game's animation takes: three with MOTION SLOW, else one."""
        return self.settings.current.motion.pace

    def tell(self, notice: Notice | str) -> None:
        """Tell the player something: a line on screen, the detail on stderr, and the detail in the event log.

        The log keeps it for an operator who was not there to read the screen
        (a file found damaged and set aside, a save that failed), where a
        cabinet's stderr may go nowhere.  A cabinet's public is told nothing
        of that: the line is shown there only while the operator's screens
        are open.
        """
        if isinstance(notice, str):  # a problem in a store's words: the screen's capitals, its paths as spelled
            notice = Notice(in_capitals(notice), notice)
        print(f"tictactoe-magic: {notice.detail}", file=sys.stderr)
        stack = getattr(self, "scenes", None)  # a file found damaged is told as the session starts, before its stack
        if not self.kiosk or (stack is not None and OPERATOR in stack.names()):
            self.toasts.show(notice.screen)
        self.events.emit("notice", text=notice.detail)

    def swallow_input(self, ticks: int) -> None:
        """Drop every action for the rest of this tick and the next ``ticks`` ticks."""
        self.ignore_input_until = max(self.ignore_input_until, self.tick + 1 + ticks)

    def quit(self, reason: EndReason = EndReason.QUIT, **detail: Any) -> None:
        """Ask the app to stop after this tick; the first ask logs ``session_end`` with its reason."""
        if self.quitting:
            return
        self.quitting = True
        # A game still on is logged as given up before the session ends, so the books add up.
        left = {EndReason.WINDOW_CLOSED: AbandonReason.LEFT, EndReason.ERROR: AbandonReason.CRASH}.get(
            reason, AbandonReason.SHUTDOWN)
        for scene in self.scenes:
            scene.abandon(left)
        self.events.emit("session_end", reason=reason.value, **detail)
