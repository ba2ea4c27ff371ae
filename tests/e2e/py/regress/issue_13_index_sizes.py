# Issue 13 (open class of session 5): an index that does not fit a machine word, given as
# an int or through __index__, gets CPython's error for its context: IndexError in a
# subscript, OverflowError in a repeat, a clamp in a slice or a start/stop argument.
from collections import deque


class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class NoIndex:
    pass


class MyInt(int):
    pass


def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))


HUGE = 2**100
seqs = [(1, 2), [1, 2], "ab", b"ab", bytearray(b"ab"), range(2), deque([1, 2])]
for s in seqs:
    name = type(s).__name__
    for k in (HUGE, -HUGE, I(HUGE), I(-HUGE), I(1), True, MyInt(1), NoIndex(), 1.0):
        show(name + " get " + type(k).__name__, lambda: s[k])
    show(name + " index big stop", lambda: s.index(s[0], 0, HUGE) if name != "range" else s.index(0))
    show(name + " slice", lambda: s[I(-HUGE) : I(HUGE)])
    show(name + " slice step", lambda: s[:: I(HUGE)])

for s in ([1, 2], bytearray(b"ab"), deque([1, 2])):
    name = type(s).__name__

    def setit():
        s[I(HUGE)] = 1

    def delit():
        del s[HUGE]

    show(name + " set", setit)
    show(name + " del", delit)

for s in ((1,), [1], "a", b"a", bytearray(b"a"), deque([1])):
    name = type(s).__name__
    show(name + " * huge", lambda: s * HUGE)
    show(name + " * I(huge)", lambda: s * I(HUGE))
    show(name + " * I(2)", lambda: s * I(2))
    show("I(2) * " + name, lambda: I(2) * s)
    show(name + " * NoIndex", lambda: s * NoIndex())

show("find huge start", lambda: "abc".find("c", -HUGE, HUGE))
show("bytes find", lambda: b"abc".find(b"c", I(-HUGE), I(HUGE)))
show("find bad start", lambda: "abc".find("c", 1.5))
show("list.index bad start", lambda: [1].index(1, "x"))
show("pop huge", lambda: [1].pop(HUGE))
show("insert huge", lambda: [1].insert(HUGE, 0))

show("range(I(huge))", lambda: range(I(HUGE)))
show("range(True)", lambda: range(True))
show("range(MyInt(3))", lambda: range(MyInt(3)))
show("range(I(2), I(9), I(3))", lambda: range(I(2), I(9), I(3)))
show("range step zero", lambda: range(1, 2, I(0)))
show("range NoIndex", lambda: range(NoIndex()))
show("range float", lambda: range(1.0))
show("range(1, 4)[::2]", lambda: range(1, 4)[::2])
show("range(10)[5:1]", lambda: range(10)[5:1])
show("range(10)[1:8:3]", lambda: range(10)[1:8:3])
show("range(10)[::HUGE]", lambda: range(10)[::HUGE])
show("range(0, 2**61, 2**60)[::2**62]", lambda: range(0, 2**61, 2**60)[:: 2**62])
show("range(10)[I(3)]", lambda: range(10)[I(3)])
show("big range[I(5)]", lambda: range(HUGE)[I(5)])
show("big range[I(huge)]", lambda: range(HUGE)[I(HUGE)])
show("big range[I(1):I(huge):I(3)]", lambda: range(HUGE)[I(1) : I(HUGE) : I(3)])
show("hex(True)", lambda: hex(True))
show("hex(I(255))", lambda: hex(I(255)))
show("bin(MyInt(5))", lambda: bin(MyInt(5)))
show("bytes(I(huge))", lambda: bytes(I(HUGE)))
show("bytes(huge)", lambda: bytes(HUGE))
