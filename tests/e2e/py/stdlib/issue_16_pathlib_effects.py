# Path.stat/lstat (os.stat's result), touch (exist_ok), samefile, read_text(newline=)
# (not in 3.11), is_fifo and friends, owner/group's existence.
import os
from pathlib import Path


def isreg(m):
    return m & 0o170000 == 0o100000


def isdir(m):
    return m & 0o170000 == 0o040000


p = Path('f.txt')
p.write_text('hello')
st = p.stat()
print(type(st).__name__, st.st_size, isreg(st.st_mode), isdir(st.st_mode))
print(st == os.stat('f.txt'), st.st_mtime == os.stat('f.txt').st_mtime, st[6])
print(p.stat(follow_symlinks=False).st_size, p.lstat().st_size)
Path('d').mkdir()
print(isdir(Path('d').stat().st_mode), isdir(Path('d').lstat().st_mode))
for call in (lambda: Path('missing').stat(), lambda: Path('missing').lstat(),
             lambda: Path('f.txt/x').stat()):
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e)
try:
    p.stat(True)
except TypeError as e:
    print('TypeError', e)

t = Path('t.txt')
print(t.touch(), t.exists(), t.read_text() == '', t.stat().st_size)
t.write_text('keep')
t.touch()
print(t.read_text())
t.touch(exist_ok=True)
t.touch(0o600)
print(t.read_text())
try:
    t.touch(exist_ok=False)
except FileExistsError as e:
    print('FileExistsError', e, e.errno, e.filename)
Path('new.txt').touch(exist_ok=False)
print(Path('new.txt').is_file())
Path('d').touch()
print(Path('d').is_dir())
try:
    Path('d').touch(exist_ok=False)
except FileExistsError as e:
    print('FileExistsError', e)
try:
    Path('nodir/x.txt').touch()
except FileNotFoundError as e:
    print('FileNotFoundError', e)

print(p.samefile('f.txt'), p.samefile(Path('./f.txt')), p.samefile('d/../f.txt'),
      p.samefile(t), Path('d').samefile('d/'))
try:
    p.samefile('missing')
except FileNotFoundError as e:
    print('FileNotFoundError', e)
try:
    Path('missing').samefile('f.txt')
except FileNotFoundError as e:
    print('FileNotFoundError', e)

Path('n.txt').write_bytes(b'a\r\nb\rc\n')
print(repr(Path('n.txt').read_text()), repr(Path('n.txt').read_text(encoding='utf-8')))
for kw in ({'newline': ''}, {'newline': None}, {'bogus': 1}):
    try:
        Path('n.txt').read_text(**kw)
    except TypeError as e:
        print('TypeError', e)
try:
    Path('n.txt').read_text('utf-8', 'strict', '')
except TypeError as e:
    print('TypeError', e)

print(p.is_fifo(), p.is_socket(), p.is_block_device(), p.is_char_device(),
      Path('missing').is_fifo(), Path('d').is_socket())
print(callable(Path.owner), callable(Path.group), callable(Path.touch), callable(Path.glob))
