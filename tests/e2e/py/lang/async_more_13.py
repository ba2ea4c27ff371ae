# async_more_13: wait_for and asyncio.timeout (results and TimeoutError, no timings)
import asyncio

log = []


async def slow(tag):
    try:
        await asyncio.sleep(10)
        return tag
    finally:
        log.append('slow finally ' + tag)


async def quick(v):
    await asyncio.sleep(0)
    return v


async def main():
    print(await asyncio.wait_for(quick('fast'), timeout=1))
    print(await asyncio.wait_for(quick('no timeout'), None))
    try:
        await asyncio.wait_for(slow('a'), timeout=0.01)
    except asyncio.TimeoutError as e:
        print('wait_for timed out', type(e).__name__, asyncio.TimeoutError is TimeoutError)
    async with asyncio.timeout(1) as cm:
        r = await quick('in time')
    print(r, cm.expired())
    try:
        async with asyncio.timeout(0.01) as cm2:
            await slow('b')
    except TimeoutError as e:
        print('timeout block', cm2.expired(), type(e.__cause__).__name__)
    async with asyncio.timeout(None) as cm3:
        await quick(0)
    print('when', cm3.when())
    try:
        async with asyncio.timeout(0):
            await slow('c')
    except TimeoutError:
        print('zero timeout')
    try:
        await asyncio.wait_for(slow('d'), 0)
    except TimeoutError:
        print('wait_for zero')


asyncio.run(main())
print(log)
