// Placeholder removed in the next commit.
