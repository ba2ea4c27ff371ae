# print() keyword options: sep, end, file=sys.stderr/sys.stdout and flush.
import sys
print("a", "b", "c")
print("a", "b", "c", sep="")
print("a", "b", "c", sep=" | ", end=" <end>\n")
print(1, 2.5, None, [1], {"k": (1,)}, sep=",")
print()
print("no newline", end="")
print(" -> continued")
print(*range(5), sep="-")
print("to stdout", file=sys.stdout, flush=True)
print("to stderr", file=sys.stderr, flush=True)
sys.stdout.write("written directly\n")
sys.stdout.flush()
n = sys.stderr.write("stderr write\n")
sys.stderr.flush()
print("returned", n)
print("x", sep=None, end=None)
for bad in (lambda: print("x", sep=5), lambda: print("x", end=[]), lambda: print("x", nope=1)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e, flush=True)
print("done", flush=True)
