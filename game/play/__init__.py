"""A match over the engine and the attract mode's run of computer games: pure Python, no pygame."""
