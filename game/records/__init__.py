"""What the game counts for the player: results per opponent, and counts that stop at their bounds."""
