"""tools/screenshots.py: every state of every registered scene is reached and drawn at both sizes.

Each state is reached and drawn by the tool's own ``pictures``, its own test; writing the PNGs (encoding a
1920x1080 picture is most of a state's time) is checked for a few states in the everyday run, and for
every state in one run of the whole tool under ``pytest -m long``.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pygame
import pytest
from in_process import run_main
from test_tournament_cli import load_tool

from game.app.shell.app import default_registry
from game.commands.scene_states import SceneState, states_for
from game.commands.screenshots import pictures

ROOT = Path(__file__).resolve().parent.parent


def shoot(*args: str) -> subprocess.CompletedProcess[str]:
    """The tool as a child process: its entry point itself."""
    return subprocess.run([sys.executable, str(ROOT / "tools" / "screenshots.py"), *args],
                          capture_output=True, text=True, cwd=ROOT)


def shoot_here(*args: str) -> subprocess.CompletedProcess[str]:
    """The tool's ``main`` in this process, answering as the child would."""
    return run_main([sys.executable, "tools/screenshots.py"], args, cwd=ROOT)


STATES = states_for(default_registry())
#: The states whose pictures the everyday run writes to files: the menu's (the rest are drawn, not encoded).
WRITTEN = "menu-"


@pytest.mark.parametrize("state", STATES, ids=[s.name for s in STATES])
def test_every_state_is_drawn_at_the_logical_size_and_at_1920x1080(state: SceneState) -> None:
    # The pictures the tool writes, before they are encoded (writing is the test below, for a few states).
    with pictures(state) as (small, large):
        assert small.get_size() == (320, 180) and large.get_size() == (1920, 1080)
        assert drawn_share(small) > MIN_DRAWN_SHARE, state.name  # not a blank frame


def assert_wrote_both_pictures(folder: Path, states: Sequence[SceneState]) -> None:
    """The folder holds both pictures of each state and nothing else, at their sizes, neither frame blank."""
    written = sorted(p.name for p in folder.iterdir())
    assert written == sorted(f"{s.name}-{size}.png" for s in states for size in ("320x180", "1920x1080"))
    for state in states:
        small = pygame.image.load(str(folder / f"{state.name}-320x180.png"))
        large = pygame.image.load(str(folder / f"{state.name}-1920x1080.png"))
        assert small.get_size() == (320, 180) and large.get_size() == (1920, 1080)
        assert drawn_share(small) > MIN_DRAWN_SHARE, state.name  # not a blank frame


def test_the_tool_writes_both_pictures_of_each_state_it_is_given(tmp_path: Path) -> None:
    """Written as the pictures above are drawn: for every state the tool is given, both files, at their sizes."""
    given = [s for s in STATES if s.name.startswith(WRITTEN)]
    assert len(given) > 1
    out = shoot_here(str(tmp_path / "shots"), "--only", WRITTEN)
    assert out.returncode == 0, out.stderr
    assert_wrote_both_pictures(tmp_path / "shots", given)


@pytest.mark.long
def test_the_whole_tool_writes_every_state_at_both_sizes(tmp_path: Path) -> None:
    """The run the docs' pictures come from, every state in one session of the tool (210 PNGs, most of its time
    spent encoding the large ones)."""
    out = shoot(str(tmp_path / "shots"))
    assert out.returncode == 0, out.stderr
    assert_wrote_both_pictures(tmp_path / "shots", STATES)


MIN_DRAWN_SHARE = 0.005  # a line of text covers more of the 320x180 frame than this; a blank frame or a lone dot does not


def drawn_share(picture: pygame.Surface) -> float:
    """How much of a picture is not its background (its commonest colour): a verdict in one colour counts too."""
    rgb = np.frombuffer(pygame.image.tobytes(picture, "RGB"), np.uint8).reshape(-1, 3).astype(np.uint32)
    _, counts = np.unique(rgb[:, 0] << 16 | rgb[:, 1] << 8 | rgb[:, 2], return_counts=True)  # colours as 0xRRGGBB
    return 1 - counts.max() / len(rgb)


def test_every_registered_scene_has_a_state_and_aliases_are_drawn_once() -> None:
    registry = default_registry()
    states = load_tool("scene_states").states_for(registry)
    shown = {registry.create(s.scene).name for s in states}
    assert shown == {registry.create(name).name for name in registry.names()}
    assert len({s.name for s in states}) == len(states)


def test_list_and_bad_arguments(tmp_path: Path) -> None:
    listed = shoot("--list")  # the entry point, as a child
    assert listed.returncode == 0 and "menu-open" in listed.stdout
    (tmp_path / "file").write_text("")
    for args in (["--only", "no-such-state", str(tmp_path)], [str(tmp_path / "file" / "shots")], []):
        out = shoot_here(*args)
        assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1, (args, out.stderr)
