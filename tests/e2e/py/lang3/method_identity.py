# Methods of builtin types are the same object on every class access.
class Plain: pass
class Sub(str): pass
print(Plain.__hash__ is object.__hash__, object.__hash__ is object.__hash__)
print(Plain.__init__ is object.__init__, Plain.__repr__ is object.__repr__, Plain.__eq__ is object.__eq__)
print(str.upper is str.upper, list.append is list.append, dict.get is dict.get, int.__add__ is int.__add__)
print(Sub.upper is str.upper, Sub.__len__ is str.__len__, str.__dict__["upper"] is str.upper)
print(object.__hash__, str.upper, Plain.__init__, list.__len__)
print(Plain().__hash__ == Plain().__hash__, "a".upper is "a".upper, [].append == [].append)
print(str.maketrans is str.maketrans, dict.fromkeys is dict.fromkeys, dict.fromkeys == dict.fromkeys)
print(object.__hash__(Plain) == hash(Plain), str.upper("x"), list.__len__([1, 2]))
print(Plain.__str__ is object.__str__, Plain.__setattr__ is object.__setattr__, Sub.__len__ is Sub.__len__)
