import asyncio
order = []
async def worker(name, delay, fail=False):
    order.append('start ' + name)
    await asyncio.sleep(delay)
    order.append('end ' + name)
    if fail:
        raise ValueError('boom ' + name)
    return name
async def main():
    print(await asyncio.gather(worker('a', 0.02), worker('b', 0.01)))
    print(await asyncio.gather(worker('c', 0.01, True), worker('d', 0), return_exceptions=True))
    try:
        await asyncio.gather(worker('e', 0, True))
    except ValueError as e:
        print('caught', e)
    t = asyncio.create_task(worker('f', 0.01))
    print(t.done())
    print(await t, t.done(), t.result())
    print(await asyncio.wait_for(worker('g', 0.01), timeout=1))
    try:
        await asyncio.wait_for(asyncio.sleep(1), 0.02)
    except asyncio.TimeoutError:
        print('timeout')
    print(await asyncio.sleep(0, 'slept'))
    return 'done'
print(asyncio.run(main()))
print(order)
