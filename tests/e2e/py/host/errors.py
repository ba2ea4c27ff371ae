# I/O errors after a permit are CPython's OSError subclasses, errno and message.
import os
from pathlib import Path


def show(label, fn):
    try:
        fn()
        print(label, 'ok')
    except OSError as e:
        print(label, type(e).__name__, e.errno, e)
    except ValueError as e:
        print(label, type(e).__name__, e)


show('read missing', lambda: Path('missing.txt').read_text())
show('open missing', lambda: open('missing.txt'))
show('stat missing', lambda: os.stat('missing.txt'))
show('listdir missing', lambda: os.listdir('nodir'))
show('unlink missing', lambda: Path('missing.txt').unlink())
show('rmdir missing', lambda: Path('nodir').rmdir())
Path('d').mkdir()
show('mkdir twice', lambda: Path('d').mkdir())
show('read a directory', lambda: Path('d').read_text())
show('write a directory', lambda: Path('d').write_text('x'))
show('unlink a directory', lambda: Path('d').unlink())
Path('d/f').write_text('x')
show('rmdir not empty', lambda: Path('d').rmdir())
show('rmdir a file', lambda: Path('d/f').rmdir())
show('open x existing', lambda: open('d/f', 'x'))
show('under a file', lambda: Path('d/f/g').write_text('x'))
show('nul in open', lambda: open('a\x00b'))
show('nul in read_text', lambda: Path('a\x00b').read_text())
print(Path('missing.txt').exists(), Path('d/f/g').exists())
