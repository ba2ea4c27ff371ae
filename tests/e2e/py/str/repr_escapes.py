print(repr("a'b"), repr('a"b'), repr("a\n\tb"), repr("\x00\x7f"), repr("é"), repr("a\\b"))
