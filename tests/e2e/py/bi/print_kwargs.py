print("a", "b", sep="-", end="!\n")
print("x", end="")
print()
print(*range(3), sep=", ")
import sys
print("to stdout", file=sys.stdout)
