"""Every relative link and anchor in README.md, CHANGELOG.md and docs/ leads somewhere that exists, and README links every page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", ROOT / "CHANGELOG.md", *(ROOT / "docs").glob("*.md")])
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")  # [text](target) and ![alt](target)
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.DOTALL)  # links shown as code are examples, not links
EXTERNAL = ("http://", "https://", "mailto:")


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every heading anchor in a Markdown page (a repeated heading gets -1, -2, ... as on GitHub)."""
    seen: dict[str, int] = {}
    found = set()
    for line in CODE.sub("", page.read_text()).splitlines():
        if line.startswith("#"):
            base = slug(line.lstrip("#"))
            count = seen.get(base, 0)
            found.add(base if count == 0 else f"{base}-{count}")
            seen[base] = count + 1
    return found


def links(page: Path) -> list[str]:
    return [target for target in LINK.findall(CODE.sub("", page.read_text())) if not target.startswith(EXTERNAL)]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_and_anchor_resolves(page: Path) -> None:
    broken = []
    for target in links(page):
        path_part, _, fragment = target.partition("#")
        goal = (page.parent / path_part).resolve() if path_part else page
        if not goal.exists():
            broken.append(f"{target}: no {goal.relative_to(ROOT) if goal.is_relative_to(ROOT) else goal}")
        elif fragment and goal.suffix == ".md" and fragment not in anchors(goal):
            broken.append(f"{target}: no heading #{fragment} in {goal.relative_to(ROOT)}")
    assert not broken, "\n".join(broken)


def test_the_readme_links_every_page_of_the_manual() -> None:
    """README.md is short; the manual is docs/, and a page no link leads to is a page nobody finds."""
    linked = {(ROOT / target.partition("#")[0]).resolve() for target in links(ROOT / "README.md")}
    unlinked = [page.name for page in sorted((ROOT / "docs").glob("*.md")) if page.resolve() not in linked]
    assert not unlinked, f"README.md does not link to docs/{', docs/'.join(unlinked)}"


def test_the_check_sees_a_broken_link(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Top\n\n[fine](#top) [gone](missing.md) [bad](#nowhere) `[code](not-a-link.md)`\n")
    assert links(page) == ["#top", "missing.md", "#nowhere"]
    assert anchors(page) == {"top"}
