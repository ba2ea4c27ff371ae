# seek()/tell() on binary and text files: whence, return values and the errors CPython gives.
from pathlib import Path

Path("s.bin").write_bytes(b"0123456789")


def show(f):
    try:
        print(repr(f()))
    except (OSError, ValueError, TypeError) as e:
        print(type(e).__name__ if not isinstance(e, OSError) else "OSError", e)


with open("s.bin", "rb") as f:
    print(f.tell(), f.seekable(), f.readable(), f.writable())
    print(f.read(3), f.tell())
    print(f.seek(2, 1), f.read(2), f.tell())
    print(f.seek(-3, 2), f.read(), f.tell())
    print(f.seek(4), f.read(1))
    print(f.seek(-2, 1), f.read(1))
    print(f.seek(100), f.read(), f.tell())
    print(f.seek(0, 0), f.readline(), f.tell())
    show(lambda: f.seek(-1))
    show(lambda: f.seek(-100, 1))
    show(lambda: f.seek(-100, 2))
    show(lambda: f.seek("a"))
    show(lambda: f.seek(1.5))
    show(lambda: f.seek(0, 7))
    print(f.tell())
show(lambda: f.seek(0))
show(lambda: f.tell())

# text: tell() gives a cookie (the byte offset here) that seek() takes back
Path("s.txt").write_bytes("ab\nçd\nef\n".encode())
with open("s.txt", encoding="utf-8") as f:
    print(f.tell(), f.seekable())
    print(repr(f.readline()), f.tell())
    pos = f.tell()
    print(repr(f.readline()), f.tell())
    print(f.seek(pos), repr(f.read(2)))
    print(f.seek(0, 2), repr(f.read()))
    print(f.seek(0), repr(f.read(1)))
    print(f.seek(0, 1) == f.tell(), repr(f.read(1)))
    show(lambda: f.seek(1, 1))
    show(lambda: f.seek(-1, 2))
    show(lambda: f.seek(-1))
    show(lambda: f.seek(0, 3))
    f.seek(0)
    for line in f:
        show(lambda: f.tell())
        break
    f.seek(0)
    print(f.tell())
    for line in f:
        pass
    print(f.tell())
show(lambda: f.seek(0))
show(lambda: f.tell())

# \r\n translated on read: the cookie still counts bytes
Path("t.txt").write_bytes(b"a\r\nb\r\nc")
with open("t.txt") as f:
    print(repr(f.readline()), f.tell(), repr(f.read(2)), f.tell())

# r+: a write after a read lands where the script is, not where the host read ahead
Path("rw.txt").write_bytes(b"line1\nline2\nline3\n")
with open("rw.txt", "r+") as f:
    print(repr(f.readline()))
    f.write("LINE2\n")
    print(f.tell(), repr(f.read()))
print(Path("rw.txt").read_bytes())
with open("rw.txt", "rb+") as f:
    print(f.readline())
    f.write(b"Line2\n")
    print(f.tell(), f.read())
with open("rw.txt", "rb+") as f:
    f.seek(2)
    f.write(b"NE")
    f.seek(0, 2)
    f.write(b"end")
    print(f.tell())
print(Path("rw.txt").read_bytes())

# w+: write, seek back, read
with open("wp.txt", "w+") as f:
    f.write("hello\nworld\n")
    print(f.tell())
    f.seek(0)
    print(f.readlines())

# append mode: tell() is the end after a write
with open("wp.txt", "a") as f:
    print(f.tell())
    f.write("more\n")
    print(f.tell())
with open("wp.txt", "ab") as f:
    print(f.seekable(), f.writable(), f.readable())
