import os
from pathlib import Path
Path('f.txt').write_text('hello')
Path('sub').mkdir()
st = os.stat('f.txt')
print(st.st_size, oct(st.st_mode & 0o170000), st.st_uid, st.st_gid, st.st_nlink, st[6], type(st.st_mtime).__name__)
print(os.path.exists('f.txt'), os.path.isfile('f.txt'), os.path.isdir('f.txt'), os.path.isdir('sub'), os.path.exists('nope'))
print(os.path.getsize('f.txt'), sorted(os.listdir('.')), os.listdir('sub'))
try:
    os.stat('nope')
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
try:
    os.listdir('nope')
except FileNotFoundError as e:
    print('FileNotFoundError')
