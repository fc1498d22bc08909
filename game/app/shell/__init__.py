"""The machine around the scenes: the command line, the window, the loop and the scene stack.

``cli`` parses the command line into ``options``; ``start`` opens a
session's parts in order (``precedence`` decides which settings win);
``app`` runs them: the devices, the fixed-timestep ``loop``, the
``window``; ``scene`` and ``registry`` hold the scene stack and the scenes by name; ``context`` is the one object every scene
shares (no globals); ``toasts`` queues messages for the player; ``headless``
runs sessions without a window for tests and tools.
"""
