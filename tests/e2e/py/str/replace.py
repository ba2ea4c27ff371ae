print("aaa".replace("a", "b"), "aaa".replace("a", "b", 2), "abc".replace("", "-"), "hello".replace("l", ""))
