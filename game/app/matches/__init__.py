"""Between the menus and ``game.play.match``: starting a match from the player's choices, and its results.

``match_setup`` builds a match from the settings and keeps the results that
outlive it; ``players`` names and describes the opponents for the screens.
"""
