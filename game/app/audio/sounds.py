"""Sound effects through pygame's mixer, or silence when there is no audio device.

``Audio.open`` never raises: without a device (or with sound off) every
``play`` is a no-op; ``message`` says in plain words why the game is silent
(the screen shows it) and ``detail`` adds what the sound library said (for
stderr, never the screen).
Sounds are synthesised at start-up (``synth.py``) in the mixer's own format.
"""

from __future__ import annotations

import enum
from typing import Callable

import numpy as np
import pygame

from game.app.audio import synth
from game.language import N_

MIXER_RATE = synth.SAMPLE_RATE
MIXER_BUFFER = 512  # samples: short enough that a cursor blip feels immediate
NO_DEVICE_MESSAGE = N_("NO SOUND DEVICE: PLAYING SILENT")  # what the screen says
NO_DEVICE_DETAIL = "no sound device, playing silent"  # what stderr says, before the library's own words


class Silence(enum.Enum):
    """Why this run is silent whatever SOUND says: the screen shows the reason, not a setting that does nothing."""

    NO_DEVICE = "NO DEVICE"  # the mixer would not start
    NO_SOUND = "OFF: --no-sound"  # started with --no-sound, the option as typed


#: Why the run is silent, in a line of its own (under SETTINGS' list, on SOUND TEST).
SILENCE_ABOUT = {Silence.NO_DEVICE: NO_DEVICE_MESSAGE, Silence.NO_SOUND: N_("SILENT THIS RUN: STARTED WITH --no-sound.")}
#: Why the run is silent, in SOUND's value column (about 18 letters; --no-sound is the option as typed).
SILENCE_VALUE = {
    Silence.NO_DEVICE: N_("NO DEVICE"),
    # TRANSLATORS: SOUND's value when the game was started with the option --no-sound (keep it as typed).
    Silence.NO_SOUND: N_("OFF: --no-sound"),
}


class Sfx(enum.Enum):
    """Every sound the game makes."""

    MOVE = "move"
    SELECT = "select"
    PLACE = "place"
    BACK = "back"
    INVALID = "invalid"
    WIN = "win"
    LOSE = "lose"
    DRAW = "draw"
    RESIGN = "resign"
    TELETYPE = "teletype"
    WIPE = "wipe"
    FLIGHT = "flight"


#: Each sound by the name SOUND TEST lists it under: what it is heard for.
SFX_NAMES: dict[Sfx, str] = {
    # TRANSLATORS: SOUND TEST's names of the game's sounds, each heard for one thing: the cursor moving,
    # a choice made, a mark placed, going back, a refused press, a game won, lost, drawn (DRAW the result)
    # or resigned, the WARGAMES teletype, the board wiped, a number's flight between views.
    Sfx.MOVE: N_("MOVE"), Sfx.SELECT: N_("SELECT"), Sfx.PLACE: N_("PLACE"), Sfx.BACK: N_("BACK"),
    Sfx.INVALID: N_("INVALID"), Sfx.WIN: N_("WIN"), Sfx.LOSE: N_("LOSE"), Sfx.DRAW: N_("DRAW"),
    Sfx.RESIGN: N_("RESIGN"), Sfx.TELETYPE: N_("TELETYPE"), Sfx.WIPE: N_("WIPE"), Sfx.FLIGHT: N_("FLIGHT"),
}

_SYNTHS: dict[Sfx, Callable[[int], np.ndarray]] = {
    Sfx.MOVE: synth.cursor_move,
    Sfx.SELECT: synth.select,
    Sfx.PLACE: synth.place,
    Sfx.BACK: synth.back,
    Sfx.INVALID: synth.invalid,
    Sfx.WIN: synth.win,
    Sfx.LOSE: synth.lose,
    Sfx.DRAW: synth.draw,
    Sfx.RESIGN: synth.resign,
    Sfx.TELETYPE: synth.teletype,
    Sfx.WIPE: synth.wipe,
    Sfx.FLIGHT: synth.flight,
}


def length_ticks(sfx: Sfx, tick_rate: int) -> int:
    """How long a sound plays, in ticks at ``tick_rate`` (a part-tick counts whole), from its synthesised wave."""
    samples = len(_SYNTHS[sfx](synth.SAMPLE_RATE))
    return -(-samples * tick_rate // synth.SAMPLE_RATE)


def _to_mixer_format(wave: np.ndarray) -> np.ndarray:
    """Convert a mono float wave to the mixer's sample size and channel count."""
    frequency, size, channels = pygame.mixer.get_init()
    del frequency
    bits = abs(size)
    if size < 0:
        samples = (wave * (2 ** (bits - 1) - 1)).astype({8: np.int8, 16: np.int16, 32: np.int32}[bits])
    elif bits == 32:
        samples = wave.astype(np.float32)
    else:
        samples = ((wave + 1.0) * (2 ** (bits - 1) - 1)).astype({8: np.uint8, 16: np.uint16}[bits])
    if channels > 1:
        samples = np.repeat(samples[:, None], channels, axis=1)
    return np.ascontiguousarray(samples)


VOICE_CHANNEL = 0  # the mixer channel kept for speech, so no sound effect ever takes it from a line half said
#: The quietest the voice is, whatever VOLUME says: a player who cannot see the screen and turns VOLUME right down
#: still hears the way back up, as a screen reader is never silenced by the program it reads.
VOICE_FLOOR = 0.2


class Audio:
    """The game's sound effects and its spoken lines; silent if the device or the player says so.

    Speech has a channel of its own, at the effects' volume but never below
    ``VOICE_FLOOR``, and may be heard with the effects off (SPEECH ON WITH
    SOUND OFF).
    """

    def __init__(self) -> None:
        self.message: str | None = None  # plain words for the screen
        self.detail: str | None = None  # the same with the library's own message, for stderr
        self._sounds: dict[Sfx, pygame.mixer.Sound] = {}
        self._enabled = False
        self._voiced = False  # whether spoken lines are played
        self._volume = 1.0
        #: Why no sound can be heard this run (None: SOUND decides); NO_DEVICE once the mixer has failed.
        self.silence: Silence | None = None

    @classmethod
    def open(cls, *, enabled: bool, volume: float, silence: Silence | None = None) -> Audio:
        """Start the mixer if sound is wanted; fall back to silence, never raise.

        ``silence``: the run is silent for this reason (``--no-sound``), whatever ``enabled`` says.
        """
        audio = cls()
        audio._volume = min(1.0, max(0.0, volume))
        audio.silence = silence
        audio.set_enabled(enabled)
        return audio

    @property
    def audible(self) -> bool:
        """Whether a sound played now is heard: a device, and sound on."""
        return self._enabled

    @property
    def available(self) -> bool:
        """Whether sounds can actually be heard."""
        return bool(self._sounds)

    def _start_mixer(self) -> bool:
        if self._sounds:
            return True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=MIXER_RATE, size=-16, channels=2, buffer=MIXER_BUFFER)
            rate = pygame.mixer.get_init()[0]
            pygame.mixer.set_reserved(VOICE_CHANNEL + 1)
            self._sounds = {
                sfx: pygame.sndarray.make_sound(_to_mixer_format(make(rate)))
                for sfx, make in _SYNTHS.items()
            }
        except (pygame.error, ValueError, KeyError) as err:
            self._sounds = {}
            self.silence = Silence.NO_DEVICE
            self.message = NO_DEVICE_MESSAGE
            self.detail = f"{NO_DEVICE_DETAIL} ({err})" if str(err) else NO_DEVICE_DETAIL
            return False
        self._apply_volume()
        return True

    def _apply_volume(self) -> None:
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def set_enabled(self, enabled: bool) -> None:
        """Turn sound on (starting the mixer if it can) or off."""
        self._enabled = enabled and self.silence is None and self._start_mixer()

    def set_voiced(self, voiced: bool) -> None:
        """Play spoken lines (starting the mixer if it can), or stop."""
        self._voiced = voiced and self.silence is None and self._start_mixer()
        if not self._voiced:
            self.stop_voice()

    @property
    def voiced(self) -> bool:
        """Whether a spoken line played now is heard."""
        return self._voiced

    def set_volume(self, volume: float) -> None:
        """Set the volume, 0.0 to 1.0."""
        self._volume = min(1.0, max(0.0, volume))
        self._apply_volume()
        if self._voiced:
            pygame.mixer.Channel(VOICE_CHANNEL).set_volume(self.voice_volume)

    @property
    def voice_volume(self) -> float:
        """How loud the voice is: VOLUME, but never below ``VOICE_FLOOR``."""
        return max(self._volume, VOICE_FLOOR)

    def voice_samples(self, rate: int, samples: np.ndarray) -> np.ndarray:
        """A spoken line (mono, -1..1 at ``rate``) resampled into the mixer's own format, ready for ``speak``.

        Pure numpy on a running mixer's format, so the speaker's thread does it and the loop only plays the line.
        """
        init = pygame.mixer.get_init()
        if not init:
            return np.zeros(0, dtype=np.int16)
        mixer_rate = init[0]
        if rate != mixer_rate and len(samples):
            count = max(1, round(len(samples) * mixer_rate / rate))
            samples = np.interp(np.arange(count) * (rate / mixer_rate), np.arange(len(samples)), samples)
        return _to_mixer_format(np.clip(samples, -1.0, 1.0))

    def speak(self, samples: np.ndarray) -> None:
        """Play a spoken line made by ``voice_samples`` on the speech channel, cutting short any line playing."""
        if not self._voiced or not len(samples):
            return
        sound = pygame.sndarray.make_sound(samples)
        channel = pygame.mixer.Channel(VOICE_CHANNEL)
        channel.set_volume(self.voice_volume)
        channel.play(sound)

    @property
    def speaking(self) -> bool:
        """Whether a spoken line is playing now."""
        return self._voiced and pygame.mixer.Channel(VOICE_CHANNEL).get_busy()

    def stop_voice(self) -> None:
        """Cut the line being said short."""
        if self._sounds and pygame.mixer.get_init():
            pygame.mixer.Channel(VOICE_CHANNEL).stop()

    def play(self, sfx: Sfx) -> None:
        """Play a sound effect (a no-op when silent)."""
        if self._enabled:
            self._sounds[sfx].play()
