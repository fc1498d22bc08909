"""The arcade side: everything that touches pygame (display, input, sound, scenes)."""
