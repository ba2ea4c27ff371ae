# issue 16: namedtuple(rename=, defaults=, module=), _field_defaults, __match_args__, a real tuple subclass
from dataclasses import *
from collections import namedtuple
import dataclasses
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, 'EXC', type(e).__name__, e)
import copy
P = namedtuple('P', ['a', 'def', 'a', '_x', '1', 'class'], rename=True)
t('rename', lambda: (P._fields, P.__match_args__, P(1, 2, 3, 4, 5, 6)))
Q = namedtuple('Q', 'x y z', defaults=[1, 2])
t('defaults', lambda: (Q(0), Q._field_defaults, Q.__new__.__defaults__))
t('defaults iter', lambda: namedtuple('R', 'a b', defaults=iter([5]))._field_defaults)
t('defaults none', lambda: namedtuple('R', 'a b', defaults=None)._field_defaults)
t('defaults too many', lambda: namedtuple('Q', 'x', defaults=[1, 2]))
R = namedtuple('R', 'x y', module='mymod')
t('module', lambda: (R.__module__, repr(R(1, 2)), R.__qualname__, R))
t('tuple-ness', lambda: (isinstance(Q(0), tuple), Q(0) + (9,), Q(0)[1:], len(Q(0)), Q(0) == (0, 1, 2), Q.__bases__))
t('field doc', lambda: (Q.x.__doc__, Q.__doc__, Q.__new__.__doc__))
def setnt():
    q = Q(0); q.x = 5
t('nt set', setnt)
def setnt2():
    q = Q(0); q.w = 5
t('nt set new', setnt2)
t('nt hash', lambda: hash(Q(0)) == hash((0, 1, 2)))
t('nt sort', lambda: sorted([Q(2), Q(1)]))
t('nt unpack', lambda: [a for a, b, c in [Q(0)]])
t('nt copy', lambda: (copy.copy(Q(0)), copy.deepcopy(Q(0, [1]))))
t('nt getnewargs', lambda: Q(0).__getnewargs__())
t('nt make', lambda: (Q._make(range(3)), Q._make([1])))
t('nt replace', lambda: Q(0)._replace(z=7))
t('nt asdict', lambda: Q(0)._asdict())
t('nt kw', lambda: Q(z=3, x=1))
t('nt missing', lambda: namedtuple('S', 'a b')(1))
t('nt too many', lambda: namedtuple('S', 'a b')(1, 2, 3))
t('nt sub', lambda: type('Sub', (Q,), {'extra': lambda self: self.x + 1})(5).extra())
class Pt(namedtuple('Pt', 'x y')):
    __slots__ = ()
    @property
    def mag(self):
        return self.x + self.y
t('nt subclass', lambda: (Pt(1, 2), Pt(1, 2).mag, Pt.__mro__[1].__name__, Pt._fields, Pt._make([3, 4])))
def m3():
    match Q(7, 8, 9):
        case Q(a, b, c=c):
            return (a, b, c)
t('match nt', m3)
t('fields str', lambda: namedtuple('T', 'a, b,c')._fields)
t('empty', lambda: (namedtuple('E', '')(), namedtuple('E', [])._fields))
