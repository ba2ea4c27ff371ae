# return: bare return, multiple values, early exits, return inside loops and finally.
def nothing():
    return
def implicit():
    pass
def pair():
    return 1, "two"
def stats(nums):
    if not nums:
        return None
    return min(nums), max(nums), sum(nums) / len(nums)
print(nothing(), implicit(), pair(), type(pair()).__name__)
lo, hi, mean = stats([4, 8, 15, 16, 23, 42])
print(lo, hi, round(mean, 3), stats([]))
def first_negative(values):
    for i, v in enumerate(values):
        if v < 0:
            return i, v
    return -1, None
print(first_negative([3, 1, -4, 1, -5]), first_negative([1]))
def nested_return(n):
    while True:
        for i in range(n):
            if i * i > n:
                return i
        return "no break"
print(nested_return(10), nested_return(0))
def returns_function():
    def inner():
        return "inner called"
    return inner
print(returns_function()())
def with_finally(flag):
    try:
        if flag:
            return "early"
        return "late"
    finally:
        print("  finally for", flag)
print(with_finally(True), with_finally(False))
def gen_with_return():
    yield 1
    return "done"
g = gen_with_return()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration value:", e.value)
