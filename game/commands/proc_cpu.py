"""CPU time of a process, read from Linux's /proc: the share of a core the game and its X server use.

Frame times alone hide a present path that keeps a core busy in the X
server (under Xvfb every picture sent is copied), so the bench and
``tools/present_measure.py`` report user + system seconds over the wall
time of a run, for the game and, when its process id is known, the server.
"""

from __future__ import annotations

import os

#: Fields 14 and 15 of /proc/PID/stat (utime, stime), counted after the ``)`` that ends the command name.
USER_FIELD, SYSTEM_FIELD = 11, 12


def cpu_seconds(pid: int | str = "self") -> float:
    """User + system CPU seconds a process has used so far (its children not counted); OSError if it is gone."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        # The command name may hold spaces and parentheses; everything after its last ")" is split cleanly.
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[USER_FIELD]) + int(fields[SYSTEM_FIELD])) / os.sysconf("SC_CLK_TCK")
