# os.path.relpath, normcase, samefile/samestat, expanduser's forms that name no home,
# getatime/getctime, and the shapes of os.getcwd(), os.uname() and os.cpu_count().
import os
import os.path
from pathlib import Path

for args in [('a/b',), ('a/b', 'a'), ('a', 'a/b'), ('a/b/c', 'a/x/y'), ('.',), ('a', 'a'),
             ('/a/b', '/a'), ('/a', '/a/b/c'), ('/', '/a'), ('/a/b', '/'), ('/x/y', '/a/b'),
             ('a/./b/', 'a'), ('a/../b', 'b'), ('a', '.'), ('a', None), (b'a/b', b'a'),
             (Path('a/b'), Path('a')), ('//a', '/a'), ('/a/b/../c', '/a')]:
    print(args, repr(os.path.relpath(*args)))
print(os.path.relpath('x') == 'x', os.path.relpath('../x', '..') == 'x')
print(os.path.relpath('..', '.') == '..', os.path.relpath('.', 'sub/dir') == '../..')
for bad in [('',), (b'a', 'b'), ('a', b'b'), (None,)]:
    try:
        os.path.relpath(*bad)
    except (ValueError, TypeError) as e:
        print(bad, type(e).__name__)
print(os.path.normcase('A/B/c.TXT'), os.path.normcase(b'X/y'), os.path.normcase(Path('P/q')))
try:
    os.path.normcase(3)
except TypeError as e:
    print('TypeError', e)

os.mkdir('d')
with open('d/f', 'w') as fh:
    fh.write('x')
with open('g', 'w') as fh:
    fh.write('y')
print(os.path.samefile('d/f', 'd/f'), os.path.samefile('d/f', './d/../d/f'),
      os.path.samefile('d/f', 'g'), os.path.samefile('d', 'd/'), os.path.samefile(Path('g'), 'g'))
print(os.path.samestat(os.stat('g'), os.stat('./g')), os.path.samestat(os.stat('g'), os.stat('d')))
try:
    os.path.samefile('d/f', 'missing')
except FileNotFoundError as e:
    print('FileNotFoundError', e)
print(os.path.getatime('g') == os.stat('g').st_atime, os.path.getctime('g') == os.stat('g').st_ctime)

for p in ('x/~', 'a~b', '', '~nosuchuser_xyz/x', b'plain'):
    print(repr(p), repr(os.path.expanduser(p)))
print(os.path.expanduser('~/x') == os.path.join(os.path.expanduser('~'), 'x'),
      os.path.isabs(os.path.expanduser('~')), os.path.expanduser('~/') .endswith('/'),
      os.path.expanduser(Path('~/q')) == os.path.expanduser('~/q'))
print(Path('~/q').expanduser() == Path(os.path.expanduser('~/q')), Path('a/~').expanduser(),
      Path('/~').expanduser(), Path.home() == Path(os.path.expanduser('~')))
try:
    Path('~nosuchuser_xyz').expanduser()
except RuntimeError as e:
    print('RuntimeError', e)

cwd = os.getcwd()
print(type(cwd).__name__, os.path.isabs(cwd), os.path.isdir(cwd), os.path.basename(cwd),
      os.path.exists(os.path.join(cwd, 'g')), os.getcwdb() == cwd.encode(),
      Path.cwd() == Path(cwd), type(Path.cwd()).__name__)

u = os.uname()
print(type(u).__name__, len(u), u[0] == u.sysname, u[-1] == u.machine, tuple(u)[1] == u.nodename,
      [type(x).__name__ for x in u], repr(u).startswith('posix.uname_result(sysname='))
sysname, nodename, release, version, machine = u
print(sysname == u.sysname, version == u.version, release == u.release,
      type(u) is os.uname_result, os.uname_result.__name__)
try:
    u.sysname = 'x'
except AttributeError as e:
    print('AttributeError')
n = os.cpu_count()
print(type(n).__name__, n >= 1)
