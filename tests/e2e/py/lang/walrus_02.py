# walrus_02: Monty language golden test
import re
lines = ['key=value', 'junk', 'a=1']
for line in lines:
    if (m := re.match(r'(\w+)=(\w+)', line)) is not None:
        print(m.group(1), '->', m.group(2))
data = [5, 3, 0, 7]
total = 0
while (v := data.pop()) != 0:
    total += v
print(total, data)
print([(x, y) for x in range(5) if (y := x * x) % 2 == 1])
def f(x):
    return x * 3
vals = {'a': (r := f(2)), 'b': r + 1}
print(vals)
print((w := 'walrus') and w.upper(), [w := i for i in range(2)] and w)
