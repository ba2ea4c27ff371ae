# async_more_07: async generator aclose(), finally blocks, ignoring GeneratorExit
import asyncio


async def resource(name):
    print('open', name)
    try:
        yield 1
        yield 2
        yield 3
    finally:
        await asyncio.sleep(0)
        print('close', name)


async def stubborn():
    try:
        yield 'a'
    except GeneratorExit:
        yield 'b'


async def catches_exit():
    try:
        yield 'x'
    except GeneratorExit:
        print('saw GeneratorExit')
        raise


async def main():
    g = resource('r1')
    print(await g.__anext__())
    print('aclose ->', await g.aclose())
    print('again ->', await g.aclose())
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print('closed generator is exhausted')
    fresh = resource('never-started')
    print('unstarted aclose ->', await fresh.aclose())
    s = stubborn()
    print(await s.__anext__())
    try:
        await s.aclose()
    except RuntimeError as e:
        print('RuntimeError', e)
    c = catches_exit()
    await c.__anext__()
    await c.aclose()
    g2 = resource('r2')
    async for v in g2:
        if v == 2:
            break
    print('after break')
    await g2.aclose()
    g3 = resource('r3')
    print([v async for v in g3])
    print('athrow on closed ->', await g3.athrow(ValueError('ignored')))


asyncio.run(main())
