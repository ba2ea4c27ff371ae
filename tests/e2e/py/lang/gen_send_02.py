# gen_send_02: Monty language golden test
def running_avg():
    total, count, avg = 0, 0, None
    while True:
        v = yield avg
        total += v
        count += 1
        avg = total / count
ra = running_avg()
next(ra)
print([ra.send(v) for v in [10, 20, 30, 40]])
def coro():
    received = []
    try:
        while True:
            received.append((yield len(received)))
    except GeneratorExit:
        print('closing with', received)
c = coro()
next(c)
c.send('a')
c.send('b')
c.close()
c.close()
def thrower():
    while True:
        try:
            yield 'ok'
        except ValueError:
            yield 'got value error'
t = thrower()
print(next(t), t.throw(ValueError), next(t), t.throw(ValueError()))
