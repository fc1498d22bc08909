"""Key hints that are buttons: every key a hint line names can be clicked or touched.

A hint line reads ``↑↓ CHOOSE   ENTER SELECT   ESC BACK``: groups two or
more spaces apart, each a key (or arrows, or keys joined by ``/``) and what
it does.  Scenes write it with actions in place of keys
(``{up}{down} CHOOSE   {select} SELECT``) and ``key_words`` puts in the keys
the player's bindings give them, keeping in the ``Hint`` which name means
which action (``Hint.keys``).  ``hint_buttons`` reads each group's keys
from that and finds where the line draws them, so the shell turns a
click or a touch there into the very action the key gives (``App.dispatch``),
in every scene at once.  A group naming one key is a button as wide as the
whole group; a group naming several (``←→ PAGE``, ``ENTER/ESC SHELF``)
makes each key its own button.  Groups that name no key (a warning, a
message) stay plain text.  The keys are drawn brighter than the words, so
what can be pressed looks pressable, and the button under the pointer is
lit (``draw_lit_button``).

A line too wide for the screen is shortened, never cut: ``SHORTENINGS``
are tried in order, each on top of the ones before, until the line fits
(``shown``); one that no shortening brings into its room (a language whose
words run longer) reflows onto a row over it (``rows``).  Every key stays
named, so every key stays a button.
"""

from __future__ import annotations

import enum
import functools
import re
from dataclasses import dataclass, field

import pygame

from game.app.input.actions import Action
from game.app.input.labels import KEY_LABELS
from game.app.render.font import ADVANCE, BitmapFont
from game.app.render.palette import RGB, Palette
from game.app.render.screen import LOGICAL_SIZE
from game.language import NC_, N_, Language, current, tr, trc

WIDTH, HEIGHT = LOGICAL_SIZE
EDGE = 6  # the screen margin (``ui.MARGIN``): no text nearer the edge than this
HINT_Y = HEIGHT - EDGE - 7  # the bottom line of key hints (the screen margin, then one line of text)
ROOM = WIDTH - 2 * EDGE  # the widest hint line, in pixels
GROUP = re.compile(r"\S+(?: \S+)*")  # one key's group: words a single space apart (groups are two or more apart)
KEY_JOIN = "/"  # ENTER/ESC: two keys for one meaning
LIT_PAD = 1  # pixels a lit button's block reaches beyond its text
ROW_PITCH = 9  # from a crowded line's row to the row under it: the font's line and a dark row
ROW_CLEAR = 1  # pixels of background round a row drawn over the screen's own bottom
HIT_PAD = (2, 3)  # pixels a button's hit area reaches beyond its text, across and up
ARROWS = "←↑↓→"
#: Words a line too wide for the screen says shorter (``Shortening.SHORT_WORDS``), in whole words still read aloud:
#: each long word as the lines say it, and its shorter form, which each language gives its own (``short_words``).
LONG_CONTEXT = "a word of a line of key hints, as the line says it"
SHORT_CONTEXT = "a shorter word for a crowded line of key hints"
SHORT_WORDS = (
    # TRANSLATORS: used only when a line of key hints is too wide for the screen: each long word exactly as your hint
    # lines say it, and a shorter whole word a player reads as the same action, or the same word again (never an
    # abbreviation: a line that still does not fit moves its whole words onto a second row).
    (NC_("a word of a line of key hints, as the line says it", "VIEW, HELD CLEAR"),
     NC_("a shorter word for a crowded line of key hints", "VIEW/CLR")),
    (NC_("a word of a line of key hints, as the line says it", "PLAY"),
     NC_("a shorter word for a crowded line of key hints", "GO")),
)


def short_words() -> tuple[tuple[str, str], ...]:
    """The long words and their shorter forms in the language in use (where a language needs no shorter form, the
    same word)."""
    return tuple((trc(LONG_CONTEXT, long), trc(SHORT_CONTEXT, short)) for long, short in SHORT_WORDS)
#: Words that say where an arrow leads (``→ NEXT: LESSON 5``), which the arrow alone would not: never dropped.
# TRANSLATORS: the word a lesson's last page says after its arrow keys, exactly as in "NEXT: LESSON {number}".
LEADS_TO = N_("NEXT:")


class Shortening(enum.Enum):
    """One way to say a hint line in fewer characters, keeping every key it names."""

    TWO_SPACE_GAPS = "groups two spaces apart, not three"
    KEY_IN_WORD = ("a one-letter key that begins its word is that word's first letter, lit: U UNDO reads UNDO (never a "
                   "word that is itself a key's name: P PAUSE would read as the PAUSE key)")
    ONE_SPACE_GAPS = "groups one space apart: the lit keys tell where each begins"
    BARE_ARROWS = "arrows stand alone: they are the picture of where they move (but not of where LEADS_TO names)"
    SHORT_WORDS = "words from SHORT_WORDS"


SHORTENINGS = tuple(Shortening)  # tried in this order, each on top of the ones before


@dataclass(frozen=True, slots=True)
class Group:
    """One group of a hint line as drawn: its text, and each key it names with where the key's name starts in it."""

    text: str
    keys: tuple[tuple[str, int], ...]


#: Which key name of a line means which action (``Hint.keys``).
KeyTable = tuple[tuple[str, Action], ...]


@dataclass(frozen=True, slots=True)
class Hint:
    """A line of key hints and where it is drawn: ``anchor`` is its top-left, top-centre or top-right by ``align``.

    ``keys`` says which names in ``text`` are keys, and the action each gives (``key_words.keyed`` fills it in);
    a line with none is a message, drawn as written.
    """

    text: str
    anchor: tuple[int, int] = (WIDTH // 2, HINT_Y)
    align: str = "center"
    room: int = ROOM  # pixels: the widest the line may be drawn (a lesson page's is its title-safe width)
    keys: KeyTable = ()
    player: int = 0  # whose keys it names: a click on one acts for them
    names: frozenset[str] = field(init=False, repr=False, compare=False)  # the keys' names, to look a line up by

    def __post_init__(self) -> None:
        object.__setattr__(self, "names", frozenset(name for name, _ in self.keys))


@dataclass(frozen=True, slots=True)
class HintButton:
    """One key of a hint line: what it is called, the action it gives, its hit area and where its name is drawn."""

    key: str
    action: Action
    rect: pygame.Rect  # the hit area, in logical pixels
    start: int  # where the key's name starts in its row of the line (characters)
    face: str  # what the button reads: its whole group, or the key alone in a group of several
    face_start: int  # where that starts in its row (characters)
    row: tuple[int, int] = (0, 0)  # the left and top, in pixels, of the row it stands in


def _keys(token: str, table: frozenset[str]) -> list[tuple[str, int]]:
    """The keys a group's first word names, each with its offset in the word; [] if one is not a key."""
    if token and all(char in ARROWS for char in token):
        return [(char, i) for i, char in enumerate(token)] if all(char in table for char in token) else []
    keys, offset = [], 0
    for name in token.split(KEY_JOIN):
        if name not in table:
            return []
        keys.append((name, offset))
        offset += len(name) + len(KEY_JOIN)
    return keys


def _groups(text: str, names: frozenset[str]) -> list[Group]:
    """The line's groups as written, each with the keys (of ``names``) its first word names."""
    return [Group(group, tuple(_keys(group.split(" ")[0], names))) for group in GROUP.findall(text)]


def _shorter(group: Group, way: Shortening) -> Group:
    """The group said one way shorter (the same group when that way does not apply to it)."""
    token, _, words = group.text.partition(" ")
    if not group.keys or not words:
        return group
    if way is Shortening.KEY_IN_WORD and len(group.keys) == 1 and len(token) == 1 and words.startswith(token) \
            and words not in key_names():
        return Group(words, ((token, 0),))
    if way is Shortening.BARE_ARROWS and all(char in ARROWS for char in token) and not words.startswith(tr(LEADS_TO)):
        return Group(token, group.keys)
    if way is Shortening.SHORT_WORDS:
        for long, short in short_words():
            words = re.sub(rf"\b{re.escape(long)}\b", short, words)  # whole words: PLAY, not DISPLAY
        return Group(f"{token} {words}", group.keys)
    return group


def key_names() -> frozenset[str]:
    """What the keyboard's keys are called in the language in use (ENTER, PAUSE, a German keyboard's ENTF)."""
    return frozenset(trc("keyboard key", name) for name in KEY_LABELS.values())


def _width(groups: list[Group], gap: str) -> int:
    text = gap.join(group.text for group in groups)
    return len(text) * ADVANCE - 1


def shown(text: str, room: int = ROOM, names: frozenset[str] = frozenset()) -> tuple[tuple[Group, ...], str]:
    """The line's groups as drawn and the gap between them: as written if it fits, else shortened till it does.

    A line that names no key (of ``names``) is a message, not hints, and is drawn as written.
    """
    groups = _groups(text, names)
    if not any(group.keys for group in groups):
        return (), ""
    gap = "   " if "   " in text else "  "
    for way in (None, *SHORTENINGS):
        if way is Shortening.TWO_SPACE_GAPS:
            gap = "  "
        elif way is Shortening.ONE_SPACE_GAPS:
            gap = " "
        elif way is not None:
            groups = [_shorter(group, way) for group in groups]
        if _width(groups, gap) <= room:
            break
    return tuple(groups), gap


def rows(text: str, room: int = ROOM, names: frozenset[str] = frozenset()) -> tuple[tuple[tuple[Group, ...], str], ...]:
    """The line as drawn, row by row (each row's groups and gap): one row, shortened, as long as it fits; a line
    no shortening brings into its room reflows onto rows over it, as even as they come, and is never cut.  Its
    shorter words and key names are the language in use's."""
    return _rows(text, room, names, current())


@functools.lru_cache(maxsize=64)  # every frame draws its line again: the few lines there are, worked out once
def _rows(text: str, room: int, names: frozenset[str], language: Language) -> tuple[tuple[tuple[Group, ...], str], ...]:
    groups, gap = shown(text, room, names)
    if not groups:
        return ()
    if _width(list(groups), gap) <= room:
        return ((groups, gap),)
    packed: list[list[Group]] = [[]]
    for group in groups:
        if packed[-1] and _width([*packed[-1], group], gap) > room:
            packed.append([])
        packed[-1].append(group)
    if len(packed) == 2:  # two rows as even as they come, the first no shorter than the second
        split = min(range(1, len(groups)), key=lambda k: (max(_width(list(groups[:k]), gap),
                                                                _width(list(groups[k:]), gap)), -k))
        packed = [list(groups[:split]), list(groups[split:])]
    return tuple((tuple(row), gap) for row in packed)


def _placed(font: BitmapFont, hint: Hint) -> list[tuple[tuple[Group, ...], str, str, int, int]]:
    """Each row of the line with its gap, its text and where it is drawn: the last row on the hint's anchor, the
    rows before it each a row higher."""
    placed = rows(hint.text, hint.room, hint.names)
    out = []
    for i, (groups, gap) in enumerate(placed):
        text = gap.join(group.text for group in groups)
        out.append((groups, gap, text, _left(font, hint, text), hint.anchor[1] - (len(placed) - 1 - i) * ROW_PITCH))
    return out


def shown_text(hint: Hint) -> str:
    """The hint line's text as drawn, a line of text a row."""
    placed = rows(hint.text, hint.room, hint.names)
    return "\n".join(gap.join(group.text for group in groups) for groups, gap in placed) if placed else hint.text


def _left(font: BitmapFont, hint: Hint, text: str) -> int:
    """The x the line starts at, as ``BitmapFont.draw`` places it."""
    width = font.size(text)[0]
    x = hint.anchor[0]
    return {"center": x - width // 2, "right": x - width}.get(hint.align, x)


def hint_buttons(font: BitmapFont, hint: Hint | None) -> tuple[HintButton, ...]:
    """Every key the hint line names, with its hit area where the line is drawn."""
    if hint is None:
        return ()
    table = dict(hint.keys)
    buttons = []
    for groups, gap, _, left, top in _placed(font, hint):
        at = 0
        for group in groups:
            for key, offset in group.keys:
                start = at + offset
                if len(group.keys) == 1:  # the whole group, and a little round it
                    face, face_start = group.text, at
                    rect = pygame.Rect(left + at * ADVANCE, top, len(group.text) * ADVANCE - 1, font.line_height)
                    rect.inflate_ip(2 * HIT_PAD[0], 0)
                else:  # side by side, each key its own cell of the line, edge to edge
                    face, face_start = key, start
                    rect = pygame.Rect(left + start * ADVANCE, top, len(key) * ADVANCE, font.line_height)
                buttons.append(HintButton(key, table[key], rect.inflate(0, 2 * HIT_PAD[1]), start, face,
                                          face_start, (left, top)))
            at += len(group.text) + len(gap)
    return tuple(buttons)


def hint_action_at(font: BitmapFont, hint: Hint | None, pos: tuple[int, int]) -> Action | None:
    """The action of the hint's key under a logical point (a click or a touch), if any."""
    return next((b.action for b in hint_buttons(font, hint) if b.rect.collidepoint(pos)), None)


def draw_hint_line(surface: pygame.Surface, font: BitmapFont, palette: Palette, hint: Hint,
                   color: RGB | None = None) -> None:
    """The hint line, its words in ``color`` (dim by default) and the keys it names in the text colour; a row over
    the line's own stands on a strip of the background, over nothing else."""
    placed = _placed(font, hint)
    for i, (_, _, text, left, top) in enumerate(placed):
        if i < len(placed) - 1:
            surface.fill(palette.background, pygame.Rect(left - ROW_CLEAR, top - ROW_CLEAR,
                                                         font.size(text)[0] + 2 * ROW_CLEAR, ROW_PITCH + ROW_CLEAR))
        font.draw(surface, text, (left, top), color or palette.dim)
    for button in hint_buttons(font, hint):
        font.draw(surface, button.key, (button.row[0] + button.start * ADVANCE, button.row[1]), palette.text)


def draw_lit_button(surface: pygame.Surface, font: BitmapFont, palette: Palette, hint: Hint | None,
                    pointer: tuple[int, int] | None) -> None:
    """The hint's button under the pointer lit: what it reads in the background colour on a block of the text
    colour (the same pair as the text on the background, so it reads as well)."""
    button = None if pointer is None else next(
        (b for b in hint_buttons(font, hint) if b.rect.collidepoint(pointer)), None)
    if button is None:
        return
    assert hint is not None
    x, y = button.row[0] + button.face_start * ADVANCE, button.row[1]
    surface.fill(palette.text, pygame.Rect(x - LIT_PAD, y - LIT_PAD, font.size(button.face)[0] + 2 * LIT_PAD,
                                           font.line_height - 1 + 2 * LIT_PAD))
    font.draw(surface, button.face, (x, y), palette.background)
