# async_more_10: await inside comprehensions and other expressions
import asyncio


async def double(x):
    await asyncio.sleep(0)
    return x * 2


async def is_odd(x):
    return x % 2 == 1


def make_sync_genexpr(items):
    # a generator expression with await is an async generator, even in a plain function
    return (await double(x) for x in items)


async def main():
    print([await double(x) for x in range(4)])
    print({x: await double(x) for x in range(3)})
    print(sorted({await double(x) for x in (1, 1, 2)}))
    print([x for x in range(6) if await is_odd(x)])
    print([[await double(y) for y in range(x)] for x in range(3)])
    g = make_sync_genexpr([5, 6])
    print(type(g).__name__, [v async for v in g])
    print(f'{await double(21)}', await double(await double(1)) + 1)
    d = {'k': await double(4)}
    print(d, [await double(i) async for i in agen()])
    result = await double(3) if await is_odd(3) else None
    print(result, -await double(2), not await is_odd(2))


async def agen():
    yield 10
    yield 20


asyncio.run(main())
