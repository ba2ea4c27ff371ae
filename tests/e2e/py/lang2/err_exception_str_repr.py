# str() and repr() of exceptions with zero, one and several arguments; args and with_traceback.
cases = [ValueError(), ValueError("bad"), ValueError("bad", 42), KeyError("k"), KeyError(),
         KeyError("a", "b"), OSError(2, "No such file or directory"), OSError("plain"),
         StopIteration(5), SystemExit(3), Exception(None), Exception(""), IndexError(0),
         FileNotFoundError(2, "missing", "data.txt"), UnicodeError("u")]
for e in cases:
    print(f"{type(e).__name__:18} str={str(e)!r:40} repr={e!r}")
print(OSError(2, "x").errno, FileNotFoundError(2, "m", "f.txt").filename, SystemExit(3).code, StopIteration(5).value)
print(isinstance(FileNotFoundError(), OSError), type(OSError(2, "No such file")).__name__, issubclass(FileNotFoundError, OSError))
e = ValueError("first")
e.args = ("changed", 1)
print(str(e), e.args)
class WithFields(Exception):
    def __init__(self, a, b):
        super().__init__(a, b)
        self.a, self.b = a, b
w = WithFields(1, "two")
print(w, repr(w), w.args, w.a)
print(str(KeyError("multi\nline")), repr(RuntimeError("q'uote")))
print(ExceptionGroup("eg", [ValueError(1)]).__class__.__mro__[1].__name__, BaseException("x").args)
