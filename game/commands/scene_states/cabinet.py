"""The cabinet's states: idle watch, operator menu, INPUT TEST and attract mode.

These screens are reached by waiting or by device events rather than by
clicks, so the conditions they run on until (``holding``, ``attract_phase``)
and the records the hall of fame shows live here.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app.scenes.operator import Do, ROWS as OPERATOR_ROWS
from game.app.shell.app import App
from game.app.shell.loop import seconds_to_ticks
from game.app.store.settings import Settings
from game.cabinet.hall_of_fame import FAME_FILE, FameChanges, HallOfFame, Kind, Record, fame_to_json
from game.commands.scene_states.state import BASE_SETTINGS, reached
from game.files.paths import data_dir
from game.files.storage import write_json_atomic
from game.play.attract import Phase
from game.values.seats import PERSON_ID
import pygame  # noqa: E402  (after game.app, which quiets pygame's banner)


A_CABINET = Settings(crt=True, opponent=PERSON_ID, kiosk=True)  # only a cabinet gives up a game left alone
#: Ticks until the idle watch asks CONTINUE? over a game left alone, at the shipped idle time.
IDLE_TICKS = seconds_to_ticks(BASE_SETTINGS.attract_idle_seconds)
EXIT_ROW = next(i for i, row in enumerate(OPERATOR_ROWS) if row.do is Do.EXIT)
#: Records for the hall of fame's picture: some opponents with both, some with one, most with none.
SOME_RECORDS = (("random", Kind.STREAK, "ACE", 12), ("random", Kind.QUICKEST, "JRR", 3),
                ("perfect", Kind.STREAK, "WOP", 7), ("menace", Kind.QUICKEST, "D.M", 4),
                ("lookahead-fixed", Kind.STREAK, "MEN", 3), ("center", Kind.QUICKEST, "KID", 4))



def hold_some_records() -> None:
    """Write ``SOME_RECORDS`` as the fresh home's hall of fame."""
    changes = FameChanges()
    for opponent_id, kind, initials, value in SOME_RECORDS:
        changes = changes.with_record(opponent_id, kind, Record(initials, value))
    write_json_atomic(data_dir() / FAME_FILE, fame_to_json(changes.apply(HallOfFame())))



def key_down(key: int) -> pygame.event.Event:
    """SDL's event for a key pressed."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def holding(*events: pygame.event.Event, back_ticks: int = 0) -> Callable[[App], bool]:
    """For the INPUT TEST: post these presses (as the devices would, through SDL), then wait while a BACK button
    fills ``back_ticks`` of its hold."""
    def held(app: App) -> bool:
        scene = app.ctx.scenes.top
        if not scene.held:
            for event in events:
                pygame.event.post(event)
            return False
        return scene.back_ticks >= back_ticks
    return held


#: Two pads as SDL first sees them when no ADDED event came (named by kind): a game controller and a raw joystick.
TWO_PADS_HOLDING = (
    pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=40, button=pygame.CONTROLLER_BUTTON_A),
    pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=40, button=pygame.CONTROLLER_BUTTON_DPAD_LEFT),
    pygame.event.Event(pygame.JOYHATMOTION, instance_id=50, hat=0, value=(0, 1)),
    pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=50, button=9),
)


def attract_phase(phase: Phase, *, moves: int = 0, phase_ticks: int = 0, typed: int = 0,
                  over: bool = False) -> Callable[[App], bool]:
    """A condition on the attract mode's run: in ``phase``, far enough in by each measure given."""

    def reached(app: App) -> bool:
        run = getattr(app.ctx.scenes.top, "run", None)
        if run is None or run.phase is not phase or run.phase_tick < phase_ticks or len(run.typed) < typed:
            return False
        match = run.boards[0].match
        return len(match.board.moves) >= moves and (not over or match.outcome is not None)

    return reached
