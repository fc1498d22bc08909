"""The proof docs' table of hostile files and outputs names real tests, and leaves out no file or tool.

docs/hostile-inputs.md lists every file the game keeps and every program
against every fault, each cell a test.  A table that names a test renamed
away, or leaves out a file the game has come to keep or a tool added since,
would claim more than the suite shows: these tests catch both.
"""

from __future__ import annotations

import re
from pathlib import Path

from test_argument_quoting import tool_names

from game.files.paths import kept_files

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "docs" / "hostile-inputs.md"
#: A test named in a cell: ``tests/FILE.py::test_NAME``.
NAMED_TEST = re.compile(r"`(tests/[\w/]+\.py)::(test_\w+)`")
FAULT_COLUMNS = 5


def rows() -> dict[str, list[str]]:
    """Each table row's first cell, and its fault cells."""
    found: dict[str, list[str]] = {}
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 1 + FAULT_COLUMNS and not set(cells[0]) <= {"-", " "}:
            found[cells[0]] = cells[1:]
    return found


def test_every_test_the_table_names_exists() -> None:
    named = NAMED_TEST.findall(TABLE.read_text(encoding="utf-8"))
    assert len(named) > 40
    missing = [f"{file}::{test}" for file, test in named
               if not re.search(rf"^def {test}\(", (ROOT / file).read_text(encoding="utf-8"), re.MULTILINE)]
    assert missing == []


def test_every_kept_file_and_every_tool_has_a_row_with_every_cell_filled() -> None:
    table = rows()
    heads = " ".join(table)
    for path in kept_files():
        assert f"`{path.name}`" in heads, path.name
    for tool in tool_names():  # by its installed command where it has one, else as a checkout's tool
        assert f"tools/{tool}.py" in heads or f"`tictactoe-magic {tool.replace('_', '-')}" in heads, tool
    assert "the game" in heads
    for head, cells in table.items():
        if head.startswith("file") or head.startswith("program"):
            continue  # the header rows
        assert all(cells), head
        # A cell either names a test or says in words why the fault cannot happen there.
        assert sum(bool(NAMED_TEST.search(cell)) for cell in cells) >= 1, head
