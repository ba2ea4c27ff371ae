# async for over an async iterator class and async with over an async context manager.
import asyncio
log = []
class Ticker:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await asyncio.sleep(0)
        return self.i
class Session:
    def __init__(self, name):
        self.name = name
    async def __aenter__(self):
        log.append(f"open {self.name}")
        return self
    async def __aexit__(self, et, ev, tb):
        log.append(f"close {self.name} {et.__name__ if et else None}")
        return et is KeyError
async def main():
    seen = []
    async for t in Ticker(3):
        seen.append(t)
    async with Session("s1") as s:
        log.append(f"using {s.name}")
    async with Session("s2"):
        raise KeyError("suppressed")
    try:
        async with Session("s3"):
            raise ValueError("propagates")
    except ValueError as e:
        log.append(f"caught {e}")
    async for t in Ticker(5):
        if t == 2:
            continue
        if t == 4:
            break
        seen.append(t * 10)
    else:
        seen.append("no else after break")
    return seen
print(asyncio.run(main()))
print(log)
