"""Exact answers about matches between opponents: outcome odds and best responses.

Both walk the game tree with the opponents' exact move distributions
(Fractions), so every figure is a fraction, not a sample.  Engine side: no
pygame.
"""

from .exact import OutcomeProbabilities, exact_outcome
from .exploit import BestResponse, best_response

__all__ = ["BestResponse", "OutcomeProbabilities", "best_response", "exact_outcome"]
