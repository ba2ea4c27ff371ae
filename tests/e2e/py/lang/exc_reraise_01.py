# exc_reraise_01: Monty language golden test
def fail():
    raise KeyError('original')
def wrap():
    try:
        fail()
    except KeyError as e:
        e.args = ('modified',)
        raise
try:
    wrap()
except KeyError as e:
    print(e)
def chain():
    try:
        fail()
    except KeyError as e:
        raise RuntimeError('wrapped') from e
try:
    chain()
except RuntimeError as e:
    c = e.__cause__
    print(e, type(c).__name__, c, e.__context__ is c)
try:
    try:
        raise ValueError(1)
    except ValueError:
        try:
            raise TypeError(2)
        except TypeError as inner:
            print('inner ctx', type(inner.__context__).__name__)
        raise
except ValueError as v:
    print('outer', v)
import sys
try:
    raise IndexError('now')
except IndexError:
    t, v, tb = sys.exc_info()
    print(t.__name__, v, tb is not None)
print(sys.exc_info())
