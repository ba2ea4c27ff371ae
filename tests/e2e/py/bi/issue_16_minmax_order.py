# min() and max(): which comparison runs, and which error comes first (issue 16)


def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as exc:
        print(label, type(exc).__name__ + ':', exc)


class Loud:
    def __init__(self, n):
        self.n = n

    def __lt__(self, other):
        print('  lt', self.n, other.n)
        return self.n < other.n

    def __gt__(self, other):
        print('  gt', self.n, other.n)
        return self.n > other.n

    def __repr__(self):
        return 'Loud(%d)' % self.n


attempt('max loud', lambda: max([Loud(1), Loud(3), Loud(2)]))
attempt('min loud', lambda: min(Loud(2), Loud(1), Loud(3)))
attempt('max key', lambda: max([Loud(5), Loud(4)], key=lambda x: x))


class OnlyLt:
    def __init__(self, n):
        self.n = n

    def __lt__(self, other):
        return self.n < other.n

    def __repr__(self):
        return 'OnlyLt(%d)' % self.n


# max asks "new > best": with no __gt__ the reflected __lt__ of best answers
attempt('max reflected', lambda: max([OnlyLt(2), OnlyLt(7), OnlyLt(1)]))

attempt('max mixed', lambda: max([1, 'a']))
attempt('min mixed', lambda: min(1, 'a'))
attempt('max mixed 2', lambda: max(['a', 1]))
attempt('max dicts', lambda: max({}, {}))

# no positional argument is reported before any keyword is looked at
attempt('max kw only', lambda: max(bogus=1))
attempt('min kw only', lambda: min(key=len, bogus=1))
attempt('max default', lambda: max(default=0))
attempt('max bad kw', lambda: max([1], bogus=1))
