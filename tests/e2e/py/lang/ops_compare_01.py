# ops_compare_01: Monty language golden test
x = 5
print(1 < x < 10, 1 < x > 10, x == 5 == 5.0, 1 < 2 < 3 < 4 < 3)
def v(n):
    print('eval', n)
    return n
print(v(1) < v(2) < v(0) < v(3))
print(v(3) < v(2) < v(5))
print(1 == 1.0, None is None, [] is not [])
print('abc' < 'abd', 'B' < 'a', [1, 2] < [1, 3], (1, 2) < (1, 2, 0))
print(1 != 2, not 1 != 1, 2 >= 2, 3 <= 2)
print([1, [2]] == [1, [2]], {1: 2} == {1: 2}, {1} <= {1, 2})
try:
    print(1 < 'a')
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([] < ())
except TypeError as e:
    print(type(e).__name__, e)
