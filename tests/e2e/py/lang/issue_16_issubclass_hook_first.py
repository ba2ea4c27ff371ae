# issubclass() asks the second argument's __subclasscheck__ before it requires a class as
# the first argument, as CPython does (outside suites' case: issubclass([], Checker()));
# an empty tuple matches nothing without looking at the first argument.


class Anything:
    def __subclasscheck__(self, sub):
        return True


class Meta(type):
    def __subclasscheck__(cls, sub):
        return sub == 'magic'


class ByMeta(metaclass=Meta):
    pass


class Base:
    pass


def check(label, a, b):
    try:
        print(label, issubclass(a, b))
    except TypeError as e:
        print(label, 'TypeError:', e)


check('list instance, hook', [], Anything())
check('int instance, hook', 42, Anything())
check('class, hook', int, Anything())
check('metaclass hook, str', 'magic', ByMeta)
check('metaclass hook, other', 'plain', ByMeta)
check('empty tuple', 42, ())
check('tuple, first matches', Base, (Base, 42))
check('tuple, instance first', 42, (Base,))
check('tuple with hook', 42, (Anything(),))
check('plain class', 42, Base)
check('bad second', Base, 42)
check('both bad', 42, 42)
check('union', 42, int | str)
check('union ok', bool, int | str)
check('generic alias', 42, list[int])
