# Chained comparisons evaluate each operand once and short-circuit.
calls = []
def v(name, value):
    calls.append(name)
    return value

print(v("a", 1) < v("b", 2) < v("c", 3))
print(calls); calls.clear()
print(v("a", 1) < v("b", 0) < v("c", 3))
print(calls); calls.clear()
print(v("a", 5) == v("b", 5) != v("c", 6) >= v("d", 6))
print(calls); calls.clear()
readings = [3, 17, 42, -1, 100, 55]
in_range = [r for r in readings if 0 <= r < 50]
print(in_range)
def grade(score):
    if 90 <= score <= 100: return "A"
    if 80 <= score < 90: return "B"
    if 0 <= score < 80: return "C"
    return "invalid"
print([grade(s) for s in (95, 85, 40, 101, -5)])
print(1 < 2 > 1, 1 == 1.0 == True, "a" < "b" < "c", [1] < [1, 0] < [2])
one = 1
print(one is not None is not False, 3 in [1, 3] in [[1, 3]])
x = 5
print(0 < x != 5, 0 < x == 5, x > 3 > 1 > 0)
try:
    print(1 < "2" < 3)
except TypeError as e:
    print("TypeError:", e)
print((1, 2) < (1, 3) <= (1, 3) < (2,))
