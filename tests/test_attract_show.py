"""The show as a passer-by and an operator see it: counts by player, closing lines that fit what was played,
a varied default, DEMO PLAYERS taken at once, Pick15's grid boards grouped, one invitation, burn-in spread."""

from __future__ import annotations

import gettext
import re
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from app_support import make_app, run_ticks

import game.language.catalog as catalog

from game.app.render import wopr_view
from game.app.render.board_pictures import BoardPictures
from game.app.render.boardviews import Look
from game.app.render.font import BitmapFont
from game.app.input.pads import PadInfo
from game.app.input.presets import DEFAULT_MAP, Preset, preset_map
from game.app.input.scheme import ControlScheme
from game.app.shell.app import default_registry
from game.commands.scene_states import reached, states_for
from game.files.paths import HOME_OVERRIDE_ENV
from game.app.render.burn_in import orbit_offset
from game.app.render.palette import wopr_palette
from game.app.store.settings import DEMO_PAIRS, Settings
from game.engine import View
from game.language import Language
from game.play.attract import (DEMO_VARIED, VARIED_PAIRS, VERDICT_LINES, AttractRun, Counters, Phase, Timing,
                               demo_players, verdict_lines)

ROOT = Path(__file__).resolve().parent.parent
FAST = Timing(slow_games=2, slow_move_ticks=4, faster_games=3, result_ticks=3, many_boards=6, many_ticks=120,
              type_ticks=1, line_pause_ticks=2, hold_ticks=5, fame_ticks=7)


def finish(run: AttractRun) -> list:
    events = []
    while not run.finished:
        events += run.tick()
    return events


# --- counted by player, closed by what was played ----------------------------------------------------------------

def test_menace_against_perfect_is_counted_by_player_though_the_sides_swap() -> None:
    run = AttractRun("menace", "perfect", seed=3, timing=FAST)
    by_player = {"menace": 0, "perfect": 0, "draw": 0}
    holder: dict[int, dict[str, str]] = {}
    x_players = set()
    for event in finish(run):
        f = event.fields
        if event.kind == "game_start":
            holder[f["board"]] = {"X": f["x_player"], "O": f["o_player"]}
            x_players.add(f["x_player"])
        elif event.kind == "game_end":
            by_player[holder[f["board"]][f["result"]] if f["result"] != "draw" else "draw"] += 1
    assert x_players == {"menace", "perfect"}  # the sides swap: each player held X in some games
    assert run.names == ("MENACE", "PERFECT")
    c = run.counters
    assert (c.wins[0], c.wins[1], c.draws) == (by_player["menace"], by_player["perfect"], by_player["draw"])
    assert c.wins[1] > 0  # perfect play beats the learner now and then, whichever mark it holds


def test_the_closing_lines_are_the_films_only_after_a_run_of_draws() -> None:
    assert verdict_lines(Counters(games=693, draws=693), ("PERFECT", "PERFECT")) == VERDICT_LINES
    lines = verdict_lines(Counters(games=812, wins=(0, 670), draws=142), ("MENACE", "PERFECT"))
    assert lines == ("PERFECT WON 670 OF 812.", "MENACE WON 0.", "142 DRAWN.", "", "CAN YOU BEAT PERFECT?")
    one_win = verdict_lines(Counters(games=10, wins=(1, 0), draws=9), ("RANDOM", "PERFECT"))
    assert one_win[0] == "RANDOM WON 1 OF 10." and "NOT TO PLAY." not in one_win


def test_a_player_against_itself_is_counted_by_who_moved_first() -> None:
    lines = verdict_lines(Counters(games=717, wins=(173, 150), x_wins=210, o_wins=113, draws=394), ("NAIVE", "NAIVE"))
    assert lines[:3] == ("MOVING 1ST WON 210 OF 717.", "MOVING 2ND WON 113.", "394 DRAWN.")
    assert lines[-1] == "CAN YOU BEAT NAIVE?"


@pytest.mark.parametrize("pair", sorted({*VARIED_PAIRS, *(p for p in DEMO_PAIRS if p != DEMO_VARIED)}))
def test_every_pair_the_show_can_play_closes_with_counts_that_add_up_to_its_games(pair: str) -> None:
    """Rule 5: the numbers the closing lines give are every game, once; the film's line only when all were drawn."""
    run = AttractRun(*pair.split("/"), seed=1, timing=FAST)
    finish(run)
    c = run.counters
    if run.verdict == VERDICT_LINES:
        assert c.draws == c.games > 0
    else:
        first, games = map(int, re.fullmatch(r".+ WON (\d+) OF (\d+)\.", run.verdict[0]).groups())
        second = int(re.fullmatch(r".+ WON (\d+)\.", run.verdict[1]).group(1))
        draws = int(re.fullmatch(r"(\d+) DRAWN\.", run.verdict[2]).group(1))
        assert first + second + draws == games == c.games and first >= second
        assert c.draws < c.games


# --- a varied show, and DEMO PLAYERS taken at once --------------------------------------------------------------

def test_the_default_show_varies_its_pair_run_by_run_within_the_roster() -> None:
    assert Settings().demo_pair == DEMO_VARIED
    pairs = [demo_players(DEMO_VARIED, cycle) for cycle in range(8)]
    assert pairs[:4] == [("naive", "perfect"), ("menace", "perfect"), ("naive", "naive"), ("perfect", "perfect")]
    assert pairs[4:] == pairs[:4]
    assert demo_players("random/perfect", 5) == ("random", "perfect")  # a fixed pair stays fixed


def test_the_varied_show_has_a_win_and_the_films_draws() -> None:
    verdicts = []
    for cycle in range(len(VARIED_PAIRS)):
        run = AttractRun(*demo_players(DEMO_VARIED, cycle), seed=2, cycle=cycle, timing=FAST)
        finish(run)
        verdicts.append(run.verdict)
    assert VERDICT_LINES in verdicts and any(v != VERDICT_LINES for v in verdicts)


def test_old_settings_files_still_read_and_only_the_old_default_pair_becomes_varied() -> None:
    old_default, bad = Settings.from_json({"version": 2, "demo_pair": "perfect/perfect"})
    assert not bad and old_default.demo_pair == DEMO_VARIED
    chosen, _ = Settings.from_json({"version": 2, "demo_pair": "menace/perfect"})
    assert chosen.demo_pair == "menace/perfect"
    today, _ = Settings.from_json({"version": 3, "demo_pair": "perfect/perfect"})
    assert today.demo_pair == "perfect/perfect"
    assert Settings.from_json(Settings().to_json())[0].demo_pair == DEMO_VARIED
    recorded, _ = Settings.from_json({"version": 2, "demo_pair": "perfect/perfect"}, as_recorded=True)
    assert recorded.demo_pair == "perfect/perfect"  # a recording replays under the settings it ran under


def test_a_demo_players_change_under_the_operator_menu_starts_a_new_run_with_the_new_pair_at_once() -> None:
    app = make_app(scene="menu")
    try:
        run_ticks(app, 1)
        app.ctx.settings.update(demo_pair="perfect/perfect")
        app.ctx.scenes.push(app.registry.create("attract"))
        run_ticks(app, 400)
        show = app.ctx.scenes.top
        assert show.run.phase is Phase.SLOW and show.run.names == ("PERFECT", "PERFECT")
        app.ctx.scenes.push(app.registry.create("operator"))
        run_ticks(app, 2)
        app.ctx.settings.update(demo_pair="menace/perfect")
        app.ctx.scenes.pop()
        run_ticks(app, 1)
        assert app.ctx.scenes.top is show
        assert show.run.names == ("MENACE", "PERFECT") and show.run.phase is Phase.TITLE
    finally:
        app.close()


def test_a_show_woken_and_begun_again_goes_on_to_the_next_pair_with_a_fresh_seed() -> None:
    """A busy cabinet shows every pair, not the first one again after each customer."""
    app = make_app(scene="menu")
    runs: list[dict] = []
    app.ctx.events.listen(lambda e: runs.append(e) if e["event"] == "attract_run" else None)
    try:
        run_ticks(app, 1)
        for _ in range(len(VARIED_PAIRS) + 1):
            app.ctx.scenes.push(app.registry.create("attract"))
            run_ticks(app, 30)
            app.ctx.scenes.pop()  # someone pressed a key; the show comes back when they leave
            run_ticks(app, 1)
    finally:
        app.close()
    wanted = ["naive/perfect", "menace/perfect", "naive/naive", "perfect/perfect", "naive/perfect"]  # as playing.md lists them
    assert [f"{e['x']}/{e['o']}" for e in runs] == wanted
    assert [e["cycle"] for e in runs] == list(range(len(wanted)))
    assert len({e["seed"] for e in runs}) == len(runs)  # each run its own seed


# --- what is drawn -----------------------------------------------------------------------------------------------

def _look() -> Look:
    app = make_app(scene="menu")
    font = app.ctx.font
    app.close()
    return Look(wopr_palette(False), font, vector=True)


def test_each_pick15_board_in_the_grid_keeps_its_two_rows_closer_than_the_next_board() -> None:
    """Blank pixel rows between the rows of numbers down one grid column: inside a board fewer than between."""
    look = _look()
    run = AttractRun("random", "random", seed=4, timing=replace(FAST, many_boards=12))
    while run.phase is not Phase.MANY:
        run.tick()
    for slot in run.boards:
        slot.view = View.PICK15
    surface = pygame.Surface((320, 180))
    wopr_view.draw_attract(surface, run, 1, look, BoardPictures(), INVITE)
    background = surface.get_at((0, 0))
    band = pygame.Rect(0, wopr_view.HEADER_H + 1, 80, 180 - wopr_view.HEADER_H - wopr_view.FOOTER_H - 1)
    inked = [any(surface.get_at((x, y)) != background for x in range(band.left, band.right))
             for y in range(band.top, band.bottom)]
    runs: list[tuple[bool, int]] = []
    for lit in inked:
        if runs and runs[-1][0] == lit:
            runs[-1] = (lit, runs[-1][1] + 1)
        else:
            runs.append((lit, 1))
    while runs and not runs[0][0]:
        runs.pop(0)
    while runs and not runs[-1][0]:
        runs.pop()
    gaps = [n for lit, n in runs if not lit]
    assert sum(1 for lit, _ in runs if lit) == 6  # three boards of two rows each
    inside, between = gaps[0::2], gaps[1::2]
    assert max(inside) < min(between), gaps


#: The default map's invitation on a keyboard, for the tests about something else.
INVITE = wopr_view.invitation(DEFAULT_MAP, pads=False)


def drawn_texts(monkeypatch: pytest.MonkeyPatch, draw) -> list[str]:
    """Every text ``draw()`` puts on screen through the pixel font."""
    texts: list[str] = []
    font_draw = BitmapFont.draw

    def watched(self, surface, text, pos, color, **kwargs):
        texts.append(text)
        return font_draw(self, surface, text, pos, color, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(BitmapFont, "draw", watched)
        draw()
    return texts


@pytest.mark.parametrize(("preset", "pads", "words"), [
    (Preset.DEFAULT, False, "PRESS ENTER"), (Preset.DEFAULT, True, "PRESS START"),
    (Preset.ARCADE, False, "PRESS START"), (Preset.ARCADE, True, "PRESS START"),
    (Preset.TWO_ON_ONE_KEYBOARD, False, "PRESS ENTER")])
def test_the_invitation_names_the_key_or_button_the_player_has(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                               preset: Preset, pads: bool, words: str) -> None:
    """A keyboard alone has no START, and not every key wakes the show (Shift, F5, a digit): the title card, the
    show's footer and CONTINUE? name ENTER, or a pad's START when a pad is plugged in, by the word printed on it;
    a cabinet's encoder (ARCADE) has START buttons of its own, so it says PRESS START with no pad too."""
    look, surface = _look(), pygame.Surface((320, 180))
    invite = wopr_view.invitation(preset_map(preset), pads)
    assert invite == words
    run = AttractRun("perfect", "perfect", seed=1, timing=FAST)
    assert run.phase is Phase.TITLE
    title = drawn_texts(monkeypatch, lambda: wopr_view.draw_attract(surface, run, 0, look, BoardPictures(), invite))
    while run.phase is Phase.TITLE:
        run.tick()
    footer = drawn_texts(monkeypatch, lambda: wopr_view.draw_attract(surface, run, 0, look, BoardPictures(), invite))
    assert words in title and words in footer
    monkeypatch.setenv(HOME_OVERRIDE_ENV, str(tmp_path))
    [countdown] = [s for s in states_for(default_registry()) if s.name == "continue-countdown"]
    with reached(countdown) as app:
        app.ctx.pads = [PadInfo(40, 0, "PAD")] if pads else []
        store = app.ctx.settings
        store.current = replace(store.current, controls=ControlScheme.of(preset))
        assert words in drawn_texts(monkeypatch, app.draw)
        key = "ENTER" if preset is not Preset.ARCADE else "START"  # the keyboard's key, named and clicked
        assert app.ctx.scenes.top.hint().text == f"{key} CONTINUE"


class Invited(gettext.NullTranslations):
    """A stand-in language whose invitation reads otherwise: every other text as it came."""

    def gettext(self, message: str) -> str:
        return "PULSA {key}" if message == "PRESS {key}" else message


def test_the_invitation_follows_a_change_of_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """Said once per map and kept, it is said again in the language chosen in SETTINGS, not served as before."""
    assert wopr_view.invitation(DEFAULT_MAP, pads=False) == "PRESS ENTER"
    monkeypatch.setattr(catalog._InUse, "catalog", Invited())
    monkeypatch.setattr(catalog._InUse, "language", Language.SPANISH)
    assert wopr_view.invitation(DEFAULT_MAP, pads=False) == "PULSA ENTER"


def test_the_invitation_is_worded_one_way_everywhere() -> None:
    texts = [*ROOT.joinpath("game").rglob("*.py"), *ROOT.joinpath("docs").glob("*.md"), ROOT / "README.md"]
    for path in texts:
        words = path.read_text(encoding="utf-8")
        for other in ("PRESS ANY", "PRESS A KEY", "PRESS ANY BUTTON"):
            assert other not in words, path


@pytest.mark.long  # twelve minutes of the show, a frame drawn every 37 ticks
def test_no_row_of_the_header_rule_is_lit_more_than_a_quarter_of_the_time() -> None:
    """Twelve minutes of the default show at 1080p: the rule, a logical pixel tall, moves two rows from run to run
    and the orbit one more, so each window row of it is lit on at most a quarter of the header's time."""
    look = _look()
    surface = pygame.Surface((320, 180))
    scale, column, every, ticks = 6, 160, 37, 12 * 60 * 60
    lit: dict[int, int] = {}
    samples = 0
    cycle = 0
    run = AttractRun(*demo_players(DEMO_VARIED, 0), seed=11)
    pictures = BoardPictures()
    for tick in range(ticks):
        run.tick()
        if run.finished:
            cycle += 1
            run = AttractRun(*demo_players(DEMO_VARIED, cycle), seed=11, cycle=cycle)
        if tick % every:
            continue
        samples += 1
        wopr_view.draw_attract(surface, run, tick, look, pictures, INVITE)
        background = surface.get_at((0, 0))
        _, dy = orbit_offset(tick, scale)
        for window_row in range(10 * scale, 16 * scale):
            if surface.get_at((column, (window_row - dy) // scale)) != background:
                lit[window_row] = lit.get(window_row, 0) + 1
    assert cycle >= 6
    assert max(lit.values()) <= samples // 4, {row: round(100 * n / samples) for row, n in lit.items()}


def test_the_next_session_goes_on_to_the_next_pair(private_home) -> None:
    """A cabinet restarted every morning (or after a crash) does not open its show on one pair for ever."""
    runs: list[tuple[str, str]] = []
    for _ in range(2):
        app = make_app(scene="menu")
        app.ctx.events.listen(lambda e: runs.append((e["x"], e["o"])) if e["event"] == "attract_run" else None)
        try:
            app.ctx.scenes.push(app.registry.create("attract"))
            run_ticks(app, 2)
        finally:
            app.close()
    assert runs == [("naive", "perfect"), ("menace", "perfect")]  # VARIED's first two, as playing.md lists them


@pytest.mark.parametrize("ticks", [400, 3_000])  # a single board's game, and the twelve boards
def test_a_show_left_mid_game_ends_its_games_in_the_log_as_they_began(ticks: int) -> None:
    """Every show game's start has its end: a game_end, or a game_abandoned when someone woke the machine."""
    app = make_app(scene="menu")
    heard: list[dict] = []
    app.ctx.events.listen(heard.append)
    try:
        app.ctx.scenes.push(app.registry.create("attract"))
        for _ in range(ticks):
            app.step()  # nothing here looks at a picture
        app.ctx.scenes.pop()
        books = app.ctx.books.books
    finally:
        app.close()
    shown = [e for e in heard if "cycle" in e and e["event"] in ("game_start", "game_end", "game_abandoned")]
    open_boards: dict[int, int] = {}
    for e in shown:
        open_boards[e["board"]] = open_boards.get(e["board"], 0) + (1 if e["event"] == "game_start" else -1)
    assert set(open_boards.values()) == {0}
    assert any(e["event"] == "game_abandoned" and e["reason"] == "left" for e in shown)
    assert books.games == {}  # the show's games are its show, not play: the books count none of them
