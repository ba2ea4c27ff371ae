# Classes that CPython implements as C types are named "module.name" in its messages (their
# tp_name), while __name__ stays the bare name (outside suites' case: datetime's classes).
import collections
import datetime
import functools
import itertools

samples = [
    datetime.date(2024, 5, 6),
    datetime.time(1, 2),
    datetime.datetime(2024, 5, 6, 7, 8),
    datetime.timedelta(days=1),
    datetime.timezone.utc,
    collections.OrderedDict(a=1),
    collections.defaultdict(list),
    functools.partial(max, 1),
    itertools.count(),
    itertools.repeat(1, 2),
    itertools.chain([1]),
    itertools.groupby([1]),
]


def attempt(label, f):
    try:
        f()
        print(label, 'no error')
    except (TypeError, AttributeError) as e:
        print(label, type(e).__name__, e)


for obj in samples:
    cls = type(obj)
    print(cls.__name__, cls.__module__, repr(cls))
    attempt('attr', lambda: obj.missing_name)
    attempt('type attr', lambda: cls.missing_name)
    attempt('add', lambda: obj + [])
    attempt('neg', lambda: -obj if not isinstance(obj, datetime.timedelta) else ~obj)
    attempt('sub', lambda: obj[object()] if not isinstance(obj, dict) else obj[[]])
    attempt('int', lambda: int(obj))
    attempt('call', lambda: obj() if not callable(obj) else obj.nope())

attempt('tzinfo', lambda: datetime.tzinfo().missing_name)
attempt('mixed', lambda: datetime.date(2024, 1, 1) < datetime.timedelta(1))


class MyDate(datetime.date):
    pass


attempt('subclass', lambda: MyDate(2024, 1, 2).missing_name)
print(MyDate.__name__, MyDate.__mro__[1].__name__)
print([n for n in dir(datetime) if n.startswith('_c_')], [n for n in dir(itertools) if 'c_type' in n])
