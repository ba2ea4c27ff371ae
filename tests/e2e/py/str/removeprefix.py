print("TestCase".removeprefix("Test"), "file.txt".removesuffix(".txt"), "abc".removeprefix("x"))
