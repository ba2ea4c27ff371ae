# A call with too many positionals and a bad keyword reports the keyword: CPython
# binds the keywords before it counts the positionals.


def one(a):
    return a


def two(a, b=2):
    return a, b


def kwo(a, *, c=1, d):
    return a, c, d


class Box:
    def put(self, item):
        return item

    @staticmethod
    def st(x):
        return x


def gen(a):
    yield a


calls = [
    lambda: one(1, 2, bad=3),
    lambda: one(1, 2, a=3),
    lambda: one(*[1, 2], **{'a': 9}),
    lambda: one(1, 2, 3),
    lambda: two(1, 2, 3, b=4),
    lambda: two(1, 2, 3, zz=4),
    lambda: two(1, 2, 3),
    lambda: kwo(1, 2, c=3, d=4),
    lambda: kwo(1, 2, d=4),
    lambda: kwo(1, 2, c=3, bad=4),
    lambda: kwo(1, 2),
    lambda: kwo(1, d=2, a=3),
    lambda: Box().put(1, 2, item=3),
    lambda: Box().put(1, 2, other=3),
    lambda: Box().put(1, 2),
    lambda: Box.st(1, 2, x=5),
    lambda: gen(1, 2, a=1),
    lambda: gen(1, 2, b=1),
    lambda: (lambda p: p)(1, 2, q=3),
    lambda: (lambda p: p)(1, 2, p=3),
]
for i, call in enumerate(calls):
    try:
        call()
        print(i, 'no error')
    except TypeError as e:
        print(i, e)

# good calls still bind as before
print(one(a=5), two(1), two(1, b=3), kwo(1, d=4), kwo(1, c=2, d=3), list(gen(a=7)))
