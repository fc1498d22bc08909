"""Pixels: the 320x180 canvas and everything drawn on it.

``screen`` owns the canvas, the whole-number scaling, the letterbox and the
CRT effect; ``palette`` and ``font`` hold the colours and the 5x7 pixel
font; ``boardviews`` draws a board in each of the three views;
``game_layout`` and ``game_screen`` place and draw a game's screen;
``wopr_view`` draws the WarGames attract mode; ``ui`` has the shared
widgets (lists, hints, toasts).  Nothing here changes game state: views
read it and draw.
"""
