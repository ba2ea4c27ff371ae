# Scripts get no stdin (behaviour.md 3): CPython with stdin at EOF reads '' and [] rather than
# raising AttributeError. (run with </dev/null in CPython)
import sys
print(repr(sys.stdin.read()), sys.stdin.readlines(), repr(sys.stdin.readline()))
print(sys.stdout.encoding, sys.stderr.encoding)
