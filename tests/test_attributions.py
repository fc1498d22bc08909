"""Every opponent's description names the source it really comes from, and no other.

Each source is known here by the names a description may cite it by (author or title), and each
opponent by the sources it comes from, with the line of the source that shows it, quoted with its
seed file's name.  ``cited`` reads a text for the sources it names, so lessons' captions can be read
the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pytest
from seed_sources import seed_path, seed_text

from game.engine import Board
from game.lessons import all_pages
from game.opponents import make_opponent, roster_ids

#: Each source by the names that cite it, upper case as the screens show them.
SOURCES = {
    "moler": ("MOLER", "EXPERIMENTS WITH MATLAB"),
    "ti83": ("TI-83",),
    "wargames": ("TIC TAC TOE WAR GAMES", "THE DEVIL IS IN THE DATA"),
    "blog": ("TIC TAC TOE LOGIC",),
    "article": ("PROGRAMMING TIC TAC TOE: MAGIC SQUARE",),
    "xkcd": ("XKCD", "MUNROE"),
    "michie": ("MICHIE",),
    "durer": ("DURER", "MELENCOLIA"),
}


@dataclass(frozen=True)
class Origin:
    """Where an opponent comes from: its sources, and a line of the first as written there."""

    sources: frozenset[str]
    seed_file: str | None  # None: a source the project was not built from (Michie's paper)
    quote: str


MOLER_FILE = "000_5182eab01fa21a87.txt"  # Cleve Moler, "TicTacToe Magic", Experiments with MATLAB, ch. 11
TI83_FILE = "001_7d6cbce27f6c9c3c.txt"  # the TI-83 program "M.E.N.A.C.E." and its forum thread
WARGAMES_FILE = "002_92e2ceb83e22d0ef.txt"  # "Tic Tac Toe War Games", The Devil is in the Data
BLOG_FILE = "003_2f7b3b8555facc17.txt"  # "tic tac toe logic" (2007)
ARTICLE_FILE = "004_ca83b2f14bf13ed5.txt"  # "Programming Tic Tac Toe: Magic Square"

#: Moler's naive strategy, as written: a random move is its last step, not a player of its own.
MOLER_NAIVE = ("It first checks to see if it can make a winning move. If not, it then checks to see if it needs to "
               "block your pending winning move. If neither of these happens, it simply chooses a random empty cell.")

ORIGINS = {
    "random": Origin(frozenset({"wargames"}), WARGAMES_FILE,
                     "In a previous post, I shared how to build a randomised Tic Tac Toe simulation. "
                     "The computer plays against itself playing at random positions."),
    "naive": Origin(frozenset({"moler"}), MOLER_FILE, MOLER_NAIVE),
    "center": Origin(frozenset({"moler"}), MOLER_FILE,
                     "before taking a random move, it takes the center square if it is available"),
    "calculator": Origin(frozenset({"ti83"}), TI83_FILE, "{3,7,9,2,4,7,5,1,1}→ʟMP"),
    "vector": Origin(frozenset({"ti83"}), TI83_FILE, "Now, reform this into a giant 9x8 matrix."),
    "weights": Origin(frozenset({"blog"}), BLOG_FILE,
                      "we construct a weight grid with the same dimensions as the game grid"),
    "lookahead": Origin(frozenset({"wargames"}), WARGAMES_FILE, "This code looks only two steps deep"),
    "lookahead-fixed": Origin(frozenset({"wargames"}), WARGAMES_FILE,
                              "I am pretty certain this simplified minimax algorithm is unbeatable"),
    "magic": Origin(frozenset({"article"}), ARTICLE_FILE,
                    "This leads us to a magic square, where the sum of any three positions, row, column or "
                    "diagonal, add up to 15"),
    "perfect": Origin(frozenset({"moler"}), MOLER_FILE,
                      "But there are only a few hundred possible games, so the backtracking would be exhaustive."),
    "xkcd": Origin(frozenset({"xkcd", "moler"}), MOLER_FILE,
                   "11.5 *xkcd*. Implement the complete tictactoc strategy available from the Web comic strip "
                   "`xkcd` by Randal Munroe"),
    "menace": Origin(frozenset({"michie"}), None, "Donald Michie, \"Experiments on the mechanization of game-learning\""),
}


def cited(text: str) -> frozenset[str]:
    """The sources a text names, by any of their names."""
    upper = text.upper()
    return frozenset(source for source, names in SOURCES.items() if any(name in upper for name in names))


def test_every_opponent_has_a_known_origin() -> None:
    assert set(ORIGINS) == set(roster_ids())  # a new opponent says where it comes from here


@pytest.mark.parametrize("opponent_id", roster_ids())
def test_each_description_names_its_own_sources_and_no_other(opponent_id: str) -> None:
    description = type(make_opponent(opponent_id)).description
    assert cited(description) == ORIGINS[opponent_id].sources, description


def test_random_is_not_molers_naive_player() -> None:
    """Moler's last step is a random cell after win and block (seed file 000_5182eab01fa21a87.txt); no player
    of his moves at random alone, so ``random`` does not credit him: it names the random self-play
    "Tic Tac Toe War Games" (seed file 002_92e2ceb83e22d0ef.txt) began from, and plays as that does."""
    assert MOLER_NAIVE in seed_text(MOLER_FILE)
    assert MOLER_NAIVE.index("winning move") < MOLER_NAIVE.index("block") < MOLER_NAIVE.index("random empty cell")
    random_ = make_opponent("random")
    assert cited(type(random_).description) == {"wargames"}
    # X on 1 and 2, O on 4 and 5 (numbered 1-9 from the top left), X to move: Moler's player takes the win on 3;
    # a random player gives each of the five empty cells a fifth.
    board = Board.from_moves([0, 3, 1, 4])
    assert random_.distribution(board) == {square: Fraction(1, 5) for square in (2, 5, 6, 7, 8)}


def _seed_titles() -> dict[str, str]:
    """Each seed file by what the seeds' README says it is (its table's second column)."""
    rows = (line.split("|") for line in seed_path("README.md").read_text(encoding="utf-8").splitlines())
    return {row[1].strip(" `"): row[2] for row in rows if len(row) > 3 and row[1].strip(" `").endswith(".txt")}


@pytest.mark.parametrize("opponent_id", sorted(opponent for opponent, origin in ORIGINS.items() if origin.seed_file))
def test_each_origin_s_quote_is_in_its_seed_file_and_that_file_is_one_of_its_sources(opponent_id: str) -> None:
    """The quote stands word for word in the seed file named, and the seeds' README says that file is one of
    the sources the opponent is credited with."""
    origin = ORIGINS[opponent_id]
    assert " ".join(origin.quote.split()) in seed_text(origin.seed_file), (opponent_id, origin.seed_file)
    title = _seed_titles()[origin.seed_file]
    assert len(cited(title)) == 1 and cited(title) <= origin.sources, (opponent_id, title)


def _source_sections() -> dict[str, str]:
    """docs/sources.md by section: each heading with the text under it."""
    text = (Path(__file__).parent.parent / "docs" / "sources.md").read_text()
    parts = text.split("\n## ")[1:]
    return {part.splitlines()[0]: part for part in parts}


def test_every_lesson_names_a_known_source_and_docs_sources_tells_what_that_lesson_takes() -> None:
    sections = _source_sections()
    assert all(cited(heading) for heading in sections)  # one section per source, each named in its heading
    for lesson in sorted({page.lesson for page in all_pages()}):
        pages = [page for page in all_pages() if page.lesson == lesson]
        named = cited(" ".join(page.source for page in pages))
        assert named, f"lesson {lesson} names no source"
        assert all(page.source for page in pages), f"a page of lesson {lesson} names no source"
        if all(page.free for page in pages):
            continue  # the free board is every source's playground
        told = [body for heading, body in sections.items() if cited(heading) & named]
        assert told, f"docs/sources.md has no section for lesson {lesson}'s {sorted(named)}"
        assert any(re.search(rf"\blessons? {lesson}\b", " ".join(body.split()), re.IGNORECASE) for body in told), \
            f"docs/sources.md does not say what lesson {lesson} takes from {sorted(named)}"


def _lessons_told(body: str) -> set[int]:
    """The lesson numbers a section of docs/sources.md speaks of ("lesson 5", "lessons 3 and 8" ...)."""
    flat = " ".join(body.split())
    told = set()
    for match in re.finditer(r"\blessons? (\d+(?:(?:, | and )\d+)*)", flat, re.IGNORECASE):
        told |= {int(n) for n in re.findall(r"\d+", match.group(1))}
    return told


def test_each_lesson_s_citation_is_one_known_source_per_name() -> None:
    """A page's source line is one citation per source, separated by "; ", each naming exactly one source."""
    for page in all_pages():
        for citation in page.source.split("; "):
            assert len(cited(citation)) == 1, (page.lesson, citation)


def test_the_sources_a_lesson_s_captions_name_are_its_own_or_its_source_s_section_tells_why() -> None:
    """Words on a page (caption and notes) may name another source only where docs/sources.md, in the section
    of a source the page cites, names that source too (lesson 5 sets the article's square beside Moler's)."""
    sections = _source_sections()
    for page in all_pages():
        own = cited(page.source)
        told = " ".join(body for heading, body in sections.items() if cited(heading) & own)
        for other in cited(" ".join(page.caption + page.notes)) - own:
            assert other in cited(told), (page.lesson, other, page.caption)


def test_docs_sources_speaks_of_a_lesson_only_under_a_source_that_lesson_cites() -> None:
    sections = _source_sections()
    cites = {page.lesson: set() for page in all_pages()}
    for page in all_pages():
        cites[page.lesson] |= cited(page.source)
    for heading, body in sections.items():
        for lesson in _lessons_told(body):
            assert lesson in cites, f"docs/sources.md speaks of a lesson {lesson} there is not"
            assert cited(heading) & cites[lesson], f"lesson {lesson} does not cite {heading!r}"
