# except with tuples, `as`, ordering of handlers, and the name cleared after the block.
def classify(fn):
    try:
        fn()
    except (KeyError, IndexError) as e:
        return f"lookup {type(e).__name__}: {e}"
    except ArithmeticError as e:
        return f"arith {type(e).__name__}"
    except (TypeError, ValueError):
        return "type/value"
    except Exception as e:
        return f"other {e!r}"
    return "fine"
tests = [
    lambda: {}["k"],
    lambda: [][0],
    lambda: 1 / 0,
    lambda: 2.0 ** 10000,
    lambda: int("x"),
    lambda: len(5),
    lambda: (_ for _ in ()).throw(RuntimeError("gen")),
    lambda: None,
]
for t in tests:
    print(classify(t))
try:
    raise OSError(2, "No such file")
except OSError as err:
    saved = err
print(saved.errno, saved.strerror, str(saved))
try:
    print(err)
except NameError as e:
    print("NameError:", e)
handlers = (ValueError, KeyError)
try:
    raise KeyError("dyn")
except handlers as e:
    print("dynamic tuple caught", repr(e))
try:
    try:
        raise ValueError("first")
    except ValueError:
        raise TypeError("second")
except TypeError as e:
    print(type(e).__name__, e, "context:", repr(e.__context__))
