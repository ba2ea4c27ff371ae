# async def / await with asyncio.run and gather: a fake fetch pipeline.
import asyncio
async def fetch(name, delay):
    await asyncio.sleep(delay)
    return f"{name}:{len(name)}"
async def process(names):
    results = []
    for n in names:
        results.append(await fetch(n, 0))
    return results
async def main():
    sequential = await process(["alpha", "be"])
    together = await asyncio.gather(fetch("x", 0.002), fetch("yy", 0.001), fetch("zzz", 0))
    return sequential, together
print(asyncio.run(main()))
async def fails():
    await asyncio.sleep(0)
    raise ValueError("remote failed")
async def guarded():
    try:
        await fails()
    except ValueError as e:
        return f"caught {e}"
print(asyncio.run(guarded()))
coro = fetch("c", 0)
print(type(coro).__name__)
print(asyncio.run(coro))
async def collect():
    out = await asyncio.gather(fails(), fetch("ok", 0), return_exceptions=True)
    return [type(r).__name__ if isinstance(r, Exception) else r for r in out]
print(asyncio.run(collect()))
async def compute(x):
    return x * x
async def total():
    return sum([await compute(i) for i in range(5)])
print(asyncio.run(total()))
