# Reads on an open() handle: sizes, text code points, lines, iteration, mixes.
from pathlib import Path

Path('h.txt').write_text('héllo\nwörld\n\nlast')
with open('h.txt') as f:
    print(repr(f.read(2)), repr(f.read(3)))
    print(repr(f.readline()))
    print(repr(f.read()))
    print(repr(f.read()))
with open('h.txt') as f:
    print([line for line in f])
with open('h.txt') as f:
    print(f.readlines())
with open('h.txt', 'rb') as f:
    print(f.readline(), f.read(3), f.read(0), f.read())
with open('h.txt', 'w') as f:
    print(f.write('a'), f.write('bé'))
print(repr(Path('h.txt').read_text()))
Path('h.txt').unlink()
