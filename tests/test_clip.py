"""``tictactoe-magic clip``: recordings and the attract mode to GIFs true to the 60 Hz game, small and repeatable."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from game.__main__ import main
from game.app.capture.gif_timing import MIN_DELAY_CS, timed

REPLAYS = Path(__file__).parent / "replays"
DOCS = Path(__file__).parent.parent / "docs"
TICKS_PER_SECOND = 60  # the game's tick rate, written out


def frames_of(path: Path) -> tuple[list[np.ndarray], list[int], tuple[int, int]]:
    """A GIF's frames (as RGB arrays), their durations in ms, and its size."""
    image = Image.open(path)
    pictures, durations = [], []
    for index in range(image.n_frames):
        image.seek(index)
        pictures.append(np.asarray(image.convert("RGB")))
        durations.append(image.info["duration"])
    return pictures, durations, image.size


def test_repeated_pictures_merge_and_no_frame_is_shorter_than_a_browser_draws() -> None:
    still = timed(["a"] * TICKS_PER_SECOND, TICKS_PER_SECOND, str.__eq__)
    assert [(s.picture, s.delay_cs) for s in still] == [("a", 100)]
    moving = timed([str(i) for i in range(3 * TICKS_PER_SECOND)], TICKS_PER_SECOND, str.__eq__)
    assert sum(s.delay_cs for s in moving) == 300  # three seconds, to the hundredth
    assert all(s.delay_cs >= MIN_DELAY_CS for s in moving)
    assert len(moving) >= 3 * 30  # at least 30 pictures a second survive
    mixed = timed(list("aaabbbbbbc"), TICKS_PER_SECOND, str.__eq__)
    assert [s.picture for s in mixed] == ["a", "b", "c"] and sum(s.delay_cs for s in mixed) == 17


def test_a_recording_becomes_a_gif_as_long_as_the_game(tmp_path: Path) -> None:
    # That a clip comes out the same bytes every time is the README clip's test below: made again, it equals the kept.
    recording = REPLAYS / "friends.jsonl"
    last = max(json.loads(line)["tick"] for line in recording.read_text().splitlines()[1:])
    out = tmp_path / "a.gif"
    assert main(["clip", str(recording), "-o", str(out), "--scale", "3"]) == 0
    pictures, durations, size = frames_of(out)
    assert size == (960, 540)
    seconds = (last + 1 + 2 * TICKS_PER_SECOND) / TICKS_PER_SECOND  # to the last action, and two seconds after
    assert abs(sum(durations) / 1000 - seconds) <= 0.01
    assert all(a.shape == (540, 960, 3) for a in pictures)
    assert any(not np.array_equal(a, b) for a, b in zip(pictures, pictures[1:]))


def test_the_readme_clip_is_what_clip_makes_of_its_kept_recording(tmp_path: Path) -> None:
    """README's GIF, made again by the command the command-line page gives, byte for byte."""
    page = (DOCS / "command-line.md").read_text(encoding="utf-8")
    command = next(line for line in page.splitlines() if line.startswith("tictactoe-magic clip docs/clips/"))
    words = command.split()[1:]
    kept = DOCS.parent / words[words.index("-o") + 1]
    words[words.index("-o") + 1] = str(tmp_path / "again.gif")
    words[1] = str(DOCS.parent / words[1])
    assert main(words) == 0
    assert (tmp_path / "again.gif").read_bytes() == kept.read_bytes(), f"run: {command}"


def test_from_and_to_cut_the_clip_and_no_crt_leaves_the_rows_unshaded(tmp_path: Path) -> None:
    out = tmp_path / "cut.gif"
    assert main(["clip", str(REPLAYS / "friends.jsonl"), "-o", str(out), "--from", "1", "--to", "3",
                 "--no-crt", "--scale", "2"]) == 0
    pictures, durations, _ = frames_of(out)
    assert sum(durations) == 2000
    first = pictures[0]
    assert np.array_equal(first[0::2], first[1::2])  # each game pixel two identical rows without the scanlines


def test_the_attract_mode_is_clipped_by_seed(tmp_path: Path) -> None:
    """The same seed, the same clip; another seed, another show; no --seed is seed 0."""
    default, zero, one, one_again = (tmp_path / f"{name}.gif" for name in ("default", "zero", "one", "one_again"))
    assert main(["clip", "--attract", "3", "-o", str(default)]) == 0
    assert main(["clip", "--attract", "3", "--seed", "0", "-o", str(zero)]) == 0
    assert main(["clip", "--attract", "3", "--seed", "1", "-o", str(one)]) == 0
    assert main(["clip", "--attract", "3", "--seed", "1", "-o", str(one_again)]) == 0
    assert one.read_bytes() == one_again.read_bytes()
    assert zero.read_bytes() == default.read_bytes()
    assert one.read_bytes() != default.read_bytes()  # seed 1's first three seconds differ from seed 0's
    _, durations, size = frames_of(one)
    assert sum(durations) == 3000 and size == (640, 360)


def test_a_clip_of_the_attract_mode_books_nothing_and_reads_no_setting_of_the_player(tmp_path: Path) -> None:
    """The show as shipped: a cabinet's bookkeeping gains no session or attract run, and its DEMO PLAYERS is not used."""
    home = Path(os.environ["TICTACTOE_MAGIC_HOME"])
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.json").write_text('{"version": 2, "demo_players": "random/random"}')
    before = sorted(p.name for p in (home / "data").iterdir()) if (home / "data").exists() else []
    assert main(["clip", "--attract", "2", "-o", str(tmp_path / "shipped.gif")]) == 0
    after = sorted(p.name for p in (home / "data").iterdir()) if (home / "data").exists() else []
    assert after == before  # no bookkeeping.json, no session.lock: nothing of the player's touched
    assert os.environ["TICTACTOE_MAGIC_HOME"] == str(home)  # the player's home is back for what follows
    (home / "config" / "settings.json").unlink()
    assert main(["clip", "--attract", "2", "-o", str(tmp_path / "default.gif")]) == 0
    assert (tmp_path / "shipped.gif").read_bytes() == (tmp_path / "default.gif").read_bytes()


@pytest.mark.parametrize("content, said", [
    ('{"format": "tictactoe-magic-actions", "version": 9}\n', "version 9"),
    ("not json at all\n", "line 1"),
])
def test_a_damaged_recording_is_one_line_and_status_2(tmp_path: Path, capsys, content: str, said: str) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(content)
    assert main(["clip", str(bad), "-o", str(tmp_path / "x.gif")]) == 2
    err = capsys.readouterr().err.strip()
    assert said in err and "\n" not in err and "Traceback" not in err
    assert not (tmp_path / "x.gif").exists()


def test_an_output_that_cannot_be_written_is_refused_before_anything_runs(tmp_path: Path, capsys) -> None:
    assert main(["clip", "--attract", "1", "-o", str(tmp_path)]) == 2  # a folder
    assert main(["clip", "--attract", "1", "-o", str(tmp_path / "no" / "such" / "x.gif")]) == 2
    errors = capsys.readouterr().err.strip().splitlines()
    assert len(errors) == 2 and all(e.startswith("tictactoe-magic clip:") for e in errors)


def test_clip_answers_help_and_the_game_lists_it(capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["clip", "--help"])
    assert done.value.code == 0 and "--attract" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "clip" in capsys.readouterr().out


def test_the_gif_is_a_valid_image_stream(tmp_path: Path) -> None:
    out = tmp_path / "v.gif"
    assert main(["clip", "--attract", "1", "-o", str(out), "--scale", "1"]) == 0
    data = out.read_bytes()
    assert data[:6] == b"GIF89a" and data[-1:] == b";"
    assert Image.open(io.BytesIO(data)).size == (320, 180)


def test_f9_saves_the_last_ten_seconds_beside_the_screenshots_without_stopping_the_game(private_home) -> None:
    from app_support import make_app, post, run_frames, toasts_seen

    import pygame
    from game.app.shell.toasts import TOAST_TICKS
    from game.app.capture.recent import RecentFrames
    from game.files import paths

    app = make_app(scene="wargames")
    app.capture.recent = RecentFrames(TICKS_PER_SECOND)  # a headless session keeps none by itself
    run_frames(app, 12 * TICKS_PER_SECOND)  # more than the ten seconds kept
    post(pygame.KEYDOWN, key=pygame.K_F9, mod=0, unicode="", scancode=0)
    run_frames(app, 1)
    job = app.capture.job
    assert job is not None and app.ctx.toasts.current.startswith("SAVING THE LAST 10 SECONDS")
    ticks_at_press = app.ctx.tick
    run_frames(app, 5)  # the game runs on while the clip is written
    assert app.ctx.tick == ticks_at_press + 5
    screen, detail = job.wait(60)
    assert detail is None and screen in toasts_seen(app, 2 * TOAST_TICKS) and app.capture.job is None
    [clip] = paths.pictures_dir().glob("*.gif")
    # Named as the system spells it, so it can be typed: tictactoe-magic-...-0.gif in .../screenshots/.
    assert screen.startswith(f"SAVED {clip.name} IN ") and clip.name.endswith(".gif") and screen.endswith("/screenshots/")
    _, durations, size = frames_of(clip)
    assert size == (640, 360) and sum(durations) == 10_000
    app.close()


def test_f9_with_nothing_kept_says_so(private_home) -> None:
    from app_support import make_app, run_frames

    app = make_app(scene="menu")
    run_frames(app, 2)
    assert app.capture.clip() is None and app.ctx.toasts.current == "NOTHING TO CLIP YET"
    app.close()
