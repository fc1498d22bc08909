"""The CONTROLS screen: which key or button does which action, for each player, and changing it.

PRESET picks a ready-made key map (DEFAULT, ARCADE, TWO ON ONE KEYBOARD)
and says when the bindings were changed from it (``ARCADE, CHANGED``);
picking another then asks first, as throwing away changes always does.
SHOWING picks the table listed below it: P1 KEYS, P2 KEYS, P1 PAD, P2 PAD.
Each action of ``BINDABLE`` has a row naming its controls (or NONE); a pad
has no CLEAR button (its SELECT held is CLEAR), so a pad's CLEAR row says
so and binds nothing.  SELECT or a click on an action row listens for the
new key or button (``controls_listen.ListenScene``, raw, so the key pressed
does not also act); a key free of other actions is bound and saved at
once, while one another action has is said and asked about first (MOVE it
over, SWAP the two), or refused when the other action would be left with
none and there is nothing to give it.  RESET TO DEFAULTS asks, then gives
every control back as the preset in force has it.  Leaving with a map that
made a keyboard's Enter and Esc do nothing asks first.

Every binding is saved as it is made, and the game's keys change with it
at once (``App._settings_changed``).  So the screen never names a key from
memory: its hint line and its texts are said with the bindings in force
(``key_words``), and every key the hint line names works here, the moment
after a rebind too.  A player who binds SELECT where they cannot find it
still reads its key on the hint line, and the mouse still clicks every row
(RESET TO DEFAULTS among them) and every key of the hint line.

Said aloud, each row is its label and its value, arrows as their words
(``UP, UP ARROW`` would repeat; the arrow key is said ``UP``: ``UP, UP, W``),
and what the last choice did is said as it is done.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import DIRECTIONS, Action
from game.app.input.keymap import BINDABLE, Bindable, Binding, Clash, Device, KeyMap, Slot, Taking
from game.app.input.labels import action_labels, action_word, control_label
from game.app.input.presets import PRESET_WORDS, Preset
from game.app.input.scheme import ControlScheme
from game.app.render.hints import KEY_JOIN, Hint
from game.app.render.font import BitmapFont
from game.app.render.ui import (CENTER_X, MARGIN, TITLE_SAFE, WIDTH, CursorList, ValueColumn, draw_hint, draw_title,
                                draw_value_rows)
from game.app.scenes.confirm import PANEL_PADDING, ConfirmScene
from game.app.scenes.controls_listen import LISTEN_SECONDS, ListenScene, Quiet, binding_words
from game.app.scenes.stepping import cycle
from game.app.scenes.value_rows import ValueRowsScene
from game.app.shell.registry import CONTROLS
from game.language import N_, tr
from game.speech.words import said_keys

NAME = CONTROLS
TITLE = N_("CONTROLS")

# -- layout (logical pixels) --------------------------------------------------
ROWS_TOP = 24
ROW_SPACING = 12
VISIBLE_ROWS = 9  # the rest scroll into view, with a mark where more lie beyond
COLUMN = ValueColumn(label_x=TITLE_SAFE.left + 10, left=96, right=TITLE_SAFE.right - 4)  # labels, then values between two arrows
ABOUT_Y = 138  # the explanation of the row under the cursor, or what the last choice did (two lines at most)
ABOUT_LINES = 2
ABOUT_PITCH = 9
ABOUT_WIDTH = TITLE_SAFE.width

# -- words ---------------------------------------------------------------------
HINT = N_("{up}{down} CHOOSE   {left}{right} CHANGE   {select} SELECT   {back} BACK")
# TRANSLATORS: CONTROLS: an action with no key or button.
NONE_WORD = N_("NONE")
QUESTION_ROOM = WIDTH - 2 * (MARGIN + PANEL_PADDING)  # pixels: the widest question the panel holds on one line
#: Asked on leaving when the change made a keyboard's Enter and Esc do nothing outside the screens that set
#: controls up (a laptop that picked ARCADE, whose keys are a panel's): never left without a word.
KEEP_QUESTION = N_("ENTER AND ESC WILL DO NOTHING. KEEP THESE KEYS?")
KEYBOARD_WAY_OUT = (pygame.K_RETURN, pygame.K_ESCAPE)
KEEP_NO = N_("STILL HERE: PICK A PRESET, OR RESET.")
#: The actions that are a player's own: moving their cursor and playing their move.  Every other is the game's.
STEERING = frozenset({*DIRECTIONS, Action.SELECT})
# TRANSLATORS: a pad's CLEAR: its SELECT button held (SELECT as the pad prints it).
PAD_CLEAR_WORDS = N_("SELECT HELD")  # a pad's CLEAR, as its row shows it
#: The tables SHOWING steps through, in its order, with their names.
TABLES: tuple[tuple[Slot, str], ...] = (
    # TRANSLATORS: whose controls CONTROLS lists: player 1's or player 2's keys or pad (P is for player).
    (Slot(0, Device.KEYS), N_("P1 KEYS")), (Slot(1, Device.KEYS), N_("P2 KEYS")),
    (Slot(0, Device.PAD), N_("P1 PAD")), (Slot(1, Device.PAD), N_("P2 PAD")),
)
PRESET_ABOUT = {
    Preset.DEFAULT: N_("THE GAME'S OWN KEYS. PLAYER 2 PLAYS FROM A PAD."),
    Preset.ARCADE: N_("AN ARCADE ENCODER, AS MAME SENDS IT: STICKS, B1-B7, START, COIN."),
    Preset.TWO_ON_ONE_KEYBOARD: N_("P1 ON THE ARROWS AND ENTER, P2 ON WASD AND SPACE."),
}
#: Said after the preset's own line once a binding differs from it: a sentence of its own.
CHANGED_ABOUT = N_("CHANGED: ANOTHER ASKS FIRST.")
SHOWING_ABOUT = N_("WHOSE CONTROLS ARE LISTED BELOW: EACH PLAYER'S KEYS, AND EACH PLAYER'S PAD.")
KEY_ABOUT = N_("{select}, THEN THE NEW KEY: IT TAKES THE PLACE OF THIS ROW'S FIRST KEY.")
BUTTON_ABOUT = N_("{select}, THEN THE NEW BUTTON ON THAT PAD: IT TAKES THE PLACE OF THIS ROW'S FIRST BUTTON.")
PAD_CLEAR_ABOUT = N_("A PAD HAS NO CLEAR BUTTON: ITS SELECT HELD FOR A SECOND CLEARS.")
# TRANSLATORS: {preset} is a preset's name (DEFAULT, ARCADE, TWO ON ONE KEYBOARD).
RESET_ABOUT = N_("EVERY KEY AND BUTTON BACK AS THE PRESET ({preset}) HAS THEM. ASKS FIRST.")
BACK_ABOUT = N_("CHANGES ARE SAVED AS YOU MAKE THEM.")
RESET_QUESTION = N_("RESET EVERY CONTROL TO {preset}?")
NOTHING_CHANGED = N_("NOTHING CHANGED.")
# TRANSLATORS: listening for a key ended with nothing pressed in {seconds} seconds, or was cancelled by a click.
QUIET_WORDS = {Quiet.TIMED_OUT: N_("NOTHING PRESSED IN {seconds} S: NOTHING CHANGED."),
               Quiet.CLICKED: N_("CANCELLED: NOTHING CHANGED.")}
NOT_SAVING = N_("NOT SAVING: CHANGES LAST UNTIL YOU QUIT")


class Kind(enum.Enum):
    """What a row of the screen is."""

    PRESET = "preset"
    SHOWING = "showing"
    ACTION = "action"
    RESET = "reset"
    BACK = "back"


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the screen: what it is, and the action it binds (action rows only)."""

    kind: Kind
    action: Action | None = None

    @property
    def label(self) -> str:
        """The row's name on screen."""
        if self.action is not None:
            return action_word(self.action)
        # TRANSLATORS: CONTROLS' rows: the PRESET in force, whose controls are SHOWING, and a reset; 14 letters at most.
        return {Kind.PRESET: N_("PRESET"), Kind.SHOWING: N_("SHOWING"), Kind.RESET: N_("RESET TO DEFAULTS"),
                Kind.BACK: N_("BACK")}[self.kind]


ROWS: tuple[Row, ...] = (Row(Kind.PRESET), Row(Kind.SHOWING), *(Row(Kind.ACTION, a) for a in BINDABLE),
                         Row(Kind.RESET), Row(Kind.BACK))


def preset_text(scheme: ControlScheme) -> str:
    """The PRESET row's value: ``ARCADE``, or ``ARCADE, CHANGED`` once a binding differs from it."""
    word = PRESET_WORDS[scheme.preset]
    # TRANSLATORS: the preset in force ({preset}: DEFAULT, ARCADE...) with a control changed from it.
    return tr("{preset}, CHANGED").format(preset=tr(word)) if scheme.changed else word


def fixed(slot: Slot, action: Action) -> bool:
    """Whether a table's action cannot be bound: a pad's CLEAR is its SELECT held, not a button."""
    return slot.device is Device.PAD and action is Action.CLEAR


def _keys(binding: Binding) -> bool:
    """Whether a table's controls are keys (else a pad's buttons)."""
    return binding.slot.device is Device.KEYS


def question(clash: Clash, name: str, binding: Binding, given: str) -> str:
    """What taking a control from another action asks: ``Z IS P1 SELECT. MOVE IT TO P1 UNDO?``, or, for the other
    action's only one, what it gets instead: ``TAB IS P1 VIEW'S ONLY KEY. SWAP: VIEW GETS U?``."""
    said = {"key": name, "owner": binding_words(clash.owner), "binding": binding_words(binding),
            "action": action_word(clash.owner.action), "given": given}
    if clash.taking is Taking.MOVE:
        # TRANSLATORS: CONTROLS' questions and answers about a key or pad button: {key} is its name (Z, TAB, B1),
        # {owner} and {binding} a player's key or pad button for an action (P1 SELECT, PAD 2 UNDO), {action} an
        # action (VIEW), {given} the control the other action gets instead.
        return tr("{key} IS {owner}. MOVE IT TO {binding}?").format(**said)
    if _keys(binding):
        return tr("{key} IS {owner}'S ONLY KEY. SWAP: {action} GETS {given}?").format(**said)
    return tr("{key} IS {owner}'S ONLY BUTTON. SWAP: {action} GETS {given}?").format(**said)


def refusal(clash: Clash, name: str, binding: Binding) -> str:
    """Why a key cannot be taken: it is the other action's only one, and there is nothing to give it instead.

    On one keyboard, player 1's key for an action of the whole game (not a move) is player 2's too: said so.
    """
    if shared(binding.slot, binding.action) and clash.owner == Binding(Slot(0, Device.KEYS), binding.action):
        return tr("{key} IS P1'S {action}, AND WORKS FOR P2 TOO: NOTHING CHANGED.").format(
            key=name, action=action_word(binding.action))
    said = {"key": name, "owner": binding_words(clash.owner), "binding": binding_words(binding)}
    if _keys(binding):
        return tr("{key} IS {owner}'S ONLY KEY, AND {binding} HAS NONE TO SWAP: NOTHING CHANGED.").format(**said)
    return tr("{key} IS {owner}'S ONLY BUTTON, AND {binding} HAS NONE TO SWAP: NOTHING CHANGED.").format(**said)


def shared(slot: Slot, action: Action) -> bool:
    """Whether player 1's keys for an action are player 2's too: on the one keyboard, an action of the whole game
    (pausing, undoing, switching the view...), not one that moves a player's own cursor or plays their move."""
    return slot == Slot(1, Device.KEYS) and action not in STEERING


def key_name(control: Bindable, keymap: KeyMap, owner: Binding | None, binding: Binding) -> str:
    """A control as a question names it: a preset's name for a key is one per player (both players' first
    buttons are B1), so a key the other player has is said with theirs (``P2'S B1``)."""
    name = control_label(control, keymap)
    if (owner is not None and owner.slot.player != binding.slot.player and isinstance(control, int)
            and keymap.name(control) is not None):
        # TRANSLATORS: another player's key by its preset's name (P2'S B1: player 2's B1).
        return tr("P{player}'S {key}").format(player=owner.slot.player + 1, key=name)
    return name


def fitting(font: BitmapFont, *questions: str) -> str:
    """The first of ``questions`` the question panel holds on one line (the last, shortest, whatever its width)."""
    return next((q for q in questions if font.size(q)[0] <= QUESTION_ROOM), questions[-1])


class ControlsScene(ValueRowsScene):
    """The CONTROLS screen."""

    name = NAME
    column = COLUMN
    title = TITLE

    def enter(self, ctx) -> None:
        self.list = CursorList(len(ROWS), ROWS_TOP, ROW_SPACING, TITLE_SAFE.left, TITLE_SAFE.width,
                               visible=VISIBLE_ROWS)
        self.table = 0  # index into TABLES
        self.said = ""  # what the last choice did, shown in place of the explanation until the cursor moves
        self._if_no = ""  # said when a question asked over the screen is answered NO
        self._keyboard_worked = self._keyboard_works()

    def _keyboard_works(self) -> bool:
        """Whether a keyboard's Enter and Esc act in the map in force (outside the screens that set it up)."""
        return all(self.ctx.keymap.key(key) is not None for key in KEYBOARD_WAY_OUT)

    def leave(self) -> None:
        """BACK: close the screen, asking first if its changes left a keyboard's Enter and Esc doing nothing."""
        if self._keyboard_worked and not self._keyboard_works() and not self.ctx.kiosk:
            self._ask(KEEP_QUESTION, super().leave, KEEP_NO)
        else:
            super().leave()

    @property
    def row(self) -> Row:
        """The row under the cursor."""
        return ROWS[self.list.index]

    @property
    def slot(self) -> Slot:
        """The table on show."""
        return TABLES[self.table][0]

    @property
    def scheme(self) -> ControlScheme:
        """The controls in force."""
        return self.ctx.config.controls

    def has_value(self, index: int) -> bool:
        return ROWS[index].kind in (Kind.PRESET, Kind.SHOWING)

    def row_label(self, index: int) -> str:
        return ROWS[index].label

    def said_value(self, index: int) -> str:
        return said_keys(tr(self.value_text(ROWS[index])))

    def said_status(self) -> str:
        return self.said if self.said else "" if self.ctx.settings.saving else NOT_SAVING

    def said_about(self) -> str:
        return "" if self.said else self.about()

    # -- choosing ----------------------------------------------------------------------

    def handle(self, event) -> None:
        index = self.list.index
        super().handle(event)
        if self.list.index != index:
            self.said = ""

    def change(self, direction: int) -> None:
        kind = self.row.kind
        if kind is Kind.SHOWING:
            self.table = (self.table + direction) % len(TABLES)
            self.said = ""
            self.ctx.audio.play(Sfx.MOVE)
        elif kind is Kind.PRESET:
            self._pick_preset(cycle(list(Preset), self.scheme.preset, direction))

    def activate(self) -> None:
        row = self.row
        if row.kind in (Kind.PRESET, Kind.SHOWING):
            self.change(+1)
        elif row.kind is Kind.BACK:
            self.leave()
        elif row.kind is Kind.RESET:
            preset = self.scheme.preset
            self._ask(tr(RESET_QUESTION).format(preset=tr(PRESET_WORDS[preset])),
                      lambda: self._save(ControlScheme.of(preset), tr("EVERY CONTROL IS AS {preset} HAS IT.").format(
                          preset=tr(PRESET_WORDS[preset]))))
        elif row.action is not None and fixed(self.slot, row.action):
            self.said = PAD_CLEAR_ABOUT
            self.ctx.audio.play(Sfx.INVALID)
        elif row.action is not None:
            self.said = ""
            self.ctx.audio.play(Sfx.SELECT)
            binding = Binding(self.slot, row.action)
            self.ctx.scenes.push(ListenScene(binding, lambda control: self.heard(binding, control), self.quiet))

    def _pick_preset(self, preset: Preset) -> None:
        def pick() -> None:
            self._save(ControlScheme.of(preset), tr("{preset} IN FORCE.").format(preset=tr(PRESET_WORDS[preset])))
        if self.scheme.changed:
            self._ask(tr("LOSE YOUR CHANGES FOR {preset}?").format(preset=tr(PRESET_WORDS[preset])), pick)
        else:
            pick()

    def _ask(self, text: str, on_yes: Callable[[], None], if_no: str = NOTHING_CHANGED) -> None:
        self._if_no = if_no
        self.ctx.audio.play(Sfx.SELECT)
        self.ctx.scenes.push(ConfirmScene(text, on_yes))

    def uncovered(self) -> None:
        # A question or the listening just closed; its answer, if any, follows and says what it did.
        if self._if_no:
            self.said, self._if_no = self._if_no, ""

    def _save(self, scheme: ControlScheme, said: str) -> None:
        self.ctx.settings.update(controls=scheme)
        self.said = said
        self.ctx.audio.play(Sfx.MOVE)

    # -- what listening heard --------------------------------------------------------

    def heard(self, binding: Binding, control: Bindable) -> None:
        """Bind ``control`` at once if it is free; if another action has it, ask (or say why not)."""
        scheme = self.scheme
        clash = scheme.keymap.clash(binding, control)
        name = key_name(control, scheme.keymap, None if clash is None else clash.owner, binding)
        given = KEY_JOIN.join(dict.fromkeys(control_label(c, scheme.keymap)
                                            for c in scheme.keymap.replaced(binding, control)))

        def bind() -> None:
            said = {"key": name, "binding": binding_words(binding), "given": given}
            if clash is None:
                done = tr("{key} IS NOW {binding}.").format(**said)
            elif clash.taking is Taking.MOVE:  # and what the other action was left with, said as plainly
                done = tr("{key} IS NOW {binding}, NO LONGER {owner}.").format(owner=binding_words(clash.owner), **said)
            else:
                done = tr("{key} IS NOW {binding}, AND {given} IS {owner}.").format(owner=binding_words(clash.owner),
                                                                                   **said)
            self._save(scheme.bind(binding, control), done)

        if clash is None:
            bind()
        elif clash.taking is Taking.REFUSED:
            self.said = refusal(clash, name, binding)
            self.ctx.audio.play(Sfx.INVALID)
        else:
            short = tr("{key} IS {owner}'S ONLY ONE: SWAP?").format(key=name, owner=binding_words(clash.owner))
            self._ask(fitting(self.ctx.font, question(clash, name, binding, given), short), bind)

    def quiet(self, why: Quiet) -> None:
        """Listening ended with nothing pressed that could be bound."""
        self.said = tr(QUIET_WORDS[why]).format(seconds=LISTEN_SECONDS)

    # -- drawing ---------------------------------------------------------------------------

    def value_text(self, row: Row) -> str:
        """A row's value as the screen shows it (empty for rows with none)."""
        if row.kind is Kind.PRESET:
            return preset_text(self.scheme)
        if row.kind is Kind.SHOWING:
            return TABLES[self.table][1]
        if row.action is None:
            return ""
        if fixed(self.slot, row.action):
            return PAD_CLEAR_WORDS
        keymap = self.scheme.keymap
        own = KEY_JOIN.join(action_labels(keymap, self.slot, row.action))
        if not own and shared(self.slot, row.action) and (p1 := action_labels(keymap, Slot(0, Device.KEYS), row.action)):
            # The game's, whoever presses it.
            # TRANSLATORS: player 1's keys ({keys}), which player 2 uses too.
            return tr("P1'S {keys}").format(keys=KEY_JOIN.join(p1))
        return own or NONE_WORD

    def about(self) -> str:
        """The line under the list: what the last choice did, else what the row under the cursor is for."""
        if self.said:
            return self.said
        if not self.ctx.settings.saving:
            return NOT_SAVING
        row = self.row
        if row.kind is Kind.PRESET:
            about = tr(PRESET_ABOUT[self.scheme.preset])
            return f"{about} {tr(CHANGED_ABOUT)}" if self.scheme.changed else about
        if row.kind is Kind.SHOWING:
            return SHOWING_ABOUT
        if row.kind is Kind.RESET:
            return tr(RESET_ABOUT).format(preset=tr(PRESET_WORDS[self.scheme.preset]))
        if row.kind is Kind.BACK:
            return BACK_ABOUT
        if row.action is not None and fixed(self.slot, row.action):
            return PAD_CLEAR_ABOUT
        template = KEY_ABOUT if self.slot.device is Device.KEYS else BUTTON_ABOUT
        return self.say(template)

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_title(surface, font, palette, TITLE)
        room = COLUMN.right - COLUMN.left - 2 * font.size("← ")[0]
        draw_value_rows(surface, font, palette, self.list, [row.label for row in ROWS],
                        [self.has_value(i) for i in range(len(ROWS))], COLUMN,
                        lambda index, mid: font.draw(surface, font.fit(self.value_text(ROWS[index]), room), mid,
                                                     palette.text, align="center"))
        for index in self.list.shown():
            row = ROWS[index]
            if row.kind is Kind.ACTION:
                text = self.value_text(row)
                color = palette.text if text not in (NONE_WORD, PAD_CLEAR_WORDS) else palette.dim
                font.draw(surface, font.fit(text, room), (COLUMN.mid, self.list.text_y(index)), color, align="center")
        color = palette.text if self.said else palette.dim if self.ctx.settings.saving else palette.warn
        for i, line in enumerate(font.wrap(self.about(), ABOUT_WIDTH)):
            font.draw(surface, line, (CENTER_X, ABOUT_Y + i * ABOUT_PITCH), color, align="center")
        draw_hint(surface, font, palette, self.hint())

    def hint(self) -> Hint:
        return self.rows_hint(HINT)
