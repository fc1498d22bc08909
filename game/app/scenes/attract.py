"""The WarGames attract mode: the machine plays itself until it learns not to play.

A thin scene around ``game.play.attract.AttractRun`` (the logic) and
``game.app.render.wopr_view.draw_attract`` (the picture).  Who plays is the
DEMO PLAYERS setting: VARIED (a pair a run, ``VARIED_PAIRS``) or one fixed
pair.  It is read as each run begins, and a change of it (made in the
operator menu, which may lie over the show) ends the run on show at once: the
show starts again from its title card with the new players, so the operator
sees the change take.  The pair is a pure function of the setting and the
run's cycle, counted over the whole session (``ctx.attract_runs``): a show
woken and begun again goes on to the next pair, so every pair is seen on a
busy cabinet too.  Each run takes a fresh seed from the session's seeded
generator, so a demo never repeats yet ``--seed`` reproduces a whole session.  Each run
ends on the hall of fame, as it stands when the run begins (``ctx.fame``), its
opponents weakest first by both seats.  Any key,
button or click returns to the menu at once, and that input is swallowed so
it does not also act on the menu.  Nothing is kept but the current run, so
the mode can run for hours.  The operator's ATTRACT SOUND decides which runs
are heard: every run, one in four (the first of each four, counting from
the first), or none, as cabinets offer it.

WOPR speaks in a heard run, in its synthetic voice (``Voice.WOPR``): on a
cabinet with SOUND on, as the show's other sounds, and at home only with
SPEECH on, so an idle machine in a living room stays quiet.  It says the
film's "SHALL WE PLAY A GAME?" as the title card opens, and each closing
line as its typing begins, in the language on show.  A silent run says nothing.  With SPEECH on, the reader says what the
screen is, the pair playing and the invitation that leaves it; the demo's
moves are not read, for no listener could follow the show's pace.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.matches.match_setup import menace_setup
from game.app.matches.strengths import fame_table
from game.app.render.board_pictures import BoardPictures
from game.app.render.boardviews import Look
from game.app.render.palette import wopr_palette
from game.app.render.wopr_view import HOWTO_LINES, HOWTO_TITLE, draw_attract, invitation
from game.app.shell.scene import Scene
from game.app.store.settings import AttractSound
from game.language import N_, tr
from game.speech import Spoken, Voice
from game.values.abandon import AbandonReason
from game.play.attract import AttractRun, Phase, demo_players
from game.play.match import EventKind, MatchEvent

NAME = "wargames"
SEED_RANGE = 2**31  # each run's seed is drawn from the session generator in this range
WAKE_SWALLOW_TICKS = 6  # a tenth of a second: the waking key's bounce and repeats stay out of the menu
#: Per-move events are logged only while single boards play; the many-boards
#: phase logs each game's start and end (with all its moves), keeping the log readable.
MOVE_LOG_PHASES = frozenset({Phase.SLOW, Phase.FASTER})
HEARD_EVERY = 4  # EVERY 4TH RUN: the runs whose cycle is a multiple of this are heard
SCREEN_NAME = N_("WARGAMES")  # as the menu names it
# TRANSLATORS: WarGames (1983): WOPR's question, said aloud as the attract mode's title card opens: use the words of
# the film as dubbed in your language.
GREETING = N_("SHALL WE PLAY A GAME?")
# TRANSLATORS: said aloud in the attract mode: who plays whom ({x}: X's computer player, {o}: O's), as the screen's
# "{x} V {o}" is read.
PAIR_SAID = N_("{x} AGAINST {o}")


def heard(setting: AttractSound, cycle: int) -> bool:
    """Whether run ``cycle`` of the attract mode makes sound under the operator's ATTRACT SOUND."""
    if setting is AttractSound.NEVER:
        return False
    return setting is AttractSound.ALWAYS or cycle % HEARD_EVERY == 0


class AttractScene(Scene):
    """The attract mode."""

    name = NAME
    idle_exempt = True  # the place idle time leads to
    any_key = True  # the invitation names ENTER or START, but somebody there pressing Shift alone wakes it too
    moving = True  # it plays on by itself: nothing here to burn in

    def enter(self, ctx) -> None:
        self.look = Look(wopr_palette(ctx.config.presenter), ctx.font, vector=True)
        self.pictures = BoardPictures()
        self.frames = 0  # ticks since entering: the blink and the teletype cursor follow it
        self.run = self._new_run()

    def _new_run(self) -> AttractRun:
        ctx = self.ctx
        cycle, ctx.attract_runs = ctx.attract_runs, ctx.attract_runs + 1
        seed = ctx.rng.randrange(SEED_RANGE)
        self.demo = ctx.config.demo_pair  # the DEMO PLAYERS this run was started under
        x_id, o_id = demo_players(self.demo, cycle)
        ctx.events.emit("attract_run", x=x_id, o=o_id, seed=seed, cycle=cycle)
        self.lines_said = 0  # the closing lines WOPR has begun to say this run
        if self._wopr_heard(cycle):
            ctx.speech.say(GREETING, Voice.WOPR)
        return AttractRun(x_id, o_id, seed, cycle, fame=fame_table(ctx), build=menace_setup(ctx).build)

    def exit(self) -> None:
        self.abandon(AbandonReason.LEFT)  # woken: the show's games on the board end in the log as they began

    def abandon(self, reason: AbandonReason) -> None:
        for event in self.run.cut_short(reason.value):
            self.ctx.events.emit(event.kind, **event.fields)

    def handle(self, event: ActionEvent) -> None:
        if event.action is Action.POINT:
            return  # a bumped mouse is not a player; a click is
        self.ctx.swallow_input(WAKE_SWALLOW_TICKS)
        self.ctx.scenes.pop()

    def update(self) -> None:
        self.frames += 1
        if self.ctx.config.demo_pair != self.demo:
            self.abandon(AbandonReason.LEFT)  # the show leaves this run for the new players
            self.run = self._new_run()
        phase = self.run.phase
        for event in self.run.tick():
            self._log(event, phase)
            self._sound(event, phase)
        self._voice()
        if self.run.finished:
            self.run = self._new_run()

    def _log(self, event: MatchEvent, phase: Phase) -> None:
        if event.kind is EventKind.MOVE and phase not in MOVE_LOG_PHASES:
            return
        if event.kind is EventKind.TYPE:
            return  # one event per typed character would drown the log; "say" carries the line
        self.ctx.events.emit(event.kind, **event.fields)

    def _sound(self, event: MatchEvent, phase: Phase) -> None:
        if not heard(self.ctx.config.attract_sound, self.run.cycle):
            return
        if event.kind is EventKind.TYPE:
            self.ctx.audio.play(Sfx.TELETYPE)
        elif event.kind is EventKind.MOVE and phase is Phase.SLOW:
            self.ctx.audio.play(Sfx.PLACE)

    def _wopr_heard(self, cycle: int) -> bool:
        """Whether WOPR speaks in run ``cycle``: in a run ATTRACT SOUND lets be heard, on a cabinet with SOUND on, and
        at home only with SPEECH on (a family's idle machine does not start talking by itself; a player who cannot
        see the screen hears the show's lines)."""
        config = self.ctx.config
        voiced = config.speech.speaks or (config.kiosk and config.effects)
        return voiced and heard(config.attract_sound, cycle)

    def _voice(self) -> None:
        """WOPR says each closing line as its typing begins (as the screen shows it), in a run that is heard."""
        typed = self.run.typed
        if len(typed) <= self.lines_said:
            return
        if self._wopr_heard(self.run.cycle):
            for line in self.run.shown[self.lines_said:len(typed)]:
                self.ctx.speech.say(line, Voice.WOPR)
        self.lines_said = len(typed)

    def spoken(self) -> Spoken:
        """The show, its key out, and who plays whom -- or, while its card is on show, how to play, read out."""
        if self.run.phase is Phase.HOWTO:
            status = " ".join((f"{tr(HOWTO_TITLE)}.", *(tr(line) for line in HOWTO_LINES)))
        else:
            status = tr(PAIR_SAID).format(x=tr(self.run.names[0]), o=tr(self.run.names[1]))
        return Spoken(SCREEN_NAME, invitation(self.ctx.keymap, bool(self.ctx.pads)), status)

    def draw(self, surface: pygame.Surface) -> None:
        draw_attract(surface, self.run, self.frames, self.look, self.pictures,
                     invitation(self.ctx.keymap, bool(self.ctx.pads)), self.ctx.motion)
