# async_more_08: async generator error cases
import asyncio


async def raises_stop_async():
    yield 1
    raise StopAsyncIteration('inner')


async def raises_stop():
    yield 1
    raise StopIteration('inner')


async def fails():
    yield 'ok'
    raise LookupError('after first')


async def simple():
    yield 1


async def main():
    for gen in (raises_stop_async, raises_stop):
        try:
            async for v in gen():
                print('got', v)
        except RuntimeError as e:
            print('RuntimeError:', e, type(e.__cause__).__name__)
    try:
        async for v in fails():
            print('got', v)
    except LookupError as e:
        print('LookupError:', e)
    try:
        for v in simple():
            pass
    except TypeError as e:
        print('TypeError:', e)
    try:
        await simple()
    except TypeError as e:
        print('TypeError:', e)
    g = simple()
    aw = g.__anext__()
    print(await aw)
    for what in (aw,):
        try:
            await what
        except RuntimeError as e:
            print('RuntimeError:', e)
    try:
        next(simple())
    except TypeError as e:
        print('TypeError:', e)
    try:
        len(simple())
    except TypeError as e:
        print('TypeError:', e)


asyncio.run(main())
