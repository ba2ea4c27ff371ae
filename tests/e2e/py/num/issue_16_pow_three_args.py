# Issue 16: pow() with three arguments as CPython 3.11's ternary slot: only the base's own
# __pow__(exp, mod) is asked (no __rpow__), other operands than numbers are unsupported
# with all three types named, a complex operand is 'complex modulo'.
class P:
    def __pow__(self, o, mod=None): return ('pow', o, mod)
    def __rpow__(self, o, mod=None): return ('rpow', o, mod)
class NI:
    def __pow__(self, o, mod=None): return NotImplemented
class Two:
    def __pow__(self, o): return 'two-arg'
class I(int): pass
for s in ["pow(P(), 2, 5)", "pow(2, P(), 5)", "pow(2, 3, P())", "pow(NI(), 2, 3)", "pow(Two(), 2, 3)", "pow(2.0, 3, 5)", "pow(2, 3.0, 5)", "pow(2, 3, 5.0)", "pow(1j, 2, 3)",
          "pow(I(2), 3, 5)", "pow(2, I(3), I(5))", "pow('a', 2, 3)", "pow(2, 3, None)", "pow(P(), 2)", "pow(2, P())", "pow(2, -1, 5)", "pow(2, 3, 0)", "pow(True, 2, 3)"]:
    try: print(s, eval(s))
    except Exception as e: print(s, type(e).__name__, e)
