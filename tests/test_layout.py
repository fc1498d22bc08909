"""The source tree a newcomer reads: game/app grouped by job, no import circles, data flowing one way.

Every module's imports are read from its source (``ast``), including those
made only for type checking: a circle a type checker walks is a circle a
reader walks too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import game

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


def module_name(path: Path) -> str:
    """The dotted name of a module file under game/."""
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, known: set[str]) -> set[str]:
    """The game modules a module imports (relative imports resolved; ``from P import M`` counts M)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            found |= {base, *(f"{base}.{alias.name}" for alias in node.names)}
    return {target for target in found if target in known and target != name}


def import_graph() -> dict[str, set[str]]:
    """Every module under game/ and the game modules it imports."""
    files = {module_name(p): p for p in GAME.rglob("*.py")}
    return {name: imports(path, set(files)) for name, path in files.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_under_game_is_in_an_import_circle() -> None:
    assert circles(import_graph()) == []


def test_the_circle_finder_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


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


#: The entry layer, above both sides: the installed command and its subcommands, which run the app's sessions too.
ENTRY = ("game.__main__", "game.commands")


def in_entry(name: str) -> bool:
    """Whether a module is part of the entry layer."""
    return any(name == top or name.startswith(f"{top}.") for top in ENTRY)


def test_the_pure_side_never_imports_the_app() -> None:
    graph = import_graph()
    pure = [n for n in graph if not n.startswith("game.app") and not in_entry(n)]
    assert [f"{n} -> {t}" for n in pure for t in graph[n] if t.startswith("game.app") or in_entry(t)] == []
