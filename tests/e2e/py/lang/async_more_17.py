# async_more_17: asyncio.run cleans up: unfinished async generators are aclosed, pending tasks
# are cancelled
import asyncio

log = []


async def numbers(tag):
    try:
        for i in range(10):
            yield i
    finally:
        log.append('generator cleanup ' + tag)


async def background():
    try:
        await asyncio.sleep(100)
    except asyncio.CancelledError:
        log.append('background cancelled at shutdown')
        raise


async def main():
    async for v in numbers('a'):
        if v == 1:
            break
    print('after break')
    asyncio.create_task(background())
    await asyncio.sleep(0)
    print('main returns')
    return 'result'


print(asyncio.run(main()))
print('run returned', sorted(log))
log.clear()


async def failing():
    async for v in numbers('b'):
        raise ValueError('boom %d' % v)


try:
    asyncio.run(failing())
except ValueError as e:
    print('ValueError', e, log)
