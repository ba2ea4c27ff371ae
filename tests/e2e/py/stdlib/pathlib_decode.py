# Text reads decode strictly (UnicodeDecodeError on bad UTF-8) and honour encoding/errors
from pathlib import Path
Path('bad.txt').write_bytes(b'ok\xffno\n\xe2\x82')
try:
    print(Path('bad.txt').read_text())
except UnicodeDecodeError as e:
    print('UnicodeDecodeError', e)
print(repr(Path('bad.txt').read_text(errors='replace')))
print(repr(Path('bad.txt').read_text(encoding='latin-1')))
with open('bad.txt') as f:
    try:
        f.read()
    except UnicodeDecodeError as e:
        print('read', e)
with open('bad.txt', errors='surrogateescape') as f:
    print(repr(f.read()))
with open('bad.txt', encoding='latin-1') as f:
    print(repr(f.readline()))
Path('good.txt').write_text('caf\u00e9\n\u20ac\n')
with open('good.txt') as f:
    print(f.readlines(), Path('good.txt').read_text(encoding='utf-8'))
