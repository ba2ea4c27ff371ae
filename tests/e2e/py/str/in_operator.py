print("a" in "abc", "ab" in "abc", "" in "abc", "x" not in "abc")
