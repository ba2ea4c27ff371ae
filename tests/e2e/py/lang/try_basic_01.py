# try_basic_01: Monty language golden test
def f(x):
    try:
        r = 10 / x
    except ZeroDivisionError as e:
        print('zde', e)
        return 'err'
    else:
        print('else', r)
        return r
    finally:
        print('finally', x)
print(f(2))
print(f(0))
try:
    int('x')
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)
try:
    [][1]
except KeyError:
    print('no')
except LookupError as e:
    print('lookup', type(e).__name__, e)
try:
    {}['k']
except Exception as e:
    print(type(e).__name__, repr(e), e.args)
