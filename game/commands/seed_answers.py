"""Print the manual's section "What the sources asked" (docs/analysis.md), every figure computed here.

    tictactoe-magic seed-answers                  # print the section (Markdown)
    tictactoe-magic seed-answers --write docs/analysis.md   # replace the section in a file

Moler's exercises (Cleve Moler, *Experiments with MATLAB*, ch. 11) and the
claim of "Tic Tac Toe War Games" (The Devil is in the Data) are questions
with exact answers: ``analyze exact`` and ``analyze exploit`` give them
as fractions, and a seeded tournament gives the counts Moler asked for in
11.6.  This tool runs the same library calls as those commands, prints
the commands beside the figures, and words each answer from the figures, so
the section can be regenerated whenever an opponent changes.  Questions
about an opponent the roster does not have show their commands only.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from game.analysis import BestResponse, OutcomeProbabilities, best_response, exact_outcome
from game.commands.command_line import ToolParser, UsageError, check_outputs, read_text, run_tool
from game.engine import Board, Mark, cell_of
from game.opponents import make_opponent, roster_ids
from game.opponents.base import odds_text
from game.files.outputs import OutputError, check_output, write_bytes
from game.tournament import ResultCounts, run_match

#: The command as the installed program runs it; ``tools/seed_answers.py`` passes its own name.
PROG = "tictactoe-magic seed-answers"

HEADING = "## What the sources asked"
#: Games and seed of the 11.6 tournaments: a million games is a "large number" in well under a second.
TOURNAMENT_GAMES = 1_000_000
TOURNAMENT_SEED = 0


def commands(*lines: str) -> list[str]:
    """A shell block of commands."""
    return ["```sh", *lines, "```", ""]


def missing(*ids: str) -> list[str]:
    """The ids this question needs that the roster lacks."""
    return [i for i in ids if i not in roster_ids()]


def lacks(ids: list[str]) -> list[str]:
    """The sentence shown instead of figures for opponents the roster lacks."""
    names = " or ".join(f"`{i}`" for i in ids)
    noun = "opponent" if len(ids) == 1 else "opponents"
    return [f"This build's roster has no {names} {noun}, so the figures are not shown.", ""]


def exact(x_id: str, o_id: str) -> OutcomeProbabilities:
    """Exact odds of a match by ids."""
    return exact_outcome(make_opponent(x_id), make_opponent(o_id))


def exploit(ident: str, mark: Mark) -> BestResponse:
    """Best response to an opponent by id."""
    return best_response(make_opponent(ident), mark)


def odds_row(label: str, odds: OutcomeProbabilities) -> str:
    """A table row of exact odds."""
    return f"| {label} | {odds_text(odds.x_win)} | {odds_text(odds.o_win)} | {odds_text(odds.draw)} |"


def exploit_rows(ident: str) -> tuple[list[str], dict[Mark, BestResponse]]:
    """A table of the best response to ``ident`` playing each mark."""
    rows = [
        f"| `{ident}` plays | adversary wins | draws | adversary loses | a forcing line (cells) |",
        "| --- | --- | --- | --- | --- |",
    ]
    responses = {}
    for mark in (Mark.O, Mark.X):
        r = responses[mark] = exploit(ident, mark)
        line = " ".join(map(str, r.line)) if r.line else "none: no forced win"
        rows.append(
            f"| {mark.value} | {odds_text(r.adversary_win)} | {odds_text(r.draw)} | {odds_text(r.adversary_loss)} | {line} |"
        )
    return rows + [""], responses


def verdict(response: BestResponse, who: str) -> str:
    """Words for a best response: beaten always, sometimes, or never."""
    side = f"`{who}` playing {response.opponent_mark.value}"
    if response.adversary_win == 1:
        return f"{side} can be beaten every time: the adversary forces the win."
    if response.adversary_win > 0:
        return (
            f"{side} can be beaten, though not by force: an adversary who knows its odds "
            f"wins {odds_text(response.adversary_win)} of games."
        )
    return f"{side} cannot be beaten: the best adversary wins no game."


def baselines() -> list[str]:
    """Random and perfect play, the two ends of the scale."""
    pairs = (("random", "random"), ("perfect", "random"), ("random", "perfect"), ("perfect", "perfect"))
    rows = [
        "### Baselines",
        "",
        *commands(*(f"tictactoe-magic analyze exact {x_id} {o_id}" for x_id, o_id in pairs)),
        "| X against O | X wins | O wins | draw |",
        "| --- | --- | --- | --- |",
    ]
    for x_id, o_id in pairs:
        rows.append(odds_row(f"{x_id} against {o_id}", exact(x_id, o_id)))
    return rows + [""]


def beatable(heading: str, intro: str, ident: str) -> tuple[list[str], dict[Mark, BestResponse]]:
    """A can-it-be-beaten question: heading, commands, and the best-response table if possible."""
    rows = [
        heading,
        "",
        intro,
        "",
        *commands(*(f"tictactoe-magic analyze exploit {ident} --as {m}" for m in ("O", "X"))),
    ]
    if lack := missing(ident):
        return rows + lacks(lack), {}
    table, responses = exploit_rows(ident)
    return rows + table, responses


def question_11_2() -> list[str]:
    """Moler 11.2: is it possible to win against the naive strategy?"""
    rows, responses = beatable(
        "### 11.2 Can Moler's naive strategy be beaten?",
        "The best response knows the naive player's exact odds and maximises its own chance of "
        "winning (then of drawing).",
        "naive",
    )
    if not responses:
        return rows
    beaten = any(r.adversary_win > 0 for r in responses.values())
    return rows + [
        f"**Answer.** {'Yes' if beaten else 'No'}. In Moler's game the computer moves second: "
        f"{verdict(responses[Mark.O], 'naive')} "
        f"Moving first (exercise 11.3), {verdict(responses[Mark.X], 'naive')}",
        "",
    ]


@dataclass(frozen=True, slots=True)
class Criterion:
    """One way the centre rule could help: a figure per mark, and whether higher is better."""

    words: str
    naive: tuple[Fraction, Fraction]
    center: tuple[Fraction, Fraction]
    higher_is_better: bool = True

    def change(self) -> str:
        """'better', 'worse', 'same' or 'mixed' for center against naive, over both marks."""
        sign = 1 if self.higher_is_better else -1
        diffs = [sign * (c - n) for c, n in zip(self.center, self.naive)]
        if all(d >= 0 for d in diffs):
            return "same" if all(d == 0 for d in diffs) else "better"
        return "worse" if all(d <= 0 for d in diffs) else "mixed"


def question_11_4() -> list[str]:
    """Moler 11.4: does taking the centre improve the chances of winning or forcing a draw?"""
    rows = [
        "### 11.4 Does the centre rule help?",
        "",
        "`center` is `naive` that takes the centre, when free, before a random move. Its wins "
        "against random play, its draws against perfect play (perfect never loses, so a draw is "
        "the most it can hold), and what the best adversary wins against it, as X and as O:",
        "",
        *commands(
            "tictactoe-magic analyze exact naive random       # and: exact random naive",
            "tictactoe-magic analyze exact naive perfect      # and: exact perfect naive",
            "tictactoe-magic analyze exploit naive --as X     # and: --as O",
            "# the same with center in place of naive",
        ),
    ]
    if lack := missing("naive", "center"):
        return rows + lacks(lack)

    def figures(ident: str) -> tuple[tuple[Fraction, Fraction], ...]:
        return (
            (exact(ident, "random").x_win, exact("random", ident).o_win),
            (exact(ident, "perfect").draw, exact("perfect", ident).draw),
            (exploit(ident, Mark.X).adversary_win, exploit(ident, Mark.O).adversary_win),
        )

    naive, center = figures("naive"), figures("center")
    criteria = [
        Criterion("wins against random play", naive[0], center[0]),
        Criterion("draws held against perfect play", naive[1], center[1]),
        Criterion("games the best adversary wins", naive[2], center[2], higher_is_better=False),
    ]
    rows += ["| | `naive` as X | `naive` as O | `center` as X | `center` as O |",
             "| --- | --- | --- | --- | --- |"]
    rows += [
        f"| {c.words} | {odds_text(c.naive[0])} | {odds_text(c.naive[1])} | {odds_text(c.center[0])} | {odds_text(c.center[1])} |"
        for c in criteria
    ]
    changes = {c.words: c.change() for c in criteria}
    if all(change == "better" for change in changes.values()):
        answer = (
            "Yes, on every count, as X and as O: it wins more often against random play, holds "
            "more draws against perfect play, and the best adversary beats it less often."
        )
    else:
        answer = "Not on every count: " + "; ".join(
            f"{words}: {change}" for words, change in changes.items()
        ) + " (as X and as O together)."
    return rows + ["", f"**Answer.** {answer}", ""]


def question_11_5() -> list[str]:
    """Moler's exercise 11.5: the complete strategy of xkcd 832, as one fixed map."""
    rows, responses = beatable(
        "### 11.5 The complete strategy of xkcd 832",
        "Moler asks: \"Implement the complete tictactoc strategy available from the Web comic strip `xkcd` by "
        "Randal Munroe\". The comic's map is one fixed strategy; the `xkcd` opponent is such a map, made from the "
        "solved game: the quickest win (or slowest loss) among the optimal moves, ties in a fixed order.",
        "xkcd",
    )
    if not responses:
        return rows
    opening = next(iter(make_opponent("xkcd").distribution(Board())))
    return rows + [
        f"**Answer.** {verdict(responses[Mark.O], 'xkcd')} {verdict(responses[Mark.X], 'xkcd')} "
        f"As X it opens in cell {cell_of(opening)}, and it plays the same move in the same position every time.",
        "",
    ]


def question_11_6() -> list[str]:
    """Moler 11.6: the computer against itself, with and without the centre rule."""
    pairs = (("naive", "naive"), ("center", "center"), ("naive", "center"), ("center", "naive"))
    rows = [
        "### 11.6 Computer against computer",
        "",
        f"{TOURNAMENT_GAMES:,} games per match (seed {TOURNAMENT_SEED}), "
        "beside the exact odds they estimate:",
        "",
        *commands(*(
            f"tictactoe-magic tournament {x} {o} --games {TOURNAMENT_GAMES} --seed {TOURNAMENT_SEED}"
            for x, o in pairs
        ), "tictactoe-magic analyze exact naive naive    # and so on"),
    ]
    if lack := missing("naive", "center"):
        return rows + lacks(lack)
    rows += [
        "| X against O | X wins | O wins | draws | exact X wins | exact O wins | exact draw |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    odds = {}
    for x_id, o_id in pairs:
        tally: ResultCounts = run_match(x_id, o_id, TOURNAMENT_GAMES, TOURNAMENT_SEED).tally
        e = odds[x_id, o_id] = exact(x_id, o_id)
        rows.append(
            f"| {x_id} against {o_id} | {tally.x_win:,} | {tally.o_win:,} | {tally.draw:,} "
            f"| {odds_text(e.x_win)} | {odds_text(e.o_win)} | {odds_text(e.draw)} |"
        )
    without, with_rule = odds["naive", "naive"], odds["center", "center"]
    same = (
        " `center` against `naive` is the same match as `center` against itself: X takes the "
        "centre at once, so O's rule never comes into play."
        if odds["center", "naive"] == with_rule else ""
    )
    return rows + [
        "",
        f"**Answer.** Without the centre rule the first player wins {odds_text(without.x_win)} of games "
        f"and {odds_text(without.draw)} are drawn; with it on both sides, the first player wins "
        f"{odds_text(with_rule.x_win)} and {odds_text(with_rule.draw)} are drawn.{same}",
        "",
    ]


def question_002() -> list[str]:
    """\"Tic Tac Toe War Games\": its author believed the two-step look-ahead unbeatable."""
    rows, responses = beatable(
        "### \"Tic Tac Toe War Games\": is the two-step look-ahead unbeatable?",
        "Its author wrote: \"I am pretty certain this simplified minimax algorithm is unbeatable\".",
        "lookahead",
    )
    if not responses:
        return rows
    beaten = any(r.adversary_win > 0 for r in responses.values())
    return rows + [
        f"**Answer.** {'No' if beaten else 'Yes'}. {verdict(responses[Mark.O], 'lookahead')} "
        f"{verdict(responses[Mark.X], 'lookahead')}",
        "",
    ]


def section() -> str:
    """The whole section, Markdown."""
    lines = [
        HEADING,
        "",
        "The [sources](sources.md) end with questions. Every figure here is computed by the commands shown: exact "
        "odds are fractions over the whole game tree (no sampling), tournaments are seeded. "
        "`tictactoe-magic seed-answers --write docs/analysis.md`, run in a checkout, regenerates this section.",
        "",
        *baselines(),
        *question_11_2(),
        *question_11_4(),
        *question_11_5(),
        *question_11_6(),
        *question_002(),
    ]
    return "\n".join(lines).rstrip() + "\n"


def replace_section(text: str, new_section: str) -> str:
    """``text`` with its "What the sources asked" section (up to the next '## ') replaced."""
    start = text.index(HEADING + "\n")
    end = text.find("\n## ", start + len(HEADING))
    tail = text[end + 1:] if end >= 0 else ""
    return text[:start] + new_section + ("\n" + tail if tail else "")


def cmd_answers(args: argparse.Namespace) -> str:
    """Print the section, or write it into a file."""
    if args.write is None:
        return section().rstrip("\n")
    check_outputs([("--write", args.write, "file")])  # before reading: a named pipe would wait for a writer
    text = read_text(args.write)
    if HEADING + "\n" not in text:
        raise UsageError(f"{args.write} has no line {HEADING!r} to replace")
    try:
        write_bytes(check_output(args.write, "file"), replace_section(text, section()).encode("utf-8"))
    except OutputError as err:
        raise UsageError(str(err)) from err
    return f"wrote the section {HEADING[3:]!r} into {args.write}"


def build_parser(prog: str = PROG) -> ToolParser:
    """The command line."""
    parser = ToolParser(prog=prog, description=__doc__.splitlines()[0])
    parser.add_argument("--write", type=Path, metavar="FILE",
                        help="replace the section in FILE (it must already have the heading)")
    parser.set_defaults(run=cmd_answers)
    return parser


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    """Print or write the section."""
    return run_tool(build_parser(prog), argv)


if __name__ == "__main__":
    sys.exit(main())
