# gen_throw_close_01: Monty language golden test
def g():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print('caught in gen', e)
        yield 'recovered'
    finally:
        print('gen finally')
it = g()
print(next(it))
print(it.throw(ValueError('oops')))
try:
    next(it)
except StopIteration:
    print('exhausted')
it2 = g()
next(it2)
it2.close()
print('closed')
try:
    next(it2)
except StopIteration:
    print('stop after close')
def h():
    yield 1
it3 = h()
try:
    it3.throw(KeyError('k'))
except KeyError as e:
    print('propagated', e)
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print(type(e).__name__, e)
