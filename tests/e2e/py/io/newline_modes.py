# newline= in text mode, as CPython 3.11 does it: None, '', '\n', '\r', '\r\n'.
from pathlib import Path

data = b"one\r\ntwo\rthree\nfour\r"
Path("nl.txt").write_bytes(data)

for nl in (None, "", "\n", "\r", "\r\n"):
    with open("nl.txt", newline=nl) as f:
        print(repr(nl), "read", repr(f.read()))
    with open("nl.txt", newline=nl) as f:
        print(repr(nl), "lines", list(f))
    with open("nl.txt", newline=nl) as f:
        print(repr(nl), "readlines", f.readlines())
    with open("nl.txt", newline=nl) as f:
        out = []
        while True:
            line = f.readline()
            if not line:
                break
            out.append(line)
        print(repr(nl), "readline", out)
    with open("nl.txt", newline=nl) as f:
        parts = []
        while True:
            s = f.read(3)
            if not s:
                break
            parts.append(s)
        print(repr(nl), "read(3)", parts)

# f.newlines after reading everything
for nl in (None, ""):
    with open("nl.txt", newline=nl) as f:
        print(repr(nl), "before", f.newlines)
        f.read()
        print(repr(nl), "after", f.newlines)
Path("lf.txt").write_bytes(b"a\nb\n")
with open("lf.txt") as f:
    f.read()
    print("lf only", repr(f.newlines))
Path("crlf.txt").write_bytes(b"a\r\nb\r\n")
with open("crlf.txt") as f:
    f.read()
    print("crlf only", repr(f.newlines))
with open("crlf.txt", newline="\n") as f:
    f.read()
    print("newline='\\n'", repr(f.newlines))

# writing: '\n' becomes the newline string asked for
for nl in (None, "", "\n", "\r", "\r\n"):
    with open("w.txt", "w", newline=nl) as f:
        print(repr(nl), "write", f.write("a\nb\r\nc\rd\n"))
    print(repr(nl), "bytes", Path("w.txt").read_bytes())

# Path.read_text translates; write_text(newline=) exists since 3.10
print(repr(Path("nl.txt").read_text()))
print(Path("w.txt").write_text("x\ny\n", newline="\r\n"))
print(Path("w.txt").read_bytes())
print(Path("w.txt").write_text("x\ny\n", newline="\r"))
print(Path("w.txt").read_bytes())
print(Path("w.txt").write_text("x\ny\n"))
print(Path("w.txt").read_bytes())
try:
    Path("nl.txt").read_text(newline="")
except TypeError as e:
    print("TypeError", e)

# bad values
for bad in ("x", "\n\r", " ", "\r\r"):
    try:
        open("nl.txt", newline=bad)
    except ValueError as e:
        print("ValueError", e)
try:
    open("nl.txt", newline=5)
except TypeError as e:
    print("TypeError", e)
try:
    open("nl.txt", "rb", newline="")
except ValueError as e:
    print("ValueError", e)
try:
    open("nl.txt", "rb", encoding="utf-8")
except ValueError as e:
    print("ValueError", e)
try:
    Path("w.txt").write_text("zz", newline="q")
except ValueError as e:
    print("ValueError", e)
print(Path("w.txt").read_bytes())
try:
    Path("w.txt").write_text("zz", newline=3)
except TypeError as e:
    print("TypeError", e)

# a \r\n split across the 8192-byte chunks a line read takes
Path("big.txt").write_bytes(b"x" * 8191 + b"\r\n" + b"y\r" + b"z" * 9000 + b"\r")
with open("big.txt") as f:
    lines = f.readlines()
print(len(lines), [len(s) for s in lines], [s[-2:] for s in lines])
with open("big.txt", newline="") as f:
    lines = f.readlines()
print(len(lines), [len(s) for s in lines], [s[-2:] for s in lines])
with open("big.txt", newline="\r\n") as f:
    lines = f.readlines()
print(len(lines), [len(s) for s in lines], [s[-2:] for s in lines])
with open("big.txt") as f:
    a = f.read(8191)
    b = f.read(1)
    print(len(a), repr(b), repr(f.read(2)), f.newlines)

# non-ASCII text next to line endings
Path("u.txt").write_bytes("é\r\nü\rñ\n".encode())
with open("u.txt", encoding="utf-8") as f:
    print(f.readlines())
with open("u.txt") as f:
    print([f.read(2), f.read(2), f.read(2)])
