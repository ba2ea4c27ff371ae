# Issue 16: divmod() with a float operand and a zero divisor is 3.11's 'float divmod()'
# (builtin and __divmod__/__rdivmod__); sorted()/sort() call the key on a single item too.
for s in ["divmod(1, 0.0)", "divmod(1.0, 0)", "divmod(0.0, 0.0)", "(1.0).__divmod__(0.0)", "(1).__rdivmod__(0.0)", "(5.0).__rdivmod__(0)", "divmod(1, 0)", "divmod(True, 0.0)", "sorted([1], key=1)", "[2].sort(key=None)", "sorted([], key=1)", "sorted([0], key=lambda x: 1/x)", "max([5], key=lambda x: 1/0)"]:
    try: print(s, eval(s))
    except Exception as e: print(s, type(e).__name__, e)
