# async_05: Monty language golden test
import asyncio
async def fail(n):
    await asyncio.sleep(0)
    raise ValueError(f'fail {n}')
async def ok(n):
    return n
async def main():
    res = await asyncio.gather(ok(1), fail(2), ok(3), return_exceptions=True)
    print([type(r).__name__ if isinstance(r, Exception) else r for r in res])
    try:
        await asyncio.gather(ok(1), fail(9))
    except ValueError as e:
        print('gather raised', e)
    t = asyncio.create_task(ok(5))
    print(await t, t.done(), t.result())
    async def nested():
        return await ok(await ok(7))
    print(await nested())
    coro_fn = ok
    print(asyncio.iscoroutinefunction(coro_fn), asyncio.iscoroutinefunction(print))
asyncio.run(main())
try:
    asyncio.run(fail(0))
except ValueError as e:
    print('run raised', e)
