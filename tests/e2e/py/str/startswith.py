print("hello".startswith("he"), "hello".endswith(("lo", "x")), "hello".startswith("l", 2), "hello".endswith("ll", 0, 4))
