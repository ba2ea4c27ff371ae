# A case binds its capture names only once its whole pattern matched: a pattern that
# captures and then fails leaves the names as they were (CPython), in any scope, through
# sequences, mappings, classes, stars and alternatives; the guard sees them bound


def show(tag, **names):
    print(tag, sorted(names.items()))


a = b = rest = tail = 'before'
match [1, 2]:
    case [a, 3]:
        pass
    case [b, *rest, 9]:
        pass
    case _:
        pass
show('module', a=a, b=b, rest=rest)

match {'k': 1, 'x': 2}:
    case {'k': a, **rest} if False:
        pass
    case {'k': b, 'missing': tail}:
        pass
    case _:
        pass
show('mapping', a=a, b=b, rest=rest, tail=tail)


class P:
    __match_args__ = ('x', 'y')

    def __init__(self, x, y):
        self.x, self.y = x, y


def inside(v):
    x = y = 'unset'
    match v:
        case P(x, 0):
            return 'x-axis', x, y
        case P(x=x, y=[y, 1]):
            return 'list', x, y
        case (x, y) | [x, y, 0]:
            return 'pair', x, y
    return 'none', x, y


print(inside(P(5, 1)))
print(inside(P(5, 0)))
print(inside(P(7, [8, 1])))
print(inside([1, 2, 0]))
print(inside([1, 2, 3]))


def closure(v):
    got = 'unset'
    match v:
        case [1, got]:
            pass
        case [got, 1]:
            pass
    return lambda: got


print(closure([5, 6])(), closure([1, 6])(), closure([5, 1])())


class Body:
    q = 'class'
    match (1, 2):
        case (q, 3):
            pass
    seen = q


print(Body.seen)

# a guard that fails still leaves the (matched) captures bound
match [4, 5]:
    case [a, b] if a > b:
        pass
    case _:
        pass
show('guard', a=a, b=b)

# nested alternatives and as-patterns inside a failing case
match (1, (2, 3)):
    case (1 | 2 as head, (2, tail) | (tail, 9)) if tail == 3:
        show('nested', head=head, tail=tail)
match (2, (7, 8)):
    case (1 | 2 as head2, (9, tail2)):
        pass
    case _:
        print('head2' in dir(), 'tail2' in dir())
