# TypeErrors that name a user class: sequence concatenation and unpacking (issue 16)


def attempt(label, f):
    try:
        outcome = repr(f())
    except Exception as exc:
        outcome = f'{type(exc).__name__}: {exc}'
    print(label, outcome)


class Widget:
    pass


class Declines:
    def __radd__(self, other):
        return NotImplemented


class Accepts:
    def __radd__(self, other):
        return 'radd of ' + repr(other)


class Text(str):
    pass


class Items(list):
    pass


attempt('str + Widget', lambda: 'abc' + Widget())
attempt('str + Declines', lambda: 'abc' + Declines())
attempt('str + Accepts', lambda: 'abc' + Accepts())
attempt('Text + Widget', lambda: Text('t') + Widget())
attempt('list + Widget', lambda: [1] + Widget())
attempt('Items + Declines', lambda: Items([2]) + Declines())
attempt('tuple + Widget', lambda: (1,) + Widget())
attempt('int + Widget', lambda: 1 + Widget())


def grow_str():
    s = 'x'
    s += Widget()


def grow_tuple():
    t = (1,)
    t += Widget()


def grow_list():
    items = [1]
    items += Widget()  # list's += extends, so it is the iteration that fails


attempt('str += Widget', grow_str)
attempt('tuple += Widget', grow_tuple)
attempt('list += Widget', grow_list)


class IterRaises:
    def __iter__(self):
        raise TypeError('iteration refused by the class')


class OldStyle:
    def __getitem__(self, i):
        raise TypeError('getitem refused by the class')


def pair(obj):
    first, second = obj
    return first, second


attempt('unpack Widget', lambda: pair(Widget()))
attempt('unpack IterRaises', lambda: pair(IterRaises()))
attempt('unpack OldStyle', lambda: pair(OldStyle()))
attempt('unpack int', lambda: pair(5))
attempt('unpack Items', lambda: pair(Items('ab')))
