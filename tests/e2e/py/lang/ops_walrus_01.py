# ops_walrus_01: Monty language golden test
data = [1, 5, 3, 8, 2]
if (n := len(data)) > 3:
    print('long', n)
print([y for x in data if (y := x * 2) > 5])
print(y)
i = 0
while (i := i + 1) < 4:
    print('loop', i)
print((a := 5), a)
def f():
    [last := v for v in range(3)]
    return last
print(f())
vals = [(z := 10), z + 1]
print(vals, z)
print(any((hit := v) > 4 for v in data), hit)
