"""The arcade cabinet's own records, as pure logic: what an operator and the players keep between sessions.

``bookkeeping`` holds the operator's tallies (sessions, attract runs, games
started, finished and abandoned per game and opponent) and ``report``
writes them as the operator menu's page; ``hall_of_fame`` holds the
records players chase per opponent (the longest unbeaten streak and the
quickest win), and ``sitting`` judges a sitting's games against them;
``initials`` is the arcade initials entry as a state machine.
``game.files.kept_json`` loads and saves their files by the rules of ``game.files.storage``.
No pygame here: the app's stores and scenes (``game.app.store``,
``game.app.scenes``) wrap these.
"""

#: The shell's fixed tick rate (``game.app.shell.loop.TICK_RATE``): the cabinet's times are counted in ticks.
TICKS_PER_SECOND = 60
