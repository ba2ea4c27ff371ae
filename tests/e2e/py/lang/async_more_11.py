# async_more_11: SyntaxErrors of the async constructs
sources = [
    'await x',
    'def f():\n    await x',
    'def f():\n    async for x in y:\n        pass',
    'async for x in y:\n    pass',
    'def f():\n    async with x:\n        pass',
    'class C:\n    async with x:\n        pass',
    'def f():\n    return [x async for x in y]',
    'def f():\n    return [await x for x in y]',
    '[i async for i in y]',
    '{k: v async for k, v in y}',
    'async def f():\n    yield from x',
    'async def f():\n    yield 1\n    return 2',
    'lambda: await x',
    'async def f():\n    return lambda: await x',
    'async def f():\n    def g():\n        await x',
    'async def f():\n    [(yield x) async for x in y]',
]
for src in sources:
    try:
        compile(src, '<case>', 'exec')
        print('compiled:', repr(src))
    except SyntaxError as e:
        print('SyntaxError:', e.msg, e.lineno)
ok = [
    'def f():\n    return (x async for x in y)',
    'def f():\n    return (await x for x in y)',
    'async def f():\n    return [[await z for z in x] for x in y]',
    'async def f():\n    async with a as b, c:\n        async for d in b:\n            yield d',
    'def f():\n    return [(x async for x in y) for z in w]',
]
for src in ok:
    compile(src, '<ok>', 'exec')
    print('ok:', src.splitlines()[-1].strip())
