# conditional_02: Monty language golden test
def sign(x):
    return -1 if x < 0 else (0 if x == 0 else 1)
print([sign(v) for v in (-5, 0, 5)])
grade = lambda s: 'A' if s >= 90 else 'B' if s >= 80 else 'C' if s >= 70 else 'F'
print([grade(s) for s in [95, 85, 75, 10]])
x = None
print(x if x is not None else 'default', (x or 'fallback'), [] if x else [1])
print('even' if 4 % 2 == 0 else 1 / 0, 1 if True else undefined_name)
