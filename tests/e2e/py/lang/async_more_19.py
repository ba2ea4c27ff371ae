# async_more_19: custom awaitables, await errors, coroutine objects
import asyncio


class Ready:
    def __init__(self, value):
        self.value = value

    def __await__(self):
        yield
        return self.value


class Steps:
    def __init__(self, n):
        self.n = n

    def __await__(self):
        total = 0
        for i in range(self.n):
            total += i
            yield
        return total


class BadAwait:
    def __await__(self):
        return 5


async def add(a, b):
    return a + b


async def main():
    print(await Ready('ready'), await Steps(4))
    for bad in (1, 'text', None, [1]):
        try:
            await bad
        except TypeError as e:
            print('TypeError:', e)
    try:
        await BadAwait()
    except TypeError as e:
        print('TypeError', type(e).__name__)
    c = add(1, 2)
    print(type(c).__name__, c.__name__, c.__qualname__)
    print(await c)
    try:
        await c
    except RuntimeError as e:
        print('RuntimeError:', e)
    c2 = add(2, 3)
    try:
        c2.send(None)
    except StopIteration as e:
        print('StopIteration value', e.value)
    c3 = add(0, 0)
    c3.close()
    try:
        await c3
    except RuntimeError as e:
        print('RuntimeError:', e)
    fut = asyncio.get_running_loop().create_future()
    asyncio.get_running_loop().call_soon(fut.set_result, 'future value')
    print(await fut, fut.done())
    print(await asyncio.gather(Ready(1), add(1, 1), Steps(3)))


asyncio.run(main())
