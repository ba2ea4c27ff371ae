# Issue 16: int() of bytes or a bytearray that is no literal shows the bytes' repr, as CPython
# (RustPython's builtin_int.py); Monty showed the bytes decoded as text.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: int(b"F\xc3\xb8\xc3\xb6\xbbB\xc3\xa5r"))
t(lambda: int(b"abc"))
t(lambda: int(b"12", 2))
t(lambda: int(b"0x1g", 0))
t(lambda: int(bytearray(b"zz")))
t(lambda: int(bytearray(b"zz"), 16))
t(lambda: int(b" 42 "))
t(lambda: int(b"1_000"))
t(lambda: int(b""))
t(lambda: int(b"ff", 16))
t(lambda: int("abc"))
t(lambda: int(b"9" * 5000))
