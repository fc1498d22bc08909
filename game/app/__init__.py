"""The arcade side: everything that touches pygame (display, input, sound, scenes).

Start at ``app.App`` for the machine (loop, window, devices), ``scene.Scene``
for what runs inside it, and ``context.Context`` for what scenes share.
"""

import os

# pygame prints a banner on import; a game's stdout is not the place for it.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
