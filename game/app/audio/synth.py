"""The game's sounds, synthesised with numpy: square waves, noise and envelopes.

Pure functions from a sample rate to a mono float array in [-1, 1]; nothing
here touches pygame, so the shapes can be tested without an audio device.
Noise is drawn from a fixed-seed generator: the same sound every run.
"""

from __future__ import annotations

import numpy as np

SAMPLE_RATE = 22050
NOISE_SEED = 1983  # WarGames' year: a fixed seed keeps the teletype click identical
PEAK = 0.6  # headroom below full scale
ATTACK_S = 0.004  # short ramps avoid clicks at note edges
RELEASE_S = 0.02
# The sounds that go with the board's motion last as long as the motion (tests hold them to the ticks).
PLACE_S = 1 / 6  # a mark's pop-in: 10 ticks
WIN_NOTE_S = 0.1  # one note of the win for each cell the win's line sweeps through: 18 ticks over 3 cells
WIPE_S = 0.25  # REMATCH's wipe: 15 ticks
FLIGHT_S = 0.4  # the view switch's flight: 24 ticks


def _time(duration: float, rate: int) -> np.ndarray:
    return np.arange(int(duration * rate)) / rate


def envelope(n: int, rate: int, attack: float = ATTACK_S, release: float = RELEASE_S) -> np.ndarray:
    """A linear attack and release over ``n`` samples."""
    env = np.ones(n)
    a, r = min(n, int(attack * rate)), min(n, int(release * rate))
    if a:
        env[:a] = np.linspace(0.0, 1.0, a)
    if r:
        env[n - r:] *= np.linspace(1.0, 0.0, r)
    return env


def square(freq: float, duration: float, rate: int = SAMPLE_RATE, duty: float = 0.5) -> np.ndarray:
    """A square wave note with an envelope."""
    t = _time(duration, rate)
    wave = np.where((t * freq) % 1.0 < duty, 1.0, -1.0)
    return wave * envelope(len(t), rate)


def sweep(f0: float, f1: float, duration: float, rate: int = SAMPLE_RATE) -> np.ndarray:
    """A square wave gliding from ``f0`` to ``f1``."""
    t = _time(duration, rate)
    freq = np.linspace(f0, f1, len(t))
    phase = np.cumsum(freq) / rate
    return np.where(phase % 1.0 < 0.5, 1.0, -1.0) * envelope(len(t), rate)


def noise(duration: float, rate: int = SAMPLE_RATE, seed: int = NOISE_SEED) -> np.ndarray:
    """White noise with a fast decay: a click or a clatter."""
    t = _time(duration, rate)
    rng = np.random.default_rng(seed)
    return rng.uniform(-1.0, 1.0, len(t)) * np.exp(-t * 60.0) * envelope(len(t), rate, release=0.002)


def sequence(*parts: np.ndarray) -> np.ndarray:
    """Parts one after another."""
    return np.concatenate(parts)


def normalise(wave: np.ndarray) -> np.ndarray:
    """Scale to the common peak level."""
    top = float(np.max(np.abs(wave))) or 1.0
    return wave * (PEAK / top)


def cursor_move(rate: int = SAMPLE_RATE) -> np.ndarray:
    """A short high blip."""
    return normalise(square(880.0, 0.03, rate, duty=0.25))


def select(rate: int = SAMPLE_RATE) -> np.ndarray:
    """Two rising notes."""
    return normalise(sequence(square(660.0, 0.05, rate), square(990.0, 0.07, rate)))


def back(rate: int = SAMPLE_RATE) -> np.ndarray:
    """Two falling notes."""
    return normalise(sequence(square(660.0, 0.05, rate), square(440.0, 0.07, rate)))


def invalid(rate: int = SAMPLE_RATE) -> np.ndarray:
    """A low buzz: the cell is taken."""
    buzz = square(98.0, 0.2, rate, duty=0.3) + 0.3 * noise(0.2, rate)
    return normalise(buzz)


def place(rate: int = SAMPLE_RATE) -> np.ndarray:
    """A mark lands: a bright blip that drops, the sound of the pop."""
    return normalise(sweep(1320.0, 660.0, PLACE_S, rate))


def win(rate: int = SAMPLE_RATE) -> np.ndarray:
    """A rising C-major arpeggio, a note for each cell the line sweeps through, then the top held."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    return normalise(sequence(*(square(f, WIN_NOTE_S, rate) for f in notes[:-1]), square(notes[-1], 0.25, rate)))


def lose(rate: int = SAMPLE_RATE) -> np.ndarray:
    """A falling minor arpeggio, a note for each cell the other side's line sweeps through, then a low note let go."""
    notes = (392.0, 311.13, 261.63, 196.0)  # G4, E-flat 4, C4, G3: C minor, downwards
    return normalise(sequence(*(square(f, WIN_NOTE_S, rate) for f in notes[:-1]), sweep(notes[-1], 185.0, 0.3, rate)))


def draw(rate: int = SAMPLE_RATE) -> np.ndarray:
    """Two level notes and a fall: nobody won."""
    return normalise(sequence(square(440.0, 0.12, rate), square(440.0, 0.12, rate), sweep(440.0, 220.0, 0.25, rate)))


def wipe(rate: int = SAMPLE_RATE) -> np.ndarray:
    """REMATCH: a falling square under a hiss, the board swept clean."""
    t = _time(WIPE_S, rate)
    hiss = np.random.default_rng(NOISE_SEED).uniform(-1.0, 1.0, len(t)) * np.linspace(0.5, 0.0, len(t))
    return normalise(sweep(440.0, 110.0, WIPE_S, rate) * 0.6 + hiss * envelope(len(t), rate))


def flight(rate: int = SAMPLE_RATE) -> np.ndarray:
    """The view switch: a glide up while the cells fly to the new view."""
    return normalise(sweep(220.0, 660.0, FLIGHT_S, rate))


def resign(rate: int = SAMPLE_RATE) -> np.ndarray:
    """A long fall, then the top of the win arpeggio: the machine gives up, the person has won."""
    return normalise(sequence(sweep(880.0, 110.0, 0.45, rate), square(783.99, 0.09, rate), square(1046.5, 0.2, rate)))


def teletype(rate: int = SAMPLE_RATE) -> np.ndarray:
    """One key of a teletype: a short noise click."""
    return normalise(noise(0.025, rate))
