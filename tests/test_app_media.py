"""The screen, font, palette and sound foundations, headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import numpy as np
import pygame
import pytest

from game.app.audio import synth
from game.app.audio.sounds import NO_DEVICE_MESSAGE, Audio, Sfx
from game.app.render.font import ADVANCE, GLYPH_H, GLYPH_W, BitmapFont, FontError, parse_font
from game.app.render.palette import PALETTES, WOPR, mark_name
from game.values.theme import Theme
from game.app.render.screen import LOGICAL_SIZE, Screen
from game.engine import Mark


@pytest.fixture(scope="module", autouse=True)
def pygame_up():
    pygame.init()
    yield
    pygame.quit()


def test_font_covers_printable_ascii() -> None:
    font = BitmapFont.load()
    for code in range(32, 127):
        assert font.has(chr(code)), repr(chr(code))


def test_a_lower_case_letter_is_its_own_glyph_in_the_capitals_cell() -> None:
    font = BitmapFont.load()
    for small in "abcdefghijklmnopqrstuvwxyz":
        drawn, capital = font.render(small, (255, 255, 255)), font.render(small.upper(), (255, 255, 255))
        assert drawn.get_size() == capital.get_size() == (GLYPH_W, GLYPH_H)  # descenders stay inside the cell
        assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(capital, "RGBA"), small


def test_font_draws_pixels_in_the_requested_colour() -> None:
    font = BitmapFont.load()
    image = font.render("X", (255, 0, 0), scale=2)
    assert image.get_size() == font.size("X", 2) == ((ADVANCE - 1) * 2, GLYPH_H * 2)
    lit = {image.get_at((x, y))[:3] for x in range(image.get_width()) for y in range(image.get_height()) if image.get_at((x, y)).a}
    assert lit == {(255, 0, 0)}
    assert font.render("X", (255, 0, 0), scale=2) is image  # cached
    assert font.render("x", (255, 0, 0)).get_size() == font.render("X", (255, 0, 0)).get_size()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("= A\n#####\n", "incomplete"),
        ("= AB\n", "not one character"),
        ("#####\n", "before any"),
        ("= A\n##x##\n", "a row is"),
    ],
)
def test_malformed_font_is_reported(text: str, message: str) -> None:
    with pytest.raises(FontError, match=message):
        parse_font(text)


def test_wrap_fits_width() -> None:
    font = BitmapFont.load()
    lines = font.wrap("the only winning move is not to play", 60)
    assert all(font.size(line)[0] <= 60 for line in lines)
    assert " ".join(lines) == "the only winning move is not to play"


@pytest.mark.parametrize(
    ("window", "scale", "topleft"),
    [((320, 180), 1, (0, 0)), ((1920, 1080), 6, (0, 0)), ((1000, 700), 3, (20, 80)), ((100, 100), 1, (-110, -40))],
)
def test_layout_is_integer_and_centred(window, scale, topleft) -> None:
    got_scale, rect = Screen.layout(window)
    assert got_scale == scale and rect.topleft == topleft
    assert rect.size == (LOGICAL_SIZE[0] * scale, LOGICAL_SIZE[1] * scale)


def test_mouse_maps_to_logical_pixels_and_not_the_bars() -> None:
    screen = Screen()
    assert screen.to_logical((20, 80), (1000, 700)) == (0, 0)
    assert screen.to_logical((979, 619), (1000, 700)) == (319, 179)
    assert screen.to_logical((10, 10), (1000, 700)) is None


@pytest.mark.parametrize("crt", [False, True])
def test_present_scales_crisply_with_bars(crt: bool) -> None:
    screen = Screen()
    screen.surface.fill((0, 0, 0))
    screen.surface.set_at((0, 0), (200, 100, 50))
    window = pygame.Surface((1000, 700))
    screen.present(window, crt=crt)
    assert window.get_at((5, 5))[:3] == (0, 0, 0)  # letterbox
    top = window.get_at((20, 80))[:3]
    if crt:
        assert top != (0, 0, 0)
        # the last window row of a logical row is darker than the first
        assert sum(window.get_at((20, 82))[:3]) < sum(window.get_at((20, 80))[:3])
    else:
        assert top == (200, 100, 50) == window.get_at((22, 82))[:3]


def test_palettes_and_names() -> None:
    assert PALETTES[Theme.XO].mark(Mark.X) != PALETTES[Theme.XO].mark(Mark.O)
    assert mark_name(Theme.XO, Mark.X) == "CROSSES" and mark_name(Theme.XO, Mark.O) == "NOUGHTS"
    assert mark_name(Theme.GREEN_BLUE, Mark.X) == "GREEN"
    assert WOPR.background == (5, 8, 17) and WOPR.grid == (88, 143, 202)  # the colours of "Tic Tac Toe War Games"


@pytest.mark.parametrize("make", [synth.cursor_move, synth.select, synth.place, synth.back, synth.invalid, synth.win, synth.draw, synth.teletype, synth.wipe, synth.flight])
def test_sounds_are_short_bounded_and_repeatable(make) -> None:
    wave = make(synth.SAMPLE_RATE)
    assert 0 < len(wave) <= synth.SAMPLE_RATE  # at most a second
    assert np.max(np.abs(wave)) == pytest.approx(synth.PEAK)
    assert np.array_equal(wave, make(synth.SAMPLE_RATE))
    assert abs(wave[0]) < 0.05 and abs(wave[-1]) < 0.05  # no click at the edges


class KeptSound(pygame.mixer.Sound):
    """A real sound that also keeps each volume it is handed, before pygame clamps it (above 1) or ignores it (below 0)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.handed: list[float] = []

    def set_volume(self, value: float) -> None:
        self.handed.append(value)
        super().set_volume(value)


def made_sounds(monkeypatch: pytest.MonkeyPatch) -> list[KeptSound]:
    """Every sound the mixer makes from now on: real ones, kept to ask their volume and channels."""
    sounds: list[KeptSound] = []

    def keep(array):
        sounds.append(KeptSound(array=array))
        return sounds[-1]

    monkeypatch.setattr(pygame.sndarray, "make_sound", keep)
    return sounds


def test_audio_plays_with_the_dummy_driver(monkeypatch: pytest.MonkeyPatch) -> None:
    sounds = made_sounds(monkeypatch)
    audio = Audio.open(enabled=True, volume=0.5)
    assert audio.available and audio.message is None
    assert len(sounds) == len(Sfx) and {s.get_volume() for s in sounds} == {0.5}
    for sfx in Sfx:
        pygame.mixer.stop()
        audio.play(sfx)
        assert [s.get_num_channels() for s in sounds].count(1) == 1  # one sound, on one channel
    pygame.mixer.stop()


def test_the_volume_is_kept_between_silence_and_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """The game clamps the volume itself: pygame's own clamping above 1 would hide a missing clamp."""
    sounds = made_sounds(monkeypatch)
    audio = Audio.open(enabled=True, volume=3.0)
    assert len(sounds) == len(Sfx) and all(s.handed == [1.0] for s in sounds)
    audio.set_volume(2.0)
    assert all(s.handed[-1] == 1.0 for s in sounds) and {s.get_volume() for s in sounds} == {1.0}
    audio.set_volume(-0.5)
    assert all(s.handed[-1] == 0.0 for s in sounds) and {s.get_volume() for s in sounds} == {0.0}
    audio.set_volume(0.25)
    assert all(s.handed[-1] == 0.25 for s in sounds) and {s.get_volume() for s in sounds} == {0.25}


def test_nothing_plays_once_sound_is_turned_off(monkeypatch: pytest.MonkeyPatch) -> None:
    sounds = made_sounds(monkeypatch)
    audio = Audio.open(enabled=True, volume=1.0)
    pygame.mixer.stop()
    audio.set_enabled(False)
    for sfx in Sfx:
        audio.play(sfx)
    assert not pygame.mixer.get_busy() and all(s.get_num_channels() == 0 for s in sounds)
    audio.set_enabled(True)  # and back on, the same sounds play again
    audio.play(Sfx.WIN)
    assert pygame.mixer.get_busy()
    pygame.mixer.stop()


def test_audio_without_a_device_is_silent_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()

    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio.open(enabled=True, volume=1.0)
    assert not audio.available
    assert audio.message == NO_DEVICE_MESSAGE and "No available audio device" in audio.detail
    audio.play(Sfx.SELECT)  # no exception


def test_sound_off_never_touches_the_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: pytest.fail("mixer started"))
    audio = Audio.open(enabled=False, volume=1.0)
    assert not audio.available and audio.message is None


def _random_frame(surface: pygame.Surface, rng: np.random.Generator) -> None:
    """Small random changes, the way scenes change a frame: a few boxes and lines."""
    for _ in range(int(rng.integers(0, 4))):
        x, y = (int(v) for v in rng.integers(0, LOGICAL_SIZE))
        w, h = (int(v) for v in rng.integers(1, 60, 2))
        surface.fill(tuple(int(c) for c in rng.integers(0, 256, 3)), (x, y, w, h))


@pytest.mark.parametrize("window", [(320, 180), (1000, 700), (1920, 1080)])
@pytest.mark.parametrize("crt", [False, True])
def test_presenting_only_what_changed_gives_the_same_picture_as_a_whole_repaint(window, crt) -> None:
    rng = np.random.default_rng(7)
    screen, fresh = Screen(), Screen()
    incremental, whole = pygame.Surface(window), pygame.Surface(window)
    written = 0
    for _ in range(40):
        _random_frame(screen.surface, rng)
        written += sum(r.w * r.h for r in screen.present(incremental, crt=crt))
        fresh.surface.blit(screen.surface, (0, 0))
        fresh.invalidate()
        fresh.present(whole, crt=crt)
        assert pygame.image.tobytes(incremental, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert screen.present(incremental, crt=crt) == []  # an unchanged frame writes nothing
    assert written < 40 * window[0] * window[1]  # and the frames that changed a little wrote a little


BGR_MASKS = (0xFF, 0xFF00, 0xFF0000, 0)  # a window storing its pixels the other way round: rows cannot be copied


@pytest.mark.parametrize("window", [(640, 360), (1000, 700), (3840, 2160)])
@pytest.mark.parametrize("crt", [False, True])
def test_copying_widened_rows_draws_what_scaling_every_pixel_draws(window, crt) -> None:
    """The fast path (rows widened, then copied down as memory) against the plain one (every pixel scaled)."""
    rng = np.random.default_rng(11)
    fast, plain = Screen(), Screen()
    copied, scaled = pygame.Surface(window), pygame.Surface(window, 0, 32, BGR_MASKS)
    for _ in range(6):
        _random_frame(fast.surface, rng)
        plain.surface.blit(fast.surface, (0, 0))
        fast.present(copied, crt=crt)
        plain.present(scaled, crt=crt)
        assert pygame.image.tobytes(copied, "RGB") == pygame.image.tobytes(scaled, "RGB")


def test_changed_regions_cover_every_changed_pixel_and_nothing_when_equal() -> None:
    from game.app.render.screen import changed_regions

    rng = np.random.default_rng(3)
    rows_first = LOGICAL_SIZE[::-1]
    before = rng.integers(0, 4, rows_first, dtype=np.uint32)
    assert changed_regions(before, before.copy()) == []
    for _ in range(50):
        after = before.copy()
        for _ in range(int(rng.integers(1, 6))):
            after[int(rng.integers(0, rows_first[0])), int(rng.integers(0, rows_first[1]))] += 1
        covered = np.zeros(rows_first, bool)
        for rect in changed_regions(before, after):
            covered[rect.top:rect.bottom, rect.left:rect.right] = True
        assert not ((before != after) & ~covered).any()


def test_a_changed_outline_is_presented_as_its_edges_not_the_box_inside() -> None:
    from game.app.render.screen import changed_regions

    before = np.zeros(LOGICAL_SIZE[::-1], dtype=np.uint32)
    after = before.copy()
    box = pygame.Rect(6, 24, 80, 140)  # a player's panel lighting up: only its outline changes colour
    after[box.top, box.left:box.right] = after[box.bottom - 1, box.left:box.right] = 1
    after[box.top:box.bottom, box.left] = after[box.top:box.bottom, box.right - 1] = 1
    for scale in (6, 12):  # 1080p and 4K, where writing the box's inside would cost the most
        written = sum(r.w * r.h for r in changed_regions(before, after, scale))
        assert written < box.w * box.h * 0.5
