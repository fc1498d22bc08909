"""tools/screenshots.py: every state of every registered scene is reached and drawn at both sizes."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pygame
from test_tournament_cli import load_tool

from game.app.shell.app import default_registry

ROOT = Path(__file__).resolve().parent.parent


def shoot(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "screenshots.py"), *args],
                          capture_output=True, text=True, cwd=ROOT)


def test_every_state_is_drawn_at_the_logical_size_and_at_1920x1080(tmp_path: Path) -> None:
    out = shoot(str(tmp_path / "shots"))
    assert out.returncode == 0, out.stderr
    states = load_tool("scene_states").states_for(default_registry())
    written = sorted(p.name for p in (tmp_path / "shots").iterdir())
    assert written == sorted(f"{s.name}-{size}.png" for s in states for size in ("320x180", "1920x1080"))
    for state in states:
        small = pygame.image.load(str(tmp_path / "shots" / f"{state.name}-320x180.png"))
        large = pygame.image.load(str(tmp_path / "shots" / f"{state.name}-1920x1080.png"))
        assert small.get_size() == (320, 180) and large.get_size() == (1920, 1080)
        assert drawn_share(small) > MIN_DRAWN_SHARE, state.name  # not a blank frame


MIN_DRAWN_SHARE = 0.005  # a line of text covers more of the 320x180 frame than this; a blank frame or a lone dot does not


def drawn_share(picture: pygame.Surface) -> float:
    """How much of a picture is not its background (its commonest colour): a verdict in one colour counts too."""
    pixels = pygame.image.tobytes(picture, "RGB")
    colours = Counter(pixels[i:i + 3] for i in range(0, len(pixels), 3))
    return 1 - colours.most_common(1)[0][1] / (len(pixels) // 3)


def test_every_registered_scene_has_a_state_and_aliases_are_drawn_once() -> None:
    registry = default_registry()
    states = load_tool("scene_states").states_for(registry)
    shown = {registry.create(s.scene).name for s in states}
    assert shown == {registry.create(name).name for name in registry.names()}
    assert len({s.name for s in states}) == len(states)


def test_list_and_bad_arguments(tmp_path: Path) -> None:
    listed = shoot("--list")
    assert listed.returncode == 0 and "menu-open" in listed.stdout
    (tmp_path / "file").write_text("")
    for args in (["--only", "no-such-state", str(tmp_path)], [str(tmp_path / "file" / "shots")], []):
        out = shoot(*args)
        assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1, (args, out.stderr)
