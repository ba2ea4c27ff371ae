# async_more_01: async for over a class-based async iterator (break, continue, else, return)
import asyncio


class Countdown:
    def __init__(self, start):
        self.start = start

    def __aiter__(self):
        self.n = self.start
        return self

    async def __anext__(self):
        await asyncio.sleep(0)
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n + 1


async def first_even(it):
    async for v in it:
        if v % 2 == 0:
            return v
    return None


async def main():
    seen = []
    async for v in Countdown(6):
        if v == 5:
            continue
        if v == 2:
            break
        seen.append(v)
    else:
        seen.append('else-not-run')
    print('seen', seen)
    async for v in Countdown(2):
        print('v', v)
    else:
        print('else ran')
    async for v in Countdown(0):
        print('never')
    else:
        print('empty else ran')
    print('first even', await first_even(Countdown(5)))
    print('first even none', await first_even(Countdown(1)))
    pairs = []
    async for i in Countdown(2):
        async for j in Countdown(2):
            pairs.append((i, j))
    print('pairs', pairs)
    total = 0
    async for v in Countdown(4):
        try:
            if v == 3:
                continue
            total += v
        finally:
            total += 10
    print('total', total)
    try:
        async for v in Countdown(3):
            if v == 2:
                raise ValueError('stop at 2')
    except ValueError as e:
        print('caught', e)
    async for a, b in PairIter([(1, 'x'), (2, 'y')]):
        print('unpacked', a, b)


class PairIter:
    def __init__(self, items):
        self.items = list(items)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return self.items.pop(0)


asyncio.run(main())
