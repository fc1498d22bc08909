"""From outside: the game started with --speech in a window says its first screen through its own sound, at the
VOLUME the settings give.

SDL's ``disk`` audio driver writes what the mixer plays to a file, so what a player would hear is read back as
samples: the voice is there, and at half the volume it is half as loud.  The window is SDL's dummy one.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from game.speech.engine import COMMAND, find_engine

MIXER_BYTES_A_SECOND = 44100 * 2 * 2  # the mixer's rate, two channels of 16 bits
HEARD_SECONDS = 2.5  # the menu's name and its first item take under two seconds to say


def played(tmp_path: Path, volume: float) -> np.ndarray:
    """The samples the mixer played in the game's first seconds with SPEECH on and this VOLUME (channel one)."""
    home = tmp_path / f"home-{volume}"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"volume": volume, "speech": "on", "language": "en"}))
    out = tmp_path / f"played-{volume}.raw"
    env = {**os.environ, "TICTACTOE_MAGIC_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "disk",
           "SDL_DISKAUDIOFILE": str(out)}
    game = subprocess.Popen([sys.executable, "-m", "game", "--seed", "1"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 60  # a bound on a stuck start, not a measure of speed
        while time.monotonic() < end and (not out.exists() or out.stat().st_size < HEARD_SECONDS * MIXER_BYTES_A_SECOND):
            time.sleep(0.1)
    finally:
        game.send_signal(signal.SIGTERM)
        game.wait(timeout=30)
    return np.fromfile(out, dtype="<i2").reshape(-1, 2)[:, 0].astype(float) / 32768


@pytest.mark.skipif(find_engine() is None, reason=f"{COMMAND} is not installed (Debian: apt install {COMMAND}); .ci/run installs it")
def test_the_first_screen_is_heard_through_the_games_sound_at_its_volume(tmp_path: Path) -> None:
    loud, soft = played(tmp_path, 0.8), played(tmp_path, 0.4)
    for samples in (loud, soft):
        assert len(samples) >= HEARD_SECONDS * 44100 * 0.9
        voiced = np.nonzero(np.abs(samples) > 0.01)[0]
        assert len(voiced) and voiced[0] < 44100  # the voice starts within a second of the first frame
    ratio = np.abs(soft).max() / np.abs(loud).max()
    assert 0.45 < ratio < 0.55  # half the VOLUME, half the loudness
