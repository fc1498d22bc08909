"""Package data: fonts and sounds, installed as ``game.assets``."""
