"""Why a game in progress was given up: the reason its ``game_abandoned`` event and the books record."""

from __future__ import annotations

import enum


class AbandonReason(enum.Enum):
    """Why a game in progress was given up, as its ``game_abandoned`` event says."""

    LEFT = "left"  # the player left it: the pause menu's MAIN MENU, or the window closed
    IDLE = "idle"  # nobody touched the machine: the idle watch's CONTINUE? ran out
    SHUTDOWN = "shutdown"  # the program ended under it: the operator's EXIT, a signal, a headless run's end
    CRASH = "crash"  # the session ended uncleanly under it: an unexpected error, or a kill seen at the next start
