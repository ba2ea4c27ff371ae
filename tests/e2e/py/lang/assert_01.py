# assert_01: Monty language golden test
assert True
assert 1 == 1, 'not shown'
try:
    assert False
except AssertionError as e:
    print(type(e).__name__, repr(e), e.args)
try:
    assert 1 > 2, 'one is not greater'
except AssertionError as e:
    print(e)
try:
    x = []
    assert x, f'empty: {x}'
except AssertionError as e:
    print(e)
try:
    assert 0, 42
except AssertionError as e:
    print(e.args)
