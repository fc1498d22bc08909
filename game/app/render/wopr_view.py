"""Drawing the WarGames attract mode: WOPR blue vector boards, counters, the typed verdict.

A pure function of an ``AttractRun`` and the tick: the scene owns the run
and calls ``draw_attract`` once a frame.  The counters count wins by player
(the sides swap every game), as the run's ``standings`` give them.  The
header's rule and the invitation under every phase would stand on the same
phosphor all day, so they move by two logical pixels from run to run
(``drift``): with the burn-in orbit's one, each row of them is lit a quarter
of the time.  The hall of fame phase is the
run's table of records, one opponent a row, in the same blue on black.  Near-black blue and glowing blue
lines as "Tic Tac Toe War Games" (The Devil is in the Data) draws its
board.
"""

from __future__ import annotations

import functools

import pygame

from game.app.input.keymap import KeyMap
from game.app.render.board_pictures import BoardPictures
from game.app.render.boardviews import Look, draw_board, draw_transition
from game.app.render.motion import progress
from game.app.render.game_screen import DRAW_TEXT
from game.app.render.hints import HINT_Y
from game.app.render.key_words import key_words, say
from game.app.render.screen import LOGICAL_SIZE
from game.play.attract import AttractRun, Phase, standings
from game.cabinet.hall_of_fame import MAX_STREAK, FameRow, Kind
from game.values.counts import count_text
from game.engine import Mark, View
from game.engine.views import numbers_held
from game.language import N_, Language, current, tr

BLINK_TICKS = 30  # the invitation and the teletype cursor blink at one hertz
#: The one invitation, on every screen that waits for the public (the title card, the demo's footer,
#: CONTINUE?).  It names a control the player has, by the word printed on it (``invitation``): a pad's START, a
#: cabinet's START button, a keyboard's ENTER.  Many keys and buttons do it, but not every one (Shift, F5 or a
#: digit does nothing), so ANY KEY would not be true.
# TRANSLATORS: the attract mode's invitation; {key}: the key or button to press, as printed on it (ENTER, START).
INVITATION = N_("PRESS {key}")
#: What a key map calls a cabinet's start buttons (``presets.ARCADE_NAMES``): the key the public is told to press.
# TRANSLATORS: the word printed on an arcade cabinet's start button (one word, as a cabinet in your country has it).
START = N_("START")
HEADER_H = 14  # the header's line of text, and its rule drawn at one of two rows (``RULE_ROWS``)
FOOTER_H = 12
HEADER_TEXT_Y = 3
RULE_ROWS = (HEADER_H - 3, HEADER_H - 1)  # the header's rule, a run on each: two apart, so the orbit fills between
INVITE_ROWS = (LOGICAL_SIZE[1] - FOOTER_H + 2, LOGICAL_SIZE[1] - FOOTER_H)  # the footer's invitation, likewise
COUNTERS_LEFT = 214  # the single board's counters: labels from here, values right-aligned at COUNTERS_RIGHT
COUNTERS_RIGHT = 312
COUNTERS_PITCH = 11
COUNTERS_INDENT = 6  # the players' names, under WINS
#: The many-games grid's Pick15 boards take this much of their cell's height, centred: the row 1-5 and the
#: row 6-9 close together, and the boards above and below far from them, so the eye pairs each board's rows.
PICK15_GRID_FILL = 2 / 3
GRID_COLUMNS = 4
SINGLE_BOARD_SIDE = 120
VERDICT_LINE_GAP = 6
RESULT_PITCH = 12  # the lines of a finished game's result beside the single board
FAME_TITLE = N_("HALL OF FAME")
FAME_TITLE_Y = 4
FAME_HEADER_Y = 24
FAME_ROWS_TOP = 37
FAME_ROW_PITCH = 9  # two blank pixels between rows leave the line under the table clear of both neighbours
FAME_NAME_X = 8
#: Per record: the left edge of its entries, and how an entry reads (the font is monospaced, so the
#: values, units and initials line up down the column; a longer streak is shortened, ``12K``); its
#: heading is the record's name (``Kind.title``).
FAME_COLUMNS = ((Kind.STREAK, 88,
                 # TRANSLATORS: a record in the hall of fame; {value}: a number of games (3 characters, ":>3" pads
                 # it: keep it), {initials}: its holder's three letters.  About 13 characters in all.
                 N_("{value:>3} GAMES {initials}")),
                (Kind.QUICKEST, 211,
                 # TRANSLATORS: a record in the hall of fame; {value}: a number of moves, {initials}: its holder's
                 # three letters.  About 13 characters in all.
                 N_("{value} MOVES {initials}")))
FAME_VALUE_ROOM = 3  # characters a record's value takes in its column: 999, 12K, 1G+
FAME_EMPTY = "---"
# TRANSLATORS: in the hall of fame, in place of a quickest win: this computer never loses.  13 characters at most.
FAME_UNBEATEN = N_("UNBEATEN")  # the quickest win against an opponent measured never to lose: none can be set
#: The line under the table, centred in the room between the last row and the key hints: an invitation
#: while the table is empty, a challenge once it is not.
FAME_INVITE_EMPTY = N_("NO RECORDS YET: PLAY AND SET THE FIRST!")
# TRANSLATORS: under the hall of fame's table: a challenge to beat the records' holders.
FAME_INVITE = N_("CAN YOU BEAT THEM?")
# TRANSLATORS: the hall of fame's column of computer players.
FAME_OPPONENT = N_("OPPONENT")


# TRANSLATORS: the game's name, TICTACTOE MAGIC, on two lines in big letters (9 and 5 characters fit).
TITLE = N_("TICTACTOE")
# TRANSLATORS: the second line of the game's name, TICTACTOE MAGIC.
TITLE_SECOND = N_("MAGIC")
TITLE_Y = 40
TITLE_SCALE = 4
TITLE_PROMPT_Y = 128
HOWTO_TITLE = N_("HOW TO PLAY")
HOWTO_LINES = (
    # TRANSLATORS: PICK15 is the game's name: keep it.  Wrapped over about three lines of 50 characters.
    N_("PICK15: TAKE TURNS PICKING NUMBERS FROM 1 TO 9. THE FIRST TO HOLD THREE THAT SUM TO 15 WINS."),
    N_("IT IS TICTACTOE ON THE MAGIC SQUARE, WHERE EVERY LINE SUMS TO 15."),
)
HOWTO_TEXT_TOP = 18
HOWTO_TEXT_MARGIN = 8
HOWTO_ROW = pygame.Rect(16, 84, 288, 24)  # Pick15's row of numbers, where the flight starts
HOWTO_SQUARE = pygame.Rect(127, 82, 66, 66)  # the magic square they land in
HOWTO_FLY_FROM = 150  # ticks into the card: the row is read first
HOWTO_FLY_TICKS = 60  # a slow flight, a second long: the point of the card
#: The single board's heading: the game on show, by its name.
VIEW_NAMES = {View.TICTACTOE: N_("TICTACTOE"), View.PICK15: N_("PICK15"), View.MAGIC15: N_("MAGIC15")}
#: The single board's counters, and the many boards' header.
GAMES_LABEL = N_("GAMES")
# TRANSLATORS: a heading over the two computer players' counts of games won.  About 10 characters.
WINS_LABEL = N_("WINS")
# TRANSLATORS: the count of drawn games (a noun).  About 10 characters.
DRAWS_LABEL = N_("DRAWS")
# TRANSLATORS: the attract mode's header; {x} and {o}: the two computer players' names (V: versus).
PAIR_TITLE = N_("{x} V {o}")
# TRANSLATORS: the attract mode's header; {games}: how many games have been played.
GAMES_PLAYED = N_("GAMES {games}")
# TRANSLATORS: the header over many boards; {first}, {second}: the players' names, then their wins; {draws}: draws.
MANY_HEADER = N_("{first} {first_wins}  {second} {second_wins}  DRAWS {draws}")
# TRANSLATORS: beside a finished game; {mark}: X or O, the mark the winner held.  20 characters at most.
WINS_AS = N_("WINS AS {mark}")
# TRANSLATORS: beside a finished game; {mark}: X or O, the side that gave up.  20 characters at most.
RESIGNED = N_("{mark} RESIGNED")


def invitation_key(keymap: KeyMap, pads: bool) -> str:
    """The control the invitation names: player 1's pad PAUSE button with a pad plugged in (``pads``); else a key
    the map calls START (a cabinet's start button), else player 1's first SELECT key."""
    if pads:
        return say("{pause}", key_words(keymap, pad=True))
    if any(name == START and keymap.key(key) is not None for key, name in keymap.names):
        return tr(START)
    return say("{select}", key_words(keymap))


def invitation(keymap: KeyMap, pads: bool) -> str:
    """The invitation for a machine with a pad plugged in (``pads``) or a keyboard alone, in ``keymap``'s words."""
    return _invitation(keymap, pads, current())


@functools.lru_cache(maxsize=8)  # drawn each frame of the attract mode: said once per map and language
def _invitation(keymap: KeyMap, pads: bool, language: Language) -> str:
    return tr(INVITATION).format(key=invitation_key(keymap, pads))


def _blink(tick: int) -> bool:
    return (tick // BLINK_TICKS) % 2 == 0


def drift(run: AttractRun) -> int:
    """Which of the two places the fixed parts take this run: the run's seed decides, so it changes from run to run
    and from one waking of the show to the next, yet the same seed draws the same frames."""
    return run.seed % 2


def pair_title(run: AttractRun) -> str:
    """The pair on show, as DEMO PLAYERS names it: X's player V O's player."""
    return tr(PAIR_TITLE).format(x=tr(run.names[0]), o=tr(run.names[1]))


def _header(surface: pygame.Surface, run: AttractRun, look: Look) -> None:
    font, pal = look.font, look.palette
    if run.phase is Phase.MANY:
        first, second = standings(run.counters, run.names)
        text = tr(MANY_HEADER).format(first=tr(first.name), first_wins=first.wins, second=tr(second.name),
                                      second_wins=second.wins, draws=run.counters.draws)
        font.draw(surface, text, (4, HEADER_TEXT_Y), pal.text)
    else:
        font.draw(surface, pair_title(run), (4, HEADER_TEXT_Y), pal.dim)
    font.draw(surface, tr(GAMES_PLAYED).format(games=run.counters.games), (LOGICAL_SIZE[0] - 4, HEADER_TEXT_Y), pal.text, align="right")
    y = RULE_ROWS[drift(run)]
    pygame.draw.line(surface, pal.dim, (FAME_NAME_X, y), (LOGICAL_SIZE[0] - FAME_NAME_X, y))


def _footer(surface: pygame.Surface, run: AttractRun, tick: int, look: Look, invite: str) -> None:
    if _blink(tick):
        look.font.draw(surface, invite, (LOGICAL_SIZE[0] // 2, INVITE_ROWS[drift(run)]), look.palette.accent,
                       align="center")


def _counters(surface: pygame.Surface, run: AttractRun, look: Look, top: int) -> None:
    """The run's games, each side's wins by player under WINS, and the draws: the three add up to the games."""
    c = run.counters
    first, second = standings(c, run.names)
    rows = ((GAMES_LABEL, c.games, 0), (WINS_LABEL, None, 0), (tr(first.name), first.wins, COUNTERS_INDENT),
            (tr(second.name), second.wins, COUNTERS_INDENT), (DRAWS_LABEL, c.draws, 0))
    for i, (label, value, indent) in enumerate(rows):
        y = top + i * COUNTERS_PITCH
        look.font.draw(surface, label, (COUNTERS_LEFT + indent, y), look.palette.dim)
        if value is not None:
            look.font.draw(surface, str(value), (COUNTERS_RIGHT, y), look.palette.text, align="right")


def _single(surface: pygame.Surface, run: AttractRun, look: Look) -> None:
    slot = run.boards[0]
    area_h = LOGICAL_SIZE[1] - HEADER_H - FOOTER_H
    side = min(SINGLE_BOARD_SIDE, area_h - 8)
    if slot.view is View.PICK15:
        rect = pygame.Rect(8, HEADER_H + area_h // 2 - 30, 200, 40)
        for row, mark in enumerate(Mark):
            held = " ".join(map(str, numbers_held(slot.match.board, mark)))
            look.font.draw(surface, f"{mark.value}: {held}", (24, rect.bottom + 8 + row * 12), look.palette.text)
    else:
        rect = pygame.Rect(8 + (200 - side) // 2, HEADER_H + (area_h - side) // 2, side, side)
    draw_board(surface, rect, slot.view, slot.match.board, look)
    look.font.draw(surface, VIEW_NAMES[slot.view], (108, HEADER_H + 2), look.palette.dim, align="center")
    _counters(surface, run, look, HEADER_H + 16)
    outcome = slot.match.outcome
    if outcome is not None:  # which computer won, by name, and with which mark (the sides swap every game)
        lines = [DRAW_TEXT] if outcome.winner is None else [
            tr(run.names[slot.match.seat_of(outcome.winner)]), tr(WINS_AS).format(mark=outcome.winner.value)]
        resigned = slot.match.resigned
        if resigned is not None:
            lines.append(tr(RESIGNED).format(mark=resigned.value))
        for i, line in enumerate(lines):
            look.font.draw(surface, line, (COUNTERS_LEFT, HEADER_H + 80 + i * RESULT_PITCH), look.palette.accent)


def _many(surface: pygame.Surface, run: AttractRun, look: Look, pictures: BoardPictures) -> None:
    count = len(run.boards)
    rows = -(-count // GRID_COLUMNS)
    area = pygame.Rect(0, HEADER_H, LOGICAL_SIZE[0], LOGICAL_SIZE[1] - HEADER_H - FOOTER_H)
    w, h = area.width // GRID_COLUMNS, area.height // rows
    for i, slot in enumerate(run.boards):
        cell = pygame.Rect(area.x + (i % GRID_COLUMNS) * w, area.y + (i // GRID_COLUMNS) * h, w, h).inflate(-6, -4)
        if slot.view is View.PICK15:
            cell = cell.inflate(0, round(cell.height * PICK15_GRID_FILL) - cell.height)
        pictures.draw(surface, cell, slot.view, slot.match.board, look)


def _verdict(surface: pygame.Surface, run: AttractRun, tick: int, look: Look) -> None:
    font = look.font
    scaled = [(line, 2 if font.size(line, 2)[0] <= LOGICAL_SIZE[0] - 16 else 1) for line in run.typed]
    heights = [font.size("X", s)[1] + VERDICT_LINE_GAP for _, s in scaled]
    y = (LOGICAL_SIZE[1] - sum(heights)) // 2
    last = len(scaled) - 1
    for i, (line, scale) in enumerate(scaled):
        left = 16
        font.draw(surface, line, (left, y), look.palette.text, scale=scale)
        if i == last and run.phase is Phase.VERDICT and _blink(tick):
            cursor_x = left + font.size(line, scale)[0] + (scale if line else 0)
            surface.fill(look.palette.accent, (cursor_x, y, 5 * scale, 7 * scale))
        y += heights[i]


def draw_fame(surface: pygame.Surface, rows: tuple[FameRow, ...], look: Look) -> None:
    """The hall of fame's table: one opponent a row, its longest unbeaten run and its quickest win."""
    font, pal = look.font, look.palette
    font.draw(surface, FAME_TITLE, (LOGICAL_SIZE[0] // 2, FAME_TITLE_Y), pal.accent, scale=2, align="center")
    font.draw(surface, FAME_OPPONENT, (FAME_NAME_X, FAME_HEADER_Y), pal.text)
    entries = [(kind, left, tr(entry)) for kind, left, entry in FAME_COLUMNS]
    centres = [left + font.size(entry.format(value=0, initials="ABC"))[0] // 2 for _, left, entry in entries]
    for (kind, _, _), centre in zip(entries, centres):
        font.draw(surface, kind.title, (centre, FAME_HEADER_Y), pal.text, align="center")
    rule_y = FAME_HEADER_Y + font.line_height + 1
    pygame.draw.line(surface, pal.dim, (FAME_NAME_X, rule_y), (LOGICAL_SIZE[0] - FAME_NAME_X, rule_y))
    for i, row in enumerate(rows):
        y = FAME_ROWS_TOP + i * FAME_ROW_PITCH
        font.draw(surface, tr(row.name.upper()), (FAME_NAME_X, y), pal.text)
        for (kind, left, entry), centre in zip(entries, centres):
            record = row.held(kind)
            if record is None:
                unbeaten = kind is Kind.QUICKEST and row.never_loses
                font.draw(surface, FAME_UNBEATEN if unbeaten else FAME_EMPTY, (centre, y), pal.text, align="center")
            else:
                value = count_text(record.value, MAX_STREAK, FAME_VALUE_ROOM)
                font.draw(surface, entry.format(value=value, initials=record.initials), (left, y), pal.accent)
    empty = all(row.streak is None and row.quickest is None for row in rows)
    invite = FAME_INVITE_EMPTY if empty else FAME_INVITE
    font.draw(surface, invite, (LOGICAL_SIZE[0] // 2, fame_invite_y(len(rows), font.line_height)), pal.accent,
              align="center")


def fame_invite_y(rows: int, line_height: int) -> int:
    """The top of the line under the hall of fame's table: halfway between its last row and the key hints."""
    table_bottom = FAME_ROWS_TOP + (rows - 1) * FAME_ROW_PITCH + line_height
    return (table_bottom + HINT_Y - line_height) // 2


def _title(surface: pygame.Surface, tick: int, look: Look, invite: str) -> None:
    """The title card: the game's name, large, and the invitation blinking under it."""
    font, centre = look.font, LOGICAL_SIZE[0] // 2
    font.draw(surface, TITLE, (centre, TITLE_Y), look.palette.text, scale=TITLE_SCALE, align="center")
    second_y = TITLE_Y + font.line_height * TITLE_SCALE + 4
    font.draw(surface, TITLE_SECOND, (centre, second_y), look.palette.accent, scale=TITLE_SCALE, align="center")
    if _blink(tick):
        font.draw(surface, invite, (centre, TITLE_PROMPT_Y), look.palette.accent, align="center")


def _howto(surface: pygame.Surface, run: AttractRun, look: Look, motion: bool) -> None:
    """The how-to card: two sentences, and the last game's numbers flying from Pick15's row into the square."""
    font, centre = look.font, LOGICAL_SIZE[0] // 2
    font.draw(surface, HOWTO_TITLE, (centre, 4), look.palette.accent, align="center")
    y = HOWTO_TEXT_TOP
    for sentence in HOWTO_LINES:
        for line in font.wrap(sentence, LOGICAL_SIZE[0] - 2 * HOWTO_TEXT_MARGIN):
            font.draw(surface, line, (centre, y), look.palette.text, align="center")
            y += font.line_height
        y += font.line_height // 2
    board = run.boards[0].match.board
    done = progress(run.phase_tick - HOWTO_FLY_FROM, HOWTO_FLY_TICKS) if motion else 1.0
    if done <= 0:
        draw_board(surface, HOWTO_ROW, View.PICK15, board, look)
    elif done >= 1:
        draw_board(surface, HOWTO_SQUARE, View.MAGIC15, board, look)
    else:
        draw_transition(surface, HOWTO_ROW, View.PICK15, View.MAGIC15, done, board, look, HOWTO_SQUARE)


def draw_attract(surface: pygame.Surface, run: AttractRun, tick: int, look: Look, pictures: BoardPictures,
                 invite: str, motion: bool = True) -> None:
    """Draw the attract mode's current frame (``pictures``: the many-games phase's boards, kept from frame to frame;
    ``invite``: the invitation, ``invitation``'s words for the machine's controls; ``motion`` False: MOTION NONE,
    the how-to card's numbers already in the square)."""
    surface.fill(look.palette.background)
    if run.phase is Phase.TITLE:
        _title(surface, tick, look, invite)
        return
    if run.phase is Phase.HOWTO:
        _howto(surface, run, look, motion)
        _footer(surface, run, tick, look, invite)
        return
    if run.phase is Phase.FAME:
        draw_fame(surface, run.fame, look)
        _footer(surface, run, tick, look, invite)
        return
    if run.phase in (Phase.VERDICT, Phase.HOLD):
        _verdict(surface, run, tick, look)
        _footer(surface, run, tick, look, invite)
        return
    _header(surface, run, look)
    if run.phase is Phase.MANY:
        _many(surface, run, look, pictures)
    else:
        _single(surface, run, look)
    _footer(surface, run, tick, look, invite)
