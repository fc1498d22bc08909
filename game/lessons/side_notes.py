"""A sentence of a side panel cut into lines of the page's note width, so a translator translates the sentence whole.

A note is a short line (``page.NOTE_WIDTH`` characters); a sentence longer
than that is written once, looked up whole, and cut here at spaces, each line
after the first indented as given (a rule's hanging indent under its number).
"""

from __future__ import annotations

import textwrap

from .page import NOTE_WIDTH


def note_lines(sentence: str, indent: str = "") -> tuple[str, ...]:
    """``sentence`` (already translated) in lines of at most ``NOTE_WIDTH`` characters, cut only at spaces."""
    return tuple(textwrap.wrap(sentence, NOTE_WIDTH, subsequent_indent=indent, break_on_hyphens=False,
                               break_long_words=False))
