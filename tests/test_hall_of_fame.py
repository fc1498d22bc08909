"""The hall of fame's rules, a sitting's streak, and its file: validated, set aside when damaged, merged, cleared."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.cabinet.hall_of_fame import (
    FAME_FILE,
    FAME_FORM,
    MAX_STREAK,
    QUICKEST_CEILING,
    STREAK_FLOOR,
    FameChanges,
    FameRow,
    HallOfFame,
    Kind,
    Record,
    fame_from_json,
    fame_to_json,
    table,
)
from game.cabinet.sitting import Claim, Sitting, Verdict
from game.files.kept_json import load, save
from game.files.storage import KeptFile

WIN, DRAW, LOSS = 1, 0, -1


def hall(*records: tuple[str, Kind, str, int]) -> HallOfFame:
    fame = HallOfFame()
    for opponent_id, kind, initials, value in records:
        fame = fame.with_record(opponent_id, kind, Record(initials, value))
    return fame


# -- the rules -------------------------------------------------------------------------------------


def test_an_empty_table_takes_a_streak_from_the_floor_and_a_win_within_the_ceiling() -> None:
    empty = HallOfFame()
    assert [n for n in range(1, 8) if empty.beaten_by("perfect", Kind.STREAK, n)] == list(range(STREAK_FLOOR, 8))
    assert [n for n in range(3, 6) if empty.beaten_by("random", Kind.QUICKEST, n)] == list(
        range(3, QUICKEST_CEILING + 1))
    assert STREAK_FLOOR > 1  # so the first game against an empty table never asks for a streak


def test_a_new_record_must_be_strictly_better() -> None:
    fame = hall(("perfect", Kind.STREAK, "ABC", 5), ("random", Kind.QUICKEST, "XYZ", 4))
    assert [n for n in range(1, 9) if fame.beaten_by("perfect", Kind.STREAK, n)] == [6, 7, 8]
    assert [n for n in range(3, 6) if fame.beaten_by("random", Kind.QUICKEST, n)] == [3]
    assert fame.with_record("perfect", Kind.STREAK, Record("NEW", 5)) == fame  # a tie leaves the holder
    better = fame.with_record("perfect", Kind.STREAK, Record("NEW", 6))
    assert better.held("perfect", Kind.STREAK) == Record("NEW", 6)
    assert better.held("random", Kind.QUICKEST) == Record("XYZ", 4)  # the others untouched
    assert better.held("perfect", Kind.QUICKEST) is None and better.held("menace", Kind.STREAK) is None


def test_the_table_lists_the_opponents_given_in_order_with_empty_records() -> None:
    fame = hall(("random", Kind.QUICKEST, "XYZ", 3))
    assert table(fame, [("perfect", "Perfect"), ("random", "Random")]) == (
        FameRow("Perfect", None, None), FameRow("Random", None, Record("XYZ", 3)))
    assert HallOfFame().empty and not fame.empty


def test_records_in_words() -> None:
    assert Claim(Kind.STREAK, 5).words("PERFECT") == "LONGEST UNBEATEN RUN VS PERFECT: 5 GAMES"
    assert Claim(Kind.QUICKEST, 3).words("RANDOM") == "QUICKEST WIN VS RANDOM: 3 MOVES"
    assert Claim(Kind.STREAK, MAX_STREAK).words("CALCULATOR") == "LONGEST UNBEATEN RUN VS CALCULATOR: 1G+ GAMES"


# -- a sitting ------------------------------------------------------------------------------------


def test_a_streak_asks_once_at_the_floor_then_grows_in_its_holder_s_name_until_a_loss() -> None:
    sitting, fame = Sitting("perfect"), HallOfFame()
    for game in range(1, STREAK_FLOOR):
        verdict = sitting.judge(fame, DRAW, 5)
        assert verdict.claims == () and verdict.extended is None and sitting.streak == game
    verdict = sitting.judge(fame, DRAW, 5)
    assert verdict.claims == (Claim(Kind.STREAK, STREAK_FLOOR),)
    sitting.hold("ABC")
    fame = fame.with_record("perfect", Kind.STREAK, Record("ABC", STREAK_FLOOR))
    verdict = sitting.judge(fame, DRAW, 5)
    assert verdict.claims == () and verdict.extended == Record("ABC", STREAK_FLOOR + 1)
    fame = fame.with_record("perfect", Kind.STREAK, verdict.extended)
    assert sitting.judge(fame, LOSS, 4).claims == () and sitting.streak == 0 and sitting.holder is None
    for game in range(STREAK_FLOOR + 1):  # a new run has to beat the record its holder left
        assert sitting.judge(fame, WIN if game % 2 else DRAW, 5).claims == ()
    assert sitting.judge(fame, DRAW, 5).claims == (Claim(Kind.STREAK, STREAK_FLOOR + 2),)


def test_a_quick_win_claims_the_quickest_and_can_claim_both_at_once() -> None:
    fame = hall(("random", Kind.QUICKEST, "XYZ", 4))
    sitting = Sitting("random", streak=STREAK_FLOOR - 1)
    verdict = sitting.judge(fame, WIN, 3)
    assert verdict.claims == (Claim(Kind.STREAK, STREAK_FLOOR), Claim(Kind.QUICKEST, 3))
    assert Sitting("random").judge(fame, WIN, 4).claims == ()  # a tie
    assert Sitting("random").judge(fame, DRAW, 3).claims == ()  # a draw is no win
    assert Sitting("random").judge(HallOfFame(), WIN, 5).claims == ()  # the board full: no quick win


def test_a_win_by_resignation_keeps_the_streak_but_is_no_quickest_win() -> None:
    sitting = Sitting("menace", streak=STREAK_FLOOR - 1)
    verdict = sitting.judge(HallOfFame(), WIN, None)  # the opponent resigned before the person made a line
    assert verdict.claims == (Claim(Kind.STREAK, STREAK_FLOOR),) and sitting.streak == STREAK_FLOOR


def test_a_game_with_a_move_taken_back_sets_no_record_of_either_kind_and_ends_the_run() -> None:
    fame = HallOfFame()
    held = Sitting("random", streak=STREAK_FLOOR + 1, holder="ABC")  # a run already a record, in ABC's name
    assert held.judge(fame, WIN, 3, straight=False) == Verdict()  # neither raised nor a quickest win
    assert held.streak == 0 and held.holder is None
    nearly = Sitting("random", streak=STREAK_FLOOR - 1)  # one more game would make the streak a record
    assert nearly.judge(fame, DRAW, 5, straight=False) == Verdict() and nearly.streak == 0
    for game in range(1, STREAK_FLOOR):  # the run starts again from the next straight game
        assert nearly.judge(fame, DRAW, 5).claims == () and nearly.streak == game
    assert nearly.judge(fame, WIN, 3).claims == (Claim(Kind.STREAK, STREAK_FLOOR), Claim(Kind.QUICKEST, 3))


def test_a_holder_outdone_elsewhere_meanwhile_no_longer_grows_the_record() -> None:
    sitting = Sitting("perfect", streak=STREAK_FLOOR, holder="ABC")
    elsewhere = hall(("perfect", Kind.STREAK, "ZZZ", STREAK_FLOOR + 5))  # another copy's better run
    verdict = sitting.judge(elsewhere, DRAW, 5)
    assert verdict == Verdict() and sitting.holder is None


# -- the file -------------------------------------------------------------------------------------


def test_the_json_form_round_trips_and_is_versioned() -> None:
    fame = hall(("perfect", Kind.STREAK, "J.R", 12), ("perfect", Kind.QUICKEST, "ABC", 4),
                ("random", Kind.QUICKEST, "XYZ", 3))
    data = fame_to_json(fame)
    assert data["version"] == 1 and json.loads(json.dumps(data)) == data
    assert fame_from_json(data) == fame
    assert fame_from_json(fame_to_json(HallOfFame())) == HallOfFame()


@pytest.mark.parametrize("damage", [
    None, [], {"version": 2, "records": {}}, {"version": 1}, {"version": 1, "records": []},
    {"version": 1, "records": {"perfect": []}},
    {"version": 1, "records": {"perfect": {"longest": {"initials": "ABC", "value": 3}}}},
    {"version": 1, "records": {"perfect": {"streak": {"initials": "abc", "value": 3}}}},
    {"version": 1, "records": {"perfect": {"streak": {"initials": "ABCD", "value": 3}}}},
    {"version": 1, "records": {"perfect": {"streak": {"initials": "ABC", "value": 0}}}},
    {"version": 1, "records": {"perfect": {"streak": {"initials": "ABC", "value": True}}}},
    {"version": 1, "records": {"perfect": {"streak": {"initials": "ABC", "value": 10**10}}}},
    {"version": 1, "records": {"perfect": {"quickest": {"initials": "ABC", "value": 2}}}},
    {"version": 1, "records": {"perfect": {"quickest": {"initials": "ABC", "value": 6}}}},
    {"version": 1, "records": {"perfect": {"quickest": {"initials": "ABC", "value": "3"}}}},
    {"version": 1, "records": {"perfect": {"quickest": "ABC 3"}}},
])
def test_a_damaged_form_is_refused_with_a_reason(damage: object) -> None:
    with pytest.raises(ValueError):
        fame_from_json(damage)


def test_a_damaged_file_is_set_aside_and_the_hall_starts_afresh(tmp_path: Path) -> None:
    path = tmp_path / FAME_FILE
    path.write_text('{"version": 1, "records": {"perfect": {"streak": {"initials": "??", "value": 3}}}}')
    damaged = path.read_bytes()
    fame, problem = load(KeptFile(path), FAME_FORM)
    assert fame == HallOfFame() and problem and FAME_FILE in problem
    assert (tmp_path / f"{FAME_FILE}.corrupt-1").read_bytes() == damaged and not path.exists()
    record = FameChanges().with_record("random", Kind.QUICKEST, Record("ABC", 3))
    assert save(KeptFile(path), FAME_FORM, record.apply).state == record.apply(HallOfFame())


def test_two_copies_keep_the_better_record_of_each(tmp_path: Path) -> None:
    path = tmp_path / FAME_FILE
    one, two = KeptFile(path), KeptFile(path)
    assert load(one, FAME_FORM)[0] == load(two, FAME_FORM)[0] == HallOfFame()  # both start from nothing
    mine = FameChanges().with_record("perfect", Kind.STREAK, Record("ONE", 4)).with_record(
        "random", Kind.QUICKEST, Record("ONE", 4))
    theirs = FameChanges().with_record("perfect", Kind.STREAK, Record("TWO", 3)).with_record(
        "random", Kind.QUICKEST, Record("TWO", 3))
    save(one, FAME_FORM, mine.apply)
    merged = save(two, FAME_FORM, theirs.apply).state
    assert merged == load(KeptFile(path), FAME_FORM)[0]
    assert merged.held("perfect", Kind.STREAK) == Record("ONE", 4)  # the first copy's longer streak stays
    assert merged.held("random", Kind.QUICKEST) == Record("TWO", 3)  # and the second's quicker win goes in


def test_a_clear_is_a_change_so_a_later_save_brings_nothing_back(tmp_path: Path) -> None:
    path = tmp_path / FAME_FILE
    old = FameChanges().with_record("perfect", Kind.STREAK, Record("OLD", 9))
    save(KeptFile(path), FAME_FORM, old.apply)
    clear = FameChanges(cleared=True)
    # The clear could not be saved at once (say the lock was busy): it waits with what came after it.
    waiting = clear.with_record("random", Kind.QUICKEST, Record("NEW", 4))
    after = save(KeptFile(path), FAME_FORM, waiting.apply).state
    assert after.held("perfect", Kind.STREAK) is None and after.held("random", Kind.QUICKEST) == Record("NEW", 4)
    later = FameChanges().with_record("perfect", Kind.STREAK, Record("LAT", 3))  # a record after the clear
    again = save(KeptFile(path), FAME_FORM, later.apply).state
    assert again.held("perfect", Kind.STREAK) == Record("LAT", 3)  # not the old 9 merged back


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_file_that_cannot_be_read_is_never_saved_over(tmp_path: Path, kind: str) -> None:
    path = tmp_path / FAME_FILE
    os.mkfifo(path) if kind == "fifo" else path.mkdir()
    kept = KeptFile(path)
    fame, problem = load(kept, FAME_FORM)
    assert fame == HallOfFame() and problem and "not a regular file" in problem and not kept.writable
    saved = save(kept, FAME_FORM, FameChanges().with_record("random", Kind.QUICKEST, Record("ABC", 3)).apply)
    assert saved.state is None and saved.stopped
    assert path.is_dir() if kind == "folder" else path.is_fifo()
    assert not list(tmp_path.glob(f"{FAME_FILE}.corrupt-*"))


def test_a_save_that_cannot_write_says_the_hall_of_fame_is_not_being_saved(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the folder should be")
    saved = save(KeptFile(tmp_path / "data" / FAME_FILE), FAME_FORM, FameChanges(cleared=True).apply)
    assert saved.state is None and saved.stopped and "the hall of fame is not being saved" in (saved.problem or "")
