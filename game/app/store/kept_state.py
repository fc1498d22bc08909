"""One kept file for one session: the state as this copy knows it, each change saved at once.

The results (``match_setup.Records``), the bookkeeping and the hall of fame
(``game.cabinet``) are all kept this way: loaded once at start-up, and
each change merged into the file as it happens (``kept_json.save``), so a
crash loses nothing and another copy's saves are taken up.  A problem with
the file is told once and the game plays on: a damaged file is set aside
and the state starts afresh; a file that cannot be read is left as it is
and nothing is saved over it this session (the changes are kept in memory
and shown).  A replay starts from the state its recording carried, in
memory, and saves nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from game.app.store.settings import Notice
from game.files.kept_json import JsonForm, load, save
from game.files.storage import KeptFile
from game.language import tr

State = TypeVar("State")


def unreadable_screen(label: str) -> str:
    """What the player reads when the file is there but cannot be read (``label``: ``RESULTS``, ``HALL OF FAME``)."""
    # TRANSLATORS: a kept file ({label}: RESULTS, HALL OF FAME, BOOKKEEPING) could not be read.
    return tr("CANNOT READ {label}: NOT SAVING").format(label=tr(label))


class Changes(Protocol[State]):
    """What a copy has to add to its file: applied to the state on disk at each save."""

    def apply(self, state: State, /) -> State:
        """The state with these changes made."""
        ...


ChangesT = TypeVar("ChangesT", bound=Changes[Any])


class KeptState(Generic[State, ChangesT]):
    """The state of one kept file, and this copy's changes not yet on disk."""

    def __init__(self, path: Path, form: JsonForm[State], no_changes: ChangesT, tell: Callable[[Notice], None], *,
                 replayed: State | None = None, label: str) -> None:
        """``label`` names the file on screen (``HALL OF FAME``); ``replayed`` is a replay's starting state."""
        self._kept = KeptFile(path)
        self._form, self._no_changes, self._tell, self._label = form, no_changes, tell, label
        if replayed is not None:
            self._saved, problem, self.saving = replayed, None, False
        else:
            self._saved, problem = load(self._kept, form)
            self.saving = self._kept.writable  # an unreadable file is left as it is all session
        if problem:
            afresh = tr("{label} FILE UNREADABLE: STARTING AFRESH").format(label=tr(label))
            tell(Notice(afresh if self.saving else unreadable_screen(label),
                        problem))
        self.changes: ChangesT = no_changes
        #: The state as this copy knows it: the file as last read or saved, plus the changes not saved.
        self.state: State = self._saved

    def change(self, changes: ChangesT) -> None:
        """Make ``changes`` (this copy's changes so far, grown) the unsaved ones, and save them now."""
        self.changes, self.state = changes, changes.apply(self._saved)
        if not self.saving:
            return
        saved = save(self._kept, self._form, changes.apply)
        if saved.state is not None:
            self._saved, self.changes, self.state = saved.state, self._no_changes, saved.state
        elif saved.stopped:
            self.saving = False  # the changes stay in memory and on screen; the file is left alone
        if saved.problem:
            label = tr(self._label)
            screen = (tr("CANNOT SAVE {label}: KEPT UNTIL YOU QUIT").format(label=label) if saved.stopped
                      else tr("CANNOT SAVE {label} YET").format(label=label))
            self._tell(Notice(screen, saved.problem))
