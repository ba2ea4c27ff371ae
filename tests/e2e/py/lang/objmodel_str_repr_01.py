# objmodel_str_repr_01: which __str__ / __repr__ str() and repr() use along the MRO
class OnlyRepr:
    def __repr__(self):
        return 'R'
class OnlyStr:
    def __str__(self):
        return 'S'
print(str(OnlyRepr()), repr(OnlyRepr()), str(OnlyStr()), f'{OnlyRepr()} {OnlyStr()!s}', [OnlyRepr()])
class ErrRepr(Exception):
    def __repr__(self):
        return 'ErrRepr!'
e = ErrRepr('msg', 2)
print(str(e), repr(e), str(ErrRepr('one')), repr(str(ErrRepr())))
class ErrStr(ValueError):
    def __str__(self):
        return 'custom'
print(str(ErrStr('x')), repr(ErrStr('x')), ErrStr('x').args)
class KeyRepr(KeyError):
    def __repr__(self):
        return 'KR'
print(str(KeyRepr('k')), repr(KeyRepr('k')))
class Mid(OnlyRepr):
    def __str__(self):
        return 'mid'
class Leaf(Mid):
    def __repr__(self):
        return 'leaf'
print(str(Leaf()), repr(Leaf()), format(Leaf()), '%s %r' % (Leaf(), Leaf()))
class IntRepr(int):
    def __repr__(self):
        return 'IR'
class StrRepr(str):
    def __repr__(self):
        return 'SR'
print(str(IntRepr(1)), str(StrRepr('s')), repr(StrRepr('s')), f'{IntRepr(2)}', [StrRepr('s')])
try:
    raise ErrRepr('boom')
except Exception as caught:
    print(type(caught).__name__, caught)
