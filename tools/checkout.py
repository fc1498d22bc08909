"""Puts this checkout's ``game`` package first on ``sys.path``, for the scripts in tools/.

The scripts run as ``python tools/NAME.py`` in a checkout, installed or not,
so the package they call must be the checkout's own.  Most are thin callers
of a subcommand (``tictactoe-magic NAME`` runs the same ``main``); the
developer measurements that need the checkout itself use ``ROOT``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
