# import_02: Monty language golden test
try:
    import nosuchmodule_xyz
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    from math import nosuchname
except ImportError as e:
    print(type(e).__name__, str(e).split(' (')[0])
print(issubclass(ModuleNotFoundError, ImportError))
def lazy():
    import json
    return json.dumps([None])
print(lazy())
import collections, itertools, functools
print(collections.Counter('aab')['a'], list(itertools.islice(itertools.count(), 3)))
print(functools.reduce(lambda a, b: a * b, range(1, 6)))
