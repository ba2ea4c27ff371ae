# File operations on permitted paths in the workspace behave as in CPython.
import os
from pathlib import Path

p = Path('a.txt')
print(p.exists(), p.is_file(), p.is_dir(), p.is_symlink())
print(p.write_text('hello\n'))
print(repr(p.read_text()))
print(p.exists(), p.is_file(), p.is_dir(), p.is_symlink())
print(p.read_bytes())
st = os.stat('a.txt')
print(st.st_size)
print(p.write_bytes(b'bytes\x00\xff'))
print(p.read_bytes())
print(os.stat('a.txt').st_size)

Path('d').mkdir()
print(Path('d').is_dir(), Path('d').is_file())
Path('a.txt').rename('d/b.txt')
print(Path('a.txt').exists(), Path('d/b.txt').exists())
Path('d/c.txt').write_text('c')
print(sorted(os.listdir('d')))
print(sorted(q.name for q in Path('d').iterdir()))

with open('d/c.txt') as f:
    print(repr(f.read()))
with open('d/e.txt', 'w') as f:
    print(f.write('one '))
    print(f.write('two'))
print(Path('d/e.txt').read_text())
with open('d/e.txt', 'a') as f:
    f.write(' three')
print(Path('d/e.txt').read_text())
with open('d/e.txt', 'rb') as f:
    print(f.read(3))
    print(f.read())

# rename over an existing file replaces it
Path('d/c.txt').rename('d/e.txt')
print(Path('d/e.txt').read_text(), Path('d/c.txt').exists())

for name in ['d/b.txt', 'd/e.txt']:
    Path(name).unlink()
Path('d').rmdir()
print(Path('d').exists())
