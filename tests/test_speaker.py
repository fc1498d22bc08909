"""The speaker: every line logged (the reader's only with SPEECH on, WOPR's always), the engine run off the loop's
thread, a press cutting short what was being said, and a missing or failing engine told once."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import numpy as np
import pytest

from game.app.audio.speaker import ENGINE_FAILED, NO_ENGINE, Speaker
from game.speech import Speech, Voice
from game.speech.engine import COMMAND
from test_speech_engine import fake_engine, write_wav


class FakeAudio:
    """The mixer as the speaker sees it: what it was asked to play, and when it was cut short."""

    def __init__(self) -> None:
        self.voiced = False
        self.played: list[int] = []  # each line's sample count
        self.stops = 0
        self.speaking = False

    def set_voiced(self, voiced: bool) -> None:
        self.voiced = voiced

    def voice_samples(self, rate: int, samples: np.ndarray) -> np.ndarray:
        return samples

    def speak(self, samples: np.ndarray) -> None:
        self.played.append(len(samples))

    def stop_voice(self) -> None:
        self.stops += 1


def speaker_with(monkeypatch: pytest.MonkeyPatch, engine_folder: Path | None) -> tuple[Speaker, FakeAudio, list]:
    monkeypatch.setenv("PATH", str(engine_folder) if engine_folder is not None else "/nonexistent")
    audio = FakeAudio()
    logged: list[tuple[str, Voice]] = []
    speaker = Speaker(audio, lambda text, voice: logged.append((text, voice)), voiced=True)  # type: ignore[arg-type]
    return speaker, audio, logged


def pump_until(speaker: Speaker, done, limit_seconds: float = 10.0):
    """Pump as the loop does, a tick at a time, until ``done()`` (the engine's thread has had its chance)."""
    end = time.monotonic() + limit_seconds
    trouble = None
    while not done() and time.monotonic() < end:
        trouble = speaker.pump() or trouble
        time.sleep(0.005)
    return trouble


@pytest.fixture
def wav_engine(tmp_path: Path) -> Path:
    """A stand-in espeak-ng that writes a tenth of a second of tone whatever it is asked."""
    sound = tmp_path / "tone.wav"
    write_wav(sound, 22050, 0.5 * np.sin(np.arange(2205) / 5))
    fake_engine(tmp_path / "bin", f"exec {shutil.which('cat')} '{sound}'\n")  # the engine's PATH is that folder alone
    return tmp_path / "bin"


def test_the_reader_says_nothing_with_speech_off_and_wopr_speaks_all_the_same(monkeypatch, wav_engine) -> None:
    speaker, audio, logged = speaker_with(monkeypatch, wav_engine)
    speaker.say("MAIN MENU")
    speaker.say("SHALL WE PLAY A GAME?", Voice.WOPR)
    speaker.flush(interrupt=False)
    assert logged == [("SHALL WE PLAY A GAME?", Voice.WOPR)]
    speaker.close()


def test_lines_are_logged_at_once_and_played_once_the_engine_has_made_them(monkeypatch, wav_engine) -> None:
    speaker, audio, logged = speaker_with(monkeypatch, wav_engine)
    assert speaker.set_setting(Speech.ON) is None
    assert audio.voiced
    speaker.say("YOU TAKE 2")
    speaker.say("THE COMPUTER IS THINKING")
    assert [text for text, _ in logged] == ["YOU TAKE 2", "THE COMPUTER IS THINKING"]
    assert speaker.last == "THE COMPUTER IS THINKING"
    speaker.flush(interrupt=False)
    assert audio.played == []  # flushing hands the line over and returns: the loop never waits for the engine
    pump_until(speaker, lambda: audio.played)
    assert audio.played == [2205]  # the tick's two lines, said as one utterance
    speaker.close()


def test_a_press_cuts_short_what_is_said_and_drops_what_waits(monkeypatch, wav_engine) -> None:
    speaker, audio, logged = speaker_with(monkeypatch, wav_engine)
    speaker.set_setting(Speech.ON)
    audio.speaking = True  # a line is being said
    speaker.say("THE COMPUTER TAKES 5")
    speaker.flush(interrupt=False)
    time.sleep(0.2)  # made, waiting for the line being said to end
    speaker.pump()
    assert audio.played == [] and audio.stops == 0
    speaker.say("8")  # the cursor moved
    speaker.flush(interrupt=True)
    assert audio.stops == 1
    audio.speaking = False
    pump_until(speaker, lambda: audio.played)
    assert audio.played == [2205]  # the new line only: the waiting one was dropped
    speaker.close()


def test_no_engine_is_told_once_in_one_line_and_lines_are_still_logged(monkeypatch) -> None:
    speaker, audio, logged = speaker_with(monkeypatch, None)
    trouble = speaker.set_setting(Speech.ON)
    assert trouble is not None and trouble.screen == NO_ENGINE
    assert COMMAND in trouble.detail and "apt install" in trouble.detail and "\n" not in trouble.detail
    assert speaker.set_setting(Speech.OFF) is None
    assert speaker.set_setting(Speech.ON) is None  # said once a session
    speaker.say("MAIN MENU")
    speaker.flush(interrupt=True)
    assert logged == [("MAIN MENU", Voice.READER)]
    speaker.close()


def test_an_engine_that_fails_is_told_once(monkeypatch, tmp_path: Path) -> None:
    fake_engine(tmp_path / "bin", "echo 'cannot open audio' >&2\nexit 1\n")
    speaker, audio, logged = speaker_with(monkeypatch, tmp_path / "bin")
    speaker.set_setting(Speech.ON)
    speaker.say("MAIN MENU")
    speaker.flush(interrupt=False)
    trouble = pump_until(speaker, lambda: False, limit_seconds=1.0)
    assert trouble is not None and trouble.screen == ENGINE_FAILED and "cannot open audio" in trouble.detail
    speaker.say("SETTINGS")
    speaker.flush(interrupt=False)
    assert pump_until(speaker, lambda: False, limit_seconds=0.3) is None
    speaker.close()


def test_headless_nothing_is_voiced_and_no_engine_is_looked_for(monkeypatch) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")
    audio = FakeAudio()
    logged: list = []
    speaker = Speaker(audio, lambda text, voice: logged.append(text), voiced=False)  # type: ignore[arg-type]
    assert speaker.set_setting(Speech.ON) is None  # nobody hears a headless run: nothing to tell
    assert not audio.voiced
    speaker.say("MAIN MENU")
    speaker.flush(interrupt=False)
    assert logged == ["MAIN MENU"]


def test_volume_turned_right_down_leaves_the_voice_quiet_but_heard() -> None:
    import app_support  # noqa: F401 -- SDL's dummy sound device
    import pygame

    from game.app.audio.sounds import VOICE_CHANNEL, Audio

    audio = Audio.open(enabled=False, volume=0.0)
    try:
        audio.set_voiced(True)
        if not audio.voiced:
            pytest.skip("no mixer here, even the dummy one")
        audio.speak(audio.voice_samples(22050, np.zeros(2205)))
        channel = pygame.mixer.Channel(VOICE_CHANNEL)
        assert channel.get_volume() == pytest.approx(0.2, abs=0.01)  # a fifth: never silent
        audio.set_volume(0.7)
        assert channel.get_volume() == pytest.approx(0.7, abs=0.01)  # above it, VOLUME itself
    finally:
        pygame.mixer.quit()
