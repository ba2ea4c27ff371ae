# import_01: Monty language golden test
import math
import sys, json
import math as m
from math import sqrt, pi as PI
from json import dumps as d, loads
print(math.sqrt(16), m.floor(2.7), sqrt(9), round(PI, 5))
print(d({'a': [1, 2]}), loads('[1, 2.5, "x", null, true]'))
print(type(sys.argv).__name__, sys.version_info[0], sys.maxsize > 2 ** 31)
print(m is math)
from math import *
print(floor(3.5), ceil(3.5))
