"""``tictactoe-magic install-desktop``: a launcher entry, an icon and a cabinet's autostart, in and out again."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from game.__main__ import main
from game.app.desktop.icon import SIZE

ROOT = Path(__file__).resolve().parent.parent
METAINFO = ROOT / "docs" / "io.github.tictactoe_magic.metainfo.xml"


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch) -> tuple[Path, Path]:
    data, config = tmp_path / "share", tmp_path / "config"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    return data, config


def every_file(*folders: Path) -> set[Path]:
    return {p for folder in folders if folder.exists() for p in folder.rglob("*") if p.is_file()}


def entry(path: Path) -> dict[str, str]:
    lines = path.read_text().splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:])


def test_install_writes_the_entry_and_the_icon_and_uninstall_removes_exactly_them(xdg) -> None:
    data, config = xdg
    assert main(["install-desktop"]) == 0
    launcher = data / "applications" / "tictactoe-magic.desktop"
    icon = data / "icons" / "hicolor" / "256x256" / "apps" / "tictactoe-magic.png"
    assert every_file(data, config) == {launcher, icon}
    fields = entry(launcher)
    assert fields["Type"] == "Application" and fields["Icon"] == "tictactoe-magic" and "Game" in fields["Categories"]
    assert "--kiosk" not in fields["Exec"]
    picture = Image.open(icon)
    assert picture.size == (SIZE, SIZE) and picture.format == "PNG"
    colours = np.unique(np.asarray(picture.convert("RGB")).reshape(-1, 3), axis=0)
    assert 3 <= len(colours) <= 8  # the game's own few colours: background, grid, crosses, noughts
    foreign = data / "applications" / "someone-else.desktop"
    foreign.write_text("[Desktop Entry]\nName=Other\n")
    assert main(["install-desktop", "--uninstall"]) == 0
    assert every_file(data, config) == {foreign}


def test_kiosk_adds_the_autostart_entry_and_uninstall_takes_it_too(xdg) -> None:
    data, config = xdg
    assert main(["install-desktop", "--kiosk"]) == 0
    autostart = config / "autostart" / "tictactoe-magic-kiosk.desktop"
    assert entry(autostart)["Exec"].endswith(" --kiosk")
    assert main(["install-desktop", "--uninstall"]) == 0
    assert every_file(data, config) == set()


def test_a_file_someone_else_put_there_is_left_alone(xdg, capsys) -> None:
    data, _ = xdg
    theirs = data / "applications" / "tictactoe-magic.desktop"
    theirs.parent.mkdir(parents=True)
    theirs.write_text("[Desktop Entry]\nName=Somebody's own launcher\n")
    assert main(["install-desktop", "--uninstall"]) == 0
    assert theirs.exists()
    assert "not written by" in capsys.readouterr().err


def test_an_entry_that_cannot_be_written_is_one_line_and_status_2(xdg, capsys) -> None:
    data, _ = xdg
    (data / "applications" / "tictactoe-magic.desktop").mkdir(parents=True)  # a folder where the file goes
    assert main(["install-desktop"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("tictactoe-magic install-desktop:") and "\n" not in err


def test_the_entries_pass_desktop_file_validate(xdg) -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    data, config = xdg
    assert main(["install-desktop", "--kiosk"]) == 0
    for path in (data / "applications" / "tictactoe-magic.desktop", config / "autostart" / "tictactoe-magic-kiosk.desktop"):
        result = subprocess.run([tool, str(path)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_appstream_file_passes_appstreamcli_and_names_the_launcher() -> None:
    text = METAINFO.read_text()
    assert "<launchable type=\"desktop-id\">tictactoe-magic.desktop</launchable>" in text
    import game

    assert f'<release version="{game.__version__}"' in text
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed (Debian: appstream)")
    result = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
