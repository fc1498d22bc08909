"""The system's speech engine: espeak-ng, run as its own command, a line at a time, into samples.

espeak-ng is the speech engine Debian and most Linux distributions package
(``apt install espeak-ng``), and it has builds for Windows and macOS too.
It is run as a command (``espeak-ng --stdout``), not linked: nothing is
added to the game's own dependencies, and an engine that is missing or
breaks costs one line, never the game.  Its WAV comes back as 16-bit
samples, which the game plays through its own mixer, so the VOLUME
setting applies and a new line can cut the old one short.

Each language speaks in its own voice (``VOICES``); WOPR, the attract
mode's computer, in one of espeak-ng's robot variants, slower.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass

import numpy as np

from game.language import Language

from .spoken import Voice

COMMAND = "espeak-ng"
#: espeak-ng's voice for each language (Portuguese as Brazil speaks it, as the game's catalog writes it).
VOICES = {Language.ENGLISH: "en-us", Language.SPANISH: "es", Language.FRENCH: "fr", Language.GERMAN: "de",
          Language.PORTUGUESE: "pt-br"}
#: Words a minute: the reader a little quicker than espeak-ng's 175, as screen-reader users set it; WOPR slower.
SPEED = {Voice.READER: 190, Voice.WOPR: 140}
#: espeak-ng's variant for each voice: WOPR's is a robot's.
VARIANT = {Voice.READER: "", Voice.WOPR: "+robosoft"}
PITCH = {Voice.READER: 50, Voice.WOPR: 30}
TIMEOUT_SECONDS = 10  # a line takes espeak-ng milliseconds; one that hangs is given up, never waited for
WAV_HEADER = 44  # a canonical RIFF header, as espeak-ng writes it; its sizes are unset on a pipe, so the data is read to its end
SAMPLE_WIDTH = 2  # bytes: espeak-ng writes 16-bit mono


class EngineError(RuntimeError):
    """The speech engine is missing or failed; the message says which, in one line."""


@dataclass(frozen=True, slots=True)
class Wave:
    """A spoken line: mono samples in -1..1 at ``rate`` per second."""

    rate: int
    samples: np.ndarray


def find_engine() -> str | None:
    """Where espeak-ng is on this machine, or None."""
    return shutil.which(COMMAND)


def command_for(program: str, text: str, language: Language, voice: Voice) -> list[str]:
    """The command line that says ``text`` to standard output as WAV."""
    return [program, "--stdout", "-v", VOICES[language] + VARIANT[voice], "-s", str(SPEED[voice]),
            "-p", str(PITCH[voice]), "--", text]


def parse_wav(data: bytes) -> Wave:
    """espeak-ng's WAV (16-bit mono PCM) as a ``Wave``; EngineError if it is not that."""
    if len(data) < WAV_HEADER or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise EngineError(f"{COMMAND} wrote no WAV audio")
    channels = int.from_bytes(data[22:24], "little")
    rate = int.from_bytes(data[24:28], "little")
    bits = int.from_bytes(data[34:36], "little")
    start = data.find(b"data", 12)
    if channels != 1 or bits != 16 or rate <= 0 or start < 0:
        raise EngineError(f"{COMMAND} wrote audio of an unexpected kind ({channels} channels, {bits} bits)")
    body = data[start + 8:]
    body = body[: len(body) - len(body) % SAMPLE_WIDTH]
    samples = np.frombuffer(body, dtype="<i2").astype(np.float32) / 32768.0
    return Wave(rate, samples)


def synthesize(program: str, text: str, language: Language, voice: Voice = Voice.READER) -> Wave:
    """``text`` said by the engine at ``program``; EngineError, in one line, if it cannot."""
    try:
        done = subprocess.run(command_for(program, text, language, voice), capture_output=True,
                              timeout=TIMEOUT_SECONDS, check=False)
    except (OSError, subprocess.SubprocessError) as err:
        raise EngineError(f"{COMMAND} could not be run: {err}") from None
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise EngineError(f"{COMMAND} failed (exit {done.returncode}){': ' + said[-1] if said else ''}")
    return parse_wav(done.stdout)
