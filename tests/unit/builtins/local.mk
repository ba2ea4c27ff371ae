# Unit tests for builtins/: one check program per section, each owning its own lines.
