"""Parameters of which the everyday run takes a sample and the long step takes all.

Some checks repeat one slow walk (ten idle minutes, say) over cases that
share every line of the code they test but one.  The everyday run keeps the
case a change would most likely break, and the long step (``pytest -m
long``, run by .ci/run) the rest, so every case is still checked before a
change lands.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest


def sample_everyday(values: Iterable[object], *everyday: object) -> list:
    """``values`` as parameters: those equal to one of ``everyday`` as they are, the others marked long."""
    values = list(values)
    missing = [value for value in everyday if value not in values]
    assert not missing, f"the everyday sample {missing} is not among the values"
    return [value if value in everyday else pytest.param(value, marks=pytest.mark.long) for value in values]
