# issue 16: os.fsencode/fsdecode, strerror, get_terminal_size, removedirs/renames, constants
import os
from pathlib import PurePosixPath

print(os.fsencode('a\udcffb'), os.fsencode('a\udcffb') == b'a\xffb', os.fsencode(b'raw\xff'))
print(os.fsencode('caf\xe9/\u20ac/\ud7ff\ue000'), os.fsencode(PurePosixPath('x/y')))
print(repr(os.fsdecode(b'a\xffb')), os.fsdecode(b'a\xffb') == 'a\udcffb', os.fsdecode('s'))
print(os.fsdecode(os.fsencode('r\udc80t\udcfe')) == 'r\udc80t\udcfe')
for bad in (1, None):
    try:
        os.fsencode(bad)
    except TypeError as e:
        print('TypeError', e)
try:
    os.fsencode('a\ud800b')
except UnicodeEncodeError as e:
    print('UnicodeEncodeError', e, e.start, e.end)

for code in (0, 1, 2, 13, 17, 20, 21, 22, 25, 28, 39, 110, 133, 134, -1, 1000):
    print(code, os.strerror(code))
try:
    os.strerror('2')
except TypeError as e:
    print('TypeError', e)

try:
    os.get_terminal_size()
except OSError as e:
    print(repr(e), e.errno, e.strerror)
try:
    os.get_terminal_size(2)
except OSError as e:
    print('OSError', e)
ts = os.terminal_size((80, 24))
print(ts, ts.columns, ts.lines, ts[0], tuple(ts), ts == (80, 24), isinstance(ts, tuple))
try:
    os.terminal_size((1,))
except TypeError as e:
    print('TypeError', e)
try:
    ts.columns = 3
except AttributeError as e:
    print('AttributeError', e)

os.makedirs('t16/a/b/c')
os.removedirs('t16/a/b/c')
print(os.path.exists('t16'))
os.makedirs('t16/keep/sub')
with open('t16/keep/file', 'w') as f:
    f.write('x')
os.removedirs('t16/keep/sub')
print(os.path.exists('t16/keep/sub'), os.path.exists('t16/keep'))
try:
    os.removedirs('t16/nothere')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
os.makedirs('t16/old/deep')
with open('t16/old/deep/f.txt', 'w') as f:
    f.write('data')
os.renames('t16/old/deep/f.txt', 't16/new/place/f.txt')
print(os.path.exists('t16/old'), open('t16/new/place/f.txt').read())
os.remove('t16/keep/file')
os.remove('t16/new/place/f.txt')
os.removedirs('t16/new/place')
os.removedirs('t16/keep')
print(os.path.exists('t16'))

for name in ('O_RDONLY', 'O_WRONLY', 'O_RDWR', 'O_CREAT', 'O_EXCL', 'O_TRUNC', 'O_APPEND',
             'O_NONBLOCK', 'O_CLOEXEC', 'O_DIRECTORY', 'O_NOFOLLOW', 'O_SYNC', 'O_ACCMODE',
             'O_TMPFILE', 'O_PATH', 'SEEK_DATA', 'SEEK_HOLE', 'EX_OK', 'EX_USAGE', 'EX_DATAERR',
             'EX_NOINPUT', 'EX_SOFTWARE', 'EX_OSERR', 'EX_IOERR', 'EX_TEMPFAIL', 'EX_NOPERM',
             'EX_CONFIG'):
    print(name, getattr(os, name))
print(os.O_WRONLY | os.O_CREAT | os.O_TRUNC, (os.O_RDWR | os.O_APPEND) & os.O_ACCMODE)

t = os.times()
print(type(t).__name__, len(t), t.children_user, t.children_system, t.user >= 0.0)
print(all(isinstance(x, float) for x in t), t.elapsed == t[4])
for name in ('getpid', 'getppid', 'getuid', 'geteuid', 'getgid', 'getegid'):
    print(name, isinstance(getattr(os, name)(), int))
try:
    os.no_such_name
except AttributeError as e:
    print('AttributeError', e)
print(repr(os.times_result((1.0, 2.0, 0.0, 0.0, 5.0))), os.times_result.n_fields)
try:
    os.times_result((1.0,))
except TypeError as e:
    print('TypeError', e)
print(os.terminal_size.n_fields, os.terminal_size.n_sequence_fields, ts.__reduce__())
