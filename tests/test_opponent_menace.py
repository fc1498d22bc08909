"""``menace``: Michie's matchboxes -- drawing, learning, symmetry, training and the saved file."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest

from game.engine import SYMMETRIES, Board, Mark, canonical, move_classes, reachable, transform
from game.opponents import MenaceSetup, make_opponent
from game.opponents.menace import (
    INITIAL_BEADS,
    EmptyBoxError,
    MenacePlayer,
    box_keys,
    representative_of,
)
from game.opponents.menace_store import (
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_BEADS,
    MENACE_FILE_NAME,
    MemoryStore,
    MenaceStore,
)
from game.opponents.menace_training import play_game, train
from game.files.paths import data_dir


def fresh(tmp_path: Path) -> MenacePlayer:
    return MenacePlayer(MenaceStore(tmp_path / MENACE_FILE_NAME))


def test_a_new_menace_draws_uniformly_from_michie_s_initial_beads(positions: list[Board]) -> None:
    menace = MenacePlayer()
    for board in positions:
        if board.is_over():
            continue
        stage = min(board.ply // 2, len(INITIAL_BEADS) - 1)
        assert menace.beads(board) == {cls[0]: INITIAL_BEADS[stage] for cls in move_classes(board)}
    assert INITIAL_BEADS == (4, 3, 2, 1)


def test_one_box_per_position_up_to_symmetry() -> None:
    keys = box_keys()
    assert len(keys) == len({canonical(board)[0].key for board in _non_terminal()})
    assert all(canonical(_board_of(k))[0].key == k for k in keys)


def _board_of(key: int) -> Board:
    return Board(key & 0x1FF, key >> 9)


def _non_terminal() -> list[Board]:
    return [b for b in reachable().values() if not b.is_over()]


def test_learning_reinforces_each_box_used_by_the_result() -> None:
    # Michie's figures, written out: 4, 3, 2 beads at the mover's 1st, 2nd and 3rd moves;
    # +3 beads for a win, +1 for a draw, -1 for a loss.
    menace = MenacePlayer()
    game = Board.from_moves([4, 0, 2, 1, 6])  # X wins on the 3-5-7 diagonal
    menace.learn(game, Mark.X)
    before = Board()
    assert menace.beads(before)[4] == 4 + 3
    assert menace.beads(Board.from_moves([4, 0]))[2] == 3 + 3
    assert menace.beads(Board.from_moves([4, 0, 2, 1]))[6] == 2 + 3
    menace.learn(game, Mark.O)
    assert menace.beads(Board.from_moves([4]))[0] == 4 - 1
    draw = Board.from_moves([4, 0, 8, 2, 1, 7, 6, 3, 5])
    assert draw.outcome().winner is None
    menace.learn(draw, Mark.X)
    assert menace.beads(Board())[4] == 4 + 3 + 1
    assert menace.games == 3


def test_distribution_is_beads_over_total_and_symmetric_positions_share_a_box() -> None:
    menace = MenacePlayer()
    menace.learn(Board.from_moves([0, 4, 8, 2, 6, 3, 7]), Mark.X)  # X wins along the bottom row
    position = Board.from_moves([0, 4])
    beads = menace.beads(position)
    assert menace.distribution(position) == {sq: Fraction(n, sum(beads.values())) for sq, n in beads.items()}
    for index, perm in enumerate(SYMMETRIES):
        image = transform(position, index)
        assert menace.beads(image) == {min(perm[sq] for sq in cls): beads[cls[0]] for cls in move_classes(position)}


def test_an_emptied_box_is_refilled() -> None:
    menace = MenacePlayer()
    position = Board.from_moves([0, 4])  # X to move, one bead left, on cell 2
    image, index = canonical(position)
    menace.boxes[image.key] = tuple(int(sq == representative_of(image.key)[SYMMETRIES[index][1]]) for sq in range(9))
    assert menace.distribution(position) == {1: 1}
    lost = Board.from_moves([0, 4, 1, 2, 8, 6])  # O wins on the 3-5-7 diagonal
    menace.learn(lost, Mark.X)
    assert menace.beads(position) == {cls[0]: INITIAL_BEADS[1] for cls in move_classes(position)}


def test_the_same_seed_trains_the_same_boxes(tmp_path: Path) -> None:
    a, b = MenacePlayer(), MenacePlayer()
    ra = train(a, make_opponent("naive"), 60, seed=3)
    rb = train(b, make_opponent("naive"), 60, seed=3)
    assert ra == rb and a.boxes == b.boxes and ra.games == ra.wins + ra.draws + ra.losses == 60


def test_training_against_perfect_teaches_it_to_draw() -> None:
    menace = MenacePlayer()
    early = train(menace, make_opponent("perfect"), 200, seed=1, side=Mark.X)
    train(menace, make_opponent("perfect"), 800, seed=2, side=Mark.X)
    late = train(menace, make_opponent("perfect"), 200, seed=3, side=Mark.X)
    assert early.wins == late.wins == 0
    assert late.draws > early.draws


def test_self_play_learns_both_sides() -> None:
    menace = MenacePlayer()
    result = train(menace, menace, 20, seed=9)
    assert result.games == 20 and menace.games == 40
    assert any(_board_of(k).turn is Mark.O for k in menace.boxes)
    assert any(_board_of(k).turn is Mark.X for k in menace.boxes)


def test_boxes_persist_and_reload(tmp_path: Path) -> None:
    menace = fresh(tmp_path)
    train(menace, make_opponent("random"), 30, seed=4)
    again = fresh(tmp_path)
    assert again.boxes == menace.boxes and again.games == 30 and again.problem is None
    data = json.loads((tmp_path / MENACE_FILE_NAME).read_text())
    assert data["format"] == FORMAT_NAME and data["version"] == FORMAT_VERSION


def test_game_over_learns_and_saves(tmp_path: Path) -> None:
    menace = fresh(tmp_path)
    board = play_game(menace, make_opponent("random"), random.Random(8))
    menace.game_over(board, Mark.X)
    assert fresh(tmp_path).boxes == menace.boxes and menace.games == 1


def test_reset_forgets_on_disk_too(tmp_path: Path) -> None:
    menace = fresh(tmp_path)
    train(menace, make_opponent("random"), 10, seed=5)
    menace.reset()
    assert menace.boxes == {} and fresh(tmp_path).boxes == {} and fresh(tmp_path).games == 0


#: X has the top row, O two of the middle row: the game is over, so no box can be kept for it.
X_WON = 0b111 | 0b11000 << 9


#: The empty board's box in version 2: beads on a corner, an edge and the centre, its three move classes.
OPENING = [4, 4, 0, 0, 4, 0, 0, 0, 0]


def _valid_file() -> dict:
    return {"format": FORMAT_NAME, "version": FORMAT_VERSION, "games": 1, "boxes": {"0": OPENING}}


def _broken(change) -> dict:
    data = _valid_file()
    change(data)
    return data


BAD_FILES = {
    "not json": b"{not json",
    "not text": b"\xff\xfe\x00",
    "a list": json.dumps([1, 2]).encode(),
    "other format": json.dumps(_broken(lambda d: d.update(format="chess"))).encode(),
    "new version": json.dumps(_broken(lambda d: d.update(version=FORMAT_VERSION + 1))).encode(),
    "version 0": json.dumps(_broken(lambda d: d.update(version=0))).encode(),
    "boolean version": json.dumps(_broken(lambda d: d.update(version=True))).encode(),
    "games negative": json.dumps(_broken(lambda d: d.update(games=-1))).encode(),
    "boxes a list": json.dumps(_broken(lambda d: d.update(boxes=[]))).encode(),
    "unknown position": json.dumps(_broken(lambda d: d["boxes"].update({"511": [1] * 9}))).encode(),
    "non-canonical position": json.dumps(_broken(lambda d: d["boxes"].update({"256": [0] * 8 + [1]}))).encode(),
    "finished position": json.dumps(_broken(lambda d: d["boxes"].update({str(X_WON): [0] * 5 + [1] * 4}))).encode(),
    "key with sign": json.dumps(_broken(lambda d: d["boxes"].update({"+0": OPENING}))).encode(),
    "short box": json.dumps(_broken(lambda d: d["boxes"].update({"0": [4] * 8}))).encode(),
    "string beads": json.dumps(_broken(lambda d: d["boxes"].update({"0": ["4"] * 9}))).encode(),
    "boolean beads": json.dumps(_broken(lambda d: d["boxes"].update({"0": [True] * 9}))).encode(),
    "negative beads": json.dumps(_broken(lambda d: d["boxes"].update({"0": [-1] + [4] * 8}))).encode(),
    "huge beads": json.dumps(_broken(lambda d: d["boxes"].update({"0": [MAX_BEADS + 1] + [4] * 8}))).encode(),
    "float beads": json.dumps(_broken(lambda d: d["boxes"].update({"0": [4.5] + [4] * 8}))).encode(),
    "beads on a taken square": json.dumps(_broken(lambda d: d["boxes"].update({"16": [1] * 9}))).encode(),
    "bead on a pooled square": json.dumps(_broken(lambda d: d["boxes"].update({"0": [4] * 9}))).encode(),
    "empty box in version 1": json.dumps(_broken(lambda d: d.update(version=1, boxes={"0": [0] * 9}))).encode(),
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_a_bad_file_is_set_aside_and_menace_starts_fresh(name: str, tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    path.write_bytes(BAD_FILES[name])
    menace = fresh(tmp_path)
    assert menace.distribution(Board()) == {sq: Fraction(1, 3) for sq in (0, 1, 4)}  # corner, edge, centre
    assert menace.boxes == {} and menace.games == 0
    assert menace.problem and "\n" not in menace.problem and "corrupt-1" in menace.problem
    assert not path.exists() and (tmp_path / f"{MENACE_FILE_NAME}.corrupt-1").read_bytes() == BAD_FILES[name]


def test_a_valid_file_is_accepted(tmp_path: Path) -> None:
    (tmp_path / MENACE_FILE_NAME).write_text(json.dumps(_valid_file()))
    menace = fresh(tmp_path)
    assert menace.boxes == {0: tuple(OPENING)} and menace.problem is None


def test_a_failed_save_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    menace = MenacePlayer(MenaceStore(blocker / MENACE_FILE_NAME))
    train(menace, make_opponent("random"), 2, seed=1)
    assert menace.problem and "cannot save" in menace.problem


def test_the_roster_s_menace_reads_nothing_until_used_and_saves_in_the_data_folder() -> None:
    menace = make_opponent("menace", save_learning=True)
    assert menace.learns and not data_dir().exists()
    board = play_game(menace, make_opponent("random"), random.Random(2))
    assert not data_dir().exists()
    menace.game_over(board, Mark.X)
    assert (data_dir() / MENACE_FILE_NAME).exists()
    assert make_opponent("menace").boxes == menace.boxes


def test_only_games_against_people_rewrite_the_saved_menace() -> None:
    from seated import seated

    from game.play.match import Place, Seat

    trained = make_opponent("menace", save_learning=True)
    trained.game_over(play_game(trained, make_opponent("random"), random.Random(3)), Mark.X)
    saved = (data_dir() / MENACE_FILE_NAME).read_bytes()
    # A tournament-style opponent learns in memory and leaves the file alone.
    player = make_opponent("menace")
    player.game_over(play_game(player, make_opponent("random"), random.Random(4)), Mark.X)
    assert player.games == 2 and (data_dir() / MENACE_FILE_NAME).read_bytes() == saved
    # Computer against computer (the attract mode) does not write either.
    match = seated(Seat("MENACE", "menace"), Seat("RANDOM", "random"), seed=1)
    while not match.board.is_over():
        match.apply(match.computer_move())
    assert (data_dir() / MENACE_FILE_NAME).read_bytes() == saved
    # A person's game does.
    match = seated(Seat("YOU"), Seat("MENACE", "menace"), seed=1)
    while not match.board.is_over():
        match.apply(match.computer_move() if match.computer_to_move() else Place(match.board.legal_moves()[0]))
    assert (data_dir() / MENACE_FILE_NAME).read_bytes() != saved


def test_its_box_can_be_shown() -> None:
    menace = MenacePlayer()
    text = menace.box_text(Board.from_moves([4]))
    assert "O to move" in text and "8 beads" in text  # a corner and an edge: the two moves up to symmetry
    assert text.splitlines()[1] == " 4 | 4 | ="
    assert text.splitlines()[3] == " = | X | ="


def test_reset_keeps_a_damaged_file_as_a_backup(tmp_path: Path) -> None:
    (tmp_path / MENACE_FILE_NAME).write_bytes(b"{damaged")
    menace = fresh(tmp_path)
    menace.reset()
    assert (tmp_path / f"{MENACE_FILE_NAME}.corrupt-1").read_bytes() == b"{damaged"
    assert menace.problem and fresh(tmp_path).boxes == {}


# -- pooling, the resign rule and the last draw ---------------------------------------------------


def test_move_classes_group_the_squares_a_position_s_own_symmetry_makes_equal(positions: list[Board]) -> None:
    assert move_classes(Board()) == ((0, 2, 6, 8), (1, 3, 5, 7), (4,))
    assert move_classes(Board.from_moves([1])) == ((0, 2), (3, 5), (4,), (6, 8), (7,))
    for board in (b for b in positions if not b.is_over()):
        classes = move_classes(board)
        assert sorted(sq for cls in classes for sq in cls) == list(board.legal_moves())
        own = [perm for i, perm in enumerate(SYMMETRIES) if transform(board, i).key == board.key]
        for cls in classes:
            assert list(cls) == sorted(cls) and {perm[cls[0]] for perm in own} == set(cls)


def test_beads_of_equivalent_moves_are_pooled_on_one_square() -> None:
    menace = MenacePlayer()
    game = Board.from_moves([8, 4, 0, 1, 7, 6, 2, 5, 3])  # a draw; X opened in a corner
    menace.learn(game, Mark.X)
    assert menace.beads(Board()) == {0: 4 + 1, 1: 4, 4: 4}  # the corners' 4 opening beads, and 1 for the draw
    assert menace.boxes[0] == (5, 4, 0, 0, 4, 0, 0, 0, 0)  # the corner's count sits on square 0
    assert sum(menace.distribution(Board()).values()) == 1 and 8 not in menace.distribution(Board())


def test_choose_draws_a_bead_and_remembers_the_draw() -> None:
    menace = MenacePlayer()
    assert menace.last_draw is None
    board = Board.from_moves([4])
    square = menace.choose(board, random.Random(5))
    draw = menace.last_draw
    assert draw is not None and draw.position == board and draw.square == square
    assert draw.beads == menace.beads(board) and square in draw.beads


def test_the_same_random_numbers_draw_by_the_beads() -> None:
    menace = MenacePlayer()
    menace.boxes[0] = (1, 2, 0, 0, 3, 0, 0, 0, 0)  # corner 1/6, edge 2/6, centre 3/6
    draws = [menace.choose(Board(), random.Random(seed)) for seed in range(600)]
    assert set(draws) == {0, 1, 4}
    assert draws.count(4) > draws.count(1) > draws.count(0) > 50


def _emptied(menace: MenacePlayer, position: Board, square: int) -> None:
    """Leave the box for ``position`` one bead, on ``square``."""
    image, index = canonical(position)
    first = representative_of(image.key)[SYMMETRIES[index][square]]
    menace.boxes[image.key] = tuple(int(sq == first) for sq in range(9))


def test_with_the_resign_rule_an_emptied_box_stays_empty_and_menace_resigns_there() -> None:
    menace = MenacePlayer(resign_when_empty=True)
    position = Board.from_moves([0, 4])
    _emptied(menace, position, 1)
    assert not menace.resigns(position)
    menace.learn(Board.from_moves([0, 4, 1, 2, 8, 6]), Mark.X)  # lost: the last bead goes
    assert menace.beads(position) == {1: 0, 2: 0, 5: 0, 8: 0} and menace.distribution(position) == {}
    assert menace.resigns(position) and menace.resigns(transform(position, 3))
    with pytest.raises(EmptyBoxError):
        menace.choose(position, random.Random(1))
    # Without the rule the same box plays from its initial beads again.
    menace.resign_when_empty = False
    assert not menace.resigns(position) and menace.beads(position) == {1: 3, 2: 3, 5: 3, 8: 3}


def test_a_resigned_game_is_a_loss_for_the_resigner_and_a_win_for_the_other() -> None:
    menace = MenacePlayer(resign_when_empty=True)
    board = Board.from_moves([4, 0])  # X resigns here
    assert menace.learn(board, Mark.X, resigned=Mark.X)
    assert menace.beads(Board())[4] == 4 - 1  # Michie's 4 opening beads, less 1 for the loss
    assert menace.learn(board, Mark.O, resigned=Mark.X)
    assert menace.beads(Board.from_moves([4]))[0] == 4 + 3  # O's opening 4, and 3 for the win
    assert menace.games == 2 and not menace.learn(board, Mark.X)  # unfinished and nobody resigned: nothing


def test_under_michies_rule_an_empty_opening_box_stays_empty_and_menace_has_given_up() -> None:
    """Michie's rule for every box, the first too: "an empty box means resignation" (issue 25, point 2)."""
    menace = MenacePlayer(resign_when_empty=True)
    _emptied(menace, Board(), 4)
    lost = Board.from_moves([4, 0, 1, 3, 2, 6])  # O wins down the left column
    assert lost.outcome().winner is Mark.O
    assert not menace.has_given_up
    menace.learn(lost, Mark.X)
    assert menace.beads(Board()) == {0: 0, 1: 0, 4: 0}
    assert menace.has_given_up and menace.resigns(Board()) and not menace.resigns(Board.from_moves([4]))
    # The named variant REFILL gives the opening box its first beads back.
    menace.resign_when_empty = False
    assert not menace.has_given_up and menace.beads(Board()) == {0: 4, 1: 4, 4: 4}


def test_forget_clears_memory_only_and_reset_writes_fresh_boxes() -> None:
    store = MemoryStore({Board().key: (0,) * 9}, games=7)
    demo = MenacePlayer(store, autosave=False, resign_when_empty=True)
    assert demo.has_given_up and demo.games == 7
    demo.forget()
    assert not demo.has_given_up and demo.games == 0
    assert store.load(box_keys()).boxes == {Board().key: (0,) * 9}  # the store is untouched
    player = MenacePlayer(store, autosave=False, resign_when_empty=True)
    assert player.has_given_up and player.reset()
    assert store.load(box_keys()).boxes == {} and store.load(box_keys()).games == 0
    assert not MenacePlayer(store, resign_when_empty=True).has_given_up


def test_the_roster_passes_the_resign_rule_to_menace() -> None:
    assert make_opponent("menace", menace=MenaceSetup(resigns=True)).resign_when_empty
    assert not make_opponent("menace").resign_when_empty
    assert not make_opponent("random", menace=MenaceSetup(resigns=True)).resigns(Board())


# -- the file's versions -------------------------------------------------------------------------


def test_a_version_1_file_is_pooled_and_kept_as_a_copy_before_the_first_save(tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    corner_x = str(Board.from_moves([0]).key)  # O to move: 1 and 3 are one class, 2 and 6 another, ...
    old = {"format": FORMAT_NAME, "version": 1, "games": 7,
           "boxes": {"0": [1, 2, 3, 4, 5, 6, 7, 8, 9], corner_x: [0, 2, 1, 3, 4, 9, 1, 9, 2]}}
    path.write_text(json.dumps(old))
    menace = fresh(tmp_path)
    assert menace.problem is None and menace.games == 7
    assert menace.boxes == {0: (1 + 3 + 7 + 9, 2 + 4 + 6 + 8, 0, 0, 5, 0, 0, 0, 0),
                            int(corner_x): (0, 2 + 3, 1 + 1, 0, 4, 9 + 9, 0, 0, 2)}
    # Each class keeps its chance: the corners' 20 of 45 beads before are their 20 of 45 now.
    assert menace.distribution(Board())[0] == Fraction(20, 45)
    before = path.read_bytes()
    menace.game_over(play_game(menace, make_opponent("random"), random.Random(3)), Mark.X)
    assert (tmp_path / f"{MENACE_FILE_NAME}.version-1-1").read_bytes() == before
    saved = json.loads(path.read_text())
    assert saved["version"] == FORMAT_VERSION == 2 and saved["games"] == 8
    menace.game_over(play_game(menace, make_opponent("random"), random.Random(4)), Mark.X)
    assert sorted(p.name for p in tmp_path.iterdir() if "version-1" in p.name) == [f"{MENACE_FILE_NAME}.version-1-1"]


def test_the_copy_of_a_version_1_file_takes_a_free_name_never_a_link_s(tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    path.write_text(json.dumps({"format": FORMAT_NAME, "version": 1, "games": 1, "boxes": {"0": [1] * 9}}))
    before = path.read_bytes()
    (tmp_path / f"{MENACE_FILE_NAME}.version-1-1").mkdir()  # taken: the copy goes to -2 ...
    (tmp_path / f"{MENACE_FILE_NAME}.version-1-2").symlink_to("/nonexistent/elsewhere")  # ... also taken
    menace = fresh(tmp_path)
    menace.game_over(play_game(menace, make_opponent("random"), random.Random(3)), Mark.X)
    assert (tmp_path / f"{MENACE_FILE_NAME}.version-1-3").read_bytes() == before
    assert json.loads(path.read_text())["version"] == 2


def test_a_version_2_file_with_beads_on_a_pooled_square_is_set_aside_saying_so(tmp_path: Path) -> None:
    path = tmp_path / MENACE_FILE_NAME
    path.write_text(json.dumps({**_valid_file(), "boxes": {"0": [4, 4, 1, 0, 4, 0, 0, 0, 0]}}))
    menace = fresh(tmp_path)
    assert menace.boxes == {} and menace.problem
    assert "box 0 has beads on square 2, which its symmetry pools on square 0" in menace.problem
    assert (tmp_path / f"{MENACE_FILE_NAME}.corrupt-1").exists()


def test_a_version_2_file_may_hold_an_empty_box(tmp_path: Path) -> None:
    key = canonical(Board.from_moves([0, 4]))[0].key
    (tmp_path / MENACE_FILE_NAME).write_text(json.dumps({**_valid_file(), "boxes": {str(key): [0] * 9}}))
    menace = fresh(tmp_path)
    assert menace.problem is None and menace.boxes == {key: (0,) * 9}
    menace.resign_when_empty = True
    assert menace.resigns(Board.from_moves([0, 4]))
