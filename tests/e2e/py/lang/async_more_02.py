# async_more_02: async for error cases (bad __aiter__/__anext__, errors from __anext__)
import asyncio


class NoAnext:
    def __aiter__(self):
        return 42


class SyncAnext:
    def __aiter__(self):
        return self

    def __anext__(self):
        return 'not awaitable'


class Boom:
    def __aiter__(self):
        return self

    async def __anext__(self):
        raise KeyError('from anext')


class AiterRaises:
    def __aiter__(self):
        raise RuntimeError('no iterator today')


class AwaitableStep:
    def __init__(self, owner):
        self.owner = owner

    def __await__(self):
        self.owner.k += 1
        if self.owner.k > 3:
            raise StopAsyncIteration
        yield
        return self.owner.k * 11


class ViaAwait:
    def __aiter__(self):
        self.k = 0
        return self

    def __anext__(self):
        return AwaitableStep(self)


async def main():
    for obj in ([1, 2], (), 'abc', None, NoAnext(), SyncAnext(), Boom(), AiterRaises()):
        try:
            async for _ in obj:
                pass
            print('no error?')
        except Exception as e:
            print(type(e).__name__ + ':', e)
    got = []
    async for v in ViaAwait():
        got.append(v)
    print('via __await__', got)
    try:
        for _ in ViaAwait():
            pass
    except TypeError as e:
        print('TypeError:', e)


asyncio.run(main())
