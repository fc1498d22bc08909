"""The five texts the project was made from, for tests that hold a quote up against its source.

The texts live beside the repository, not in it (``shared/seeds/`` in a folder above the checkout), so a
test that needs one finds the folder by walking up from here, or takes it from ``TICTACTOE_MAGIC_SEEDS``.
Without them the test is skipped with a message naming that variable, rather than passing unchecked.
Quotes are compared with runs of white space made one space, as the texts wrap their lines.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import pytest

SEEDS_VARIABLE = "TICTACTOE_MAGIC_SEEDS"


@cache
def seeds_folder() -> Path | None:
    """The folder holding the seed texts, or None if there is none to be found."""
    named = os.environ.get(SEEDS_VARIABLE)
    if named:
        return Path(named)
    for folder in Path(__file__).resolve().parents:
        if (folder / "shared" / "seeds").is_dir():
            return folder / "shared" / "seeds"
    return None


def seed_path(file_name: str) -> Path:
    """Where a seed file is; skips the test if the seeds are not beside this checkout."""
    folder = seeds_folder()
    if folder is None:
        pytest.skip(f"the seed texts are not beside this checkout; set {SEEDS_VARIABLE} to their folder")
    return folder / file_name


def seed_text(file_name: str) -> str:
    """A seed file's text, white space made single spaces."""
    return " ".join(seed_path(file_name).read_text(encoding="utf-8").split())
