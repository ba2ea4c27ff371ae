# ops_membership_01: Monty language golden test
print(3 in [1, 2, 3], 4 not in (1, 2), 'ell' in 'hello', '' in 'x')
print('k' in {'k': 1}, 1 in {'k': 1}, 2 in {1, 2}, 5 in range(0, 10, 5))
print(b'b' in b'abc', 98 in b'abc', [1] in [[1], 2])
class C:
    def __contains__(self, x):
        return x == 'magic'
print('magic' in C(), 'other' in C(), 'magic' not in C())
class It:
    def __iter__(self):
        return iter([1, 2, 3])
print(2 in It(), 7 in It())
try:
    1 in 5
except TypeError as e:
    print(type(e).__name__, e)
