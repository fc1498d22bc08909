"""The build's step for the languages: each catalog (``.po``) compiled to the ``.mo`` gettext reads.

setuptools runs it as its ``build_py`` (``[tool.setuptools.cmdclass]`` in
pyproject.toml), so a wheel carries the compiled catalogs beside the code,
and an editable install (the README's test set-up) finds them beside their
``.po`` files.  Compiled catalogs are made, never committed: what a
translator changes is the ``.po``.  Babel compiles them, as it extracts them.
A fuzzy or untranslated entry is left out of the ``.mo`` (and so shown in
English); ``tests/test_catalogs.py`` fails on any.
"""

from __future__ import annotations

from pathlib import Path

from setuptools.command.build_py import build_py

#: The catalogs, as Babel lays them out: ``<code>/LC_MESSAGES/<domain>.po``.
LOCALE = Path("game/language/locale")


def compile_catalogs(destination_root: Path) -> list[Path]:
    """Compile every ``.po`` under LOCALE to its ``.mo`` at the same place under ``destination_root``."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        with po.open("rb") as file:
            catalog = read_po(file)
        target = destination_root / po.with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as file:
            write_mo(file, catalog)
        written.append(target)
    return written


class BuildWithCatalogs(build_py):
    """``build_py``, then the catalogs compiled: into the build (a wheel) or beside their sources (editable)."""

    def run(self) -> None:
        super().run()
        root = Path() if self.editable_mode else Path(self.build_lib)
        for target in compile_catalogs(root):
            self.announce(f"compiled {target}", level=2)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        mos = [] if self.editable_mode else [str(Path(self.build_lib) / po.with_suffix(".mo"))
                                             for po in LOCALE.glob("*/LC_MESSAGES/*.po")]
        return [*super().get_outputs(include_bytecode), *mos]
