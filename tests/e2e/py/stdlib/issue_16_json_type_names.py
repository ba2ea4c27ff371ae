# json.dumps of an unserialisable object names the class's __name__ (no module part, as
# CPython's JSONEncoder.default does), and a short separators pair fails with the unpacking
# text CPython 3.11 gives (issue 16).
import collections
import datetime
import functools
import itertools
import json
import re

for o in [collections.deque([1]), {1, 2}, frozenset(), b'x', bytearray(b'x'),
          datetime.date(2024, 1, 1), datetime.timedelta(1), re.compile('a'), itertools.count(),
          functools.partial(max), object(), range(3), 1j, collections.OrderedDict(a={2}), len]:
    try:
        print(json.dumps(o))
    except TypeError as e:
        print('TypeError:', e)

for seps in [(',',), (), (',', ':', ';'), 'ab', 'abc', [',', ':'], (1, ':')]:
    try:
        print(json.dumps({'a': [1, 2]}, separators=seps))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
