"""Devices to actions: the keyboard, gamepads and the mouse become one set of ``Action``s.

``actions`` names what a player can do; ``bindings`` says which key or
button does it; ``pads`` keeps track of gamepads plugged and pulled;
``repeat`` repeats a held direction the way the TI-83's cursor does;
``cursor`` moves a cursor over a grid; ``mapper`` turns SDL events into
actions for the shell.  Scenes see only actions, never devices, so people,
computers and replays all drive the game the same way.
"""
