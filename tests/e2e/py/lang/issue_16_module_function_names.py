# Issue 16: a C module function's argument-count errors name it as CPython 3.11's
# _PyObject_FunctionStr does (math.floor(), time.time()); builtins stay bare (len()).
import math, time, sys
for s in ['math.floor()', 'math.sqrt()', 'math.sqrt(1, 2)', 'math.ceil(1, 2)', 'math.isnan()', 'math.factorial()', 'time.time(1)', 'time.monotonic(1)', 'sys.getrecursionlimit(1)',
          'sys.exc_info(1)', 'math.fabs(x=1)', 'math.gcd(x=1)', 'len(x=1)', 'abs()', 'len()', 'math.pow()', 'math.pow(1)', 'sys.intern()']:
    try:
        eval(s)
        print(s, 'ok')
    except TypeError as e:
        print(s, '|', e)
