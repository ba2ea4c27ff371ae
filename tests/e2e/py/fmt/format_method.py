print("{} {}".format(1, 2), "{1} {0}".format("a", "b"), "{x}-{y}".format(x=1, y=2), "{0[1]}".format([5, 6]), "{0.real}".format(3))
