"""Devices to actions: the keyboard, gamepads and the mouse become one set of ``Action``s.

``actions`` names what a player can do; ``keymap`` says which key or button
does it for each player (the player's to change), ``presets`` the ready-made
maps, ``scheme`` how settings.json keeps them, ``key_names`` and ``labels``
what keys are called in the file and on screen; ``bindings`` holds the
controls nobody rebinds (the app's keys, the service key, sticks and hats);
``pads`` keeps track of gamepads plugged and pulled; ``repeat`` repeats a
held direction the way the TI-83's cursor does; ``cursor`` moves a cursor
over a grid; ``controls`` names raw presses for the INPUT TEST; ``mapper``
turns SDL events into actions for the shell.  Scenes see only actions,
never devices, so people, computers and replays all drive the game the
same way.
"""
