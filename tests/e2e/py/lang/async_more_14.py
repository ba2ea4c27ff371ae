# async_more_14: asyncio.TaskGroup (results, failure cancels siblings, ExceptionGroup)
import asyncio

log = []


async def job(name, delay, fail=None):
    try:
        await asyncio.sleep(delay)
    except asyncio.CancelledError:
        log.append('cancelled ' + name)
        raise
    if fail:
        raise fail
    log.append('done ' + name)
    return name.upper()


async def main():
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(job('a', 0.02))
        b = tg.create_task(job('b', 0.01))
    print('results', a.result(), b.result())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job('c', 0.01, fail=ValueError('c failed')))
            tg.create_task(job('d', 0.05))
            await asyncio.sleep(1)
            log.append('body not finished')
    except* ValueError as eg:
        print('caught', type(eg).__name__, eg.message, [str(e) for e in eg.exceptions])
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job('e', 0.01, fail=KeyError('e')))
            tg.create_task(job('f', 0.01, fail=KeyError('f')))
    except* KeyError as eg:
        print('two errors', sorted(str(e) for e in eg.exceptions))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(job('g', 0.05))
            raise IndexError('body fails')
    except* IndexError as eg:
        print('body error', [repr(e) for e in eg.exceptions])
    tg = asyncio.TaskGroup()
    coro = job('h', 0)
    try:
        tg.create_task(coro)
    except RuntimeError as e:
        print('RuntimeError', 'not been entered' in str(e))
    coro.close()


asyncio.run(main())
print(log)
