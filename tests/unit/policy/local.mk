# Unit tests for policy/: one check program per section, each owning its own lines.
