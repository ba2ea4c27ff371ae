# expect: spec
# A failing assert with a message, not caught.
def mean(xs):
    assert xs, "mean() of an empty list"
    return sum(xs) / len(xs)


print(mean([2, 4, 9]))
print(mean([]))
