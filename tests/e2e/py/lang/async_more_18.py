# async_more_18: the aiter() and anext() builtins
import asyncio


async def agen():
    yield 'a'
    yield 'b'


class Counter:
    def __init__(self):
        self.n = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        self.n += 1
        if self.n > 2:
            raise StopAsyncIteration
        return self.n


async def main():
    g = agen()
    print(aiter(g) is g)
    print(await anext(g), await anext(g))
    print(await anext(g, 'default'))
    try:
        await anext(g)
    except StopAsyncIteration:
        print('StopAsyncIteration')
    c = aiter(Counter())
    print(await anext(c), await anext(c), await anext(c, 'done'))
    for bad in (aiter, anext):
        try:
            bad([1])
        except TypeError as e:
            print('TypeError:', e)


asyncio.run(main())
