"""The arcade side: everything that touches pygame (display, input, sound, scenes).

Grouped by job; data flows one way, device -> action -> scene -> match ->
engine, then engine -> view -> screen:

* ``shell/``   the machine: command line, window, fixed-step loop, scene stack, shared context
* ``input/``   devices to actions: keyboard, gamepads, mouse, key repeat, cursors
* ``scenes/``  the screens: menu, settings, help, setup, the three games, pause, the attract mode
* ``matches/`` starting a match from the player's choices, and the results kept across runs
* ``render/``  the canvas and what is drawn on it: palette, font, boards, layouts, widgets
* ``audio/``   synthesised sound effects and the mixer
* ``store/``   settings, recordings and the event log
* ``limits``   the bounds on every number a session accepts (seeds, ticks, window, canvas)

Start at ``shell.app.App`` for the machine, ``shell.scene.Scene`` for what
runs inside it, and ``shell.context.Context`` for what scenes share.
"""

import os

# pygame prints a banner on import; a game's stdout is not the place for it.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
