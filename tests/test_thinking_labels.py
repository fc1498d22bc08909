"""Show thinking is legible in every view: each label has room of its own, Pick15 in THREE VIEWS has them too,
and the shares shown together add up to 100%, MENACE's mirror squares splitting their beads.

Layout assertions: for every display and positions through a game, no label box
overlaps another, a number or a mark's cell it is not in, and each lies in its
cell (under its box in Pick15) and on the screen.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pygame
import pytest
from app_support import make_app, run_ticks

from game.app.input.actions import Action, ActionEvent
from game.analysis.shares import whole_percents
from game.app.matches.thinking import LEGEND_CHARS, thinking
from game.app.render.boardviews import cell_rects, label_room, label_spots, number_rect
from game.app.render.font import BitmapFont
from game.app.render.game_layout import Display, layout
from game.app.render.screen import LOGICAL_SIZE
from game.engine import Board, View, move_classes, number_of, reachable
from game.opponents import make_opponent

SCREEN = pygame.Rect((0, 0), LOGICAL_SIZE)
#: Positions with many free cells and few: the empty board, a corner opening, a middle game.
POSITIONS = (Board(), Board.from_moves([0]), Board.from_moves([4, 0]), Board.from_moves([0, 4, 8]),
             Board.from_moves([0, 4, 8, 2, 6]))


@pytest.mark.parametrize("display", list(Display), ids=[d.value for d in Display])
@pytest.mark.parametrize("opponent_id", ["perfect", "menace", "weights", "random"])
def test_thinking_labels_have_room_of_their_own_in_every_view(display: Display, opponent_id: str) -> None:
    pygame.init()
    font = BitmapFont.load()
    opponent = make_opponent(opponent_id)
    for board, (view, rect) in itertools.product(POSITIONS, layout(display).boards):
        shown = thinking(opponent, board)
        texts = {sq: (label.text, label.note) if label.note else (label.text,) for sq, label in shown.labels.items()}
        cells = cell_rects(view, rect)
        spots = label_spots(view, cells, texts, font)
        assert set(spots) == set(texts), f"{display.value}/{view.value}: a label has no place"
        room = label_room(cells, spots) if view is View.MAGIC15 else {}
        for square, spot in spots.items():
            where = f"{display.value}/{view.value} {opponent_id} {board.notation()} square {square}"
            assert SCREEN.contains(spot.box), where
            if view is View.PICK15:
                assert not any(spot.box.colliderect(cell) for cell in cells), f"{where}: over a number's box"
            else:
                assert cells[square].contains(spot.box), f"{where}: out of its cell"
            if view is not View.TICTACTOE:
                digit, _ = number_rect(font, cells[square], number_of(square), room.get(square, 0))
                assert not spot.box.colliderect(digit), f"{where}: over its number"
            for other, box in spots.items():
                assert other == square or not spot.box.colliderect(box.box), f"{where}: over another label"


def test_labels_in_an_empty_tictactoe_cell_are_big() -> None:
    pygame.init()
    font = BitmapFont.load()
    view, rect = layout(Display.TICTACTOE).boards[0]
    spots = label_spots(view, cell_rects(view, rect), {4: ("D",)}, font)
    assert spots[4].scale > 1


@pytest.mark.parametrize("display", list(Display), ids=[d.value for d in Display])
def test_every_view_shows_the_thinking_with_its_legend(display: Display) -> None:
    app = make_app(scene="tictactoe")
    try:
        app.ctx.settings.update(opponent="perfect", show_thinking=True)
        run_ticks(app, 1)
        scene = app.ctx.scenes.top
        while scene.display is not display:
            app.dispatch(ActionEvent(Action.SWITCH_VIEW))
        app.dispatch(ActionEvent(Action.SELECT))  # the person's move: the computer thinks
        run_ticks(app, 1)
        look = scene._look()
        for view, rect in layout(display).boards:
            assert scene.score_layout(view, rect, look), f"{display.value}: no thinking on {view.value}"
        where = layout(display)
        if where.compact:  # THREE VIEWS has no room elsewhere: the bottom line carries the legend meanwhile
            assert scene.hint() is None
        else:  # the thinker's panel, or the line under Pick15's row, carries it; the keys stay on the bottom line
            assert scene.hint() is not None and "PAUSE" in scene.hint().text
            in_panel = scene.panel(1).legend == scene.thinking.legend and not scene.panel(0).legend
            assert in_panel != where.wide and (scene._legend_place().value == "under_row") == where.wide
    finally:
        app.close()


@pytest.mark.parametrize("board", POSITIONS[:3], ids=["empty", "corner", "centre"])
def test_menace_shows_each_squares_share_adding_to_100_with_mirror_squares_splitting_their_beads(board: Board) -> None:
    """A fresh MENACE's boxes, by hand from its first beads (4 per move class for moves 1 and 2, 3 for moves 3
    and 4): each square shows its share of the move, and they add up to 100%."""
    shown = thinking(make_opponent("menace"), board)
    assert set(shown.labels) == set(board.legal_moves())
    texts = {sq: (label.text, label.note) for sq, label in shown.labels.items()}
    assert sum(int(text[:-1]) for text, _ in texts.values()) == 100
    if board == Board():
        # 12 beads: the centre's 4 (33 1/3%), the four corners' 4 split (1 each, 8 1/3%), the four edges' likewise.
        # Rounded down that is 33 + 8 x 8 = 97: the three points left go to the lowest squares, 1, 2 and 3.
        assert texts[4] == ("33%", "4B")
        assert [texts[sq] for sq in (0, 1, 2)] == [("9%", "1B")] * 3
        assert [texts[sq] for sq in (3, 5, 6, 7, 8)] == [("8%", "1B")] * 5
    if board == Board.from_moves([0]):
        # After a corner, mirror pairs across the diagonal: 1|3, 2|6, 5|7 hold 4 beads each, 4 and 8 alone 4 each:
        # 20 beads, so 20% on each lone square and 10% (2 beads) on each square of a pair.
        assert texts[4] == texts[8] == ("20%", "4B")
        assert all(texts[sq] == ("10%", "2B") for sq in (1, 3, 2, 6, 5, 7))
    if board == Board.from_moves([4, 0]):
        # Centre, then corner: the same pairs and 8 alone, 3 beads each (12): 25% on 8, 12.5% on each paired square
        # (13% on the lower three, 12% on the rest), and 3 beads do not split into whole ones, so none are shown.
        assert texts[8] == ("25%", "3B")
        assert [texts[sq] for sq in (1, 2, 3, 5, 6, 7)] == [("13%", "")] * 3 + [("12%", "")] * 3
    assert "MIRROR" in shown.legend and len(shown.legend) <= LEGEND_CHARS
    for cls in move_classes(board):
        if len(cls) > 1:
            assert len({texts[sq][1] for sq in cls}) == 1  # mirror squares split their beads evenly


def test_whole_percents_add_up_to_100() -> None:
    """Seven equal chances are not 14% seven times (98%): two of them read 15%."""
    seven = whole_percents({sq: Fraction(1, 7) for sq in range(7)})
    assert sum(seven.values()) == 100 and sorted(seven.values()) == [14] * 5 + [15] * 2
    assert whole_percents({0: Fraction(1, 3), 1: Fraction(2, 3)}) == {0: 33, 1: 67}
    assert whole_percents({0: Fraction(1, 8), 1: Fraction(7, 8)}) == {0: 13, 1: 87}  # 12.5 and 87.5: the lower square


@pytest.mark.parametrize("opponent_id", ["random", "naive", "center", "menace"])
def test_chances_shown_together_add_up_to_100_in_every_position(opponent_id: str) -> None:
    opponent = make_opponent(opponent_id)
    for board in reachable().values():
        if board.is_over():
            continue
        labels = thinking(opponent, board).labels
        assert sum(int(label.text[:-1]) for label in labels.values()) == 100, board.notation()


@pytest.mark.parametrize("opponent_id", ["perfect", "menace"])
def test_thinking_stays_on_the_board_until_the_player_acts(opponent_id: str) -> None:
    """Half a second was too short to read nine labels: with show thinking on, the computer waits for the player."""
    app = make_app(scene="tictactoe")
    try:
        app.ctx.settings.update(opponent=opponent_id, show_thinking=True)
        run_ticks(app, 1)
        scene = app.ctx.scenes.top
        app.dispatch(ActionEvent(Action.SELECT))  # the person's move: the computer thinks
        run_ticks(app, 600)  # ten seconds
        assert len(scene.match.board.moves) == 1 and scene.held
        assert scene.panel(1).status == "ENTER/CLICK"
        app.dispatch(ActionEvent(Action.SELECT))  # the player has read it: the computer moves
        run_ticks(app, 1)
        assert len(scene.match.board.moves) == 2 and not scene.held
        app.ctx.settings.update(show_thinking=False)
        app.dispatch(ActionEvent(Action.CLICK, 0, cell_rects(scene.view, layout(scene.display).boards[0][1])[
            next(sq for sq in range(9) if scene.match.board.mark_at(sq) is None)].center))
        run_ticks(app, 40)  # without thinking, its usual half-second pause
        assert len(scene.match.board.moves) == 4
    finally:
        app.close()


def test_a_legend_in_a_panel_never_leaves_a_one_letter_key_at_a_line_s_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """PERFECT's legend in TicTacToe's side panel: W, D and L each stay on the line of the word they stand for."""
    from game.app.render.boardviews import Look
    from game.app.render.game_screen import PanelInfo, draw_panel
    from game.app.render.palette import palette_for
    from game.values.theme import Theme
    from game.engine import Mark
    from game.values.tally import Tally

    pygame.init()
    font = BitmapFont.load()
    legend = thinking(make_opponent("perfect"), Board().play(4)).legend
    lines: list[str] = []
    draw = BitmapFont.draw
    monkeypatch.setattr(BitmapFont, "draw", lambda self, surface, text, *a, **k: (lines.append(text),
                                                                                  draw(self, surface, text, *a, **k))[1])
    rect = layout(Display.TICTACTOE).panels[1]
    info = PanelInfo("PERFECT", Mark.O, "ENTER/CLICK", Tally(0, 0, 0), None, True, "", legend)
    draw_panel(pygame.Surface(LOGICAL_SIZE), rect, info, Look(palette_for(Theme.XO, False), font), wide=False)
    shown = lines[lines.index("ENTER/CLICK") + 1:][:5]
    assert " ".join(shown).startswith("PERFECT: W WIN D DRAW L LOSS")
    assert all(len(line.split()[-1]) > 1 for line in shown if line.split()), shown
    assert "W WIN" in shown[1] or "W WIN" in shown[0]
