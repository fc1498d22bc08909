"""What every bench section reports: figures measured several times, and the plain-text and JSON forms.

A section is a ``Benchmark``: a name, a line saying what it times, and a
function returning ``Measurement``s (or, like the window section, a report
with text and JSON of its own).  Each figure keeps every sample: the median
is the one to quote, the 99th percentile shows the slow frames a median
hides.  A section may give a verdict: whether this run kept within a
figure the game is built to (a frame budget, a floor of games a second).
"""

from __future__ import annotations

import importlib.metadata
import os
import platform
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: A figure with at least this many samples is reported with its p99 too.
SPREAD_SAMPLES = 20
#: Units shown with two decimals; rates are whole numbers.
FRACTIONAL_UNITS = ("x", "s", "ms", "us")


@dataclass(frozen=True, slots=True)
class Measurement:
    """One figure measured several times; the median is the one to quote."""

    name: str
    unit: str
    samples: tuple[float, ...]

    @property
    def median(self) -> float:
        """The median of the samples."""
        return statistics.median(self.samples)

    @property
    def p99(self) -> float:
        """The 99th percentile (nearest rank): 1 sample in 100 is slower."""
        ordered = sorted(self.samples)
        return ordered[max(0, -(-99 * len(ordered) // 100) - 1)]

    def as_dict(self) -> dict[str, object]:
        """The JSON form."""
        return {"unit": self.unit, "median": self.median, "p99": self.p99, "samples": list(self.samples)}


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard to try: timed repeats per figure, and --quick for a smoke run."""

    repeats: int
    quick: bool = False


#: A section's verdict line from its measurements ("  target ...: met").
Verdict = Callable[[Sequence[Measurement]], str]


@dataclass(frozen=True, slots=True)
class Benchmark:
    """A named section of the benchmark run."""

    name: str
    description: str
    run: Callable[[Budget], object]  # a list of Measurement, unless the section reports itself
    text: Callable[[object], str] | None = None  # the section's own report, if not one line per Measurement
    as_json: Callable[[object], object] | None = None  # its own JSON form, likewise
    verdict: Verdict | None = None  # the line saying whether the section kept within its figure


def rate(count: int, action: Callable[[], object]) -> float:
    """Items per second for one call of ``action`` that handles ``count`` items."""
    start = time.perf_counter()
    action()
    return count / (time.perf_counter() - start)


def met(reached: bool) -> str:
    """A verdict's last word."""
    return "met" if reached else "NOT met"


def value_text(number: float, unit: str) -> str:
    """A figure as the reports print it."""
    return f"{number:,.2f}" if unit in FRACTIONAL_UNITS else f"{number:,.0f}"


def figure_line(m: Measurement) -> str:
    """One measurement's line: name, median and unit."""
    return f"  {m.name:<36} {value_text(m.median, m.unit):>14} {m.unit}"


def section_text(bench: Benchmark, measurements: list[Measurement]) -> str:
    """A section's report: one line per measurement, medians first (and p99 where there are many samples)."""
    spread = any(len(m.samples) >= SPREAD_SAMPLES for m in measurements)
    runs = max(len(m.samples) for m in measurements)
    how = "median and p99 of every sample" if spread else f"median of {runs}"
    lines = [f"[{bench.name}] {bench.description} ({how})"]
    for m in measurements:
        text = figure_line(m)
        if len(m.samples) >= SPREAD_SAMPLES:
            text += f"   p99 {value_text(m.p99, m.unit):>10} {m.unit}   ({len(m.samples):,} samples)"
        lines.append(text)
    if bench.verdict is not None:
        lines.append(bench.verdict(measurements))
    return "\n".join(lines)


def section_json(bench: Benchmark, result: object) -> object:
    """A section's JSON: its own form, or one entry per Measurement by name."""
    if bench.as_json is not None:
        return bench.as_json(result)
    return {m.name: m.as_dict() for m in result}  # type: ignore[attr-defined]


def machine() -> dict[str, object]:
    """What the figures were measured on: cores, CPU, Python and pygame-ce versions."""
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            cpu = next((line.split(":", 1)[1].strip() for line in info if line.startswith("model name")), cpu)
    except OSError:
        pass
    try:
        pygame_version = importlib.metadata.version("pygame-ce")
    except importlib.metadata.PackageNotFoundError:
        pygame_version = "not installed"
    return {"cores": os.cpu_count(), "cpu": cpu, "python": platform.python_version(), "pygame-ce": pygame_version}
