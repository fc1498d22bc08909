"""The speech engine and the speaker: the real espeak-ng says a line (heard, not silence, checked by sox), a missing
or broken engine is one line, and the speaker logs every line, cuts short on a press and never waits for the engine."""

from __future__ import annotations

import shutil
import stat
import subprocess
import wave
from pathlib import Path

import numpy as np
import pytest

from game.language import Language
from game.speech import Voice
from game.speech.engine import COMMAND, EngineError, find_engine, parse_wav, synthesize

ENGINE = find_engine()
SOX = shutil.which("sox")


def write_wav(path: Path, rate: int, samples: np.ndarray) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes((np.clip(samples, -1, 1) * 32767).astype("<i2").tobytes())


def sox_rms(path: Path) -> float:
    """The RMS amplitude sox's ``stat`` reads in a sound file (0 for silence, 1 for full scale)."""
    said = subprocess.run([SOX, str(path), "-n", "stat"], capture_output=True, text=True, check=True).stderr
    line = next(line for line in said.splitlines() if line.startswith("RMS     amplitude"))
    return float(line.split(":")[1])


@pytest.mark.skipif(ENGINE is None, reason=f"{COMMAND} is not installed (Debian: apt install {COMMAND}); .ci/run installs it")
@pytest.mark.skipif(SOX is None, reason="sox is not installed (Debian: apt install sox); .ci/run installs it")
@pytest.mark.parametrize("language, voice, text", [
    (Language.ENGLISH, Voice.READER, "YOU HOLD 2 AND 8. THE COMPUTER HOLDS 5. YOUR TURN: 1, 3, 4, 6, 7 OR 9"),
    (Language.GERMAN, Voice.WOPR, "WOLLEN WIR EIN SPIEL SPIELEN?"),
    (Language.PORTUGUESE, Voice.READER, "VOCÊ GANHA"),
], ids=["english-reader", "german-wopr", "portuguese-reader"])
def test_the_real_engine_says_a_line_that_is_heard(tmp_path: Path, language, voice, text) -> None:
    assert ENGINE is not None and SOX is not None
    said = synthesize(ENGINE, text, language, voice)
    path = tmp_path / "said.wav"
    write_wav(path, said.rate, said.samples)
    assert len(said.samples) / said.rate > 0.5  # a line of words lasts longer than half a second
    assert sox_rms(path) > 0.01  # silence reads 0.000000


@pytest.mark.skipif(SOX is None, reason="sox is not installed (Debian: apt install sox); .ci/run installs it")
def test_the_sound_tool_reads_silence_as_silence(tmp_path: Path) -> None:
    """The check above can fail: a file of silence reads no amplitude."""
    path = tmp_path / "silence.wav"
    write_wav(path, 22050, np.zeros(22050))
    assert sox_rms(path) == 0.0


def test_what_is_not_wav_is_one_line() -> None:
    for data in (b"", b"RIFF\x00\x00\x00\x00JUNK" + bytes(40), b"not a sound at all, but long enough to be read as one"):
        with pytest.raises(EngineError) as caught:
            parse_wav(data)
        assert "\n" not in str(caught.value)


def fake_engine(folder: Path, script: str) -> Path:
    """An executable standing in for espeak-ng."""
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / COMMAND
    program.write_text("#!/bin/sh\n" + script)
    program.chmod(program.stat().st_mode | stat.S_IEXEC)
    return program


def test_an_engine_that_fails_or_is_gone_is_one_line(tmp_path: Path) -> None:
    broken = fake_engine(tmp_path / "broken", "echo 'no voice named xx' >&2\nexit 1\n")
    with pytest.raises(EngineError, match="failed \\(exit 1\\): no voice named xx"):
        synthesize(str(broken), "HELLO", Language.ENGLISH)
    with pytest.raises(EngineError, match="could not be run"):
        synthesize(str(tmp_path / "nowhere" / COMMAND), "HELLO", Language.ENGLISH)
