# The start/end and count arguments of bytes/bytearray methods are converted by __index__,
# which may run a script that changes a bytearray argument or self. The methods read the
# data of their arguments only after those conversions (find/count and replace read a
# needle freed by the needle's own growth: a use after free).
nb = bytearray(b'x' * 10)
ba = bytearray(b'x' * 1000)
class Grow:
    def __index__(self):
        nb.extend(b'z' * 100000)
        return 1000
print(ba.find(nb, 0, Grow()), ba.count(nb, 0, Grow()), ba.rfind(nb, Grow()), ba.startswith(nb, 0, Grow()))
ba2 = bytearray(b'abcabc' * 100)
class Shrink:
    def __index__(self):
        del ba2[10:]
        return 600
print(ba2.find(b'c', 0, Shrink()), ba2.rfind(b'c', 0, Shrink()), ba2.count(b'a', 0, Shrink()), ba2.endswith(b'a', 0, Shrink()))
old = bytearray(b'xy')
s = bytearray(b'xy' * 50)
class GrowOld:
    def __index__(self):
        old.extend(b'z' * 100000)
        return 3
for target in (s, b'xyxy'):
    try:
        target.replace(old, b'Q', GrowOld())
    except BufferError:
        pass  # CPython refuses to resize an exported buffer; Monty reads old again
    print('replace done')
for t in ["b'abc'.find(1.5, 'x')", "b'abc'.find(b'a', 'x')", "b'abc'.count([], None, 'q')", "bytearray(b'a').index(300, 0)", "b'abc'.find(b'c', -1)", "b'abc'.rfind(b'a', None, -2)", "b'abc'.replace(1, b'', 'x')", "b'abc'.replace(b'a', b'', 'x')"]:
    try:
        print(t, eval(t))
    except Exception as e:
        print(t, type(e).__name__, e)
