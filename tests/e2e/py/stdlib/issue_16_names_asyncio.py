# issue 16: asyncio.Runner, Barrier, Handle/TimerHandle, the stream exceptions, the policy
import asyncio


async def add(a, b):
    await asyncio.sleep(0)
    return a + b


with asyncio.Runner() as runner:
    print(runner.run(add(1, 2)), runner.run(add(3, 4)))
    loop = runner.get_loop()
    print(loop is runner.get_loop(), isinstance(loop, asyncio.AbstractEventLoop))
    print(loop.is_closed())
print(loop.is_closed())
c = add(0, 0)
try:
    runner.run(c)
except RuntimeError as e:
    print('RuntimeError', e)
c.close()
r = asyncio.Runner()
try:
    r.run(42)
except ValueError as e:
    print('ValueError', e)
r.close()
r.close()
r2 = asyncio.Runner()
print(r2.run(add(5, 5)))
r2.close()


async def nested():
    coro = add(1, 1)
    try:
        asyncio.Runner().run(coro)
    except RuntimeError as e:
        print('RuntimeError', e)
    coro.close()


asyncio.run(nested())


async def barrier_demo():
    b = asyncio.Barrier(3)
    print(b.parties, b.n_waiting, b.broken, repr(b).split('[')[1])
    order = []

    async def worker(i):
        await asyncio.sleep(i * 0.001)
        order.append(('arrive', i))
        pos = await b.wait()
        order.append(('pass', i))
        return pos

    results = await asyncio.gather(*(worker(i) for i in range(3)))
    print(sorted(results), order[:3], sorted(order[3:]))
    print(repr(b).split('[')[1])


asyncio.run(barrier_demo())


async def barrier_ctx():
    b = asyncio.Barrier(2)

    async def one():
        async with b as pos:
            return pos

    print(sorted(await asyncio.gather(one(), one())))
    waiter = asyncio.ensure_future(b.wait())
    await asyncio.sleep(0)
    print(b.n_waiting, repr(b).split('[')[1])
    await b.abort()
    try:
        await waiter
    except asyncio.BrokenBarrierError as e:
        print('BrokenBarrierError', e)
    print(b.broken, repr(b).split('[')[1])
    try:
        await b.wait()
    except asyncio.BrokenBarrierError as e:
        print('BrokenBarrierError', e)
    await b.reset()
    print(b.broken, b.n_waiting)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print('ValueError', e)


asyncio.run(barrier_ctx())
print(issubclass(asyncio.BrokenBarrierError, RuntimeError))


async def handles():
    loop = asyncio.get_running_loop()
    h = loop.call_soon(print, 'soon', 1)
    print(type(h).__name__, isinstance(h, asyncio.Handle), repr(h))
    t = loop.call_later(0.001, print, 'later')
    print(type(t).__name__, isinstance(t, asyncio.TimerHandle), isinstance(t, asyncio.Handle))
    print(t.when() >= loop.time(), t.cancelled())
    c = loop.call_soon(print, 'never')
    c.cancel()
    print(repr(c), c.cancelled())
    await asyncio.sleep(0.002)


asyncio.run(handles())

e = asyncio.IncompleteReadError(b'abc', 10)
print(e, e.partial, e.expected, isinstance(e, EOFError))
print(asyncio.IncompleteReadError(b'', None))
e = asyncio.LimitOverrunError('too long', 7)
print(e, e.consumed, e.args)
print(issubclass(asyncio.SendfileNotAvailableError, RuntimeError))
try:
    raise asyncio.SendfileNotAvailableError('no sendfile')
except RuntimeError as e:
    print(type(e).__name__, e)

policy = asyncio.get_event_loop_policy()
print(type(policy).__name__, isinstance(policy, asyncio.AbstractEventLoopPolicy))
print(policy is asyncio.get_event_loop_policy())
loop = policy.new_event_loop()
print(isinstance(loop, asyncio.AbstractEventLoop), loop.run_until_complete(add(2, 2)))
loop.close()
asyncio.set_event_loop_policy(None)
print(type(asyncio.get_event_loop_policy()).__name__)
asyncio.set_event_loop_policy(asyncio.DefaultEventLoopPolicy())
try:
    asyncio.set_event_loop_policy(3)
except TypeError as e:
    print('TypeError', e)
try:
    asyncio.AbstractEventLoop().time()
except NotImplementedError:
    print('NotImplementedError')
try:
    asyncio.no_such_name
except AttributeError as e:
    print('AttributeError', e)
