# Slicing with steps on lists, strings, tuples and ranges; slice assignment and deletion.
s = "abcdefghij"
print(s[::2], s[1::2], s[::-1], s[-3:], s[:-3], s[8:2:-2], s[100:], s[-100:2])
nums = list(range(10))
print(nums[2:8:3], nums[::-3], nums[-1:-5:-1], nums[5:2], nums[::1] == nums)
t = tuple(nums)
print(t[1:4], t[::-4], type(t[1:2]).__name__)
r = range(0, 30, 3)
print(r[2:5], r[::-1], r[::2][1], list(r[-3:]))
grid = [[r * 4 + c for c in range(4)] for r in range(4)]
print([row[::3] for row in grid[::3]])
print([grid[i][i] for i in range(4)], [grid[i][-1 - i] for i in range(4)])
data = list(range(10))
data[::2] = ["e"] * 5
print(data)
data[1:3] = []
print(data)
data[:0] = ["start"]
print(data)
del data[::3]
print(data)
try:
    data[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
sl = slice(1, None, 2)
print(s[sl], nums[sl], sl.start, sl.stop, sl.step)
print(slice(2, 20, 3).indices(10), slice(None, None, -1).indices(5))
chunks = [s[i:i + 3] for i in range(0, len(s), 3)]
print(chunks)
b = b"0123456789"
print(b[::3], b[-2:], bytearray(b)[1::4])
