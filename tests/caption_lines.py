"""A caption's words filled into lines of so many characters, as the 5x7 font wraps them: the lessons' tests
count a caption's lines with it, written here once, not with the layout under test."""

from __future__ import annotations


def wrapped(text: str, width: int) -> list[str]:
    """Words filled into lines of ``width`` characters, as the font wraps a caption's sentences."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
