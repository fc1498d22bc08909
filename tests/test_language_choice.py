"""Which language the game speaks: the system's locale until one is chosen, LANGUAGE in the settings, ``--lang``.

Expected values are written from gettext's rules (LANGUAGE is read first and
may list several; the first of LC_ALL, LC_MESSAGES and LANG that is set is
the locale; C and POSIX choose nothing) and from the issue: each language
named in itself, an unknown code one line and status 2.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from app_support import make_app
from in_process import run_main

from game.app.scenes.settings_scene import ROWS, changed, value_text
from game.app.shell.precedence import Asked, InForce, settings_in_force
from game.app.store.settings import Settings, load_settings, spoken_language
from game.app.render.font import BitmapFont
from game.language import Language, UnknownLanguage, current, from_locale, language_named, tr


@pytest.mark.parametrize("environ, spoken", [
    ({}, Language.ENGLISH),
    ({"LANG": "de_DE.UTF-8"}, Language.GERMAN),
    ({"LANG": "es_ES.UTF-8"}, Language.SPANISH),
    ({"LANG": "fr_CA.UTF-8"}, Language.FRENCH),
    ({"LANG": "pt_BR.UTF-8"}, Language.PORTUGUESE),
    ({"LANG": "C.UTF-8"}, Language.ENGLISH),
    ({"LANG": "POSIX"}, Language.ENGLISH),
    ({"LANG": "ja_JP.UTF-8"}, Language.ENGLISH),  # a language the game does not speak: English
    ({"LANGUAGE": "it:fr:de", "LANG": "de_DE.UTF-8"}, Language.FRENCH),  # LANGUAGE's list, first it speaks
    ({"LC_ALL": "pt_PT.UTF-8", "LANG": "es_ES.UTF-8"}, Language.PORTUGUESE),  # LC_ALL over LANG
    ({"LC_MESSAGES": "de_AT", "LANG": "fr_FR"}, Language.GERMAN),
    ({"LC_ALL": "ja_JP", "LANG": "fr_FR"}, Language.ENGLISH),  # the locale is LC_ALL's, which the game lacks
])
def test_the_locale_picks_the_language_as_gettext_reads_it(environ: dict[str, str], spoken: Language) -> None:
    assert from_locale(environ) is spoken


def test_each_language_is_named_in_itself_and_by_its_code() -> None:
    assert [(language.code, language.own_name) for language in Language] == [
        ("en", "ENGLISH"), ("es", "ESPAÑOL"), ("fr", "FRANÇAIS"), ("de", "DEUTSCH"), ("pt", "PORTUGUÊS")]
    assert language_named("ES") is Language.SPANISH
    assert language_named("pt-BR") is Language.PORTUGUESE
    with pytest.raises(UnknownLanguage, match="unknown language 'xx'; known: en, es, fr, de, pt"):
        language_named("xx")


def test_a_first_start_follows_the_locale_and_a_chosen_language_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert load_settings(path, environ={"LANG": "de_DE.UTF-8"})[0].language is Language.GERMAN  # no file yet
    path.write_text(json.dumps({"version": 1, "sound": False}))
    assert load_settings(path, environ={"LANG": "es_ES.UTF-8"})[0].language is Language.SPANISH  # none chosen
    path.write_text(json.dumps({"version": 1, "language": "fr"}))
    settings, notices = load_settings(path, environ={"LANG": "de_DE.UTF-8"})
    assert (settings.language, notices) == (Language.FRENCH, [])
    path.write_text(json.dumps({"version": 1, "language": "xx"}))
    settings, notices = load_settings(path, environ={"LANG": "es_ES.UTF-8"})
    assert settings.language is Language.ENGLISH  # a bad value: the default, and said
    assert [notice.screen for notice in notices] == ["SETTINGS RESET TO DEFAULT: LANGUAGE"]


def test_the_language_is_saved_by_its_code() -> None:
    assert Settings(language=Language.PORTUGUESE).to_json()["language"] == "pt"


def test_lang_sets_the_language_for_this_session_only() -> None:
    assert settings_in_force(Settings(language=Language.GERMAN), Asked(language=Language.SPANISH), replaying=False) \
        == InForce(Settings(language=Language.SPANISH), frozenset({"language"}))
    # a recording replays in any language: what it holds is language-free
    assert settings_in_force(Settings(), Asked(language=Language.FRENCH), replaying=True).settings.language \
        is Language.FRENCH


def test_an_unknown_lang_is_one_line_and_status_2(tmp_path: Path) -> None:
    done = run_main([sys.executable, "-m", "game"], ["--lang", "xx", "--headless", "--frames", "1"],
                    env={"TICTACTOE_MAGIC_HOME": str(tmp_path)})
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "tictactoe-magic: argument --lang: unknown language 'xx'; known: en, es, fr, de, pt (see --help)"]


def test_the_language_row_steps_through_every_language_named_in_itself() -> None:
    assert "language" in [row.field for row in ROWS]
    settings, seen = Settings(), []
    for _ in Language:
        seen.append(value_text(settings, "language"))
        settings = Settings(language=changed(settings, "language", +1))
    assert seen == ["ENGLISH", "ESPAÑOL", "FRANÇAIS", "DEUTSCH", "PORTUGUÊS"]
    assert settings.language is Language.ENGLISH  # round again


def test_a_session_speaks_its_settings_language_and_a_change_takes_effect_at_once() -> None:
    app = make_app(scene="menu", language=Language.GERMAN)
    assert current() is Language.GERMAN
    app.ctx.settings.update(language=Language.FRENCH)
    assert current() is Language.FRENCH


def test_a_language_whose_catalog_is_missing_is_said_and_english_spoken(monkeypatch: pytest.MonkeyPatch,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    import game.language.catalog as catalog_module

    installed = catalog_module.catalog_of

    def missing(language: Language):
        if language is Language.GERMAN:
            raise catalog_module.CatalogMissing("no compiled catalog for de (No such file: ...)")
        return installed(language)

    monkeypatch.setattr(catalog_module, "catalog_of", missing)
    app = make_app(scene="menu", language=Language.GERMAN)
    assert current() is Language.ENGLISH
    assert app.ctx.config.language is Language.GERMAN  # the choice is kept for an install that has it
    assert "no compiled catalog for de" in capsys.readouterr().err


def test_lang_es_shows_the_menu_in_spanish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The issue's own check, run as a player runs it; the words are a Spanish menu's, written here by hand.
    drawn: list[str] = []
    render = BitmapFont.render

    def watched(self, text, color, scale=1):
        drawn.append(tr(text))
        return render(self, text, color, scale)

    monkeypatch.setattr(BitmapFont, "render", watched)
    shot = tmp_path / "x.png"
    done = run_main([sys.executable, "-m", "game"], ["--lang", "es", "--headless", "--frames", "60", "--screenshot",
                                                     str(shot)], env={"TICTACTOE_MAGIC_HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 0
    for spanish in ("TRES EN RAYA", "LECCIONES", "AJUSTES", "AYUDA", "SALIR", "TRES JUEGOS QUE EN SECRETO SON UNO"):
        assert spanish in drawn, spanish
    assert "QUIT" not in drawn and "LESSONS" not in drawn


def test_the_language_spoken_here_is_read_from_the_settings_without_writing_them(tmp_path: Path) -> None:
    # What lesson-pictures draws in by default: the game's own language on this machine, the file left as it was.
    path = tmp_path / "settings.json"
    assert spoken_language(path, {"LANG": "pt_BR.UTF-8"}) is Language.PORTUGUESE  # no file: the locale
    path.write_text('{"version": 1, "language": "de"}')
    assert spoken_language(path, {"LANG": "pt_BR.UTF-8"}) is Language.GERMAN
    path.write_text("{damaged")
    assert spoken_language(path, {"LANG": "fr_FR.UTF-8"}) is Language.FRENCH
    assert path.read_text() == "{damaged" and [p.name for p in tmp_path.iterdir()] == ["settings.json"]
