# Issue 16: class patterns as CPython 3.11: a called pattern that is no type is 'must be a
# type' (3.12 says 'class'), __match_args__ naming an attribute twice or holding a
# non-str is a TypeError; the other pattern kinds for reference.
from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
class P2:
    __match_args__ = ('a', 'b')
    def __init__(self, a, b): self.a, self.b = a, b
def m(v):
    match v:
        case 0 | 1 as small: return f'small {small}'
        case int(n) if n > 100: return f'big {n}'
        case float() | complex(): return 'floaty'
        case str() as s if s.startswith('x'): return 'x-str'
        case 'a' | 'b': return 'ab'
        case [x, y, *rest]: return f'seq {x} {y} {rest}'
        case (): return 'empty'
        case {'k': v2, **kw}: return f'map {v2} {kw}'
        case Point(x=0, y=yy): return f'pt y={yy}'
        case Point(xx, yy): return f'pt {xx},{yy}'
        case P2(1, b): return f'p2 {b}'
        case None: return 'none'
        case True: return 'true'
        case {'a': [1, {'b': bb}]}: return f'deep {bb}'
        case _: return 'other'
for v in [0, 1, 500, 5, 1.5, 2j, 'xy', 'a', 'q', [1, 2, 3, 4], [1], (), {'k': 1, 'z': 2}, Point(0, 5), Point(1, 2), P2(1, 9), P2(2, 2), None, True, {'a': [1, {'b': 7}]}, b'ab', [1, 2]]:
    print(repr(v)[:20], '->', m(v))
match {'a': 1}:
    case {'b': _}: print('no')
    case {}: print('empty map pattern matches any mapping')
match [1, 2]:
    case [1, 2, *_]: print('star wild')
match 'abc':
    case [*_]: print('str is not a seq pattern')
    case _: print('str not seq')
class NoMA:
    def __init__(self): self.x = 1
try:
    match NoMA():
        case NoMA(1): pass
except TypeError as e: print(e)
class BadMA:
    __match_args__ = ('x', 'x')
    x = 1
try:
    match BadMA():
        case BadMA(a, b): pass
except TypeError as e: print(e)
try:
    match 1:
        case print(): pass
except TypeError as e: print(e)
try:
    match Point(1, 2):
        case Point(1, 2, 3): pass
except TypeError as e: print(e)
try:
    match Point(1, 2):
        case Point(1, x=1): pass
except TypeError as e: print(e)
class NS:
    __match_args__ = ('x', 1)
    x = 1
try:
    match NS():
        case NS(a, b): pass
except TypeError as e: print(e)
class Sub(str): pass
match Sub('q'):
    case str(v): print('sub', v, type(v).__name__)
match 3:
    case bool(): print('bool?')
    case int(x): print('int', x)
