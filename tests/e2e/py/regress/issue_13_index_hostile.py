# Found by the differential run (issue 13, seeds 50010-50011): an object with __index__ is a
# count for bytes()/bytearray() and a clamped slice bound, as an int is.
class I:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
for v in (True, 0, 3, 2**100, -2**100):
    try: print(repr(bytes(I(v))[:8]), len(bytes(I(v))) if v is not 2**100 and v >= 0 else '')
    except Exception as e: print(type(e).__name__, e)
    try: print(repr(bytearray(I(v))))
    except Exception as e: print(type(e).__name__, e)
    for s in ('abc', [1, 2, 3], (1, 2), b'xyz'):
        try: print(s[I(v):], s[:I(v)], s[I(v)::-1])
        except Exception as e: print(type(e).__name__, e)
class Bad:
    def __index__(self): return 'x'
try: print('abc'[Bad():])
except Exception as e: print(type(e).__name__, e)
try: print(bytes(Bad()))
except Exception as e: print(type(e).__name__, e)
class Boom:
    def __index__(self): raise KeyError('k')
try: print('abc'[Boom():])
except Exception as e: print(type(e).__name__, e)
for v in (5, 0, -1, 2**100):
    try: print(bytes(v)[:3], bytearray(v)[:3])
    except Exception as e: print(type(e).__name__, e)
print('abc'[2**100:], 'abc'[-2**100:], [1, 2][:2**70], (1,)[-2**70::-1])
