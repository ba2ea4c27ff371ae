# funcs_traceback_01: __traceback__ objects (tb_lineno, tb_next, tb_frame), sys.exc_info()
import sys
def inner():
    raise ValueError('deep')
def middle():
    inner()
def chain(tb):
    out = []
    while tb is not None:
        out.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    return out
e0 = ValueError('never raised')
print(e0.__traceback__)
try:
    middle()
except ValueError as e:
    tb = e.__traceback__
    print(type(tb).__name__, chain(tb))
    print(tb.tb_frame.f_code.co_name, tb.tb_next.tb_frame.f_code.co_filename == __file__)
try:
    raise KeyError('here')
except KeyError:
    t, v, tb = sys.exc_info()
    print(t.__name__, repr(v), chain(tb), tb is not None)
print(sys.exc_info())
def reraiser():
    try:
        inner()
    except ValueError:
        raise
try:
    reraiser()
except ValueError as e:
    print(chain(e.__traceback__))
def raise_again():
    try:
        inner()
    except ValueError as err:
        raise err
try:
    raise_again()
except ValueError as e:
    print(chain(e.__traceback__))
e = RuntimeError('x')
print(e.with_traceback(None) is e, e.__traceback__)
try:
    middle()
except ValueError as caught:
    saved = caught.__traceback__
other = TypeError('t').with_traceback(saved)
print(chain(other.__traceback__))
other.__traceback__ = None
print(other.__traceback__)
try:
    other.__traceback__ = 5
except TypeError as err:
    print('TypeError', err)
def gen():
    yield 1
    raise IndexError('from gen')
try:
    for _ in gen():
        pass
except IndexError as e:
    print(chain(e.__traceback__))
