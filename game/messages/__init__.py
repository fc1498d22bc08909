"""How the game tells a person what was wrong: bad values quoted briefly, one-line argument errors."""
