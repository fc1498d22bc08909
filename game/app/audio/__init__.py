"""Sound: effects synthesised with numpy (``synth``) and played through the mixer (``sounds``).

With no audio device the game goes silent and says so once; nothing else changes.
"""
