# lex_lines_01: Monty language golden test
total = 1 + \
    2 + \
    3
print(total)
values = [
    1,  # comment
    2,
    3,  # trailing comma
]
print(values)
if (total > 5 and
        len(values) == 3):
    print("paren join")
d = {'a': 1,
     'b': 2}
print(d)
def f(a,
      b):
    return a + b
print(f(1,
        2))
x = 1; y = 2; print(x + y)
if x: print("one-liner if")
for i in range(2): print(i)
class C: pass
print(C.__name__)
