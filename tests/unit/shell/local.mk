# Unit tests for shell/ (none yet).
