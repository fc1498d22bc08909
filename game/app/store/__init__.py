"""What a session reads and writes besides the screen: settings, recordings, the event log, the cabinet's files.

``settings`` validates, loads and saves the player's settings by the rules of
``game.files.storage``; ``recording`` writes and reads ``--record``/``--replay``
files; ``event_log`` writes ``--event-log`` lines for tests and tools;
``books`` (the bookkeeping) and ``fame`` (the hall of fame) keep the
cabinet's files (``game.cabinet``) for a session, through ``kept_state`` (which the results use too);
``session_records`` keeps the results per opponent, and ``roster_strengths`` the roster's figures
(MENACE's measured from its boxes as it learns).
"""
