import copy
from collections import Counter, OrderedDict, defaultdict, namedtuple, deque
c = Counter('aab')
c2 = copy.deepcopy(c); c['a'] += 10
print(c2, copy.copy(c2))
dd = defaultdict(list, a=[1])
dd2 = copy.deepcopy(dd); dd['a'].append(2)
print(dd2, dd2.default_factory)
print(copy.deepcopy(OrderedDict(x=1, y=[2])))
P = namedtuple('P', 'x y')
p = P(1, [2])
q = copy.deepcopy(p)
print(q, q.y is p.y, copy.copy(p) == p)
print(copy.deepcopy(deque([1, [2]], maxlen=5)))
