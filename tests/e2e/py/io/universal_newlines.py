# Text-mode reads translate \r\n and \r to \n (universal newlines), as CPython does by default.
from pathlib import Path
Path("crlf.txt").write_bytes(b"a\r\nb\rc\n")
print(repr(Path("crlf.txt").read_text()))
with open("crlf.txt") as f:
    print(repr(f.read()))
with open("crlf.txt") as f:
    print(f.readlines())
with open("crlf.txt", newline="") as f:
    print(repr(f.read()))
with open("crlf2.txt", "w", newline="") as f:
    f.write("x\r\ny\r\n")
with open("crlf2.txt") as f:
    print([line for line in f])
