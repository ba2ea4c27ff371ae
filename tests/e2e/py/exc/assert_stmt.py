try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as e:
    print("AssertionError", e)
try:
    assert False
except AssertionError as e:
    print(repr(e))
