"""The languages' catalogs, kept as every gettext project keeps them, with Babel (a development tool).

    python tools/catalogs.py extract   # the template (.pot) from the code's marked texts
    python tools/catalogs.py update    # each language's .po brought up to the template
    python tools/catalogs.py init CODE # a new language's .po, from the template
    python tools/catalogs.py check     # every .po complete: no entry untranslated, none fuzzy

A text is marked in the code by ``N_`` (kept whole) or ``tr`` (filled in);
docs/languages.md says how to add a language.  The build compiles each
``.po`` to ``.mo`` (tools/catalogs_build.py), so compiled catalogs are never committed.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import checkout  # noqa: F401  (this checkout's game package first on sys.path)
from game.messages.arguments import OneLineParser
from game.messages.quoting import quote

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "language" / "locale"
DOMAIN = "tictactoe_magic"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
WIDTH = "120"


def pybabel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], cwd=ROOT, check=True)


def extract() -> None:
    pybabel("extract", "-F", "pyproject.toml", "--no-default-keywords", "-k", "tr", "-k", "N_", "-k", "trc:1c,2", "-k", "NC_:1c,2",
            "--add-comments=TRANSLATORS:", "--sort-by-file", "--width", WIDTH, "--project", "TicTacToe Magic",
            "-o", str(TEMPLATE.relative_to(ROOT)), "game")


def update() -> None:
    pybabel("update", "-i", str(TEMPLATE), "-d", str(LOCALE), "-D", DOMAIN, "--width", WIDTH, "--no-fuzzy-matching",
            "--ignore-obsolete")  # an entry the code no longer has is gone, not kept commented out


def init(code: str) -> None:
    pybabel("init", "-i", str(TEMPLATE), "-d", str(LOCALE), "-D", DOMAIN, "-l", code, "--width", WIDTH)


def check() -> int:
    """Each catalog's untranslated and fuzzy entries, as ``msgfmt --check --statistics`` counts them."""
    from babel.messages.pofile import read_po

    bad = 0
    for po in sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        with po.open("rb") as file:
            catalog = read_po(file)
        messages = [m for m in catalog if m.id]
        untranslated = [m.id for m in messages if not m.string]
        fuzzy = [m.id for m in messages if m.fuzzy]
        print(f"{po.relative_to(ROOT)}: {len(messages)} messages, {len(untranslated)} untranslated, {len(fuzzy)} fuzzy")
        bad += len(untranslated) + len(fuzzy)
    return 1 if bad else 0


def language_code(text: str) -> str:
    """A language's code as gettext names its folders (``it``, ``pt_BR``); anything else is refused."""
    if not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", text):
        raise argparse.ArgumentTypeError(f"not a language code: {quote(text)} (two or three small letters, e.g. it)")
    return text


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="catalogs", description="Keep the languages' gettext catalogs (Babel).")
    steps = parser.add_subparsers(dest="step", required=True, metavar="STEP")
    steps.add_parser("extract", help="write the template (.pot) from the code's marked texts")
    steps.add_parser("update", help="bring each language's .po up to the template")
    init_step = steps.add_parser("init", help="start a new language's .po from the template")
    init_step.add_argument("code", type=language_code, help="the language's code, e.g. it or pt_BR")
    steps.add_parser("check", help="count each .po's untranslated and fuzzy entries; status 1 if any")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.step == "check":
        return check()
    {"extract": extract, "update": update}.get(args.step, lambda: init(args.code))()
    return 0


if __name__ == "__main__":
    sys.exit(main())
