print(repr("  x  ".strip()), repr("xxhixx".strip("x")), repr("  x".lstrip()), repr("x  ".rstrip()), "abc".strip("ac"))
