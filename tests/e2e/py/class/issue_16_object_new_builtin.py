# object.__new__ of a builtin type that has no maker of its own refuses, as CPython does,
# instead of handing back a blank instance whose fields nothing filled in


class Box:
    def peek(self):
        return 7


def gen():
    yield 1


kinds = [type(iter([])), type(iter({})), type(gen), type(gen()), type(Box().peek),
         type(len), type(iter(range(2)))]
for k in kinds:
    try:
        object.__new__(k)
        print(k.__name__, 'made')
    except TypeError as e:
        print(k.__name__, 'TypeError:', e)

# a class's own __new__ reaches object's, which refuses the same way
try:
    type(Box().peek).__new__(type(Box().peek))
    print('made')
except TypeError:
    print('method.__new__ refused')

# still fine: object itself and a script class
print(type(object.__new__(object)).__name__, type(object.__new__(Box)).__name__)
