"""Clips of the game to share: frames made into an animated GIF, and the last seconds of play kept for F9.

``gif`` puts frames on one palette, ``gif_timing`` makes repeated frames one
longer frame, and ``recent`` keeps the last seconds for F9.  The ``clip``
subcommand (``game.commands.clip``) runs a session headless and makes a clip
of it with these.
"""
