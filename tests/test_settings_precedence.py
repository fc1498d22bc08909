"""Which say wins as a session starts, without a window: the expected values written from docs/command-line.md
(``--fullscreen``/``--windowed`` "this run", ``--kiosk`` "full screen, in the attract mode unless --scene says
otherwise", ``--window-size`` "kiosk mode keeps it", ``--replay`` "same ... first scene and settings") and
docs/cabinet.md (kiosk mode "starts full screen, in the WarGames attract mode")."""

from __future__ import annotations

from game.app.shell.precedence import Asked, InForce, first_scene, settings_in_force
from game.app.store.settings import Settings

HOME = Settings()  # saved: windowed, no kiosk
SAVED_FULL = Settings(fullscreen=True)
SAVED_CABINET = Settings(kiosk=True, fullscreen=True)
SAVED_CABINET_WINDOWED = Settings(kiosk=True, fullscreen=False)  # a file written by hand


def test_with_nothing_asked_the_saved_settings_are_in_force_and_nothing_is_held() -> None:
    assert settings_in_force(SAVED_FULL, Asked(), replaying=False) == InForce(Settings(fullscreen=True), frozenset())


def test_fullscreen_and_windowed_win_over_the_saved_setting_for_this_session_only() -> None:
    assert settings_in_force(HOME, Asked(fullscreen=True), replaying=False) == InForce(Settings(fullscreen=True),
                                                                     frozenset({"fullscreen"}))
    assert settings_in_force(SAVED_FULL, Asked(fullscreen=False), replaying=False) == InForce(Settings(fullscreen=False),
                                                                            frozenset({"fullscreen"}))


def test_kiosk_makes_a_cabinet_full_screen_this_session() -> None:
    assert settings_in_force(HOME, Asked(kiosk=True), replaying=False) == InForce(Settings(kiosk=True, fullscreen=True),
                                                                frozenset({"kiosk", "fullscreen"}))


def test_a_saved_cabinet_fills_its_screen_even_when_its_file_says_windowed() -> None:
    assert settings_in_force(SAVED_CABINET_WINDOWED, Asked(), replaying=False) == InForce(Settings(kiosk=True, fullscreen=True),
                                                                        frozenset({"fullscreen"}))
    assert settings_in_force(SAVED_CABINET, Asked(), replaying=False) == InForce(Settings(kiosk=True, fullscreen=True), frozenset())


def test_a_window_size_keeps_a_cabinet_in_its_window() -> None:
    assert settings_in_force(HOME, Asked(kiosk=True, sized=True), replaying=False) == InForce(Settings(kiosk=True, fullscreen=False),
                                                                            frozenset({"kiosk"}))


def test_a_cabinet_rule_beats_windowed_unless_a_size_was_asked() -> None:
    # The command line refuses --kiosk --windowed; a saved cabinet with --windowed still fills its screen.
    assert settings_in_force(SAVED_CABINET, Asked(fullscreen=False), replaying=False).settings.fullscreen is True
    assert settings_in_force(SAVED_CABINET, Asked(fullscreen=False, sized=True), replaying=False).settings.fullscreen is False


def test_a_replay_plays_with_its_recorded_settings_and_ignores_kiosk() -> None:
    recorded = Settings(volume=0.3)
    assert settings_in_force(recorded, Asked(kiosk=True), replaying=True) == InForce(Settings(volume=0.3),
                                                                                          frozenset())
    # A recorded cabinet session is a cabinet again, full screen.
    assert settings_in_force(SAVED_CABINET_WINDOWED, Asked(), replaying=True) == InForce(
        Settings(kiosk=True, fullscreen=True), frozenset({"fullscreen"}))


def test_a_replay_still_takes_fullscreen_or_windowed_from_the_command_line() -> None:
    assert settings_in_force(Settings(), Asked(fullscreen=True), replaying=True) == InForce(
        Settings(fullscreen=True), frozenset({"fullscreen"}))


def test_a_cabinet_opens_on_its_attract_mode_unless_a_scene_was_asked() -> None:
    cabinet = Settings(kiosk=True)
    assert first_scene("menu", cabinet, replaying=False, has_attract=True) == "attract"
    assert first_scene("settings", cabinet, replaying=False, has_attract=True) == "settings"
    assert first_scene("menu", HOME, replaying=False, has_attract=True) == "menu"


def test_a_replay_opens_where_its_recording_did_and_a_game_without_attract_on_its_menu() -> None:
    cabinet = Settings(kiosk=True)
    assert first_scene("menu", cabinet, replaying=True, has_attract=True) == "menu"
    assert first_scene("menu", cabinet, replaying=False, has_attract=False) == "menu"
