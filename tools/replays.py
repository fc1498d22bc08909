"""Record the replay sessions the tests play back: whole sessions through the real machine.

    python tools/replays.py record [--only NAME]   # (re)write tests/replays/NAME.jsonl and NAME.expected.json
    python tools/replays.py list

Each session is an action script (``game.app.headless.ActionScript``) run
through the real app with ``--record``, so each file is a genuine
recording in the ``--record`` format, replayable with
``tictactoe-magic --replay``.  Beside it, ``NAME.expected.json`` keeps what
the session did: the ticks it runs, the scenes entered in order, the
scenes on the stack at the end, and its finished games (counted, their
results tallied, the first few written out, all of them hashed).  ``tests/test_replays.py`` plays each recording back headless and
checks its event log three ways: against the expectations (same scenes,
same games), against the engine (each game's moves replayed give the
logged result; moves alternate), and against itself (a second replay logs
the same).  Re-record when a scene's behaviour changes on purpose.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from command_line import ROOT, ToolParser, UsageError, run_tool

from game.app.actions import Action
from game.app.app import App, Options, default_registry
from game.app.headless import ActionScript
from game.app.loop import seconds_to_ticks
from game.app.recording import Replay
from game.app.scenes import menu
from game.app.settings import Settings
from game.storage import write_bytes_atomic

A = Action
REPLAY_DIR = ROOT / "tests" / "replays"
SETTLE_TICKS = 120  # ticks run after the last action, so the last screen settles and toasts clear
FIRST_GAMES_KEPT = 3  # games written out in full in the expectations, for people to read


@dataclass(frozen=True, slots=True)
class Session:
    """One recorded session: its name, what it shows, and its script."""

    name: str
    about: str
    script: Callable[[], ActionScript]


def menu_row(label: str) -> int:
    """Where the main menu lists an item (it lists whatever is registered, so this is looked up)."""
    labels = [entry.menu_label for entry in default_registry().menu_entries()]
    return labels.index(label)


def choose(s: ActionScript, label: str) -> ActionScript:
    """From the main menu, pick an item with the cursor: up to the top, down to it, select."""
    return s.press(A.UP, times=len(default_registry().menu_entries())).press(A.DOWN, times=menu_row(label)) \
        .press(A.SELECT)


def click_menu(s: ActionScript, label: str) -> ActionScript:
    """From the main menu, click an item with the mouse."""
    return s.click((menu.CENTER_X, menu.ITEMS_TOP + menu.ITEM_SPACING * menu_row(label) + menu.ITEM_SPACING // 2))


def shell_session() -> ActionScript:
    """The menu, every settings row changed and changed back, both help pages, back to the menu."""
    s = ActionScript(scene="menu", seed=101, settings=Settings())
    choose(s.wait(20), "SETTINGS").wait(10)
    for _ in range(10):  # every row but BACK: right twice, left once
        s.press(A.RIGHT, A.RIGHT).wait(4).press(A.LEFT).wait(4).press(A.DOWN)
    s.press(A.UP, times=3).press(A.LEFT).wait(10)  # ATTRACT MODE one step shorter
    s.press(A.BACK).wait(10)
    choose(s, "HELP").wait(20)
    s.press(A.RIGHT).wait(30).press(A.RIGHT).wait(30).press(A.LEFT).wait(10)
    s.press(A.BACK).wait(10)
    click_menu(s, "SETTINGS").wait(10)
    s.press(A.BACK)
    return s


def attract_session() -> ActionScript:
    """Left alone the menu starts the attract mode; a key wakes it; WARGAMES from the menu; a click ends it."""
    settings = Settings()
    s = ActionScript(scene="menu", seed=202, settings=settings)
    s.wait(seconds_to_ticks(settings.attract_idle_seconds) + 1_500)  # idle, then several games
    s.press(A.SELECT).wait(30)  # wakes it; swallowed, so the menu does not act on it
    choose(s, "WARGAMES").wait(4_200)  # a whole run, into the next
    s.click((160, 90)).wait(10)
    return s


SESSIONS: tuple[Session, ...] = (
    Session("shell", "menu, every setting changed, help, the mouse", shell_session),
    Session("attract", "idle into the attract mode, woken; WARGAMES from the menu for a whole run", attract_session),
)


def record(session: Session, folder: Path) -> tuple[Path, Path]:
    """Run one session with --record and --event-log; write the recording and its expectations."""
    script = session.script()
    ticks = script.tick + SETTLE_TICKS
    with tempfile.TemporaryDirectory() as scratch:
        recording, log = Path(scratch) / "recording.jsonl", Path(scratch) / "events.jsonl"
        app = App(Options(scene=script.scene, seed=script.seed, sound=False, headless=True, frames=ticks,
                          replay=script.replay(), record=recording, event_log=log))
        try:
            app.run()
            final = app.ctx.scenes.names()
        finally:
            app.close()
        events = [json.loads(line) for line in log.read_text().splitlines()]
        data = recording.read_bytes()
    expected = {"about": session.about, "ticks": ticks, **summarise(events), "final_scenes": final}
    target = folder / f"{session.name}.jsonl"
    sidecar = folder / f"{session.name}.expected.json"
    write_bytes_atomic(target, data)
    write_bytes_atomic(sidecar, (json.dumps(expected, indent=1) + "\n").encode())
    return target, sidecar


def summarise(events: list[dict]) -> dict:
    """What a session did, from its event log: scenes entered in order, and its finished games.

    The games are kept as a count, the results tallied, the first few in
    full, and a SHA-256 of all of them (moves and results, in order), so
    a long attract session's thousand games stay a few lines.
    """
    games = [{"moves": e["moves"], "result": e["result"]} for e in events if e["event"] == "game_end"]
    results: dict[str, int] = {}
    for game in games:
        results[game["result"]] = results.get(game["result"], 0) + 1
    return {
        "scenes": [e["scene"] for e in events if e["event"] == "scene_enter"],
        "games": len(games),
        "results": dict(sorted(results.items())),
        "first_games": [f"{' '.join(map(str, g['moves']))}: {g['result']}" for g in games[:FIRST_GAMES_KEPT]],
        "games_sha256": hashlib.sha256(json.dumps(games).encode()).hexdigest(),
    }


def replay_expectations(name: str) -> tuple[Replay, dict]:
    """A recorded session and what it is expected to do."""
    return Replay.load(REPLAY_DIR / f"{name}.jsonl"), json.loads((REPLAY_DIR / f"{name}.expected.json").read_text())


def cmd_record(args: argparse.Namespace) -> str:
    """Record the sessions."""
    chosen = [s for s in SESSIONS if args.only is None or s.name == args.only]
    if not chosen:
        raise UsageError(f"no session named {args.only!r}; choose one of: {', '.join(s.name for s in SESSIONS)}")
    REPLAY_DIR.mkdir(parents=True, exist_ok=True)
    lines = []
    for session in chosen:
        target, _ = record(session, REPLAY_DIR)
        lines.append(f"{session.name}: {target.relative_to(ROOT)}")
    return "\n".join(lines)


def cmd_list(args: argparse.Namespace) -> str:
    """List the sessions."""
    return "\n".join(f"{s.name:<12} {s.about}" for s in SESSIONS)


def build_parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = ToolParser(prog="replays", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    recorder = commands.add_parser("record", help="record the sessions into tests/replays/")
    recorder.add_argument("--only", metavar="NAME", help="record one session")
    recorder.set_defaults(run=cmd_record)
    lister = commands.add_parser("list", help="list the sessions")
    lister.set_defaults(run=cmd_list)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the tool."""
    return run_tool(build_parser(), argv)


if __name__ == "__main__":
    sys.exit(main())
