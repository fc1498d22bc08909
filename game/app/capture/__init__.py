"""Pictures of the game to share: F12's screenshot and F9's clip in a session (``saving``).

``gif`` puts frames on one palette, ``gif_timing`` makes repeated frames one
longer frame, and ``recent`` keeps the last seconds for F9.  The ``clip``
subcommand (``game.commands.clip``) runs a session headless and makes a clip
of it with these.
"""
