# async_02: Monty language golden test
import asyncio
class AIter:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await asyncio.sleep(0)
        return self.i
class ACtx:
    async def __aenter__(self):
        print('aenter')
        return 'ctx'
    async def __aexit__(self, et, ev, tb):
        print('aexit', et.__name__ if et else None)
        return True
async def agen(n):
    for i in range(n):
        yield i * 10
        await asyncio.sleep(0)
async def main():
    async for v in AIter(3):
        print('aiter', v)
    async with ACtx() as c:
        print('inside', c)
        raise KeyError('suppressed')
    print([x async for x in agen(3)])
    async for x in agen(2):
        print('agen', x)
asyncio.run(main())
