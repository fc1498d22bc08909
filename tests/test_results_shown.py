"""Whose results a screen shows: a cabinet's customer reads only their own sitting, a home its kept results.

The kept results (``stats.json``) hold every game played on the machine.
At home they are the family's, and the setup and the game's panels show
them; in kiosk mode they are every customer's, so the setup shows none and
the panels count the sitting alone.  The operator's CLEAR RESULTS empties
them, asking first.
"""

from __future__ import annotations

from pathlib import Path

from app_support import drawn_texts, run_ticks
from game_support import game, game_app
from test_results_and_records import play_to_the_end

from game.app.input.actions import Action, ActionEvent
from game.app.scenes.operator import ROWS, Do
from game.files.storage import write_json_atomic
from game.values.seats import FirstPlayer
from game.values.tally import Tally
from game.records.stats import STATS_FILE, Stats, StatsChanges, load_stats, stats_to_json

#: The last customers' games against PERFECT: three draws (and who started the last match).
EARLIER = Stats({"perfect": Tally(0, 3, 0), "random": Tally(5, 0, 1)}, FirstPlayer.COMPUTER)


def keep(home: Path, stats: Stats = EARLIER) -> None:
    write_json_atomic(home / "data" / STATS_FILE, stats_to_json(stats))


def results_lines(texts: list[str]) -> list[str]:
    return [text for text in texts if "RESULTS:" in text or "RECORD:" in text]


def test_at_home_the_setup_and_the_panels_show_the_kept_results(private_home: Path, monkeypatch) -> None:
    keep(private_home)
    app = game_app(private_home, "setup", opponent="perfect")
    try:
        assert results_lines(drawn_texts(app, monkeypatch)) == ["YOUR RESULTS: 0 WON  3 DRAWN  0 LOST"]
    finally:
        app.close()
    app = game_app(private_home, "tictactoe", opponent="perfect", first_player=FirstPlayer.YOU)
    try:
        scene = game(app)
        assert scene.panel(0).tally == Tally(0, 3, 0)
        play_to_the_end(app)  # the solver against PERFECT: a draw
        assert scene.panel(0).tally == Tally(0, 4, 0) and scene.panel(1).tally == Tally(0, 4, 0)
    finally:
        app.close()


def test_in_kiosk_mode_a_newcomer_reads_no_one_else_s_results(private_home: Path, monkeypatch) -> None:
    keep(private_home)
    app = game_app(private_home, "setup", opponent="perfect", kiosk=True)
    try:
        assert results_lines(drawn_texts(app, monkeypatch)) == []
    finally:
        app.close()
    app = game_app(private_home, "tictactoe", opponent="perfect", first_player=FirstPlayer.YOU, kiosk=True)
    try:
        scene = game(app)
        assert scene.panel(0).tally == Tally() == scene.panel(1).tally  # not the last customers' three draws
        play_to_the_end(app)  # the solver against PERFECT: a draw
        assert scene.panel(0).tally == Tally(0, 1, 0)  # this sitting's one game
    finally:
        app.close()
    assert load_stats(private_home / "data")[0].tally("perfect") == Tally(0, 4, 0)  # still kept for the operator


def test_the_operator_s_clear_results_asks_first_then_empties_the_file(private_home: Path, monkeypatch) -> None:
    keep(private_home)
    app = game_app(private_home, "setup", opponent="perfect")
    try:
        app.dispatch(ActionEvent(Action.OPERATOR))
        run_ticks(app, 1)
        operator = app.ctx.scenes.top
        operator.list.index = next(i for i, row in enumerate(ROWS) if row.do is Do.CLEAR_RESULTS)
        assert ROWS[operator.list.index].label == "CLEAR RESULTS"
        for action in (Action.SELECT, Action.SELECT):  # the question, then NO where the cursor starts
            app.dispatch(ActionEvent(action))
            run_ticks(app, 1)
        assert load_stats(private_home / "data")[0] == EARLIER
        for action in (Action.SELECT, Action.RIGHT, Action.SELECT):  # YES
            app.dispatch(ActionEvent(action))
            run_ticks(app, 1)
        assert app.ctx.scenes.top is operator
        app.dispatch(ActionEvent(Action.BACK))
        run_ticks(app, 1)
        assert results_lines(drawn_texts(app, monkeypatch)) == ["YOUR RESULTS: 0 WON  0 DRAWN  0 LOST"]
    finally:
        app.close()
    # Who started last is no result: "take turns" still alternates.
    assert load_stats(private_home / "data")[0] == Stats({}, FirstPlayer.COMPUTER)


def test_a_clear_empties_what_is_on_disk_then_counts_the_games_after_it() -> None:
    after = StatsChanges(cleared=True).with_result("random", 1).apply(EARLIER)
    assert after == Stats({"random": Tally(1, 0, 0)}, FirstPlayer.COMPUTER)
    assert StatsChanges().with_result("random", 1).apply(EARLIER).tally("random") == Tally(6, 0, 1)
