"""An opponent is named on the command line as the screens name it (CENTRE, LOOKAHEAD+) or by its id."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from in_process import run_main

from game.opponents import UnknownOpponentError, make_opponent, resolve_opponent

ROOT = Path(__file__).resolve().parent.parent
GAME = (sys.executable, "-m", "game")

#: What the setup screen shows for each opponent, and its id, copied from the screens and the ids' classes.
SCREEN_NAMES = {
    "RANDOM": "random", "NAIVE": "naive", "CENTRE": "center", "CALCULATOR": "calculator", "VECTOR": "vector",
    "WEIGHTS": "weights", "LOOKAHEAD": "lookahead", "LOOKAHEAD+": "lookahead-fixed", "MAGIC": "magic",
    "PERFECT": "perfect", "XKCD": "xkcd", "MENACE": "menace",
}


def game(*args: str, home: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m game ARGS`` run in this process: these tests read only its status and text."""
    return run_main(GAME, args, cwd=ROOT, env={} if home is None else {"TICTACTOE_MAGIC_HOME": str(home)})


@pytest.mark.parametrize(("shown", "ident"), SCREEN_NAMES.items())
def test_the_screen_name_the_id_and_any_case_name_one_opponent(shown: str, ident: str) -> None:
    for text in (shown, shown.lower(), shown.title(), ident, ident.upper()):
        assert resolve_opponent(text) == ident
    assert make_opponent(shown).id == ident


def test_an_unknown_name_lists_the_names_the_screens_show() -> None:
    with pytest.raises(UnknownOpponentError) as caught:
        resolve_opponent("deep-blue")
    assert str(caught.value) == f"unknown opponent 'deep-blue'; choose one of: {', '.join(SCREEN_NAMES)}"


def test_analyze_takes_the_names_on_screen() -> None:
    out = game("analyze", "exact", "centre", "random")
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[0].startswith("CENTRE (X) against RANDOM (O)")
    out = game("analyze", "exploit", "LOOKAHEAD+", "--as", "O")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("best response to LOOKAHEAD+ playing O")


def test_an_unknown_opponent_on_the_command_line_is_one_line_naming_the_screens_names() -> None:
    # As typed at a shell: a child process, the one entry point this file checks from outside.
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([*GAME, "analyze", "exact", "centr", "random"], capture_output=True, text=True, cwd=ROOT,
                         env=env)
    assert out.returncode == 2 and out.stdout == ""
    assert len(out.stderr.splitlines()) == 1
    assert "CENTRE, CALCULATOR" in out.stderr and "LOOKAHEAD+" in out.stderr


def test_tournament_and_menace_take_the_names_on_screen(tmp_path: Path) -> None:
    out = game("tournament", "centre", "Lookahead+", "--games", "10")
    assert out.returncode == 0, out.stderr
    out = game("menace", "train", "--against", "CENTRE", "--games", "10", home=tmp_path)
    assert out.returncode == 0, out.stderr


def test_magic_sources_gives_moves_per_game_as_decimals_not_fractions() -> None:
    out = game("analyze", "magic-sources")
    assert out.returncode == 0, out.stderr
    # as X, the line rule decides 299/144 moves a game against random: 2.076..., so 2.08
    assert "  line             73  2.08 moves" in out.stdout.splitlines()
    assert not any("/" in line for line in out.stdout.splitlines()[:13])
