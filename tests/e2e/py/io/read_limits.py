# readline(size), readlines(hint), Path.open(newline=), f.newlines across reads, a huge read(n).
from pathlib import Path
Path("r.txt").write_bytes(b"abc\r\ndef\r\n" * 3)
with open("r.txt") as f:
    print(repr(f.readline(2)), repr(f.readline(5)), repr(f.readline()), f.tell())
    print(f.readlines(3))
with open("r.txt", "rb") as f:
    print(f.readline(2), f.readlines(6))
with Path("r.txt").open(newline="") as f:
    print(repr(f.read(4)), f.newlines)
f = open("r.txt")
print(repr(f.read(10**9)[:6]))
f.close()
