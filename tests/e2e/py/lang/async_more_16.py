# async_more_16: asyncio Lock, Semaphore, BoundedSemaphore, Event, Condition
import asyncio

log = []


async def critical(lock, name):
    async with lock:
        log.append(name + ' in')
        await asyncio.sleep(0)
        log.append(name + ' out')


async def limited(sem, name, active, peak):
    async with sem:
        active[0] += 1
        peak[0] = max(peak[0], active[0])
        await asyncio.sleep(0)
        active[0] -= 1


async def main():
    lock = asyncio.Lock()
    await asyncio.gather(critical(lock, 'a'), critical(lock, 'b'), critical(lock, 'c'))
    print(log)
    try:
        lock.release()
    except RuntimeError as e:
        print('RuntimeError', e)
    sem = asyncio.Semaphore(2)
    active, peak = [0], [0]
    await asyncio.gather(*(limited(sem, str(i), active, peak) for i in range(5)))
    print('peak', peak[0], sem.locked())
    bs = asyncio.BoundedSemaphore(2)
    await bs.acquire()
    bs.release()
    try:
        bs.release()
    except ValueError as e:
        print('ValueError', e)
    ev = asyncio.Event()
    order = []
    async def waiter(i):
        await ev.wait()
        order.append(i)
    tasks = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print('before set', ev.is_set(), order)
    ev.set()
    await asyncio.gather(*tasks)
    print('after set', ev.is_set(), sorted(order))
    ev.clear()
    print('cleared', ev.is_set())
    cond = asyncio.Condition()
    box = []
    async def consumer(i):
        async with cond:
            await cond.wait_for(lambda: box)
            log.append('consumer %d got %s' % (i, box[0]))
    cs = [asyncio.create_task(consumer(i)) for i in range(2)]
    await asyncio.sleep(0)
    async with cond:
        box.append('item')
        cond.notify_all()
    await asyncio.gather(*cs)
    print(log[-2:])
    try:
        cond.notify()
    except RuntimeError as e:
        print('RuntimeError', e)


asyncio.run(main())
