# Unit tests for policy/ (none yet).
