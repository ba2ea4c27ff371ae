# A special method set to None in a class body (outside suites' case): None switches the
# protocol off for __hash__, __iter__, __contains__ and __reversed__ (each with its own
# message); for every other special method the call fails, as calling None does. Before,
# the None was taken as the method's result (1 in x was False, x + 1 was None, and a for
# loop over an iterator whose __next__ is None ran until memory ran out).


class Seq:
    def __iter__(self):
        return iter([1, 2])

    def __getitem__(self, i):
        return [5, 6][i]

    def __len__(self):
        return 2


def disabled(name):
    return type('No' + name.strip('_').title(), (Seq,), {name: None})


def run(label, f):
    try:
        print(label, 'gives', repr(f()))
    except TypeError as e:
        print(label, 'TypeError:', e)


run('in', lambda: 1 in disabled('__contains__')())
run('not in', lambda: 1 not in disabled('__contains__')())
run('iter', lambda: iter(disabled('__iter__')()))
run('list', lambda: list(disabled('__iter__')()))
run('reversed', lambda: reversed(disabled('__reversed__')()))
run('hash', lambda: hash(disabled('__hash__')()))
run('len', lambda: len(disabled('__len__')()))
run('getitem', lambda: disabled('__getitem__')()[0])
run('bool', lambda: bool(disabled('__bool__')()))
run('eq', lambda: disabled('__eq__')() == 1)
run('lt', lambda: disabled('__lt__')() < 1)
run('add', lambda: disabled('__add__')() + 1)
run('radd', lambda: 1 + disabled('__radd__')())
run('neg', lambda: -disabled('__neg__')())
run('index', lambda: [1][disabled('__index__')()])
run('repr', lambda: repr(disabled('__repr__')()))
run('str', lambda: str(disabled('__str__')()))
run('call', lambda: disabled('__call__')()())


class NoNext:
    def __iter__(self):
        return self

    __next__ = None


run('next', lambda: next(NoNext()))
run('for', lambda: [x for x in NoNext()])


class Inherits(disabled('__contains__')):
    pass


run('inherited in', lambda: 2 in Inherits())


class Restores(Inherits):
    def __contains__(self, item):
        return item == 2


run('restored in', lambda: 2 in Restores())


class IterReturnsNone:
    def __iter__(self):
        return None


run('iter returns None', lambda: iter(IterReturnsNone()))
