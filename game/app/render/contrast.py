"""Contrast between two colours, as WCAG 2 defines it, so tests and tools check text is readable.

The relative luminance of an sRGB colour and the contrast ratio
``(L1 + 0.05) / (L2 + 0.05)`` follow the W3C's Web Content Accessibility
Guidelines 2.1 ("relative luminance" and "contrast ratio" definitions):
4.5:1 is the AA level for body text, 7:1 the AAA level.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

AA_TEXT = 4.5  # WCAG 2.1 success criterion 1.4.3, normal text
AAA_TEXT = 7.0  # WCAG 2.1 success criterion 1.4.6, normal text
_LINEAR_KNEE = 0.04045  # below this an sRGB channel is linear (WCAG 2.1 definition, sRGB standard)


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= _LINEAR_KNEE else ((c + 0.055) / 1.055) ** 2.4


def luminance(color: RGB) -> float:
    """The WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white)."""
    r, g, b = (_channel(v) for v in color[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    """The WCAG contrast ratio of two colours, 1 (same) to 21 (black on white); order does not matter."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
