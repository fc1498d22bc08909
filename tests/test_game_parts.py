"""The parts under the game scenes: the Pick15 cursor, the screen layout, hints, seats and settings."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pygame
import pytest
from default_keys import said
from seated import seated

from game.app.input.actions import Action
from game.app.input.cursor import row_move
from game.app.matches.players import opponent_info
from game.app.matches.thinking import LEGEND_CHARS, Tone, thinking
from game.app.render.font import BitmapFont
from game.app.render.game_layout import choice_rects, layout
from game.app.render.game_screen import hint_template, win_text
from game.app.render.hints import shown_text
from game.app.render.palette import PALETTES, PRESENTER
from game.values.theme import Theme
from game.app.render.ui import HINT_Y, MARGIN, WIDTH
from game.app.scenes.match_motion import END_CHOICES
from game.app.scenes.thinking_overlay import tone_color
from game.app.input.labels import PAD_LABELS
from game.app.input.presets import DEFAULT_KEYS, PAD
from game.app.scenes.setup import ABOUT_LINES
from game.app.store.settings import Settings, SettingsError, opponent_choices
from game.engine import NUMBERS, SQUARES, Board, Mark, View, move_classes, number_of
from game.opponents import MenaceSetup
from game.play.match import Match, Seat
from game.values.seats import PERSON_ID, FirstPlayer
from game.opponents import make_opponent, roster_ids
from game.opponents.menace import box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, MemoryStore

SCREEN = pygame.Rect(0, 0, 320, 180)


def test_pick15_cursor_walks_the_numbers_and_wraps() -> None:
    square, seen = 0, []
    for _ in NUMBERS:
        seen.append(number_of(square))
        square = row_move(square, Action.RIGHT)
    assert seen == [8, 9, 1, 2, 3, 4, 5, 6, 7] and square == 0
    for sq in SQUARES:
        assert row_move(row_move(sq, Action.RIGHT), Action.LEFT) == sq
        assert row_move(sq, Action.UP) == row_move(sq, Action.DOWN) == sq


@pytest.mark.parametrize("view", list(View))
def test_the_board_and_panels_fit_the_screen_without_overlapping(view: View) -> None:
    where = layout(view)
    parts = [where.board, *where.panels]
    for a, b in itertools.combinations(parts, 2):
        assert not a.colliderect(b)
    for part in parts:
        assert SCREEN.contains(part) and part.bottom < HINT_Y


def test_end_choices_sit_on_the_hint_line_apart() -> None:
    pygame.init()
    rects = choice_rects(BitmapFont.load(), END_CHOICES)
    assert not rects[0].colliderect(rects[1])
    assert all(SCREEN.contains(r) and r.top <= HINT_Y for r in rects)


def test_hints_fit_and_name_keys_that_do_what_they_say() -> None:
    pygame.init()
    font = BitmapFont.load()
    wanted = {"ENTER": Action.SELECT, "TAB": Action.SWITCH_VIEW, "U": Action.UNDO, "T": Action.THINK,
              "P": Action.PAUSE}
    pad = {"A": Action.SELECT, "SELECT": Action.SWITCH_VIEW, "Y": Action.UNDO, "X": Action.THINK,
           "START": Action.PAUSE}
    keys_by_name = {pygame.key.name(k).upper(): a for a, keys in DEFAULT_KEYS.items() for k in keys}
    pad_by_label = {PAD_LABELS[b.button]: a for a, buttons in PAD.items() for b in buttons if not b.raw}
    for view, pads, computer in itertools.product(View, (False, True), (False, True)):
        hint = said(hint_template(view, pads, computer), pad=pads)
        text = hint.text
        assert font.size(shown_text(hint))[0] <= WIDTH - 12
        words = text.split()
        for name, action in (pad if pads else wanted).items():
            if name in words:
                table = pad_by_label if pads else keys_by_name
                assert table[name if pads or name != "ENTER" else "RETURN"] is action
        assert ("THINK" in words) == computer


def test_win_words_follow_the_calculator_and_moler() -> None:
    assert win_text(Theme.XO, Mark.X) == "CROSSES WIN!"
    assert win_text(Theme.GREEN_BLUE, Mark.O) == "BLUE WINS!"


def _texts(opponent_id: str, board: Board) -> dict[int, str]:
    return {sq: label.text for sq, label in thinking(make_opponent(opponent_id), board).labels.items()}


def test_perfect_thinking_reads_win_draw_loss_with_the_moves_to_the_end() -> None:
    # X corner, O centre, X opposite corner: O's corners lose (X forks: O2 X6 O3 X wins, four moves), edges draw.
    board = Board.from_moves([0, 4, 8])
    shown = thinking(make_opponent("perfect"), board)
    assert {sq: label.text for sq, label in shown.labels.items()} == {1: "D", 2: "L4", 3: "D", 5: "D", 6: "L4", 7: "D"}
    assert {shown.labels[2].tone, shown.labels[1].tone} == {Tone.LOSS, Tone.DRAW}
    assert _texts("perfect", Board.from_moves([0, 3, 1, 4]))[2] == "W1"  # X completes the top row now
    assert "W WIN" in shown.legend and "L LOSS" in shown.legend


def test_win_and_loss_colours_differ_for_colour_blind_viewers_and_read() -> None:
    for palette in (*PALETTES.values(), *PRESENTER.values()):
        colours = {tone_color(palette, tone) for tone in (Tone.WIN, Tone.DRAW, Tone.LOSS)}
        assert len(colours) == 3
        # Blue against orange, apart on the blue-yellow axis that red-green colour blindness keeps.
        assert max(palette.win) == palette.win[2] and palette.win[0] < palette.win[2]
        assert max(palette.loss) == palette.loss[0] and min(palette.loss) == palette.loss[2]


def test_menace_thinking_is_percentages_with_its_beads() -> None:
    """After a corner a fresh box holds 4 beads a move class, 20 in all: the centre and the far corner alone, 20%
    and 4 beads each; the three mirror pairs split theirs, 10% and 2 beads a square (see test_thinking_labels)."""
    board = Board.from_moves([0])
    shown = thinking(make_opponent("menace"), board)
    texts = {square: (label.text, label.note) for square, label in shown.labels.items()}
    assert texts == {4: ("20%", "4B"), 8: ("20%", "4B"), **{sq: ("10%", "2B") for sq in (1, 2, 3, 5, 6, 7)}}
    assert shown.legend.startswith("MENACE") and "BEADS" in shown.legend


def test_every_opponent_gets_a_legend_that_fits_one_line() -> None:
    board = Board.from_moves([0, 4])
    legends = {oid: thinking(make_opponent(oid), board).legend for oid in roster_ids()}
    assert all(len(text) <= LEGEND_CHARS for text in legends.values()), legends
    assert len(set(legends.values())) == len(legends)  # each names its own kind of number
    assert legends["weights"].startswith("WEIGHTS") and "WIN +100" in legends["weights"]
    third = thinking(make_opponent("random"), Board.from_moves([0, 1, 2, 3, 4, 5]))
    # A third each: 33 + 33 + 33 is 99, so the one point left goes to the lowest square and they add up to 100.
    assert {sq: label.text for sq, label in third.labels.items()} == {6: "34%", 7: "33%", 8: "33%"}
    assert "CHANCE" in third.legend


def test_between_two_people_computer_first_means_player_two_starts() -> None:
    match = Match(Seat("P1"), Seat("P2", slot=1), first=FirstPlayer.COMPUTER)
    assert match.mark_of(1) is Mark.X and not match.computer_to_move()


def test_menace_saves_only_against_a_person_and_where_the_match_says(private_home: Path) -> None:
    against_person = seated(Seat("YOU"), Seat("MENACE", "menace"))
    assert against_person.opponents[1].autosave
    on_show = seated(Seat("PERFECT", "perfect"), Seat("MENACE", "menace"))
    assert not on_show.opponents[1].autosave
    memory = MemoryStore()
    in_memory = seated(Seat("YOU"), Seat("MENACE", "menace"), MenaceSetup(memory))
    board = Board()
    for square in (0, 3, 1, 4, 2):  # X (the person) wins; MENACE, as O, learns from a loss
        board = board.play(square)
    in_memory.opponents[1].game_over(board, Mark.O)
    assert memory.load(box_keys()).games == 1
    assert not (private_home / "data" / MENACE_FILE_NAME).exists()


def test_the_opponent_setting_takes_a_person_but_the_demo_pair_does_not() -> None:
    assert Settings(opponent=PERSON_ID).opponent == PERSON_ID
    with pytest.raises(SettingsError):
        Settings(demo_pair=f"{PERSON_ID}/perfect")


def test_scene_tictactoe_from_the_command_line_starts_a_game(tmp_path: Path, private_home: Path) -> None:
    log, shot = tmp_path / "events.jsonl", tmp_path / "game.png"
    environment = {**os.environ, "TICTACTOE_MAGIC_HOME": str(private_home)}
    out = subprocess.run(
        [sys.executable, "-m", "game", "--headless", "--frames", "3", "--scene", "tictactoe", "--seed", "4",
         "--event-log", str(log), "--screenshot", str(shot)],
        capture_output=True, text=True, env=environment, timeout=60)
    assert out.returncode == 0 and out.stderr == ""
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    [start] = [r for r in rows if r["event"] == "game_start"]
    assert start["game"] == "tictactoe" and start["x_player"] == PERSON_ID
    assert pygame.image.load(str(shot)).get_size() == (320, 180)


def test_every_opponent_description_fits_the_setup_screen() -> None:
    pygame.init()
    font = BitmapFont.load()
    for opponent_id, own in itertools.product(opponent_choices(), (False, True)):
        name, about = opponent_info(opponent_id, own_controls=own)
        assert len(font.wrap(about, WIDTH - 2 * MARGIN)) <= ABOUT_LINES, opponent_id
        assert font.size(name)[0] <= 120  # the value column, between its arrows
