# async_more_06: async generator asend() and athrow()
import asyncio


async def echo():
    received = []
    try:
        while True:
            try:
                value = yield len(received)
            except ValueError as e:
                received.append('error:' + str(e))
                continue
            await asyncio.sleep(0)
            if value is None:
                break
            received.append(value)
    finally:
        print('echo finally', received)


async def main():
    g = echo()
    print('first', await g.asend(None))
    print('sent a', await g.asend('a'))
    print('sent b', await g.asend('b'))
    print('thrown', await g.athrow(ValueError('bad')))
    print('thrown type', await g.athrow(ValueError))
    try:
        await g.asend(None)
    except StopAsyncIteration:
        print('finished')
    g2 = echo()
    try:
        await g2.asend('too early')
    except TypeError as e:
        print('TypeError', e)
    g3 = echo()
    await g3.__anext__()
    try:
        await g3.athrow(KeyError('unhandled'))
    except KeyError as e:
        print('KeyError escaped', e)
    try:
        await g3.__anext__()
    except StopAsyncIteration:
        print('g3 done')
    g4 = echo()
    try:
        await g4.athrow(OSError('before start'))
    except OSError as e:
        print('OSError', e)
    try:
        await g4.athrow(123)
    except TypeError as e:
        print('TypeError', e)
    a = g4.asend(None)
    print(type(a).__name__, type(g4.athrow(ValueError)).__name__)


asyncio.run(main())
