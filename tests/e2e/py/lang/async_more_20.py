# async_more_20: tasks that consume async generators concurrently, gather, as_completed
import asyncio

trace = []


async def ticker(name, n):
    for i in range(n):
        trace.append('%s%d' % (name, i))
        yield i
        await asyncio.sleep(0)


async def consume(name, n):
    total = 0
    async for v in ticker(name, n):
        total += v
    return name, total


async def delayed(v, d):
    await asyncio.sleep(d)
    return v


async def main():
    res = await asyncio.gather(consume('a', 3), consume('b', 2), consume('c', 1))
    print(res)
    print(trace)
    t = asyncio.create_task(consume('d', 4))
    print(await t, t.get_name().startswith('Task-'))
    got = []
    for fut in asyncio.as_completed([delayed('slow', 0.03), delayed('fast', 0.01)]):
        got.append(await fut)
    print(got)
    done, pending = await asyncio.wait([asyncio.create_task(delayed(i, 0.01)) for i in range(3)])
    print(sorted(t.result() for t in done), len(pending))
    results = await asyncio.gather(*(consume(n, 2) for n in 'xyz'), return_exceptions=True)
    print(results)


asyncio.run(main())
