# slicing_01: Monty language golden test
s = list(range(10))
print(s[2:5], s[:3], s[7:], s[-3:], s[:-7], s[::2], s[1::3])
print(s[::-1], s[8:2:-2], s[-1:-4:-1], s[100:], s[-100:2])
print('hello'[1:4], 'hello'[::-1], 'hello'[::2], (1, 2, 3)[1:])
print(s[slice(1, 4)], s[slice(None, None, 3)])
s[2:4] = ['a', 'b', 'c']
print(s)
s[::3] = [0] * len(s[::3])
print(s)
del s[1:3]
print(s)
del s[::2]
print(s)
try:
    s[::2] = [1]
except ValueError as e:
    print(type(e).__name__, e)
try:
    s[::0]
except ValueError as e:
    print(type(e).__name__, e)
