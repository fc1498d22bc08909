"""Pictures of the game to share: F12's screenshot and F9's clip in a session (``saving``), and a recording
(or the attract mode) rendered headless to an animated GIF (``clip``)."""
