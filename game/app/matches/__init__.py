"""Between the menus and ``game.play.match``: starting a match from the player's choices, and its results.

``match_setup`` builds a match from the settings; ``records`` keeps the results
that outlive it; ``players`` names and describes the opponents for the screens;
``roster_strengths`` measures them and ``strengths`` puts the figures in words.
"""
