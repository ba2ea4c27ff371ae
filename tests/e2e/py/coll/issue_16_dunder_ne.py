# object.__ne__ as the builtins reach it: their own comparison (NotImplemented for a foreign
# operand, as CPython's set.__ne__ or list.__ne__), else the class's __eq__ inverted; never the
# reflected operand's or the identity fallback of the != operator.
print(set().__ne__(1), set().__eq__(1), frozenset().__ne__(1), {1}.__ne__({1}), [].__ne__(1), {}.__ne__(1), (1,).__ne__(1))
class A: pass
a = A()
print(A().__ne__(1), object().__ne__(object()), a.__ne__(a))
print('a'.__ne__(1), (1.0).__ne__('x'))
class E:
    def __eq__(self, o): return o == 3
print(E().__ne__(3), E().__ne__(4), E() != 3, E() != 4)
class N:
    def __ne__(self, o): return super().__ne__(o)
n = N()
print(n.__ne__(n), n.__ne__(1), n != n, n != 1)
class S(set): pass
print(S([1]).__ne__({1}), S().__ne__(1), S() != 1)
print(1 != 1.0, [1] != [1], {1} != 1)
