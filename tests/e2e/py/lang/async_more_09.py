# async_more_09: async comprehensions (list, set, dict, generator expression; filters; nesting)
import asyncio


async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i


async def pairs():
    yield 'a', 1
    yield 'b', 2


async def main():
    print([x async for x in agen(4)])
    print([x * x async for x in agen(6) if x % 2])
    print(sorted({x % 3 async for x in agen(7)}))
    print({k: v async for k, v in pairs()})
    print([(i, j) async for i in agen(3) for j in range(i)])
    print([(i, j) for i in range(2) async for j in agen(2)])
    print([(i, j) async for i in agen(2) async for j in agen(2) if i != j])
    gen = (x + 100 async for x in agen(3))
    print(type(gen).__name__, [y async for y in gen])
    nested = [[y async for y in agen(x)] async for x in agen(3)]
    print(nested)
    total = 0
    async for v in (x * 2 async for x in agen(4)):
        total += v
    print('total', total)


asyncio.run(main())
