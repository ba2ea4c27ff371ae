# async_more_03: async with: order of __aenter__/__aexit__, values, suppression, nesting
import asyncio

log = []


class Res:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    async def __aenter__(self):
        await asyncio.sleep(0)
        log.append('enter ' + self.name)
        return self.name.upper()

    async def __aexit__(self, et, ev, tb):
        await asyncio.sleep(0)
        log.append('exit %s %s %r' % (self.name, et.__name__ if et else None, ev))
        return self.suppress


async def main():
    async with Res('a') as a:
        log.append('body ' + a)
    async with Res('b') as b, Res('c', suppress=True) as c:
        log.append('body ' + b + c)
        raise ValueError('swallowed by c')
    log.append('after bc')
    try:
        async with Res('d'):
            raise KeyError('escapes d')
    except KeyError as e:
        log.append('outer caught ' + repr(e))
    async with Res('e', suppress=True):
        async with Res('f'):
            raise IndexError('to e')
    log.append('after ef')
    async with Res('g'):
        pass
    async with Res('h') as (x):
        log.append('x is ' + x)


asyncio.run(main())
print('\n'.join(log))
