# Async generators, async comprehensions and awaiting inside comprehensions.
import asyncio
async def countdown(n):
    while n > 0:
        await asyncio.sleep(0)
        yield n
        n -= 1
async def paged(pages):
    for page in pages:
        for item in page:
            yield item
async def double(x):
    await asyncio.sleep(0)
    return 2 * x
async def main():
    a = [v async for v in countdown(3)]
    b = [v async for v in paged([[1, 2], [], [3]]) if v != 2]
    c = {v: await double(v) async for v in countdown(2)}
    d = [await double(v) for v in range(3)]
    out = []
    async for item in paged([["x"], ["y", "z"]]):
        out.append(item.upper())
    return a, b, c, d, out
print(asyncio.run(main()))
async def first_two():
    agen = countdown(10)
    first = await agen.__anext__()
    second = await anext(agen)
    await agen.aclose()
    return first, second
print(asyncio.run(first_two()))
print(type(countdown(1)).__name__)
