# Indentation: deep nesting, one-line compound statements, mixed widths per block, blank lines.
def classify(values):
    out = []
    for v in values:
        if v < 0:
            out.append("neg")
        elif v == 0:
            out.append("zero")
        else:
            if v % 2:
              out.append("odd")
            else:
                    out.append("even")
    return out

print(classify([-2, 0, 3, 4]))

if True: print("one-liner if")
for i in range(3): print("loop", i)
while False: pass
def f(x): return x * 2
class C: value = 5
print(f(21), C.value)

def outer():

    # blank lines and comments inside a block do not end it

    def inner():
        return "inner"


    return inner()
print(outer())
try: x = 1 / 0
except ZeroDivisionError: print("caught one-liner")
with open("lex_indent_blocks.txt", "w") as fh: fh.write("ok\n")
with open("lex_indent_blocks.txt") as fh: print(fh.read().strip())
total = 0
for a in range(3):
    for b in range(3):
        for c in range(3):
            if a < b < c:
                total += 1
print("triples", total)
