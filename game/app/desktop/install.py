"""``tictactoe-magic install-desktop``: a launcher entry and an icon in the user's XDG folders, and out again.

Writes ``tictactoe-magic.desktop`` to ``$XDG_DATA_HOME/applications`` and the
256x256 icon to ``$XDG_DATA_HOME/icons/hicolor/256x256/apps``; with
``--kiosk`` also the cabinet's autostart entry to
``$XDG_CONFIG_HOME/autostart``, which starts the game in kiosk mode at login.
``--uninstall`` removes exactly those files, and only if this command wrote
them (each carries ``X-TicTacToe-Magic-Installed``): a file of the same name
that someone else wrote is left alone and said so.  Writes are atomic and
never follow a link; a problem is one line and status 2.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from game.files.outputs import OutputError, check_output, write_bytes
from game.messages.arguments import OneLineParser

PROG = "tictactoe-magic install-desktop"
APP_ID = "tictactoe-magic"
COMMAND = "tictactoe-magic"
MARK = "X-TicTacToe-Magic-Installed=true"  # how --uninstall knows a file is ours
ICON_SIZE = "256x256"


@dataclass(frozen=True, slots=True)
class Placed:
    """One file this command puts in place: where, and its bytes."""

    path: Path
    data: bytes
    what: str


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ~/.local/share."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def config_home() -> Path:
    """``$XDG_CONFIG_HOME``, or ~/.config."""
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")


def launch_command() -> str:
    """How the entry starts the game: the command that is running now, else the one on PATH, else this Python
    running the package (a launcher has no activated virtual environment, so the path is in full)."""
    running = Path(sys.argv[0])
    if running.name == COMMAND and running.is_file():
        return shlex.quote(str(running.resolve()))
    found = shutil.which(COMMAND)
    if found:
        return shlex.quote(found)
    return f"{shlex.quote(sys.executable)} -m game"


def desktop_entry(exec_line: str, *, kiosk: bool) -> bytes:
    """A desktop entry (the launcher's, or the cabinet's autostart one) in the freedesktop.org format."""
    name = "TicTacToe Magic (cabinet)" if kiosk else "TicTacToe Magic"
    comment = ("Pick15, TicTacToe and Magic15 as an arcade cabinet, in kiosk mode" if kiosk
               else "Pick15, TicTacToe and Magic15: one game, three views")
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        f"Name={name}",
        f"Comment={comment}",
        f"Exec={exec_line}{' --kiosk' if kiosk else ''}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=tictactoe;noughts;crosses;pick15;magic;arcade;",
        MARK,
    ]
    if kiosk:
        lines.append("X-GNOME-Autostart-enabled=true")
    return ("\n".join(lines) + "\n").encode()


def placed(kiosk: bool) -> list[Placed]:
    """The files an install puts in place (the autostart entry only with ``kiosk``)."""
    from game.app.desktop.icon import icon_png

    exec_line = launch_command()
    files = [
        Placed(data_home() / "applications" / f"{APP_ID}.desktop", desktop_entry(exec_line, kiosk=False),
               "desktop entry"),
        Placed(data_home() / "icons" / "hicolor" / ICON_SIZE / "apps" / f"{APP_ID}.png", icon_png(), "icon"),
    ]
    if kiosk:
        files.append(Placed(config_home() / "autostart" / f"{APP_ID}-kiosk.desktop",
                            desktop_entry(exec_line, kiosk=True), "autostart entry"))
    return files


def ours(path: Path) -> bool:
    """Whether a file was written by this command (the icon goes with the entry, which carries the mark)."""
    if path.suffix == ".png":
        return path.is_file() and not path.is_symlink()
    try:
        return MARK in path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return False


def install(kiosk: bool) -> list[Path]:
    """Put every file in place; the paths written (OutputError on the first that cannot be)."""
    written = []
    for item in placed(kiosk):
        item.path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes(check_output(item.path, item.what), item.data)
        written.append(item.path)
    return written


def uninstall() -> tuple[list[Path], list[Path]]:
    """Remove every file an install (with or without ``--kiosk``) puts in place; (removed, left as not ours)."""
    entry = data_home() / "applications" / f"{APP_ID}.desktop"
    entry_ours = ours(entry)
    removed, left = [], []
    for item in placed(kiosk=True):
        path = item.path
        if not path.exists() and not path.is_symlink():
            continue
        mine = entry_ours if path.suffix == ".png" else ours(path)
        if mine and not path.is_symlink():
            path.unlink()
            removed.append(path)
        else:
            left.append(path)
    return removed, left


def main(argv: list[str]) -> int:
    """Install or uninstall, as the arguments ask; the exit status."""
    parser = OneLineParser(prog=PROG, description="Add TicTacToe Magic to the desktop's menus (Linux, XDG).")
    parser.add_argument("--kiosk", action="store_true", help="also start it at login, as a cabinet in kiosk mode")
    parser.add_argument("--uninstall", action="store_true", help="remove exactly what an install put in place")
    args = parser.parse_args(argv)
    if args.uninstall:
        if args.kiosk:
            return parser.fail("--uninstall removes the autostart entry too; --kiosk is not needed")
        removed, left = uninstall()
        for path in removed:
            print(f"{PROG}: removed {path}")
        for path in left:
            print(f"{PROG}: left {path}: not written by {PROG}", file=sys.stderr)
        if not removed and not left:
            print(f"{PROG}: nothing to remove")
        return 0
    try:
        written = install(args.kiosk)
    except (OSError, OutputError) as err:
        return parser.fail(str(err))
    for path in written:
        print(f"{PROG}: wrote {path}")
    return 0
