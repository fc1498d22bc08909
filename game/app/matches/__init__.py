"""Between the menus and ``game.play.match``: starting a match from the player's choices, and its results.

``match_setup`` builds a match from the settings (the results that outlive it
are ``game.app.store.session_records``'); ``players`` names and describes the
opponents for the screens; ``strengths`` puts their figures (measured by
``game.app.store.roster_strengths``) in words.
"""
