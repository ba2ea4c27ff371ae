# builtins_numeric_01: Monty language golden test
print(abs(-3), abs(-2.5), abs(3 + 4j), abs(True), divmod(7, 2), divmod(-7.5, 2))
print(pow(2, 10), pow(2, 10, 1000), pow(2.0, -1), pow(-8, 1 / 3).real > 0 if False else 'skip', pow(3, 2, -4))
print(round(3.14159), round(3.14159, 2), round(-2.5), round(7, -1), round(1e20), round(0.125, 2))
print(sum([1, 2, 3]), sum([1, 2], 10), sum([[1], [2]], []), sum(range(5), start=100), sum([0.1] * 10))
print(min(3, 1, 2), max('a', 'bb', key=len), min([], default='empty'), max([1, 5, 3]), min((2, 'b'), (2, 'a')))
print(max([1, -5, 3], key=abs), min('hello'), max({1: 'x', 3: 'y'}), max(1, 1.0), max(1.0, 1))
try:
    max([])
except ValueError as e:
    print(type(e).__name__, e)
try:
    sum(['a', 'b'], '')
except TypeError as e:
    print(type(e).__name__, e)
try:
    min()
except TypeError as e:
    print(type(e).__name__, e)
print(hex(255), hex(-1), oct(64), bin(-5), bin(0), int('-0b101', 0))
print(bool(), int(), float(), complex(), str(), list(), tuple(), dict(), set(), frozenset())
