"""The scenes and states worth showing and measuring, each reached by an action script.

``screenshots`` draws every entry; ``bench`` times frames
from each scene's first entry while its ``workload`` keeps the screen busy.
A state is reached the way a player would reach it: a headless session
starts in a scene and is fed actions (``game.app.shell.headless.ActionScript``),
then, for states that come in their own time (the attract mode's phases),
runs on until the entry's ``until`` condition holds.  So the pictures show
what the real machine draws.  Any registered scene without an entry here
still gets one, ``open`` (the scene as it starts), so the table covers
whatever the registry holds; a scene registered under two names (the
attract mode is also ``wargames``) is shown once.

The states are kept by the screens they show: ``games`` (the three games),
``matchboxes`` (MENACE), ``big_board``, ``lessons`` and ``cabinet`` (idle
watch, operator menu, INPUT TEST, attract mode), with ``moves`` for the
clicks they share, ``state`` for what a state is and how it is reached, and
``table`` for the order they are drawn in.  This package hands on the names
the commands and tests use.
"""

from __future__ import annotations

from game.commands.scene_states.games import game_states
from game.commands.scene_states.state import ATTRACT_RUN_TICKS, UNTIL_LIMIT, WORKLOAD_INTERVAL, SceneState, reached
from game.commands.scene_states.table import STATES, first_state, scene_name, states_for

__all__ = ["ATTRACT_RUN_TICKS", "STATES", "UNTIL_LIMIT", "WORKLOAD_INTERVAL", "SceneState", "first_state",
           "game_states", "reached", "scene_name", "states_for"]
