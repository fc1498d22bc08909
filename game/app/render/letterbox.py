"""Where the 320x180 picture sits in a window: the whole-number scale and the black bars around it.

Kept free of numpy, so that the card the first window opens with
(``game.app.shell.boot``) is placed exactly as ``Screen`` places every frame.
"""

from __future__ import annotations

import pygame

from game.app.limits import LOGICAL_SIZE

LETTERBOX = (0, 0, 0)


def letterbox_layout(window_size: tuple[int, int]) -> tuple[int, pygame.Rect]:
    """The integer scale and the letterboxed destination rectangle for a window size."""
    lw, lh = LOGICAL_SIZE
    scale = max(1, min(window_size[0] // lw, window_size[1] // lh))
    rect = pygame.Rect(0, 0, lw * scale, lh * scale)
    rect.center = (window_size[0] // 2, window_size[1] // 2)
    return scale, rect
