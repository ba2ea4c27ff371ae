# async_more_12: task cancellation: CancelledError through nested awaits, finally blocks,
# cancel messages, cancelling()/uncancel()
import asyncio

log = []


async def leaf():
    try:
        await asyncio.sleep(5)
    finally:
        log.append('leaf finally')


async def middle():
    try:
        await leaf()
    except asyncio.CancelledError:
        log.append('middle saw CancelledError')
        raise


async def stubborn():
    try:
        await asyncio.sleep(5)
    except asyncio.CancelledError:
        log.append('stubborn swallowed')
    return 'finished anyway'


async def main():
    t = asyncio.create_task(middle())
    await asyncio.sleep(0)
    print('cancel ->', t.cancel(), t.cancelling())
    try:
        await t
    except asyncio.CancelledError:
        log.append('main saw CancelledError')
    print(t.done(), t.cancelled(), t.cancel())
    t2 = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t2.cancel()
    print(await t2, t2.cancelled())
    t3 = asyncio.create_task(leaf())
    await asyncio.sleep(0)
    t3.cancel('stop now')
    try:
        await t3
    except asyncio.CancelledError as e:
        print('message', e.args)
    t4 = asyncio.create_task(leaf())
    t4.cancel()
    try:
        await t4
    except asyncio.CancelledError:
        print('cancelled before it started', t4.cancelled())
    t5 = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t5.cancel()
    t5.cancel()
    print('cancelling', t5.cancelling(), t5.uncancel(), t5.uncancel(), t5.uncancel())
    print(await t5)
    print(issubclass(asyncio.CancelledError, BaseException),
          issubclass(asyncio.CancelledError, Exception))


asyncio.run(main())
print(log)
