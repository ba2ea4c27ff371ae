# class_mro_01: Monty language golden test
class A:
    def who(self): return 'A'
class B(A):
    def who(self): return 'B>' + super().who()
class C(A):
    def who(self): return 'C>' + super().who()
class D(B, C):
    def who(self): return 'D>' + super().who()
print(D().who())
print([k.__name__ for k in D.__mro__])
print([k.__name__ for k in D.mro()])
class X: pass
class Y: pass
class Z(X, Y): pass
class W(Y, X): pass
try:
    class Bad(Z, W): pass
except TypeError as e:
    print(type(e).__name__, e)
class O1: pass
class O2(O1): pass
try:
    class Bad2(O1, O2): pass
except TypeError as e:
    print(type(e).__name__, e)
