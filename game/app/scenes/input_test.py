"""The operator's INPUT TEST: every device, each button and direction lit while it is held.

A cabinet owner checks the wiring of every button without playing a game:
the keyboard, the mouse and each pad by its name are listed, and whatever
is held now is lit beside its device with what the game makes of it in
the mode it runs in (``A SELECT``, ``HAT 0 ← LEFT``; in kiosk mode F11,
F12, F9 and Alt+Enter say ``REFUSED``, as the cabinet refuses them).  The last few presses stay listed, so a
tap too quick to see lit is seen too.  Pads plugged in or pulled out while
the screen is open come and go from the list.

Since every button is under test, none acts: the scene reads controls
(``Scene.reads_controls``), not actions.  It leaves when any control the
key map binds to BACK (ESC, B, the right mouse button...) is held for two
seconds, with a bar filling meanwhile, or when nothing at all is touched
for ten; the hint names player 1's first BACK key and pad button.  Said
aloud, each press is named as it comes, with its device and what it does
(``KEYBOARD: A SELECT``), and the way out is said as the screen opens.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace

import pygame

from game.app.input.actions import Action, ActionEvent
from game.app.input.controls import MOUSE_ACTIONS, MOUSE_BUTTONS, Control, ControlChange, DeviceKind
from game.app.input.keymap import KeyMap
from game.app.input.pads import PadInfo
from game.app.render.hints import Hint
from game.app.render.key_words import key_words, say
from game.app.render.ui import MARGIN, WIDTH, draw_hint, draw_hold_bar, draw_title
from game.app.shell.loop import TICK_RATE, seconds_to_ticks
from game.app.shell.scene import Scene
from game.language import N_, tr
from game.speech import Spoken
from game.speech.words import said_keys, said_list

NAME = "input_test"
TITLE = N_("INPUT TEST")

# -- timings ----------------------------------------------------------------
LEAVE_HOLD_TICKS = seconds_to_ticks(2)  # a BACK button held this long leaves
QUIET_LEAVE_TICKS = seconds_to_ticks(10)  # nothing touched this long leaves

# -- layout (logical pixels) --------------------------------------------------
DEVICES_TOP = 36  # below the hold bar's panel, so a held BACK never hides the keyboard's line
LINE = 10
DEVICE_GAP = 3  # between two devices
HELD_X = 60  # what a device holds (and a pad's name) starts here, right of the device's name
LAST_TOP = 110  # the last presses
LAST_LINE = 9
LAST_SHOWN = 4
SHOWN_PADS = 2  # pads listed in full; more are counted beside the last one
NOTHING_HELD = "-"
NOTHING_SAID = N_("NOTHING")  # the dash, said
HOLD_LABEL = N_("LEAVING: KEEP HOLDING")
#: The devices by their kind, as the list names them.
DEVICE_WORDS = {DeviceKind.KEYBOARD: N_("KEYBOARD"), DeviceKind.MOUSE: N_("MOUSE"), DeviceKind.PAD: N_("PAD")}
# TRANSLATORS: INPUT TEST: no pad is plugged in.
NO_PADS = N_("NONE: PLUG ONE IN TO TEST IT")
PADS_LABEL = N_("PADS")
# TRANSLATORS: INPUT TEST: the heading of the last few keys and buttons pressed.
LAST_PRESSED = N_("LAST PRESSED")


def back_names(keymap: KeyMap) -> str:
    """The key, pad button and mouse button that mean BACK, as the hint names them (ESC/B/RIGHT BTN).

    The key and the pad's button are player 1's first, from the key map in force (an encoder's B2).
    """
    key = say("{back}", key_words(keymap))
    button = say("{back}", key_words(keymap, pad=True))
    mouse = next(MOUSE_BUTTONS[b] for b, a in MOUSE_ACTIONS.items() if a is Action.BACK)
    # TRANSLATORS: a mouse's button by its place ({button}: LEFT, MIDDLE or RIGHT), short: it shares a hint line.
    mouse_button = tr("{button} BTN").format(button=tr(mouse))
    return f"{key}/{button}/{mouse_button}"


#: A message: its keys are held, not clicked.
# TRANSLATORS: INPUT TEST's hint line: {names} are the keys and buttons that go back (ESC/B/RIGHT BTN); {hold}
# and {quiet} are seconds.
LEAVING_WORDS = N_("LEAVE: HOLD {names} {hold}S, OR WAIT {quiet}S")


# TRANSLATORS: INPUT TEST's way out said aloud: {names} are the keys and buttons that go back (ESC, B OR RIGHT
# BUTTON); {hold} and {quiet} are seconds.
LEAVING_SAID = N_("LEAVE: HOLD {names} FOR {hold} SECONDS, OR WAIT {quiet} SECONDS")
# TRANSLATORS: INPUT TEST: a press said aloud: {device} (KEYBOARD, MOUSE, PAD 1), then the control and what it does.
PRESS_SAID = N_("{device}: {control}")


def said_leaving(keymap: KeyMap) -> str:
    """The hint line's way out, said: the BACK controls named in full, the seconds in words."""
    mouse = next(MOUSE_BUTTONS[b] for b, a in MOUSE_ACTIONS.items() if a is Action.BACK)
    # TRANSLATORS: a mouse's button said aloud by its place ({button}: LEFT, MIDDLE or RIGHT).
    names = [say("{back}", key_words(keymap)), say("{back}", key_words(keymap, pad=True)),
             tr("{button} MOUSE BUTTON").format(button=tr(mouse))]
    return tr(LEAVING_SAID).format(names=said_list(names, either=True), hold=LEAVE_HOLD_TICKS // TICK_RATE,
                                   quiet=QUIET_LEAVE_TICKS // TICK_RATE)


def hint_text(keymap: KeyMap) -> str:
    """The hint line, naming the BACK controls of the key map in force."""
    return tr(LEAVING_WORDS).format(names=back_names(keymap), hold=LEAVE_HOLD_TICKS // TICK_RATE,
                       quiet=QUIET_LEAVE_TICKS // TICK_RATE)


@dataclass(frozen=True, slots=True)
class DeviceLine:
    """One line of the device list: a device's name (or none, under it), its text, and a note at the right."""

    label: str = ""
    text: str = ""
    lit: bool = False  # the text is what is held now
    note: str = ""


def control_text(control: Control, kiosk: bool, keymap: KeyMap) -> str:
    """A control and what it does in the game in this mode: ``A SELECT``, ``F4 UNUSED``, ``F12 REFUSED`` in a kiosk.

    A key the key map's preset names is listed by both names, the one the encoder sends and the one the
    cabinet's players know (``CTRL=B1 SELECT``), so an operator checking the wiring sees both ends of it.
    """
    named = keymap.name(control.code) if control.kind is DeviceKind.KEYBOARD and isinstance(control.code, int) else None
    name = tr(control.name) if named is None else f"{tr(control.name)}={tr(named)}"
    return f"{name} {tr(control.meaning_in(kiosk))}"


class InputTestScene(Scene):
    """Every device and what it holds, live."""

    name = NAME
    reads_controls = True

    def enter(self, ctx) -> None:
        self.held: dict[Control, None] = {}  # in the order pressed
        self.last: deque[tuple[str, Control]] = deque(maxlen=LAST_SHOWN)  # (device, control), newest last
        self.pointer: tuple[int, int] | None = None
        self.back_ticks = 0  # how long a BACK control has been held
        self.quiet_ticks = 0  # how long nothing has been touched

    @property
    def keeps_awake(self) -> bool:
        return True

    def device_label(self, control: Control) -> str:
        """Which device a control is on, as the list names it."""
        if control.kind is DeviceKind.PAD:
            pad = next((p for p in self.ctx.pads if p.instance_id == control.pad), None)
            # TRANSLATORS: a pad by the player it is for (PAD 1, PAD 2).
            return DEVICE_WORDS[DeviceKind.PAD] if pad is None else tr("PAD {number}").format(number=pad.slot + 1)
        return DEVICE_WORDS[control.kind]

    def control(self, change: ControlChange) -> None:
        self.quiet_ticks = 0
        control = change.control
        if change.down:
            self.last.append((self.device_label(control), control))
            self.ctx.speech.say(tr(PRESS_SAID).format(device=tr(self.device_label(control)), control=said_keys(
                control_text(control, self.ctx.kiosk, self.ctx.keymap))))
            if not change.tap:
                self.held[control] = None
        else:
            self.held.pop(control, None)

    def handle(self, event: ActionEvent) -> None:
        # Presses come through ``control``; the mouse's pointing still comes as an action.
        if event.action is Action.POINT:
            self.pointer = event.pos
            self.quiet_ticks = 0

    def update(self) -> None:
        if any(control.action is Action.BACK for control in self.held):
            self.back_ticks += 1
            if self.back_ticks >= LEAVE_HOLD_TICKS:
                self.ctx.scenes.pop()
                return
        else:
            self.back_ticks = 0
        if self.held:
            self.quiet_ticks = 0
        else:
            self.quiet_ticks += 1
            if self.quiet_ticks >= QUIET_LEAVE_TICKS:
                self.ctx.scenes.pop()

    # -- drawing -------------------------------------------------------------------

    def held_on(self, kind: DeviceKind, pad: PadInfo | None = None) -> DeviceLine:
        """What one device holds now: lit, or a dash when nothing."""
        held = [c for c in self.held if c.kind is kind and (pad is None or c.pad == pad.instance_id)]
        text = "  ".join(control_text(c, self.ctx.kiosk, self.ctx.keymap) for c in held)
        return DeviceLine(text=text or NOTHING_HELD, lit=bool(held))

    def lines(self) -> list[DeviceLine]:
        """The device list, line by line."""
        # TRANSLATORS: INPUT TEST: where the mouse points, in the screen's pixels.
        at = "" if self.pointer is None else tr("AT {x},{y}").format(x=self.pointer[0], y=self.pointer[1])
        rows = [replace(self.held_on(DeviceKind.KEYBOARD), label=DEVICE_WORDS[DeviceKind.KEYBOARD]),
                replace(self.held_on(DeviceKind.MOUSE), label=DEVICE_WORDS[DeviceKind.MOUSE], note=at)]
        pads = sorted(self.ctx.pads, key=lambda pad: pad.instance_id)  # as plugged in: SDL's ids only grow
        # TRANSLATORS: INPUT TEST: how many pads more are plugged in than the list shows.
        more = tr("+{count} MORE").format(count=len(pads) - SHOWN_PADS) if len(pads) > SHOWN_PADS else ""
        for i, pad in enumerate(pads[:SHOWN_PADS]):
            note = more if i == SHOWN_PADS - 1 else ""
            rows += [DeviceLine(tr("PAD {number}").format(number=pad.slot + 1), pad.name.upper(), note=note),
                     self.held_on(DeviceKind.PAD, pad)]
        if not pads:
            rows.append(DeviceLine(PADS_LABEL, note=NO_PADS))
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        font, palette = self.ctx.font, self.ctx.palette
        surface.fill(palette.background)
        draw_title(surface, font, palette, TITLE)
        y = DEVICES_TOP
        for line in self.lines():
            if line.label and y > DEVICES_TOP:
                y += DEVICE_GAP
            font.draw(surface, line.label, (MARGIN, y), palette.text)
            right = WIDTH - MARGIN
            if line.note:
                right = font.draw(surface, line.note, (right, y), palette.dim, align="right").left - font.size(" ")[0]
            font.draw(surface, font.fit(line.text, right - HELD_X), (HELD_X, y),
                      palette.cursor if line.lit else palette.dim)
            y += LINE
        font.draw(surface, LAST_PRESSED, (MARGIN, LAST_TOP), palette.accent)
        for i, (device, control) in enumerate(reversed(self.last)):
            font.draw(surface, device, (MARGIN, LAST_TOP + (i + 1) * LAST_LINE), palette.dim)
            text = control_text(control, self.ctx.kiosk, self.ctx.keymap)
            font.draw(surface, font.fit(text, WIDTH - MARGIN - HELD_X), (HELD_X, LAST_TOP + (i + 1) * LAST_LINE),
                      palette.text)
        if self.back_ticks:
            draw_hold_bar(surface, font, palette, self.back_ticks / LEAVE_HOLD_TICKS, HOLD_LABEL)
        draw_hint(surface, font, palette, self.hint())

    def spoken(self) -> Spoken:
        devices = []
        for line in self.lines():
            parts = [tr(line.label), said_keys(tr(NOTHING_SAID if line.text == NOTHING_HELD else line.text)),
                     tr(line.note)]
            devices.append(", ".join(part for part in parts if part))
        whole = (TITLE, said_leaving(self.ctx.keymap), *devices)
        return Spoken(TITLE, status=said_leaving(self.ctx.keymap), whole=whole)

    def hint(self) -> Hint:
        # A message, not buttons: holding is what leaves, and a click holds nothing.
        return Hint(hint_text(self.ctx.keymap))
