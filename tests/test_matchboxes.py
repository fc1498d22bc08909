"""MATCHBOXES: the shelf of MENACE's boxes, its paging, cursor and mouse, the enlarged box, and the game's panel."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from app_support import drawn_texts, make_app, run_ticks
from game_support import click, game, game_app, key

from game.app.input.actions import Action, ActionEvent
from game.app.matches.menace_draws import draw_on_show
from game.app.matches.thinking import thinking
from game.app.render.boardviews import Look
from game.app.render.font import BitmapFont
from game.app.render.matchbox_layout import BoxGeometry, page_rects, tab_rects
from game.app.render.matchbox_view import EMPTY_TEXT, MANY, BoxPicture, draw_box
from game.app.render.palette import PALETTES
from game.values.theme import Theme
from game.app.scenes.match_motion import THINK_TICKS
from game.app.scenes.matchboxes import MatchboxesScene, Mode
from game.app.scenes.pause import MENACE_ITEM
from game.engine import SYMMETRIES, Board, Mark, canonical_key, reachable, transform
from game.values.seats import FirstPlayer
from game.opponents.matchboxes import ShelfSpot, bead_square, is_learned, michie_count, spot_of, shelf
from game.opponents.menace import MenacePlayer, box_keys
from game.opponents.menace_store import MENACE_FILE_NAME, boxes_to_json
from game.opponents.menace_training import train
from game.opponents.random_player import RandomPlayer
from game.files.paths import data_dir
from game.files.storage import write_json_atomic

ROOT = Path(__file__).resolve().parent.parent
A = Action


# --- the shelf (pure) ----------------------------------------------------------------


def test_the_shelf_holds_every_box_once_grouped_by_ply_in_key_order() -> None:
    groups = shelf()
    assert [g.ply for g in groups] == list(range(9))
    keys = [b.key for g in groups for b in g.boards]
    assert sorted(keys) == sorted(box_keys()) and len(set(keys)) == len(keys)
    for group in groups:
        assert all(b.ply == group.ply and canonical_key(b.key) == b.key for b in group.boards)
        assert [b.key for b in group.boards] == sorted(b.key for b in group.boards)
    # Michie's MENACE: 304 boxes for X's first four moves (the fifth is forced).
    assert sum(len(g.boards) for g in groups if g.mover is Mark.X and g.own_move <= 4) == 304


#: Donald Michie, "Experiments on the mechanization of game-learning" (1963), as issue 25 quotes him: "287
#: essentially distinct" positions.  (His paper is not among the seed files; the phrase is the issue's.)
MICHIE_DISTINCT = "287 essentially distinct"
#: Every line of the board, written out here so the count does not lean on the engine's own table.
ROWS_COLUMNS_DIAGONALS = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def _threats(board: Board, mark: Mark) -> int:
    """How many lines hold two of ``mark`` and one free square."""
    marks = [[board.mark_at(sq) for sq in line] for line in ROWS_COLUMNS_DIAGONALS]
    return sum(line.count(mark) == 2 and line.count(None) == 1 for line in marks)


def test_304_boxes_and_michies_287_part_at_the_17_positions_x_has_lost_whatever_it_plays() -> None:
    positions = reachable()
    x_boxes = {canonical_key(key) for key, board in positions.items()
               if not board.is_over() and board.turn is Mark.X and board.ply <= 6}  # X's 1st-4th moves
    lost = {key for key in x_boxes
            if _threats(positions[key], Mark.O) >= 2 and not _threats(positions[key], Mark.X)}
    assert len(x_boxes) == 304 and len(lost) == 17 and len(x_boxes) - len(lost) == int(MICHIE_DISTINCT.split()[0])
    count = michie_count()
    assert {b.key for b in count.kept} == x_boxes and {b.key for b in count.lost} == lost
    assert count.distinct == 287 and {b.ply for b in count.lost} == {6}  # all at X's fourth move


def test_a_position_in_any_orientation_finds_its_box() -> None:
    board = Board.from_moves([0, 4, 8])
    spot = spot_of(board)
    for index in range(len(SYMMETRIES)):
        assert spot_of(transform(board, index)) == spot
    assert shelf()[spot.ply].boards[spot.index].key == canonical_key(board.key)
    with pytest.raises(ValueError):
        spot_of(Board.from_moves([0, 3, 1, 4, 2]))  # X has won: no box


def test_learned_means_other_beads_than_a_new_box() -> None:
    menace = MenacePlayer(boxes={}, autosave=False)
    assert not is_learned(menace, Board())
    menace.learn(Board.from_moves([4, 0, 2, 6, 3, 1, 5]), Mark.X)  # X wins: its boxes gain beads
    assert is_learned(menace, Board()) and is_learned(menace, Board.from_moves([4, 0]))
    assert not is_learned(menace, Board.from_moves([4]))  # O's box, and X learned only its own


def test_the_drawn_bead_is_its_symmetry_class_representatives() -> None:
    # On the empty board the four corners are one move; with X in a corner, 1 and 3 mirror each other.
    assert bead_square(Board(), 8) == bead_square(Board(), 0)
    assert bead_square(Board.from_moves([0]), 3) == bead_square(Board.from_moves([0]), 1)
    assert bead_square(Board.from_moves([0, 5]), 7) == 7  # no symmetry left: every square its own


# --- the scene --------------------------------------------------------------------------


def trained(games: int = 400) -> MenacePlayer:
    menace = MenacePlayer(boxes={}, autosave=False)
    train(menace, RandomPlayer(), games, 5)
    return menace


def save_menace(menace: MenacePlayer) -> None:
    write_json_atomic(data_dir() / MENACE_FILE_NAME, boxes_to_json(menace.boxes, menace.games))


@pytest.fixture
def boxes_app(private_home: Path):
    app = game_app(private_home, "matchboxes")
    run_ticks(app, 1)
    yield app
    app.close()


def act(app, *actions: Action, pos=None) -> None:
    for action in actions:
        app.dispatch(ActionEvent(action, 0, pos))
    run_ticks(app, 1)


def scene(app) -> MatchboxesScene:
    top = app.ctx.scenes.top
    assert isinstance(top, MatchboxesScene)
    return top


def test_the_scene_opens_by_name_on_the_first_move(boxes_app) -> None:
    shelf_scene = scene(boxes_app)
    assert shelf_scene.mode is Mode.SHELF and shelf_scene.spot == ShelfSpot(0, 0)
    assert "matchboxes" in boxes_app.ctx.registry


@pytest.mark.parametrize("ply", range(9))
def test_paging_with_right_at_the_edge_visits_every_box_of_a_move_once(boxes_app, ply: int) -> None:
    shelf_scene = scene(boxes_app)
    shelf_scene.spot = ShelfSpot(ply, 0)
    seen: list[int] = []
    for _ in range(len(shelf()[ply].boards)):
        seen += list(shelf_scene.visible())
        page = shelf_scene.page
        act(boxes_app, *[A.RIGHT] * shelf_scene.grid.columns)
        if shelf_scene.page == page:
            break
    assert seen == list(range(len(shelf()[ply].boards)))
    assert shelf_scene.spot.ply == ply  # paging stays in the move number


def test_left_at_the_edge_turns_back_a_page_to_the_same_row(boxes_app) -> None:
    shelf_scene = scene(boxes_app)
    shelf_scene.spot = ShelfSpot(6, 0)
    columns, per_page = shelf_scene.grid.columns, shelf_scene.grid.per_page
    shelf_scene.spot = ShelfSpot(6, per_page + columns)  # page 2, second row, first column
    act(boxes_app, A.LEFT)
    assert shelf_scene.spot == ShelfSpot(6, 2 * columns - 1) and shelf_scene.page == 0


def test_arrows_tab_and_rows_move_the_cursor(boxes_app) -> None:
    shelf_scene = scene(boxes_app)
    act(boxes_app, A.SWITCH_VIEW, A.SWITCH_VIEW)
    assert shelf_scene.spot == ShelfSpot(2, 0)
    act(boxes_app, A.RIGHT, A.DOWN)
    columns = shelf_scene.grid.columns
    assert shelf_scene.spot == ShelfSpot(2, 1 + columns)
    act(boxes_app, A.UP, A.UP)  # from the top row: the move before
    assert shelf_scene.spot == ShelfSpot(1, 0)
    shelf_scene.spot = ShelfSpot(4, 0)
    shelf_scene.spot = ShelfSpot(4, shelf_scene.grid.per_page - 1)  # ply 4's first page, bottom right
    act(boxes_app, A.DOWN)
    assert shelf_scene.spot == ShelfSpot(5, 0)


def test_the_mouse_points_opens_and_turns_pages_and_moves(boxes_app) -> None:
    shelf_scene = scene(boxes_app)
    act(boxes_app, A.CLICK, pos=tab_rects(BitmapFont.load(), 9)[5].center)
    assert shelf_scene.spot == ShelfSpot(5, 0)
    grid = shelf_scene.grid
    act(boxes_app, A.POINT, pos=grid.rect(3).center)
    assert shelf_scene.spot == ShelfSpot(5, 3) and shelf_scene.mode is Mode.SHELF
    _, _, on = page_rects(BitmapFont.load(), shelf_scene._page_text())
    act(boxes_app, A.CLICK, pos=on.center)
    assert shelf_scene.page == 1
    act(boxes_app, A.CLICK, pos=grid.rect(2).center)
    assert shelf_scene.spot == ShelfSpot(5, grid.per_page + 2) and shelf_scene.mode is Mode.BOX
    act(boxes_app, A.CLICK, pos=(1, 1))
    assert shelf_scene.mode is Mode.SHELF
    act(boxes_app, A.BACK)
    assert not isinstance(boxes_app.ctx.scenes.top, MatchboxesScene)




def test_the_enlarged_box_shows_each_count_of_beads_and_its_chance(private_home, monkeypatch) -> None:
    menace = trained()
    save_menace(menace)
    app = game_app(private_home, "matchboxes")
    run_ticks(app, 1)
    act(app, A.SWITCH_VIEW, A.SWITCH_VIEW, A.RIGHT, A.SELECT)
    shelf_scene = scene(app)
    assert shelf_scene.mode is Mode.BOX and shelf_scene.games == menace.games
    board = shelf()[2].boards[1]
    beads = menace.beads(board)
    assert shelf_scene.zoomed().beads == beads and len(set(beads.values())) > 2
    texts = drawn_texts(app, monkeypatch)
    total = sum(beads.values())
    # Each square's chance as the game's thinking labels give it, mirror squares too: they split their colour's.
    shares = thinking(menace, board).labels
    for square, count in beads.items():
        assert str(count) in texts
    assert all(label.text in texts for label in shares.values())
    assert f"{total} BEADS" in texts and "LEARNED" in texts
    app.close()


def test_the_saved_menace_is_read_and_never_written(private_home) -> None:
    save_menace(trained(50))
    path = data_dir() / MENACE_FILE_NAME
    before = path.read_bytes()
    app = game_app(private_home, "matchboxes")
    run_ticks(app, 1)
    for action in (A.SWITCH_VIEW, A.RIGHT, A.SELECT, A.BACK, A.BACK):
        act(app, action)
    app.close()
    assert path.read_bytes() == before


def test_a_damaged_memory_shows_its_message_and_the_shelf_still_opens(private_home, monkeypatch) -> None:
    (data_dir()).mkdir(parents=True, exist_ok=True)
    (data_dir() / MENACE_FILE_NAME).write_text("{damaged")
    app = game_app(private_home, "matchboxes")
    run_ticks(app, 3)
    shelf_scene = scene(app)
    assert shelf_scene.problem and "unusable" in shelf_scene.problem
    assert shelf_scene.games == 0 and not any(shelf_scene.learned)
    # said in the game's words, naming the copy kept (why it was damaged goes to stderr and the log)
    assert any(t.startswith("MENACE'S MEMORY WAS DAMAGED AND IS KEPT AS") for t in drawn_texts(app, monkeypatch))
    assert list(data_dir().glob(f"{MENACE_FILE_NAME}.corrupt-*"))
    act(app, A.SWITCH_VIEW, A.SELECT)
    assert shelf_scene.mode is Mode.BOX
    app.close()


def test_headless_run_of_the_scene(tmp_path, monkeypatch) -> None:
    """600 ticks from the command line: the log says the shelf stayed up, and the last frame is the shelf's."""
    shot, log = tmp_path / "shelf.png", tmp_path / "events.jsonl"
    out = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "600", "--scene", "matchboxes",
                          "--seed", "7", "--screenshot", str(shot), "--event-log", str(log)],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    logged = [json.loads(line) for line in log.read_text().splitlines()]
    assert [(e["tick"], e["event"], e.get("scene", e.get("reason"))) for e in logged] == [
        (0, "session_start", "matchboxes"), (0, "scene_enter", "menu"), (0, "scene_enter", "matchboxes"),
        (600, "session_end", "frames")]
    app = make_app(scene="matchboxes", seed=7)
    try:
        run_ticks(app, 600)
        assert pygame.image.tobytes(pygame.image.load(str(shot)), "RGB") == pygame.image.tobytes(app.screen.surface, "RGB")
        texts = drawn_texts(app, monkeypatch)
    finally:
        app.close()
    assert "MATCHBOXES" in texts and "GAMES: 0" in texts  # the empty shelf, as a new machine shows it


# --- from the setup and the game ---------------------------------------------------------


def test_the_setup_opens_the_boxes_with_tab_only_when_menace_is_chosen(private_home) -> None:
    app = game_app(private_home, "setup", opponent="menace")
    run_ticks(app, 1)
    act(app, A.SWITCH_VIEW)
    assert isinstance(app.ctx.scenes.top, MatchboxesScene)
    act(app, A.BACK)
    assert app.ctx.scenes.top.name == "setup"
    app.ctx.scenes.top.opponent = "random"
    act(app, A.SWITCH_VIEW)
    assert app.ctx.scenes.top.name == "setup"
    app.close()


def menace_game(home: Path, **settings):
    app = game_app(home, "tictactoe", opponent="menace", first_player=FirstPlayer.YOU, **settings)
    run_ticks(app, 1)
    return app


def test_the_game_panel_shows_the_box_menace_drew_from_and_lights_the_bead(private_home, monkeypatch) -> None:
    app = menace_game(private_home)
    scene_ = game(app)
    assert draw_on_show(scene_.match) is None  # MENACE has not drawn yet
    click(app, (160, 90))  # the centre
    on_show = draw_on_show(scene_.match)
    assert on_show is not None and not on_show.played  # drawing: the box, no bead lit
    assert on_show.draw.position == Board.from_moves([4]) and "BEADS" in drawn_texts(app, monkeypatch)
    run_ticks(app, THINK_TICKS + 2)
    on_show = draw_on_show(scene_.match)
    assert on_show is not None and on_show.played and scene_.match.board.moves[-1] == on_show.draw.square
    menace = scene_.match.opponents[1]
    assert on_show.draw.beads == MenacePlayer(boxes={}, autosave=False).beads(Board.from_moves([4]))
    assert on_show.lit == bead_square(on_show.draw.position, on_show.draw.square)
    texts = drawn_texts(app, monkeypatch)
    assert "MATCHBOX" in texts and "BEADS" in texts
    assert menace.last_draw is on_show.draw
    key(app, ord("u"))  # undo the pair: the draw is no longer this game's
    assert draw_on_show(scene_.match) is None and "MATCHBOX" not in drawn_texts(app, monkeypatch)
    app.close()


def test_no_box_against_other_opponents(private_home, monkeypatch) -> None:
    app = game_app(private_home, "tictactoe", opponent="random", first_player=FirstPlayer.YOU)
    run_ticks(app, 1)
    click(app, (160, 90))
    run_ticks(app, THINK_TICKS + 2)
    assert "MATCHBOX" not in drawn_texts(app, monkeypatch)
    act(app, A.PAUSE)
    assert MENACE_ITEM not in app.ctx.scenes.top.items
    app.close()


def test_the_pause_menu_opens_the_boxes_on_menaces_last_draw(private_home) -> None:
    app = menace_game(private_home)
    click(app, (160, 90))
    run_ticks(app, THINK_TICKS + 2)
    draw = game(app).match.opponents[1].last_draw
    act(app, A.PAUSE)
    pause = app.ctx.scenes.top
    assert pause.items[1] == MENACE_ITEM
    act(app, A.DOWN, A.SELECT)
    shelf_scene = scene(app)
    assert shelf_scene.mode is Mode.BOX and shelf_scene.menace is game(app).match.opponents[1]
    assert shelf_scene.zoomed().board == draw.position and shelf_scene.zoomed().drawn is not None
    assert shelf_scene.spot == spot_of(draw.position)
    act(app, A.BACK)  # to the shelf, on that box
    assert shelf_scene.mode is Mode.SHELF and shelf_scene.spot == spot_of(draw.position)
    act(app, A.BACK, A.BACK)  # the pause menu, then the game
    assert app.ctx.scenes.top is game(app)
    app.close()


def test_reachable_boxes_cover_the_draws_of_a_whole_game() -> None:
    # Every position MENACE can draw from has a place on the shelf (plies 0-8, the forced last move too).
    assert all(spot_of(b) for k, b in reachable().items() if not b.is_over())


def test_a_box_draws_dots_counts_and_empty_as_its_beads_say(monkeypatch) -> None:
    look, surface = Look(PALETTES[Theme.XO], BitmapFont.load()), pygame.Surface((320, 180))
    texts: list[str] = []
    original = BitmapFont.draw
    monkeypatch.setattr(BitmapFont, "draw", lambda self, s, text, *a, **k: texts.append(text) or original(
        self, s, text, *a, **k))
    board = Board.from_moves([4])
    draw_box(surface, (0, 0), BoxGeometry(13), BoxPicture(board, {0: 3, 1: 12, 2: 345}), look)
    assert texts == ["12", MANY]  # three beads are dots; squares without beads show nothing
    texts.clear()
    draw_box(surface, (0, 0), BoxGeometry(13), BoxPicture(board, dict.fromkeys(board.legal_moves(), 0)), look)
    assert texts == [EMPTY_TEXT]


def test_the_panel_gives_the_drawn_square_the_share_the_thinking_labels_gave_it(private_home, monkeypatch) -> None:
    """One move, one figure.  After your centre a new box holds 4 corner beads and 4 edge beads (8 in all), and
    each colour stands for four mirror squares: each square's share is 4/32 = 12.5%, read 13% on squares 0-3 and
    12% on 5-8 so the eight add up to 100.  MENACE plays a class's first square (0 or 1): 13%, never the colour's
    4/8 = 50%."""
    app = menace_game(private_home)
    scene_ = game(app)
    click(app, (160, 90))  # the centre
    run_ticks(app, THINK_TICKS + 2)
    on_show = draw_on_show(scene_.match)
    assert on_show is not None and on_show.played and on_show.lit in (0, 1)
    assert thinking(scene_.match.opponents[1], Board.from_moves([4])).labels[on_show.lit].text == "13%"
    texts = drawn_texts(app, monkeypatch)
    assert "13%" in texts and "50%" not in texts and "8" in texts and "BEADS" in texts
    app.close()
