# async_01: Monty language golden test
import asyncio
async def add(a, b):
    await asyncio.sleep(0)
    return a + b
async def main():
    r = await add(1, 2)
    print('result', r)
    rs = await asyncio.gather(add(1, 1), add(2, 2), add(3, 3))
    print('gathered', rs)
    return 'main done'
print(asyncio.run(main()))
c = add(0, 0)
print(type(c).__name__)
c.close()
async def raiser():
    raise ValueError('async fail')
async def catcher():
    try:
        await raiser()
    except ValueError as e:
        return 'caught ' + str(e)
print(asyncio.run(catcher()))
