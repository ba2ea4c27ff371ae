# exc_in_generators_01: Monty language golden test
def gen():
    try:
        yield 1
        raise ValueError('inside gen')
    finally:
        print('gen cleanup')
g = gen()
print(next(g))
try:
    next(g)
except ValueError as e:
    print('caught', e)
def safe_div(pairs):
    for a, b in pairs:
        try:
            yield a / b
        except ZeroDivisionError:
            yield float('inf')
print(list(safe_div([(1, 2), (1, 0), (3, 3)])))
def relay():
    try:
        yield from gen()
    except ValueError as e:
        yield 'relay caught ' + str(e)
print(list(relay()))
