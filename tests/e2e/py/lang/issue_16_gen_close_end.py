# Issue 16: generators still suspended when the script ends are closed, as CPython's shutdown
# does: here the globals' in their order (b was made first, but a is bound first).
def gen(tag):
    try:
        yield 1
    finally:
        print("finally", tag)


class CM:
    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        print("exit", t.__name__)


def wgen():
    with CM():
        yield "w"


b = gen("b")
next(b)
a = gen("a")
next(a)
b2 = b
del b
w = wgen()
print(next(w))
finished = gen("finished")
for x in finished:
    pass
print("end")
