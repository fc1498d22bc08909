"""The player's files and the outputs a person names: where they live, how they are kept safe."""
