# expect: spec
# Unbounded recursion ends in RecursionError (the frames are cut at 20).
def depth(n):
    return depth(n + 1) + 1


print("start")
depth(0)
