# os.walk (3.11): topdown and bottom-up order, onerror, pruning dirs in place, and the
# names it gives (each level sorted: a listing is in directory order).
import os

for d in ('t', 't/a', 't/a/aa', 't/b', 't/c'):
    os.mkdir(d)
for f in ('t/top.txt', 't/a/one.txt', 't/a/aa/deep.txt', 't/b/two.txt'):
    with open(f, 'w') as fh:
        fh.write(f)


def show(label, gen):
    rows = [(top, sorted(dirs), sorted(files)) for top, dirs, files in gen]
    print(label, rows if label.startswith('order') else sorted(rows))


show('topdown', os.walk('t'))
show('bottomup', os.walk('t', topdown=False))
show('slash', os.walk('t/'))

# topdown: a parent comes before its children; bottom-up: after them
for td in (True, False):
    seen = [top for top, dirs, files in os.walk('t', topdown=td)]
    print('order', td, seen.index('t') < seen.index('t/a') < seen.index('t/a/aa'),
          len(seen))

# pruning: only topdown honours changes to dirs
for td in (True, False):
    out = []
    for top, dirs, files in os.walk('t', topdown=td):
        out.append(top)
        if 'a' in dirs:
            dirs.remove('a')
    print('pruned', td, sorted(out))

errors = []
print(list(os.walk('missing', onerror=errors.append)))
print([(type(e).__name__, e.errno, e.filename) for e in errors])
print(list(os.walk('t/top.txt', onerror=errors.append)))
print([(type(e).__name__, e.errno, e.filename) for e in errors[1:]])
print(list(os.walk('missing')))

g = os.walk('t')
print(type(g).__name__)
top, dirs, files = next(g)
print(top, sorted(dirs), sorted(files))
