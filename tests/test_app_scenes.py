"""The scene stack, the registry and the shell's screens, driven through actions."""

from __future__ import annotations

import itertools

import pytest
from app_support import Probe, make_app, probe_registry, run_ticks

from game.app.input.actions import Action, ActionEvent
from game.app.input.cursor import board_move, list_move
from game.app.scenes import HelpScene, MenuScene, PauseScene, SettingsScene
from game.app.scenes.settings_scene import ROWS
from game.app.shell.loop import TICK_RATE
from game.app.shell.registry import ATTRACT, SceneRegistry, UnknownSceneError
from game.app.shell.scene import Scene
from game.app.store.settings import Settings

A = Action


@pytest.fixture
def app():
    app = make_app(scene="menu")
    run_ticks(app, 1)
    yield app
    app.close()


def choose(app, label: str) -> None:
    """Move the menu's cursor to an item by its label and select it."""
    menu = app.ctx.scenes.top
    menu.list.index = menu.labels.index(label)
    act(app, A.SELECT)


def act(app, *actions: Action, pos=None) -> None:
    """Hand actions to the app as the devices would, then run a tick."""
    for action in actions:
        app.dispatch(ActionEvent(action, 0, pos))
    run_ticks(app, 1)


class Tracer(Scene):
    """Logs its hooks into a shared list."""

    def __init__(self, name: str, log: list[str], overlay: bool = False) -> None:
        self.name, self.log = name, log
        self.overlay = overlay  # type: ignore[misc]

    def enter(self, ctx) -> None:
        self.log.append(f"enter {self.name}")

    def exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def covered(self) -> None:
        self.log.append(f"cover {self.name}")

    def uncovered(self) -> None:
        self.log.append(f"uncover {self.name}")


def test_push_pop_replace_reset_call_hooks_in_order_and_log_scene_changes(app) -> None:
    log: list[str] = []
    events: list[dict] = []
    app.ctx.events.listen(events.append)
    stack = app.ctx.scenes
    stack.push(Tracer("a", log))
    stack.push(Tracer("b", log))
    stack.replace(Tracer("c", log))
    stack.pop()
    stack.push(Tracer("d", log))
    assert stack.pop_to("a") and stack.names() == ["menu", "a"]
    assert not stack.pop_to("nowhere")
    stack.reset(Tracer("e", log))
    assert log == [
        "enter a", "cover a", "enter b", "exit b", "enter c", "exit c", "uncover a",
        "cover a", "enter d", "exit d", "uncover a", "exit a", "enter e",
    ]
    assert [(e["event"], e["scene"]) for e in events] == [
        ("scene_enter", "a"), ("scene_enter", "b"), ("scene_exit", "b"), ("scene_enter", "c"),
        ("scene_exit", "c"), ("scene_enter", "d"), ("scene_exit", "d"), ("scene_exit", "a"),
        ("scene_exit", "menu"), ("scene_enter", "e"),
    ]
    assert all(e["tick"] == app.ctx.tick for e in events)


def test_overlays_let_the_scene_below_show(app) -> None:
    log: list[str] = []
    stack = app.ctx.scenes
    stack.push(Tracer("game", log))
    stack.push(Tracer("overlay", log, overlay=True))
    assert [s.name for s in stack.visible()] == ["game", "overlay"]
    stack.push(Tracer("opaque", log))
    assert [s.name for s in stack.visible()] == ["opaque"]


def test_registry_creates_by_name_and_lists_names_on_a_miss() -> None:
    registry = probe_registry()
    assert isinstance(registry.create("probe"), Probe)
    with pytest.raises(UnknownSceneError, match="attract, bigboard, bigboard_setup, continue, controls, hall_of_fame, help, initials, input_test, lessons, magic15, matchboxes, menu, operator, pause, pick15, probe, settings, setup, sound_test, tictactoe, wargames"):
        registry.create("pick16")
    with pytest.raises(ValueError, match="already registered"):
        registry.register("probe", Probe)


def test_menu_lists_only_registered_scenes_in_menu_order() -> None:
    registry = probe_registry()
    registry.register("zeta", Probe, menu_label="ZETA", menu_order=35)
    registry.register("alpha", Probe, menu_label="ALPHA", menu_order=5)
    app = make_app(scene="menu")
    app.registry = app.ctx.registry = registry
    app.ctx.scenes.reset(registry.create("menu"))
    try:
        assert app.ctx.scenes.top.labels == [
            "ALPHA", "PICK15", "TICTACTOE", "MAGIC15", "BIG BOARD", "ZETA", "WARGAMES", "LESSONS", "HALL OF FAME", "SETTINGS", "HELP",
            "QUIT",
        ]
    finally:
        app.close()


def test_menu_cursor_stops_at_the_ends_and_select_opens_the_scene(app) -> None:
    menu = app.ctx.scenes.top
    act(app, A.UP)
    assert menu.list.index == 0
    act(app, *[A.DOWN] * len(menu.labels))
    assert menu.list.index == len(menu.labels) - 1 == menu.labels.index("QUIT")
    act(app, A.UP, A.UP, A.SELECT)
    assert app.ctx.scenes.names() == ["menu", "settings"]
    act(app, A.BACK)
    assert app.ctx.scenes.names() == ["menu"]


def test_back_on_the_menu_from_a_screen_chosen_there_the_cursor_starts_at_the_top(app) -> None:
    menu = app.ctx.scenes.top
    settings_row = menu.labels.index("SETTINGS")
    act(app, *[A.DOWN] * settings_row, A.SELECT)
    assert app.ctx.scenes.names() == ["menu", "settings"]
    act(app, A.BACK)
    assert app.ctx.scenes.names() == ["menu"] and menu.list.index == 0
    act(app, A.BACK, A.SELECT, A.SELECT)  # QUIT?, answered NO: the cursor stays where the question was asked, QUIT
    assert menu.list.index == menu.labels.index("QUIT")


def test_after_a_game_left_by_the_pause_menu_the_menu_cursor_starts_at_the_top(app) -> None:
    menu = app.ctx.scenes.top
    choose(app, "TICTACTOE")  # the setup
    act(app, A.SELECT)  # START
    assert app.ctx.scenes.names() == ["menu", "tictactoe"]
    act(app, A.PAUSE, A.DOWN, A.DOWN, A.DOWN, A.SELECT)  # MAIN MENU
    if app.ctx.scenes.top.name == "confirm":  # LEAVE GAME? (the computer may have moved): YES
        act(app, A.RIGHT, A.SELECT)
    assert app.ctx.scenes.names() == ["menu"]
    assert menu.list.index == 0 and menu.labels[0] == "PICK15"


def test_menu_back_goes_to_quit_and_quit_asks_first(app) -> None:
    act(app, A.BACK, A.SELECT)
    assert app.ctx.scenes.names() == ["menu", "confirm"] and not app.done
    act(app, A.SELECT)  # the cursor starts on NO
    assert app.ctx.scenes.names() == ["menu"] and not app.done
    act(app, A.BACK, A.SELECT, A.RIGHT, A.SELECT)
    assert app.done


def test_mouse_hover_moves_the_menu_cursor_and_click_selects(app) -> None:
    menu = app.ctx.scenes.top
    help_row = menu.labels.index("HELP")
    rect = menu.list.row_rect(help_row)
    act(app, A.POINT, pos=rect.center)
    assert menu.list.index == help_row
    act(app, A.CLICK, pos=(2, 2))  # nothing there
    assert app.ctx.scenes.names() == ["menu"]
    act(app, A.CLICK, pos=rect.center)
    assert app.ctx.scenes.names() == ["menu", "help"]


def registry_without_attract() -> SceneRegistry:
    """The shell's own screens and the probe, but no attract mode."""
    registry = SceneRegistry()
    for scene in (MenuScene, SettingsScene, HelpScene, PauseScene, Probe):
        registry.register(scene.name, scene)
    return registry


def test_menu_starts_the_attract_mode_after_the_idle_time_only_if_registered() -> None:
    registry = registry_without_attract()
    app = make_app(scene="menu")
    try:
        app.registry = app.ctx.registry = registry
        app.ctx.scenes.reset(registry.create("menu"))
        app.ctx.settings.update(attract_idle_seconds=10)
        run_ticks(app, 10 * TICK_RATE + 5)
        assert app.ctx.scenes.names() == ["menu"]  # nothing registered as attract
        registry.register(ATTRACT, Probe)
        app.idle.touch()
        run_ticks(app, 10 * TICK_RATE - 2)
        act(app, A.DOWN)  # a key press starts the wait again
        run_ticks(app, 10 * TICK_RATE - 2)
        assert app.ctx.scenes.names() == ["menu"]
        run_ticks(app, 2)
        assert app.ctx.scenes.names() == ["menu", "probe"]
    finally:
        app.close()


def test_attract_idle_zero_means_never(app) -> None:
    assert ATTRACT in app.ctx.registry
    app.ctx.settings.update(attract_idle_seconds=0)
    run_ticks(app, 2 * TICK_RATE)
    assert app.ctx.scenes.names() == ["menu"]


def test_settings_change_with_left_right_apply_at_once_and_persist(app, private_home) -> None:
    choose(app, "SETTINGS")
    scene = app.ctx.scenes.top
    assert scene.name == "settings"
    fields = [row.field for row in ROWS]
    for _ in range(fields.index("volume")):
        act(app, A.DOWN)
    act(app, A.LEFT, A.LEFT)
    assert app.ctx.config.volume == pytest.approx(0.5)
    for _ in range(fields.index("theme") - fields.index("volume")):
        act(app, A.DOWN)
    act(app, A.RIGHT)
    for _ in range(fields.index("first_player") - fields.index("theme")):
        act(app, A.DOWN)
    act(app, A.SELECT)
    saved = (private_home / "config" / "settings.json").read_text()
    assert '"volume": 0.5' in saved and '"green-blue"' in saved and '"computer"' in saved


def test_settings_values_stop_or_wrap_as_they_should(app) -> None:
    from game.app.scenes.settings_scene import changed

    s = Settings(volume=1.0, attract_idle_seconds=3600)
    assert changed(s, "volume", +1) == 1.0 and changed(s, "volume", -1) == 0.9
    assert changed(s, "attract_idle_seconds", +1) == 3600
    assert changed(Settings(attract_idle_seconds=37), "attract_idle_seconds", -1) == 30
    assert changed(Settings(volume=0.73), "volume", +1) == 0.8
    assert changed(s, "fullscreen", -1) is True
    ids = [changed(s, "opponent", +1)]
    while ids[-1] != s.opponent:
        ids.append(changed(Settings(opponent=ids[-1]), "opponent", +1))
    assert len(ids) == len(set(ids)) >= 2  # cycles through the roster


def test_clicking_a_settings_value_changes_it(app) -> None:
    app.ctx.scenes.push(app.registry.create("settings"))
    run_ticks(app, 1)
    scene = app.ctx.scenes.top
    row = [r.field for r in ROWS].index("crt")
    y = scene.list.row_rect(row).centery
    act(app, A.CLICK, pos=(300, y))
    assert app.ctx.config.crt is False and scene.list.index == row


def test_help_turns_pages_and_back_leaves(app) -> None:
    app.ctx.scenes.push(app.registry.create("help"))
    run_ticks(app, 1)
    scene = app.ctx.scenes.top
    act(app, A.LEFT)
    assert scene.page == 0
    act(app, A.RIGHT, A.RIGHT, A.RIGHT)
    assert scene.page == 2  # the third and last page (controls, speech, the games): it stops there
    act(app, A.BACK)
    assert app.ctx.scenes.names() == ["menu"]


def test_pause_resumes_opens_settings_and_returns_to_the_menu() -> None:
    app = make_app()
    try:
        act(app, A.PAUSE)
        assert app.ctx.scenes.names() == ["menu", "probe", "pause"]
        act(app, A.BACK)
        assert app.ctx.scenes.names() == ["menu", "probe"]
        act(app, A.PAUSE, A.DOWN, A.SELECT)
        assert app.ctx.scenes.names() == ["menu", "probe", "pause", "settings"]
        act(app, A.BACK)
        assert app.ctx.scenes.top.list.index == 0  # back on the pause menu, the cursor on RESUME as it opened
        act(app, A.DOWN, A.DOWN, A.DOWN, A.SELECT)
        assert app.ctx.scenes.names() == ["menu"]
    finally:
        app.close()


def test_pause_is_only_for_pausable_scenes(app) -> None:
    act(app, A.PAUSE)
    assert app.ctx.scenes.names() == ["menu"]


def ti83_move(p: int, key: int) -> int:
    """The TI-83 "M.E.N.A.C.E." program's own formula, cells 1-9 and TI-83 key codes (24 left, 25 up, 26 right, 34 down)."""
    return p + (key == 26) * (p < 9) - (key == 24) * (p > 1) + 3 * (key == 34) * (p <= 6) - 3 * (key == 25) * (p >= 4)


def test_board_cursor_moves_exactly_like_the_ti83_program() -> None:
    keys = {A.LEFT: 24, A.UP: 25, A.RIGHT: 26, A.DOWN: 34}
    for square, (action, key) in itertools.product(range(9), keys.items()):
        assert board_move(square, action) + 1 == ti83_move(square + 1, key)


def test_list_cursor_stops_at_both_ends() -> None:
    assert [list_move(i, 3, A.DOWN) for i in range(3)] == [1, 2, 2]
    assert [list_move(i, 3, A.UP) for i in range(3)] == [0, 0, 1]


def test_every_screen_fits_the_logical_resolution() -> None:
    """No text runs off the 320x180 canvas: every screen's drawing stays inside it."""
    app = make_app(scene="menu")
    try:
        for name in ("menu", "settings", "help", "pause"):
            app.ctx.scenes.reset(app.registry.create("menu"))
            if name != "menu":
                app.ctx.scenes.push(app.registry.create(name))
            pages = 2 if name == "help" else 1
            for _ in range(pages):
                app.draw()
                surface = app.screen.surface
                background = app.ctx.palette.background
                edge = [surface.get_at((x, y))[:3] for x in range(surface.get_width()) for y in (0, surface.get_height() - 1)]
                edge += [surface.get_at((x, y))[:3] for y in range(surface.get_height()) for x in (0, surface.get_width() - 1)]
                assert set(edge) == {background}, name
                act(app, A.RIGHT)
    finally:
        app.close()


def test_an_empty_registry_has_no_menu_entries() -> None:
    assert SceneRegistry().menu_entries() == []


def test_every_opponent_name_and_description_fits_the_settings_screen() -> None:
    from game.app.render.font import BitmapFont
    from game.app.render.ui import MARGIN, WIDTH
    from game.app.scenes.settings_scene import ABOUT_LINES, COLUMN, opponent_info
    from game.opponents import roster_ids

    font = BitmapFont.load()
    for opponent_id in roster_ids():
        name, about = opponent_info(opponent_id)
        assert font.size(name)[0] < COLUMN.right - COLUMN.left - 24, name  # clear of both arrows
        assert len(font.wrap(about, WIDTH - 2 * MARGIN)) <= ABOUT_LINES, about


def test_every_settings_row_fits_beside_its_value_and_its_explanation_under_the_list() -> None:
    from game.app.render.font import BitmapFont
    from game.app.render.ui import HINT_Y, MARGIN, UNDERLINE_GAP, WIDTH
    from game.app.render.font import GLYPH_H
    from game.app.scenes.settings_scene import (ABOUT_LINES, ABOUT_PITCH, ABOUT_Y, ARROW_WIDTH, COLUMN, ROW_SPACING,
                                                ROWS_TOP, SEAT_LABEL_LINES, VISIBLE_ROWS)

    font = BitmapFont.load()
    for row in ROWS:
        assert COLUMN.label_x + font.size(row.label)[0] < COLUMN.left - ARROW_WIDTH, row.label
        assert len(font.wrap(row.about, WIDTH - 2 * MARGIN)) <= ABOUT_LINES, row.label
    assert ROW_SPACING >= font.line_height + UNDERLINE_GAP + 2  # room between a row's underline and the next row
    last_underline = ROWS_TOP + (min(len(ROWS), VISIBLE_ROWS) - 1) * ROW_SPACING + font.line_height + UNDERLINE_GAP
    # On OPPONENT a computer's labels from each seat take a line above its description.
    # Two dark rows at least between the explanation's lines, and between its last line and the key hints: with one,
    # a paragraph's lines all but touch.
    assert ABOUT_PITCH - GLYPH_H >= 2
    last_bottom = ABOUT_Y + (SEAT_LABEL_LINES + ABOUT_LINES - 1) * ABOUT_PITCH + GLYPH_H
    assert last_underline < ABOUT_Y and last_bottom + 2 <= HINT_Y


def test_a_long_list_scrolls_to_its_cursor_and_its_marks_scroll_by_mouse() -> None:
    from game.app.input.actions import Action, ActionEvent
    from game.app.render.ui import MORE_ABOVE, MORE_BELOW, CursorList, Nav

    rows = CursorList(13, 24, 12, 6, 300, visible=9)
    assert list(rows.shown()) == list(range(9)) and rows.more_marks()[0] is None
    mark, beside, beyond = rows.more_marks()[1]
    assert (mark, beside, beyond) == (MORE_BELOW, 8, 9)
    nav = rows.handle(ActionEvent(Action.CLICK, pos=rows.mark_rect(beside).center))
    assert nav is Nav.MOVED and rows.index == 9 and list(rows.shown()) == list(range(1, 10))  # scrolled, not chosen
    for _ in range(5):
        rows.handle(ActionEvent(Action.DOWN))
    assert rows.index == 12 and list(rows.shown()) == list(range(4, 13)) and rows.more_marks()[1] is None
    assert rows.more_marks()[0][0] == MORE_ABOVE and rows.text_y(12) == 24 + 8 * 12  # the last row on show, in place
    assert rows.row_at((100, rows.text_y(4) + 1)) == 4 and rows.row_at((100, 24 + 9 * 12 + 1)) is None


def test_clicking_the_settings_more_mark_scrolls_and_changes_nothing() -> None:
    from app_support import make_app, run_ticks

    from game.app.input.actions import Action, ActionEvent

    app = make_app(scene="settings")
    try:
        run_ticks(app, 2)
        scene, before = app.ctx.scenes.top, app.ctx.config
        _, below = scene.list.more_marks()
        assert below is not None
        scene.handle(ActionEvent(Action.CLICK, pos=scene.list.mark_rect(below[1]).center))
        assert scene.list.index == below[2] and below[2] in scene.list.shown()
        assert app.ctx.config == before  # the row scrolled into view was not changed
    finally:
        app.close()
