"""The speaker: every line the game says, logged as a ``speech`` event and said by the engine off the loop's thread.

A scene (or the narrator, ``shell.narrator``) hands a line to ``say``; the
lines of one tick are said as one utterance when the tick ends (``flush``).
Each is logged at once, with its text in the language said, so tests and
replays check what was said with no engine at all.

The engine runs on a thread of its own, so speech never delays the game:
the loop hands it a line and goes on; the thread makes the samples and
puts them in the mixer's format, and a later tick only plays them on the
mixer's speech channel (``pump``).  A line the player
caused by a press cuts short what is being said, as a screen reader's
focus does; a line that came by itself (the computer's move, a result)
waits its turn.  Headless, or with ``--no-sound``, nothing is voiced and
everything is still logged.
"""

from __future__ import annotations

import queue
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from game.app.audio.sounds import Audio
from game.language import N_, Language, current, tr
from game.speech import Speech, Voice
from game.speech.engine import COMMAND, EngineError, find_engine, synthesize

MAX_WAITING = 4  # utterances made and not yet played: older ones give way (nobody can catch up on a backlog)
#: What the screen says when speech is on and no engine is installed.
NO_ENGINE = N_("SPEECH: NO SPEECH ENGINE. INSTALL espeak-ng")
NO_ENGINE_DETAIL = (f"speech is on but {COMMAND} is not installed: install it (on Debian or Ubuntu: "
                    f"sudo apt install {COMMAND}) to hear the game")
ENGINE_FAILED = N_("SPEECH: THE SPEECH ENGINE FAILED")


@dataclass(frozen=True, slots=True)
class Trouble:
    """Why speech cannot be heard: one short line for the screen, the detail for stderr."""

    screen: str
    detail: str


@dataclass(frozen=True, slots=True)
class _Utterance:
    generation: int
    text: str
    language: Language
    voice: Voice


class Speaker:
    """Says and logs the game's lines; ``log(text, voice)`` writes the ``speech`` event."""

    def __init__(self, audio: Audio, log: Callable[[str, Voice], None], *, voiced: bool) -> None:
        self._audio = audio
        self._log = log
        self._voiced = voiced  # False headless: nobody hears, the lines are only logged
        self.setting = Speech.OFF
        self.last = ""  # the reader's last line, for the key that says it again
        self._tick_lines: dict[Voice, list[str]] = {}
        self._generation = 0
        self._program: str | None = None
        self._looked = False  # whether the engine has been looked for
        self._work: queue.SimpleQueue[_Utterance | None] = queue.SimpleQueue()
        self._made: deque[tuple[int, np.ndarray]] = deque()  # lines made, in the mixer's format, by generation
        self._failures: deque[str] = deque()
        self._thread: threading.Thread | None = None
        self._told = False

    @property
    def on(self) -> bool:
        """Whether the screen is said aloud (SPEECH ON, or ON WITH SOUND OFF)."""
        return self.setting.speaks

    def set_setting(self, setting: Speech) -> Trouble | None:
        """Follow the SPEECH setting; what to tell the player if speech is on and cannot be heard."""
        self.setting = setting
        self._audio.set_voiced(self._voiced and (setting.speaks or self._audio.voiced))
        if setting.speaks:
            return self._look_for_engine()
        self.interrupt()
        return None

    def _look_for_engine(self) -> Trouble | None:
        if not self._voiced:
            return None
        if not self._looked:
            self._looked, self._program = True, find_engine()
        if self._program is None and not self._told:
            self._told = True
            return Trouble(NO_ENGINE, NO_ENGINE_DETAIL)
        return None

    def say(self, text: str, voice: Voice = Voice.READER) -> None:
        """Say ``text`` (translated as the font would) at the end of this tick; the reader only with SPEECH on."""
        if not text or (voice is Voice.READER and not self.on):
            return
        said = tr(text)
        self._log(said, voice)
        if voice is Voice.READER:
            self.last = said
        self._tick_lines.setdefault(voice, []).append(said)

    @property
    def telling(self) -> bool:
        """Whether lines wait to be said at the end of this tick."""
        return bool(self._tick_lines)

    def flush(self, *, interrupt: bool) -> None:
        """Hand this tick's lines to the engine as one utterance a voice; ``interrupt`` cuts short what is said."""
        lines, self._tick_lines = self._tick_lines, {}
        if not lines:
            return
        if interrupt:
            self.interrupt()
        if not self._voiced:
            return
        if Voice.WOPR in lines:  # the show's voice needs no SPEECH setting
            if not self._audio.voiced:
                self._audio.set_voiced(True)
            if self._program is None and not self._looked:
                self._looked, self._program = True, find_engine()
        if self._program is None or not self._audio.voiced:
            return  # no engine, or no sound device: nothing could be heard, so nothing is made
        self._start()
        for voice, said in lines.items():
            self._work.put(_Utterance(self._generation, " ".join(said), current(), voice))

    def interrupt(self) -> None:
        """Stop what is being said, and drop what waits to be said."""
        self._generation += 1
        self._made.clear()
        self._audio.stop_voice()

    def pump(self) -> Trouble | None:
        """Play the next line made, when the last is done; what to tell the player if the engine failed."""
        while len(self._made) > MAX_WAITING:
            self._made.popleft()
        if self._made and not self._audio.speaking:
            generation, samples = self._made.popleft()
            if generation == self._generation:
                self._audio.speak(samples)
        if self._failures and not self._told:
            self._told = True
            return Trouble(ENGINE_FAILED, self._failures.popleft())
        return None

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        """The engine's thread: says each utterance still wanted, into samples for ``pump``."""
        while (utterance := self._work.get()) is not None:
            if utterance.generation != self._generation or self._program is None:
                continue  # cut short before it was said
            try:
                wave = synthesize(self._program, utterance.text, utterance.language, utterance.voice)
            except EngineError as err:
                self._failures.append(str(err))
                continue
            self._made.append((utterance.generation, self._audio.voice_samples(wave.rate, wave.samples)))

    def close(self) -> None:
        """Stop the engine's thread (a line it is saying is let finish, and dropped)."""
        if self._thread is not None:
            self._work.put(None)
            self._thread.join(timeout=1)
            self._thread = None
