# func_kwargs_02: Monty language golden test
def report(title, *items, sep=', ', **meta):
    head = f'{title}: ' + sep.join(map(str, items))
    tail = ' '.join(f'{k}={v}' for k, v in sorted(meta.items()))
    return head + (' [' + tail + ']' if tail else '')
print(report('nums', 1, 2, 3))
print(report('x', sep='|'))
print(report('m', 'a', 'b', sep='/', owner='me', id=7))
opts = {'sep': '-', 'z': 1}
print(report('spread', *'abc', **opts))
def pos_kw(a, b=2, /, c=3, *, d=4):
    return a, b, c, d
print(pos_kw(1), pos_kw(1, 5), pos_kw(1, 5, 6), pos_kw(1, c=0, d=0))
def accepts_all(*args, **kwargs):
    return len(args), len(kwargs)
print(accepts_all(*range(100), **{str(i): i for i in range(5)}))
try:
    report()
except TypeError as e:
    print(type(e).__name__, e)
try:
    pos_kw(1, 2, 3, 4)
except TypeError as e:
    print(type(e).__name__, e)
