"""The layers of game/, written down once (``LAYERS``), and every import checked against them.

Each module's imports are read from its source with ``ast``: at the top,
inside functions, and under ``if TYPE_CHECKING:`` -- a name a type checker
follows is a dependency a reader follows too.  A module may import its own
part and the parts of lower rows; the parts of one row are independent of
each other.  So the layers run one way, and no two packages import each
other (``circles`` also checks that of the graph itself, table or no table).
docs/command-line.md ("Layout of the source") says the same order in words.
"""

from __future__ import annotations

import ast
from pathlib import Path

import game

GAME = Path(game.__file__).parent
ROOT = "game"  # the package itself (its version)
APP = "game.app"  # the app's package, a docstring over its subpackages
#: Packages that only hold others: each is a part of its own, matched exactly, never as a prefix.
EXACT = (ROOT, APP)

#: The modules of game/app/shell that a scene stands on: its base class and the context, the stack and registry,
#: the loop's clock, the idle watch and toasts.  The rest of the shell (the app, boot, the command line,
#: headless runs) knows the scenes and sits above them.
STAGE = ("game.app.shell.context", "game.app.shell.idle", "game.app.shell.loop", "game.app.shell.registry",
         "game.app.shell.scene", "game.app.shell.stack", "game.app.shell.toasts")

assert all(name.rpartition(".")[0] == "game.app.shell" for name in STAGE)  # part_name names them by one package

#: The layers, bottom first.  Each row holds parts that do not import each other; a part is a package or module
#: by dotted name (the longest name that matches a module is its part), or a tuple of modules taken as one part.
LAYERS: tuple[tuple[str | tuple[str, ...], ...], ...] = (
    (ROOT, "game.values", "game.language"),  # plain values and the language in use; they import nothing of the game's
    ("game.messages",),
    ("game.files",),
    ("game.engine",),
    ("game.opponents",),
    ("game.analysis", "game.tournament", "game.records"),
    ("game.cabinet",),
    ("game.play", "game.lessons"),
    ("game.speech",),  # a position in words: the match's and the lessons' words
    (APP, "game.app.limits"),  # the app, the only code that imports pygame, from here up
    ("game.app.input", "game.app.audio"),
    ("game.app.render",),
    ("game.app.store",),
    ("game.app.desktop",),
    (STAGE,),
    ("game.app.capture", "game.app.matches"),  # F12 and F9 save for the session the context holds
    ("game.app.scenes",),
    ("game.app.shell",),
    ("game.commands",),
    ("game.__main__",),  # the entry point: a subcommand or the game
)


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
    """The strongly connected groups of more than one node (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
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


def part_name(part: str | tuple[str, ...]) -> str:
    """How a part is named in a message: its dotted name, or its modules' package and their names in braces."""
    if isinstance(part, str):
        return part
    package = part[0].rpartition(".")[0]
    return f"{package}.{{{','.join(name.rpartition('.')[2] for name in part)}}}"


def row_of_part() -> dict[str, tuple[int, str]]:
    """Each dotted name in the table: the row it sits in and the name of its part."""
    rows = {}
    for row, parts in enumerate(LAYERS):
        for part in parts:
            for name in (part,) if isinstance(part, str) else part:
                rows[name] = (row, part_name(part))
    return rows


def place(module: str, rows: dict[str, tuple[int, str]]) -> tuple[int, str] | None:
    """The row and part of a module: the longest name in the table it is or lies under (None: not in the table)."""
    names = [n for n in rows if module == n or (n not in EXACT and module.startswith(f"{n}."))]
    return rows[max(names, key=len)] if names else None


def against_the_order(graph: dict[str, set[str]]) -> list[str]:
    """Every import that reaches up a row or across a row, as 'importer -> imported: the rule it breaks'."""
    rows = row_of_part()
    found = []
    for name in sorted(graph):
        row, part = place(name, rows) or (None, "")
        for target in sorted(graph[name]):
            target_row, target_part = place(target, rows) or (None, "")
            if row is None or target_row is None or target_part == part or target_row < row:
                continue
            rule = (f"{target_part} sits above {part}" if target_row > row
                    else f"{part} and {target_part} share a row, so neither imports the other")
            found.append(f"{name} -> {target}: {rule}")
    return found


def part_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The parts and the parts they import (a module outside the table is a part of its own)."""
    rows = row_of_part()

    def part(module: str) -> str:
        found = place(module, rows)
        return found[1] if found else module

    parts: dict[str, set[str]] = {}
    for name, targets in graph.items():
        parts.setdefault(part(name), set()).update(part(t) for t in targets)
    return {name: targets - {name} for name, targets in parts.items()}


def test_every_module_under_game_has_a_place_in_the_table() -> None:
    rows = row_of_part()
    assert [name for name in sorted(import_graph()) if place(name, rows) is None] == []


def test_every_name_in_the_table_is_a_module_or_package_under_game() -> None:
    known = set(import_graph())
    assert [name for name in row_of_part() if name not in known] == []


#: What to do about an import against the order, said with every failure.
MEND = ("move what both sides need into the lower part (a plain value into game.values), or hand it in from "
        "above as an argument; docs/command-line.md, 'Layout of the source', gives the order in words")


def test_every_import_runs_down_the_layers() -> None:
    wrong = against_the_order(import_graph())
    assert not wrong, "\n".join([*wrong, MEND])


def test_no_two_parts_import_each_other_by_any_road() -> None:
    assert circles(part_graph(import_graph())) == []


def test_no_module_under_game_is_in_an_import_circle() -> None:
    assert circles(import_graph()) == []


def test_an_import_up_or_across_is_named_with_the_rule_it_breaks() -> None:
    graph = {"game.engine.board": {"game.play.match", "game.values.seats"}, "game.play.match": set(),
             "game.values.seats": set(), "game.records.stats": {"game.analysis.exact"}, "game.analysis.exact": set()}
    assert against_the_order(graph) == [
        "game.engine.board -> game.play.match: game.play sits above game.engine",
        "game.records.stats -> game.analysis.exact: game.records and game.analysis share a row, "
        "so neither imports the other",
    ]


def test_the_circle_finder_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
