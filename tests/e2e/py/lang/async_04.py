# async_04: Monty language golden test
import asyncio
async def countdown(n):
    while n:
        yield n
        n -= 1
        await asyncio.sleep(0)
async def produce(q):
    for i in range(3):
        await q.put(i)
    await q.put(None)
async def consume(q):
    got = []
    while (item := await q.get()) is not None:
        got.append(item)
    return got
async def main():
    print([v async for v in countdown(3)])
    q = asyncio.Queue()
    _, got = await asyncio.gather(produce(q), consume(q))
    print('consumed', got)
    ev = asyncio.Event()
    async def setter():
        ev.set()
    await setter()
    await ev.wait()
    print('event set', ev.is_set())
    lock = asyncio.Lock()
    async with lock:
        print('locked', lock.locked())
    print('unlocked', lock.locked())
asyncio.run(main())
