"""The engine/app boundary: every package outside game/app (the engine, opponents, files, records...) never imports pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import game.analysis
import game.cabinet
import game.engine
import game.files
import game.lessons
import game.messages
import game.opponents
import game.play
import game.records
import game.tournament

PURE_PACKAGES = (game.engine, game.opponents, game.analysis, game.tournament, game.cabinet, game.lessons,
                 game.files, game.messages, game.play, game.records)
PURE_DIRS = [Path(package.__file__).parent for package in PURE_PACKAGES]


def test_no_engine_module_imports_pygame() -> None:
    offenders = []
    for path in (p for d in PURE_DIRS for p in d.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] == "pygame"]
    assert offenders == []


def test_importing_the_engine_does_not_load_pygame() -> None:
    code = (
        "import sys, game.engine, game.engine.render_text, game.engine.wins, game.opponents;"
        "import game.analysis, game.tournament, game.play.match, game.records.stats, game.play.attract;"
        "import game.cabinet.bookkeeping, game.cabinet.hall_of_fame, game.cabinet.initials, game.files.kept_json;"
        "import game.cabinet.report, game.cabinet.sitting, game.lessons;"
        "[game.opponents.make_opponent(i) for i in game.opponents.roster_ids()];"
        "game.engine.solve(); print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
