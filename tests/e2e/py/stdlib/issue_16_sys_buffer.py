# Issue 16: sys.stdout.buffer and sys.stderr.buffer take bytes (flushing the text layer
# first keeps CPython's own order the same as ours, which writes text unbuffered).
import sys

print("text first")
sys.stdout.flush()
n = sys.stdout.buffer.write(b"raw bytes\n")
print(n, repr(sys.stdout.buffer), repr(sys.stdin.buffer))
print(sys.stdout.buffer.mode, sys.stdout.buffer.name, sys.stdout.buffer.closed)
print(repr(sys.stdin.buffer.read()), sys.stdin.buffer.mode)
try:
    sys.stdout.buffer.write("x")
except TypeError as e:
    print(e)
sys.stdout.flush()
print(sys.stdout.buffer.write(bytearray(b"ab\n")))
print(sys.stdout.buffer.writable(), sys.stdout.buffer.readable(), sys.stdin.buffer.readable())
sys.stdout.flush()
sys.stdout.buffer.write("é\n".encode())
sys.stdout.buffer.flush()
print(sys.stdout.buffer is sys.stdout.buffer, sys.stderr.buffer.fileno())
sys.stdout.flush()
sys.stderr.buffer.write(b"to stderr\n")
sys.stderr.buffer.flush()
print("end")
