"""The source tree a newcomer reads: game/app grouped by job, and data flowing one way between its parts.

The layers of all of game/ and the import circles are ``test_layers``'s;
this file adds the app's finer rules (``MAY_NOT_IMPORT``: a part may not
import some parts below it either), read from the same import graph, and
the size of a room: no module over 450 lines, no function over 60.
"""

from __future__ import annotations

import ast
from pathlib import Path

import game
from test_layers import import_graph

GAME = Path(game.__file__).parent
APP = GAME / "app"
#: The most modules the top of game/app may hold besides __init__.py: the rest sit in subpackages.
TOP_LEVEL_LIMIT = 5
#: What each app subpackage may import from the others: devices -> actions at the bottom, views below scenes.
MAY_NOT_IMPORT = {
    "input": {"scenes", "matches", "render", "store", "shell", "audio"},
    "audio": {"scenes", "matches", "render", "store", "shell", "input"},
    "render": {"scenes", "matches", "store", "shell", "audio"},
    "store": {"scenes", "matches", "shell", "audio"},
    "matches": {"scenes", "render", "audio", "input"},
}


def test_game_app_is_grouped_into_subpackages_each_saying_what_it_holds() -> None:
    top = [p.name for p in APP.glob("*.py") if p.name != "__init__.py"]
    assert len(top) <= TOP_LEVEL_LIMIT, top
    packages = [p for p in APP.iterdir() if p.is_dir() and (p / "__init__.py").exists()]
    assert {p.name for p in packages} >= set(MAY_NOT_IMPORT) | {"shell", "scenes"}
    for package in packages:
        doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text()))
        assert doc and len(doc) > 40, f"{package.name}/__init__.py should say what the package holds"
        for module in package.glob("*.py"):
            assert ast.get_docstring(ast.parse(module.read_text())), f"{module} has no docstring"


def test_data_flows_one_way_between_the_app_s_subpackages() -> None:
    graph = import_graph()
    crossings = []
    for name, targets in graph.items():
        parts = name.split(".")
        if parts[:2] != ["game", "app"] or len(parts) < 4 or parts[2] not in MAY_NOT_IMPORT:
            continue
        for target in targets:
            tparts = target.split(".")
            if tparts[:2] == ["game", "app"] and len(tparts) > 2 and tparts[2] in MAY_NOT_IMPORT[parts[2]]:
                crossings.append(f"{name} -> {target}")
    assert crossings == []


#: A module a newcomer can read through, and a function that fits on a screen.
MODULE_LINES = 450
FUNCTION_LINES = 60


def test_every_module_and_function_fits_its_room() -> None:
    too_long = []
    for path in sorted(GAME.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(GAME.parent)
        if text.count("\n") > MODULE_LINES:
            too_long.append(f"{name}: {text.count(chr(10))} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = node.end_lineno - node.lineno + 1  # type: ignore[operator]
                if length > FUNCTION_LINES:
                    too_long.append(f"{name}:{node.lineno} {node.name}: {length} lines")
    assert not too_long, f"over {MODULE_LINES} lines a module or {FUNCTION_LINES} a function:\n" + "\n".join(too_long)
