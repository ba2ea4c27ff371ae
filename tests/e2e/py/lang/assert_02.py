# assert_02: Monty language golden test
def check(v):
    assert isinstance(v, int), f'expected int, got {type(v).__name__}'
    assert v >= 0, 'negative'
    return v * 2
for v in [3, 'x', -1]:
    try:
        print(check(v))
    except AssertionError as e:
        print('AssertionError:', e)
try:
    assert (1, 2) == (1, 3), ('tuple', 'msg')
except AssertionError as e:
    print(e.args)
print(__debug__)
