# asyncio.Queue's str/repr show CPython's fields; a task cancelled with a message hands its
# own CancelledError out once, then a bare one, as CPython 3.11 does (issue 16).
import asyncio
async def main():
    q = asyncio.Queue(2)
    print(str(q))
    q.put_nowait('a'); print(str(q))
    q.put_nowait('b'); print(str(q))
    async def putter(): await q.put('c')
    t = asyncio.create_task(putter())
    await asyncio.sleep(0)
    print(str(q))
    q.get_nowait(); q.task_done()
    await asyncio.sleep(0)
    print(str(q), repr(q).startswith('<Queue at 0x'), repr(q).endswith(str(q)[7:]))
    e = asyncio.Queue()
    async def getter(): return await e.get()
    g = asyncio.create_task(getter())
    await asyncio.sleep(0)
    print(str(e))
    e.put_nowait(5)
    print(await g, str(e), str(asyncio.LifoQueue()))
    print(str(asyncio.PriorityQueue(maxsize=3)))
    async def slow():
        await asyncio.sleep(1)
    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    t.cancel('why')
    for _ in range(3):
        try:
            await t
        except asyncio.CancelledError as err:
            print('await', err.args)
    for get in (t.result, t.exception):
        try:
            get()
        except asyncio.CancelledError as err:
            print(get.__name__, err.args)
    t2 = asyncio.create_task(slow())
    t2.cancel('before start')
    try:
        await t2
    except asyncio.CancelledError as err:
        print('before start', err.args)
asyncio.run(main())
