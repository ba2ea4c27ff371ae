# os.scandir: a context manager of DirEntry (name, path, is_dir, is_file, is_symlink,
# stat, inode), close(), the paths it joins, and its errors.
import os

os.mkdir('d')
os.mkdir('d/sub')
with open('d/f.txt', 'w') as f:
    f.write('12345')

with os.scandir('d') as it:
    print(type(it).__name__, iter(it) is it)
    entries = sorted(it, key=lambda e: e.name)
for e in entries:
    print(repr(e), e.name, e.path, e.is_dir(), e.is_file(), e.is_symlink(),
          e.is_dir(follow_symlinks=False), e.is_file(follow_symlinks=False),
          os.fspath(e), type(e).__name__)
f = [e for e in entries if e.name == 'f.txt'][0]
print(f.stat().st_size, f.stat(follow_symlinks=False).st_size, f.inode() == os.stat('d/f.txt').st_ino)
print(f.stat() is f.stat())
print(os.path.join('x', entries[0]), os.path.getsize(f))

print(sorted(e.path for e in os.scandir()) == sorted('./' + n for n in os.listdir()))
print(sorted(e.path for e in os.scandir('.')) == sorted('./' + n for n in os.listdir('.')))
print(sorted(e.path for e in os.scandir('d/')))
print(sorted(e.path for e in os.scandir(b'd')))
print(sorted(e.name for e in os.scandir(b'd')))
print([e.name for e in os.scandir('d/sub')])

it = os.scandir('d')
first = next(it)
it.close()
it.close()
print(list(it))
it = os.scandir('d')
print(len(list(it)), list(it))
with os.scandir('d') as it:
    pass
print(list(it))

for bad in ('missing', 'd/f.txt', 'd/f.txt/x'):
    try:
        os.scandir(bad)
    except OSError as e:
        print(type(e).__name__, e.errno, e.filename, e)
try:
    os.DirEntry()
except TypeError as e:
    print('TypeError', e)
print(os.DirEntry.__name__, hasattr(os, 'scandir'))
