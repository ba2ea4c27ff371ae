# async_more_15: asyncio queues (bounded producer/consumer, join, Lifo, Priority, errors)
import asyncio


async def producer(q, items):
    for it in items:
        await q.put(it)
    await q.put(None)


async def consumer(q, out):
    while True:
        item = await q.get()
        q.task_done()
        if item is None:
            return len(out)
        out.append(item)


async def main():
    q = asyncio.Queue(maxsize=2)
    out = []
    n, _ = await asyncio.gather(consumer(q, out), producer(q, range(6)))
    print('consumed', n, out, q.empty(), q.qsize(), q.maxsize)
    await q.join()
    print('joined')
    q2 = asyncio.Queue(1)
    q2.put_nowait('x')
    print(q2.full())
    try:
        q2.put_nowait('y')
    except asyncio.QueueFull:
        print('QueueFull')
    print(q2.get_nowait())
    try:
        q2.get_nowait()
    except asyncio.QueueEmpty:
        print('QueueEmpty')
    try:
        q2.task_done()
        q2.task_done()
    except ValueError as e:
        print('ValueError', e)
    lq = asyncio.LifoQueue()
    pq = asyncio.PriorityQueue()
    for v in (3, 1, 2):
        await lq.put(v)
        await pq.put((v, 'p%d' % v))
    print([lq.get_nowait() for _ in range(3)])
    print([(await pq.get())[1] for _ in range(3)])
    print(issubclass(asyncio.LifoQueue, asyncio.Queue), issubclass(asyncio.PriorityQueue, asyncio.Queue))
    waiting = asyncio.Queue()
    async def late_put():
        await asyncio.sleep(0.01)
        waiting.put_nowait('late')
    asyncio.create_task(late_put())
    print(await waiting.get())


asyncio.run(main())
