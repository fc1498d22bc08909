"""The initials entry: a new record asks for its holder's three letters, the arcade way.

Pushed by a game whose finished game set a record (``ctx.fame.pending``),
once the final board has been on show for a moment.  It says which record
was set and what it beat (``NEW RECORD!``, ``QUICKEST WIN VS PERFECT: 3
MOVES``, ``BEATS ABC'S 4 MOVES``) and shows three big letters with the
cursor under one and arrows above and below each.  The rules are
``game.cabinet.initials``'s:

- keyboard or pad: UP/DOWN change the letter under the cursor (wrapping
  A..Z and a dot), LEFT/RIGHT move, SELECT goes on to the next letter and
  on the last one ends the entry; BACK steps back a letter;
- keyboard: a letter (or the dot) typed fills the slot under the cursor and
  moves on, whatever else its key does elsewhere (W is W here, not UP);
  Backspace steps back, Enter ends the entry on the last letter;
- mouse: a click on an arrow changes that letter, on a letter moves the
  cursor there, on OK ends the entry (the wheel is UP/DOWN).  OK and the
  arrows are lit under the pointer, as a hint's key is.

The hint line names BACK only where there is a letter to step back to.

The entry starts blank for every record.  In kiosk mode a countdown (30 s)
runs in the corner; when it reaches 0 the letters as they stand are kept
(a blank slot as ``?``: nothing entered signs ``???``), so an unattended
cabinet moves on by itself.  At home there is no countdown: no timer gives
up an entry, and it waits for its player.  The shell's idle watch leaves
this scene alone either way (``idle_exempt``).  Either way
``ctx.fame.sign`` logs ``initials`` and saves the record, and the game's
REMATCH / MENU choice follows.  Opened with nothing to sign (``--scene
initials``), it closes at once.

Said aloud: NEW RECORD!, the records set and what they beat, the request,
then the letter under the cursor as it moves or changes (``LETTER 1: A``;
a blank slot ``BLANK``, the dot ``DOT``); a letter typed is said as the
cursor moves on from it, what has been entered comes on request (F7), the
cabinet's countdown is said as it turns to the warning colour, and the
initials as they are signed.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.matches.players import opponent_info
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, MARGIN, TITLE_Y, WIDTH, draw_hint, draw_title
from game.app.shell.scene import Scene
from game.app.store.fame import InitialsEnd, Prompt
from game.cabinet.initials import ALPHABET, LENGTH, UNSIGNED_MARK, Entry
from game.language import N_, tr
from game.speech import Spoken

NAME = "initials"
TITLE = N_("NEW RECORD!")
# TRANSLATORS: asks for a new record holder's three initials (the letters of their name, the arcade way).
ASK = N_("ENTER YOUR INITIALS")
# TRANSLATORS: a button that ends the initials entry: as short as OK (4 characters at most).
OK_LABEL = N_("OK")
#: A keyboard types letters; a pad, or an encoder's buttons (whose letter keys are a stick), steps through them.
#: Either line is said whole, with the BACK group added on the end where there is one: a translator sees each.
# TRANSLATORS: a key hint: TYPE (a letter) OR {up}{down} change the LETTER, {left}{right} MOVE (the cursor), {select}
# goes to the NEXT letter or is OK on the last.  Groups are two spaces apart here: the line is full.
TYPING_HINT = N_("TYPE OR {up}{down} LETTER  {left}{right} MOVE  {select} NEXT / OK")
TYPING_BACK_HINT = N_("TYPE OR {up}{down} LETTER  {left}{right} MOVE  {select} NEXT / OK  {back} BACK")
# TRANSLATORS: a key hint: {up}{down} change the LETTER, {left}{right} MOVE (the cursor), {select} goes to the NEXT
# letter or is OK on the last.
STEPPING_HINT = N_("{up}{down} LETTER   {left}{right} MOVE   {select} NEXT / OK")
#: BACK steps one letter back, to fix it: named only where there is a letter to step back to (not on the first).
STEPPING_BACK_HINT = N_("{up}{down} LETTER   {left}{right} MOVE   {select} NEXT / OK   {back} BACK")
# TRANSLATORS: under a record just set, the record it beat; {initials}: its holder's three letters, {amount}: the
# record (4 MOVES, 12 GAMES).
BEATS = N_("BEATS {initials}'S {amount}")
CLAIMS_Y = 24  # the records set, each with the one it beat under it: four lines at most
CLAIM_PITCH = 9
ASK_Y = 61
SLOT_PITCH = 40  # between the letters' centres
LETTER_SCALE = 4  # 20x28 pixels a letter
LETTER_Y = 84
ARROW_HALF_WIDTH = 6
ARROW_HEIGHT = 7
ARROW_GAP = 6  # between an arrow and its letter
CURSOR_GAP = 3  # between a letter and the cursor bar under it
CURSOR_THICKNESS = 2
ARROW_LIT_PAD = 2  # pixels a lit arrow's block reaches beyond the arrow
HIT_HEIGHT = 20  # an arrow's clickable height
OK_RECT = pygame.Rect(0, 0, 40, 15)
OK_RECT.center = (CENTER_X, 144)
COUNTDOWN_SCALE = 2
# TRANSLATORS: under the seconds left to enter initials (a noun).  6 characters at most.
COUNTDOWN_LABEL = N_("TIME")
COUNTDOWN_LABEL_Y = 24
WARN_SECONDS = 5  # the countdown turns to the warning colour for its last seconds
# TRANSLATORS: said aloud for the letter under the cursor: which of the three it is, then the letter (or BLANK, DOT).
LETTER_SAID = N_("LETTER {number}: {letter}")
# TRANSLATORS: said aloud for a slot with no letter yet (the screen shows ?).
BLANK_SAID = N_("BLANK")
# TRANSLATORS: said aloud for the dot among the initials' letters (J.R).
DOT_SAID = N_("DOT")
# TRANSLATORS: said aloud for what has been entered so far: the three letters, each said (A, B, BLANK).
ENTERED_SAID = N_("INITIALS: {letters}")
# TRANSLATORS: said aloud as the entry ends: the initials the record is signed with.
SIGNED_SAID = N_("SIGNED: {letters}")
# TRANSLATORS: said aloud for the cabinet's countdown (the screen shows TIME over the seconds left).
TIME_SAID = N_("TIME: {seconds}")
DONE_SWALLOW_TICKS = 12  # the key that ends the entry (and its bounce) does not also choose REMATCH


def said_letter(index: int | None) -> str:
    """A slot's letter said aloud: the letter, DOT, or BLANK."""
    if index is None:
        return tr(BLANK_SAID)
    letter = ALPHABET[index]
    return tr(DOT_SAID) if letter == "." else letter


def said_letters(entry: Entry) -> str:
    """The three slots said in a row: ``A, B, BLANK``."""
    return ", ".join(said_letter(index) for index in entry.letters)


def said_initials(text: str) -> str:
    """Signed initials said letter by letter: ``B, DOT, BLANK`` for ``B.?``."""
    return ", ".join(said_letter(ALPHABET.index(c) if c in ALPHABET else None) for c in text)


def slot_x(position: int) -> int:
    """The centre x of a letter slot."""
    return CENTER_X + round((position - (LENGTH - 1) / 2) * SLOT_PITCH)


def letter_rect(position: int, font_height: int) -> pygame.Rect:
    """Where a slot's letter is drawn (and clicked)."""
    rect = pygame.Rect(0, LETTER_Y, SLOT_PITCH, font_height * LETTER_SCALE)
    rect.centerx = slot_x(position)
    return rect


def arrow_rects(position: int, font_height: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The clickable areas of the arrows above (up) and below (down) a slot."""
    letter = letter_rect(position, font_height)
    up = pygame.Rect(letter.x, letter.top - HIT_HEIGHT, letter.width, HIT_HEIGHT)
    down = pygame.Rect(letter.x, letter.bottom, letter.width, HIT_HEIGHT)
    return up, down


class InitialsScene(Scene):
    """Three letters for a new record."""

    name = NAME
    idle_exempt = True  # a cabinet's own countdown moves it on, and at home it waits; the idle watch leaves it alone

    def enter(self, ctx) -> None:
        self.prompt: Prompt | None = ctx.fame.pending
        self.entry = Entry()  # blank: a new record is its holder's alone
        self.signed = False
        self.claims: list[tuple[str, bool]] = []  # the lines about the records set: (text, whether a claim)
        if self.prompt is not None:
            opponent = tr(opponent_info(self.prompt.opponent_id)[0])
            for claim, held in zip(self.prompt.claims, self.prompt.beaten):
                self.claims.append((claim.words(opponent), True))
                if held is not None:
                    beats = tr(BEATS).format(initials=held.initials, amount=claim.kind.amount(held.value))
                    self.claims.append((beats, False))

    @property
    def at_stake(self) -> bool:
        """An entry not yet made: closing the window asks first."""
        return self.prompt is not None and not self.signed

    def exit(self) -> None:
        if not self.signed:
            self._sign(InitialsEnd.LEFT)  # closed from outside: the record stands, with what was entered

    # --- input ---------------------------------------------------------------------

    def handle(self, event: ActionEvent) -> None:
        action, before = event.action, self.entry
        if event.char is not None and event.char in ALPHABET:
            self.entry = self.entry.type(event.char)  # a letter key types its letter, whatever else it means
            if self.entry.position != before.position:  # the cursor moved on: the letter typed is said first
                self.ctx.speech.say(said_letter(self.entry.letters[before.position]))
        elif action in (Action.UP, Action.DOWN):
            self.entry = self.entry.change(1 if action is Action.UP else -1)
        elif action in (Action.LEFT, Action.RIGHT):
            self.entry = self.entry.move(1 if action is Action.RIGHT else -1)
        elif action is Action.SELECT:
            self.entry = self.entry.select()
        elif action is Action.BACK:
            self.entry = self.entry.back()
        elif action is Action.CLICK and event.pos is not None:
            self.entry = self._clicked(event.pos)
        if self.entry.done:
            self._finish(InitialsEnd.CONFIRMED)
        elif self.entry != before:
            self.ctx.audio.play(Sfx.MOVE)

    def _clicked(self, pos: tuple[int, int]) -> Entry:
        if OK_RECT.collidepoint(pos):
            return self.entry.finish()
        height = self.ctx.font.line_height
        for position in range(LENGTH):
            up, down = arrow_rects(position, height)
            if up.collidepoint(pos):
                return self.entry.change_at(position, 1)
            if down.collidepoint(pos):
                return self.entry.change_at(position, -1)
            if letter_rect(position, height).collidepoint(pos):
                return self.entry.point(position)
        return self.entry

    # --- time ------------------------------------------------------------------------

    def update(self) -> None:
        if self.prompt is None:
            self.ctx.scenes.pop()  # nothing to sign
            return
        if not self.ctx.kiosk:
            return  # at home no timer gives up an entry
        shown = self.entry.seconds_left
        self.entry = self.entry.tick()
        if self.entry.seconds_left != shown and self.entry.seconds_left == WARN_SECONDS:
            self.ctx.speech.say(tr(TIME_SAID).format(seconds=WARN_SECONDS))
        if self.entry.done:
            self._finish(InitialsEnd.TIMED_OUT)

    def _finish(self, how: InitialsEnd) -> None:
        self.ctx.audio.play(Sfx.SELECT)
        self._sign(how)
        self.ctx.swallow_input(DONE_SWALLOW_TICKS)
        self.ctx.scenes.pop()

    def _sign(self, how: InitialsEnd) -> None:
        self.signed = True
        if self.prompt is not None:
            self.ctx.fame.sign(self.entry.text, how)
            self.ctx.speech.say(tr(SIGNED_SAID).format(letters=said_letters(self.entry)))

    def spoken(self) -> Spoken:
        entry = self.entry
        focus = tr(LETTER_SAID).format(number=entry.position + 1, letter=said_letter(entry.letters[entry.position]))
        status = " ".join(f"{tr(line).rstrip('.')}." for line, _ in self.claims) + " " + tr(ASK) + "."
        entered = tr(ENTERED_SAID).format(letters=said_letters(entry))
        whole = [TITLE, status.strip(), focus, entered]
        if self.ctx.kiosk:
            whole.append(tr(TIME_SAID).format(seconds=entry.seconds_left))
        return Spoken(TITLE, focus, status=status.strip(), whole=tuple(whole), place=entered)

    # --- drawing -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_title(surface, font, palette, TITLE)
        if self.ctx.kiosk:
            seconds = self.entry.seconds_left
            font.draw(surface, str(seconds), (WIDTH - MARGIN, TITLE_Y), palette.warn if seconds <= WARN_SECONDS else
                      palette.dim, scale=COUNTDOWN_SCALE, align="right")
            font.draw(surface, COUNTDOWN_LABEL, (WIDTH - MARGIN, COUNTDOWN_LABEL_Y), palette.dim, align="right")
        for i, (line, claim) in enumerate(self.claims):
            font.draw(surface, line, (CENTER_X, CLAIMS_Y + i * CLAIM_PITCH), palette.text if claim else palette.dim,
                      align="center")
        font.draw(surface, ASK, (CENTER_X, ASK_Y), palette.dim, align="center")
        for position in range(LENGTH):
            self._draw_slot(surface, position)
        # OK is a button: under the pointer it is lit as a hint's key is, its word in the background colour on a
        # block of the text colour (the pair that reads as the text does on the background).
        lit = self._pointed(OK_RECT)
        if lit:
            surface.fill(palette.text, OK_RECT)
        else:
            pygame.draw.rect(surface, palette.grid, OK_RECT, 1)
        font.draw(surface, OK_LABEL, (OK_RECT.centerx, OK_RECT.y + 4), palette.background if lit else palette.text,
                  align="center")
        draw_hint(surface, font, palette, self.hint())

    def _pointed(self, rect: pygame.Rect) -> bool:
        """Whether the pointer is on this button: it is lit, showing what a click there does."""
        return self.ctx.pointer is not None and rect.collidepoint(self.ctx.pointer)

    def hint(self) -> Hint:
        pads = bool(self.ctx.pad_slots)
        typing = not pads and self.ctx.keymap.letters_type
        first = self.entry.position == 0
        line = (TYPING_HINT if first else TYPING_BACK_HINT) if typing else \
            (STEPPING_HINT if first else STEPPING_BACK_HINT)
        return self.keyed(line, pad=pads)

    def _draw_slot(self, surface: pygame.Surface, position: int) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        current = position == self.entry.position
        letter = letter_rect(position, font.line_height)
        index = self.entry.letters[position]
        color = palette.cursor if current else palette.text if index is not None else palette.dim
        # A blank slot shows what it would sign: the dim mark, never a letter nobody chose.
        symbol = UNSIGNED_MARK if index is None else ALPHABET[index]
        font.draw(surface, symbol, (letter.centerx, letter.y), color, scale=LETTER_SCALE, align="center")
        glyph_bottom = letter.y + (font.line_height - 1) * LETTER_SCALE
        x, top = letter.centerx, letter.y - ARROW_GAP
        bottom = glyph_bottom + CURSOR_GAP + CURSOR_THICKNESS + ARROW_GAP
        up, down = arrow_rects(position, font.line_height)
        for hit, points in ((up, [(x - ARROW_HALF_WIDTH, top), (x + ARROW_HALF_WIDTH, top), (x, top - ARROW_HEIGHT)]),
                            (down, [(x - ARROW_HALF_WIDTH, bottom), (x + ARROW_HALF_WIDTH, bottom),
                                    (x, bottom + ARROW_HEIGHT)])):
            color = palette.accent if current else palette.dim
            if self._pointed(hit):  # lit as OK is: the arrow in the background colour on a block of the text colour
                block = pygame.Rect(x - ARROW_HALF_WIDTH, min(y for _, y in points), 2 * ARROW_HALF_WIDTH + 1,
                                    ARROW_HEIGHT + 1)
                surface.fill(palette.text, block.inflate(2 * ARROW_LIT_PAD, 2 * ARROW_LIT_PAD))
                color = palette.background
            pygame.draw.polygon(surface, color, points)
        if current:
            bar = pygame.Rect(0, glyph_bottom + CURSOR_GAP, font.size("W", LETTER_SCALE)[0], CURSOR_THICKNESS)
            bar.centerx = x
            surface.fill(palette.cursor, bar)
