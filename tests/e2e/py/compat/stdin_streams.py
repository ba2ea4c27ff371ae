# Scripts get no stdin: sys.stdin reads as an empty stream, and the std streams report utf-8.
import sys

print(repr(sys.stdin.read()), repr(sys.stdin.read(5)), repr(sys.stdin.readline()))
print(sys.stdin.readlines(), list(sys.stdin), [line for line in sys.stdin])
for line in sys.stdin:
    print("never", line)
print(sys.stdin.readable(), sys.stdout.writable(), sys.stdin.isatty() in (True, False))
print(sys.stdin.name, sys.stdin.mode, sys.stdout.name, sys.stdout.mode, sys.stderr.name)
print(sys.stdin.encoding, sys.stdout.encoding, sys.stderr.encoding, sys.stderr.errors)
print(sys.stdin.closed, sys.stdout.closed)
