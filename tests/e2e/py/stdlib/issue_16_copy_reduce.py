# Issue 16: copy.copy and copy.deepcopy use a class's own __reduce_ex__ or __reduce__, as
# CPython's copy does (through object.__reduce_ex__(4)), and the library types still copy.
import copy, datetime, collections, os, time, sys, re, json
from dataclasses import dataclass, field
class R:
    def __init__(self, x): self.x = x
    def __reduce__(self): return (R, (self.x * 2,))
print(copy.copy(R(3)).x, copy.deepcopy(R(4)).x)
class RS:
    def __init__(self): self.l = [1, [2]]
    def __reduce_ex__(self, proto): return (RS, (), {'l': self.l, 'p': proto})
a = RS(); b = copy.copy(a); c = copy.deepcopy(a)
print(b.l is a.l, c.l == a.l, c.l is a.l, b.p, c.p)
class Plain:
    def __init__(self): self.v = [1]
p = Plain(); q = copy.deepcopy(p); print(q.v, q.v is p.v, copy.copy(p).v is p.v)
class G:
    def __reduce__(self): return 'G'
g = G(); print(copy.copy(g) is g, copy.deepcopy(g) is g)
iso = datetime.date(2020, 1, 1).isocalendar()
print(type(copy.copy(iso)).__name__, type(copy.deepcopy(iso)).__name__, copy.copy(iso))
for o in (datetime.timedelta(3), datetime.date(2021, 2, 3), datetime.datetime(2021, 2, 3, 4, 5), datetime.time(1, 2), datetime.timezone.utc):
    print(repr(copy.copy(o)), repr(copy.deepcopy(o)))
cnt = collections.Counter('abca'); dd = collections.defaultdict(list, {'k': [1]}); od = collections.OrderedDict(a=1, b=2)
for o in (cnt, dd, od, collections.deque([1, [2]], maxlen=5)):
    c1 = copy.copy(o); c2 = copy.deepcopy(o)
    print(type(c1).__name__, c1 == o, c2 == o, repr(c2))
NT = collections.namedtuple('NT', 'a b')
print(copy.copy(NT(1, [2])), copy.deepcopy(NT(1, [2])))
st = os.stat_result((1, 2, 3, 4, 5, 6, 7, 8, 9, 10)); print(copy.copy(st) == st, type(copy.deepcopy(st)).__name__)
print(copy.copy(time.gmtime(0)))
@dataclass
class DC:
    a: int
    b: list = field(default_factory=list)
d = DC(1, [2]); print(copy.copy(d), copy.deepcopy(d), copy.deepcopy(d).b is d.b)
pat = re.compile('a+'); print(copy.copy(pat) is pat, copy.deepcopy(pat) is pat)
e = json.JSONDecodeError('m', 'doc', 1); e2 = copy.copy(e); print(type(e2).__name__, e2.msg, e2.pos)
class L(list):
    def __reduce__(self): return (L, (), None, iter(self))
l = L([1, [2]]); l2 = copy.deepcopy(l); print(type(l2).__name__, l2, l2[1] is l[1])
