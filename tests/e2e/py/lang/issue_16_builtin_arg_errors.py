# Issue 16: argument errors of C builtins in CPython 3.11's words and order: getargs and
# Argument Clinic check the count of all arguments, then the positional ones, the missing
# ones, a name given twice, an unknown keyword; enumerate's own vectorcall parsing; sum's
# positional-only iterable; list.sort's keyword-only parameters and its int reverse=.
for s in ['enumerate()', 'enumerate(start=1)', 'enumerate(iterable=[1])', 'enumerate([1], start=1)', 'enumerate(x=1)', 'enumerate([], 1, 2)', 'enumerate(start=1, iterable=[])', 'enumerate([], x=1)', 'enumerate([], 1, start=2)',
          'int.from_bytes()', 'int.from_bytes(b"")', 'int.from_bytes(b"", "big", "x")', 'int.from_bytes(bytes=b"1")', 'int.from_bytes(b"1", byteorder="big", signed=1, x=2)',
          'sum()', 'sum([], 1, 2)', 'sum(start=1)', 'sum([], start=1)', 'sum(iterable=[])',
          '[].sort(1)', '[].sort(key=1, x=2)', 'sorted()', 'sorted([], 1)', '[].sort(reverse=None)',
          '(1).to_bytes(1, "big", 1)', '(1).to_bytes(length=1, byteorder="big")', '"a".split(1, 2, 3)', '"a".encode(1, 2, 3)',
          'dict.fromkeys()', '{}.get()', '{}.pop()', '[].insert(1)', '[].index()', '"".join()', 'str.join()', 'list.append()', 'list.append([])']:
    try:
        r = eval(s)
        print(s, '->', type(r).__name__ if type(r).__name__ == 'enumerate' else r)
    except Exception as e:
        print(s, '|', type(e).__name__, e)
for s in ['sorted([2, 1], reverse=None)', 'sorted([2, 1], reverse=1.0)', 'sorted([2, 1], reverse=2**40)', 'sorted([1, 2], reverse=-1)', '[1, 2].sort(reverse=True)', 'sorted([1,2], reverse=2**70)', '[].sort(1, 2)', '[].sort(key=None, reverse=0, x=1)', 'sorted([], x=1)', 'sorted(iterable=[])']:
    try:
        r = eval(s)
        print(s, '->', type(r).__name__ if type(r).__name__ == 'enumerate' else r)
    except Exception as e:
        print(s, '|', type(e).__name__, e)
