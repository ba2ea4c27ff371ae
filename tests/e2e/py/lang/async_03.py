# async_03: Monty language golden test
import asyncio
order = []
async def worker(name, n):
    for i in range(n):
        order.append(f'{name}{i}')
        await asyncio.sleep(0)
    return name
async def main():
    t1 = asyncio.create_task(worker('a', 2))
    t2 = asyncio.create_task(worker('b', 2))
    r = await asyncio.gather(t1, t2)
    print(r, sorted(order))
    results = await asyncio.gather(worker('c', 1), asyncio.sleep(0, 'slept'))
    print(results)
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
    except asyncio.TimeoutError:
        print('timeout')
asyncio.run(main())
async def coro():
    return 1
print(asyncio.iscoroutinefunction(coro), asyncio.iscoroutine(coro()) if False else True)
