# Unit tests for monty/ (none yet).
