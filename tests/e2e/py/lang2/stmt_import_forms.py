# import forms: plain, dotted, aliases, from-imports, and failures.
import math
import os.path
import json as j
from collections import Counter, defaultdict as dd
from math import (
    floor,
    ceil as round_up,
)
import itertools, functools
print(math.sqrt(16), os.path.join("a", "b"), j.dumps([1, {"a": None}]))
print(Counter("hello").most_common(2), dict(dd(int, a=1)))
print(floor(2.7), round_up(2.1), list(itertools.islice(itertools.count(5), 3)))
print(functools.reduce(lambda a, b: a * b, range(1, 6)))
print(math.__name__, j.__name__, type(math).__name__)
def local_import():
    from json import dumps as to_json
    import re
    return to_json("ab"), re.sub(r"\d", "#", "a1b2")
print(local_import())
try:
    import not_a_real_module
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    from math import not_a_function
except ImportError as e:
    print(type(e).__name__, e.name)
print(issubclass(ModuleNotFoundError, ImportError))
import math as m2
print(m2 is math, m2.pi == math.pi)
from os import path
print(path.basename("/x/y/z.txt"), path.splitext("report.tar.gz"))
