import asyncio
async def producer(q, n):
    for i in range(n):
        await q.put(i)
        await asyncio.sleep(0)
    await q.put(None)
async def consumer(q, out):
    while True:
        item = await q.get()
        q.task_done()
        if item is None:
            break
        out.append(item * item)
async def locked(lock, name, log):
    async with lock:
        log.append(name + '+')
        await asyncio.sleep(0.001)
        log.append(name + '-')
async def main():
    q = asyncio.Queue(maxsize=2)
    out = []
    await asyncio.gather(producer(q, 5), consumer(q, out))
    print(out, q.empty(), q.qsize())
    ev = asyncio.Event()
    async def waiter():
        await ev.wait()
        return 'woken'
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    print(ev.is_set(), t.done())
    ev.set()
    print(await t)
    lock = asyncio.Lock()
    log = []
    await asyncio.gather(*(locked(lock, n, log) for n in 'xyz'))
    print(log)
    t2 = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    t2.cancel()
    try:
        await t2
    except asyncio.CancelledError:
        print('cancelled', t2.cancelled())
asyncio.run(main())
try:
    asyncio.run(5)
except ValueError as e:
    print('ValueError')
async def bad():
    raise KeyError('k')
try:
    asyncio.run(bad())
except KeyError as e:
    print('KeyError', e)
