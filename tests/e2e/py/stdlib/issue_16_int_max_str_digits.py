# Issue 16: sys.set_int_max_str_digits sets the limit int<->str decimal conversions enforce
# (Monty accepted the call and kept 4300; RustPython's builtin_int.py sets 4000).
import sys, math
def t(f):
    try:
        r = f()
        print(repr(r) if not isinstance(r, str) or len(r) < 50 else len(r))
    except Exception as e:
        print(type(e).__name__, e)
print(sys.get_int_max_str_digits(), sys.flags.int_max_str_digits)
huge = 10**4300
t(lambda: len(str(huge - 1)))
t(lambda: str(huge))
t(lambda: str(math.factorial(2000)))
sys.set_int_max_str_digits(4000)
print(sys.get_int_max_str_digits())
big = 10**4001
for fn in [lambda: str(big), lambda: repr(big), lambda: f"{big}", lambda: "%d" % big, lambda: b"%d" % big, lambda: format(big, ""), lambda: format(big, "d"), lambda: format(big, ",d"), lambda: str(-big)]:
    t(fn)
print(len(format(big, "x")), len(format(big, "b")), len(hex(big)))
t(lambda: int("1" * 4001))
t(lambda: int("1" * 4000) > 0)
t(lambda: sys.set_int_max_str_digits(639))
t(lambda: sys.set_int_max_str_digits(-1))
t(lambda: sys.set_int_max_str_digits("5"))
t(lambda: sys.set_int_max_str_digits(maxdigits=640))
print(sys.get_int_max_str_digits())
t(lambda: sys.set_int_max_str_digits())
sys.set_int_max_str_digits(0)
print(sys.get_int_max_str_digits(), len(str(big)), len(str(10**20000)), int("9" * 5000) > 0)
