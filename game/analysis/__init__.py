"""Exact answers about matches between opponents: outcome odds, best responses, strengths.

All walk the game tree with the opponents' exact move distributions
(Fractions), so every figure is a fraction, not a sample.  Engine side: no
pygame.
"""

from .exact import OutcomeProbabilities, exact_outcome
from .exploit import BestResponse, best_response
from .strength import Label, Measurement, Strength, measure, weakest_first

__all__ = [
    "BestResponse", "Label", "Measurement", "OutcomeProbabilities", "Strength",
    "best_response", "exact_outcome", "measure", "weakest_first",
]
