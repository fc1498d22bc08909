"""tools/menace.py train from the outside: the learning curve, the chart, saving only when asked, errors.

The runs are made in this process (``run_main``), answering as the child would; one mistake goes
through ``python tools/menace.py`` itself, to show no traceback reaches the person.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from in_process import run_main

from game.engine import Board
from game.opponents.menace import box_keys
from game.opponents.menace_store import FORMAT_NAME, MENACE_FILE_NAME, MenaceStore
from game.files.paths import HOME_OVERRIDE_ENV

ROOT = Path(__file__).resolve().parent.parent
COMMAND = [sys.executable, str(ROOT / "tools" / "menace.py")]


def train(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run_main(COMMAND, ["train", *args], cwd=ROOT, env={HOME_OVERRIDE_ENV: str(home)})


def train_child(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """As a person runs it: ``python tools/menace.py train`` in a child process."""
    env = {**os.environ, HOME_OVERRIDE_ENV: str(home)}
    return subprocess.run([*COMMAND, "train", *args], capture_output=True, text=True, cwd=ROOT, env=env)


def test_the_done_when_check_menace_loses_far_less_in_the_last_tenth(tmp_path: Path) -> None:
    out = train(tmp_path, "--against", "random", "--games", "20000", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    curve = data["curve"]
    assert len(curve) == 10 and all(set(b) >= {"games", "wins", "draws", "losses"} for b in curve)
    assert all(b["games"] == b["wins"] + b["draws"] + b["losses"] == 2000 for b in curve)
    assert curve[-1]["losses"] * 3 < curve[0]["losses"]  # seed 0: 414 in the first tenth, 95 in the last
    assert data["games_per_second"] > 0 and data["seed"] == 0
    # Michie's score at each block's end: +3 a win, +1 a draw, -1 a loss, summed over every game so far.
    wins = draws = losses = 0
    for block, point in zip(curve, data["michie_score"]):
        wins, draws, losses = wins + block["wins"], draws + block["draws"], losses + block["losses"]
        assert point == {"games": wins + draws + losses, "score": 3 * wins + draws - losses}
    assert data["resigned"] == 0 and len(data["michie_score"]) == 10
    again = json.loads(train(tmp_path, "--against", "random", "--games", "20000", "--json").stdout)
    assert again["curve"] == curve  # same seed, same games; and nothing was saved in between
    assert not (tmp_path / "data").exists()


def test_save_merges_onto_the_saved_menace_and_fresh_starts_over(tmp_path: Path) -> None:
    first = train(tmp_path, "--against", "perfect", "--games", "300", "--save")
    assert first.returncode == 0 and "saved to" in first.stdout, first.stderr
    store = MenaceStore(tmp_path / "data" / MENACE_FILE_NAME)
    assert store.load(box_keys()).games == 300
    train(tmp_path, "--against", "random", "--games", "200", "--save", "--seed", "2")
    assert store.load(box_keys()).games == 500
    text = train(tmp_path, "--against", "random", "--games", "100").stdout
    assert "from its saved boxes (500 games learned)" in text and store.load(box_keys()).games == 500
    train(tmp_path, "--against", "random", "--games", "100", "--fresh", "--save")
    assert store.load(box_keys()).games == 100


def test_a_version_1_menace_is_trained_and_saved_in_version_2_with_a_copy_kept(tmp_path: Path) -> None:
    path = tmp_path / "data" / MENACE_FILE_NAME
    path.parent.mkdir()
    path.write_text(json.dumps({"format": FORMAT_NAME, "version": 1, "games": 3, "boxes": {"0": [5] * 9}}))
    old = path.read_bytes()
    out = train(tmp_path, "--against", "random", "--games", "50", "--save")
    assert out.returncode == 0, out.stderr
    assert (path.parent / f"{MENACE_FILE_NAME}.version-1-1").read_bytes() == old
    saved = json.loads(path.read_text())
    assert saved["version"] == 2 and saved["games"] == 53


def test_resigning_counts_as_losses_and_the_chart_is_a_png(tmp_path: Path) -> None:
    chart = tmp_path / "charts" / "michie.png"
    out = train(tmp_path, "--against", "random", "--as", "O", "--games", "3000", "--resign", "--json",
                "--chart", str(chart))
    assert out.returncode == 0, out.stderr
    curve = json.loads(out.stdout)["curve"]
    assert sum(b["resigned"] for b in curve) > 0 and all(b["losses"] >= b["resigned"] for b in curve)
    assert chart.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_the_text_table_and_self_play(tmp_path: Path) -> None:
    out = train(tmp_path, "--against", "menace", "--games", "40", "--block", "20")
    assert out.returncode == 0, out.stderr
    assert "reference path" in out.stdout and "games per second" in out.stdout
    rows = [line.split() for line in out.stdout.splitlines() if line.strip().startswith(("20", "40"))]
    assert [row[0] for row in rows] == ["20", "40"]


@pytest.mark.parametrize(("args", "message"), [
    (["--against", "nobody"], "unknown opponent 'nobody'"),
    (["--against", "random", "--games", "0"], "expected a number of games from 1"),
    (["--against", "random", "--games", "many"], "expected a number of games from 1"),
    (["--against", "random", "--seed", "-1"], "expected a seed from 0"),
    (["--against", "random", "--as", "Z"], "invalid choice"),
    (["--against", "random", "--games", "20000001"], "at most 10,000,000 training games"),
    (["--games", "10"], "--against"),
])
def test_bad_input_is_one_line_and_status_2(tmp_path: Path, args: list[str], message: str) -> None:
    out = (train_child if args == ["--against", "nobody"] else train)(tmp_path, *args)
    assert out.returncode == 2 and message in out.stderr and len(out.stderr.splitlines()) == 1, out.stderr
    assert "Traceback" not in out.stderr and not out.stdout


def test_an_unwritable_chart_is_refused_before_any_game(tmp_path: Path) -> None:
    out = train(tmp_path, "--against", "random", "--chart", str(tmp_path))
    assert out.returncode == 2 and "it is a folder" in out.stderr and not out.stdout
    blocker = tmp_path / "file"
    blocker.write_text("")
    out = train(tmp_path, "--against", "random", "--chart", str(blocker / "chart.png"))
    assert out.returncode == 2 and "is not a folder" in out.stderr


def test_a_save_that_cannot_be_written_is_one_line_and_status_2(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("")  # a file where the data folder should be
    out = train(tmp_path, "--against", "random", "--games", "10", "--save")
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert "is not a folder; nothing was trained" in out.stderr and out.stdout == ""  # refused before any game


def reset(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run_main(COMMAND, ["reset", *args], cwd=ROOT, env={HOME_OVERRIDE_ENV: str(home)})


def test_reset_forgets_a_menace_that_has_given_up_through_the_store(tmp_path: Path) -> None:
    store = MenaceStore(tmp_path / "data" / MENACE_FILE_NAME)
    store.update(lambda _boxes, _games: ({Board().key: (0,) * 9}, 12), box_keys())  # its first box empty
    out = reset(tmp_path)
    assert out.returncode == 0, out.stderr
    assert "MENACE reset (it had given up: its first box was empty): 12 games learned forgotten" in out.stdout
    saved = store.load(box_keys())
    assert saved.boxes == {} and saved.games == 0 and saved.problem is None
    assert sorted(p.name for p in (tmp_path / "data").iterdir() if not p.name.startswith(".")) == [MENACE_FILE_NAME]
    assert reset(tmp_path, "--games", "3").returncode == 2


def test_the_text_table_counts_resignations(tmp_path: Path) -> None:
    """Three blocks of 1,000 as O against random, resigning: each row adds up, and MENACE (seed 0) learns."""
    out = train(tmp_path, "--against", "random", "--as", "O", "--games", "3000", "--resign", "--block", "1000")
    assert out.returncode == 0, out.stderr
    lines = [line.split() for line in out.stdout.splitlines()]
    assert ["games", "wins", "draws", "losses", "resigned", "score"] in lines
    blocks = [[int(word.replace(",", "")) for word in line] for line in lines
              if line and line[0] in ("1,000", "2,000", "3,000")]
    [total] = [[int(word.replace(",", "")) for word in line[1:]] for line in lines if line and line[0] == "all"]
    assert [games for games, *_ in blocks] == [1000, 2000, 3000]  # the games column counts to the block's end
    score = 0
    for _, wins, draws, losses, resigned, shown in blocks:
        assert wins + draws + losses == 1000 and 0 < resigned <= losses  # a resignation is one of the losses
        score += 3 * wins + draws - losses  # Michie's: +3 a win, +1 a draw, -1 a loss, summed from the first game
        assert shown == score
    assert total == [sum(column) for column in zip(*(block[1:5] for block in blocks))]
    first, last = blocks[0], blocks[-1]
    assert last[1] > first[1] and last[3] < first[3]  # seed 0: 523 wins and 379 losses, then 646 and 263
