"""The game on a Linux desktop: a launcher entry and an icon (and a cabinet's autostart), put in and taken out."""
