# raise ... from ...: __cause__, __context__, __suppress_context__ and raise from None.
class AppError(Exception):
    pass
def load(text):
    try:
        return int(text)
    except ValueError as e:
        raise AppError(f"cannot load {text!r}") from e
try:
    load("x1")
except AppError as e:
    print(e, "| cause:", repr(e.__cause__), "| suppress:", e.__suppress_context__)
    print(e.__context__ is e.__cause__)
def quiet(d):
    try:
        return d["key"]
    except KeyError:
        raise LookupError("no key") from None
try:
    quiet({})
except LookupError as e:
    print(e, e.__cause__, e.__suppress_context__, repr(e.__context__))
def implicit():
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("while handling")
try:
    implicit()
except ValueError as e:
    print(e, e.__cause__, type(e.__context__).__name__, e.__suppress_context__)
try:
    raise RuntimeError("outer") from KeyError("root")
except RuntimeError as e:
    print(repr(e.__cause__), e.__cause__.__cause__)
try:
    raise ValueError from TypeError
except ValueError as e:
    print(repr(e), repr(e.__cause__))
try:
    raise ValueError("x") from 5
except TypeError as e:
    print("TypeError:", e)
err = AppError("manual")
err.__cause__ = OSError("disk")
print(repr(err.__cause__), err.__suppress_context__)
