# async_more_05: async generators: yield and await together, async for, object attributes
import asyncio


async def ticks(n, step=1):
    for i in range(0, n * step, step):
        await asyncio.sleep(0)
        yield i


async def pairs():
    async for a in ticks(3):
        yield a, a * a


async def empty():
    return
    yield


async def main():
    g = ticks(3)
    print(type(g).__name__, g.__name__, g.__qualname__)
    print(g.__aiter__() is g, g.ag_running)
    out = []
    async for v in g:
        out.append(v)
    print(out)
    async for v in g:
        print('exhausted generator yields nothing')
    print([p async for p in pairs()])
    print([v async for v in empty()])
    print([v async for v in ticks(4, step=5)])

    async def local_gen():
        yield 'local'
    lg = local_gen()
    print(lg.__qualname__)
    print(ticks.__code__.co_flags & 0x200 != 0, main.__code__.co_flags & 0x80 != 0)
    print(asyncio.iscoroutinefunction(ticks), asyncio.iscoroutinefunction(main))
    print(asyncio.iscoroutine(lg), type(lg.__anext__()).__name__)
    aw = lg.__anext__()
    print(await aw)
    try:
        await lg.__anext__()
    except StopAsyncIteration as e:
        print('StopAsyncIteration', e.args)


asyncio.run(main())
