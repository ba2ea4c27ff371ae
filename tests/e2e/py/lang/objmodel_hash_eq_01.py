# objmodel_hash_eq_01: __eq__ without __hash__ makes a class unhashable (__hash__ = None)
class OnlyEq:
    def __eq__(self, o):
        return isinstance(o, OnlyEq)
print(OnlyEq.__hash__, '__hash__' in vars(OnlyEq), OnlyEq() == OnlyEq())
for make in (lambda: hash(OnlyEq()), lambda: {OnlyEq()}, lambda: {OnlyEq(): 1}):
    try:
        make()
    except TypeError as e:
        print(type(e).__name__, e)
class Both:
    def __init__(self, k):
        self.k = k
    def __eq__(self, o):
        return self.k == o.k
    def __hash__(self):
        return hash(self.k)
print(len({Both(1), Both(1), Both(2)}), Both.__hash__ is not None)
class Child(OnlyEq):
    pass
try:
    hash(Child())
except TypeError as e:
    print('inherited:', e)
class Rehash(OnlyEq):
    __hash__ = object.__hash__
print(isinstance(hash(Rehash()), int), Rehash() == Rehash())
class Plain:
    pass
print(Plain.__hash__ == object.__hash__, isinstance(hash(Plain()), int))
class Off:
    __hash__ = None
try:
    hash(Off())
except TypeError as e:
    print(type(e).__name__, e)
class KeepsParentHash(Both):
    def __eq__(self, o):
        return True
print(KeepsParentHash.__hash__)
try:
    hash(KeepsParentHash(1))
except TypeError as e:
    print(type(e).__name__, e)
class Via(Both):
    pass
print(hash(Via(5)) == hash(5), Via(5) == Both(5))
