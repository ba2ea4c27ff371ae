# Unit tests for builtins/ (none yet).
