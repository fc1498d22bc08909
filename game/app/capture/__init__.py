"""Clips of the game to share: a recording (or the attract mode) rendered headless to an animated GIF."""
