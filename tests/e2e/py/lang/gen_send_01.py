# gen_send_01: Monty language golden test
def acc():
    total = 0
    while True:
        v = yield total
        if v is None:
            break
        total += v
    return total
g = acc()
print(next(g))
print(g.send(5))
print(g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print('final', e.value)
g2 = acc()
try:
    g2.send(1)
except TypeError as e:
    print(type(e).__name__, e)
def echo():
    r = None
    while True:
        r = yield r
        r = r * 2 if r else r
e = echo()
print(e.send(None), e.send(3), e.send('ab'))
