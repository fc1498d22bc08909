"""A child for the window section: prints $DISPLAY's desktop size, ``WIDTH HEIGHT``.

    python -m game.commands.bench.desktop_size

Asked of a throw-away child so the bench's own process opens no display.
"""

import pygame

if __name__ == "__main__":
    pygame.display.init()
    print(*pygame.display.get_desktop_sizes()[0])
