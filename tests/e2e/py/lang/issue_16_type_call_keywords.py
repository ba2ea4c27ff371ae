# type() with keyword arguments, as CPython calls it (outside suites' case): the one-argument
# form takes none; the three-argument form hands them to the new class's
# __init_subclass__, after checking its three arguments (they were dropped).


def attempt(label, f):
    try:
        print(label, f())
    except TypeError as e:
        print(label, 'TypeError:', e)


attempt('one arg', lambda: type(1, x=1))
attempt('no arg', lambda: type(x=1))
attempt('two args', lambda: type('A', (), x=1))
attempt('object base', lambda: type('A', (), {}, x=1))
attempt('bad bases first', lambda: type('A', [], {}, x=1))
attempt('bad name first', lambda: type(1, (), {}, x=1))


class Base:
    seen = []

    def __init_subclass__(cls, **kw):
        Base.seen.append((cls.__name__, sorted(kw.items())))


Made = type('Made', (Base,), {'v': 1}, colour='red', size=2)
print(Made.__name__, Made.v, Base.seen)
attempt('keyword object', lambda: type('Plain', (Base,), {}, bad=object()) and Base.seen[-1][1][0][0])


class Strict:
    def __init_subclass__(cls, *, flag):
        cls.flag = flag


print(type('S', (Strict,), {}, flag=True).flag)
attempt('missing keyword', lambda: type('S2', (Strict,), {}))
