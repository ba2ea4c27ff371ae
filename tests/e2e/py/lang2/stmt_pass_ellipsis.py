# pass and ... as placeholders in functions, classes, loops and branches.
def todo():
    pass
def stub() -> int:
    ...
class Empty:
    pass
class Protocolish:
    def method(self): ...
    def other(self):
        """Only a docstring."""
print(todo(), stub(), Empty().__class__.__name__, Protocolish().method(), Protocolish().other())
for i in range(3):
    pass
print("loop var after pass loop:", i)
if True:
    pass
else:
    ...
print(..., Ellipsis, ... is Ellipsis, type(...).__name__, bool(...))
x = [1, ..., 3]
print(x, x.count(...), str(...), repr(Ellipsis))
try:
    pass
except Exception:
    pass
finally:
    pass
while False:
    pass
class Sentinel:
    ...
print(Sentinel.__name__, len(vars(Empty)) > 0)
print(Protocolish.other.__doc__)
