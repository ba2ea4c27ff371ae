# int_division_01: Monty language golden test
for a in [7, -7]:
    for b in [2, -2]:
        print(a, b, a // b, a % b, divmod(a, b), a / b)
try:
    1 // 0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    1 % 0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    1 / 0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    0 ** -1
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(0 ** 0, 2 ** 0.5, 4 ** 0.5, (-8) ** (1 / 3) if False else 'skip', 10 ** -2)
