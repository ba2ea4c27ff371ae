# objmodel_slots_01: __slots__ restricts instance attributes
class P:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
print(p.x, p.y, P.__slots__, hasattr(p, '__dict__'))
try:
    p.z = 3
except AttributeError as e:
    print('set:', e)
try:
    print(p.z)
except AttributeError as e:
    print('get:', e)
del p.x
try:
    p.x
except AttributeError as e:
    print('deleted:', e)
try:
    del p.x
except AttributeError as e:
    print('del again:', e)
p.x = 7
print(p.x, type(P.x).__name__, repr(P.x), P.x.__name__)
class S:
    __slots__ = 'only'
s = S()
s.only = [1]
print(s.only, S.__slots__)
try:
    vars(s)
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Bad:
        __slots__ = ('a',)
        a = 1
except ValueError as e:
    print(type(e).__name__, e)
try:
    class Bad2:
        __slots__ = (1,)
except TypeError as e:
    print(type(e).__name__, e)
