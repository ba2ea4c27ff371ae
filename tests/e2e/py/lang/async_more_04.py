# async_more_04: async with: return/break/continue in the body, and protocol errors
import asyncio

log = []


class Res:
    def __init__(self, name):
        self.name = name

    async def __aenter__(self):
        log.append('enter ' + self.name)
        return self

    async def __aexit__(self, *exc):
        log.append('exit ' + self.name + ' ' + str(exc[0].__name__ if exc[0] else None))
        return False


class OnlySync:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


class NoAexit:
    async def __aenter__(self):
        return self


class AenterFails:
    async def __aenter__(self):
        raise OSError('cannot enter')

    async def __aexit__(self, *a):
        log.append('never called')


async def ret():
    async with Res('r'):
        return 'returned value'


async def main():
    log.append(await ret())
    for i in range(4):
        async with Res('loop%d' % i):
            if i == 1:
                continue
            if i == 2:
                break
            log.append('body %d' % i)
    for bad in (OnlySync(), NoAexit(), 5, AenterFails()):
        try:
            async with bad:
                log.append('inside?')
        except (TypeError, AttributeError, OSError) as e:
            log.append(type(e).__name__ + ': ' + str(e))
    lock = asyncio.Lock()
    async with lock as value:
        log.append('lock value %r locked %r' % (value, lock.locked()))
    log.append('released %r' % lock.locked())


asyncio.run(main())
print('\n'.join(log))
