# ExceptionGroup and except*: collecting errors from several tasks and handling by type.
def run_all(tasks):
    errors = []
    for name, fn in tasks:
        try:
            fn()
        except Exception as e:
            e.add_note(f"in task {name}")
            errors.append(e)
    if errors:
        raise ExceptionGroup("some tasks failed", errors)
tasks = [("a", lambda: 1 / 0), ("b", lambda: int("x")), ("c", lambda: None), ("d", lambda: [][1]), ("e", lambda: int("y"))]
try:
    run_all(tasks)
except* ValueError as eg:
    print("values:", [str(e) for e in eg.exceptions], [e.__notes__ for e in eg.exceptions])
except* (ZeroDivisionError, IndexError) as eg:
    print("others:", sorted(type(e).__name__ for e in eg.exceptions), eg.message)
eg = ExceptionGroup("batch", [KeyError("k"), ValueError("v"), ExceptionGroup("inner", [TypeError("t")])])
print(repr(eg.message), len(eg.exceptions), str(eg))
match_, rest = eg.split(ValueError)
print(match_.exceptions, rest.message, [type(e).__name__ for e in rest.exceptions])
sub = eg.subgroup(lambda e: isinstance(e, (TypeError, KeyError)))
print([type(e).__name__ for e in sub.exceptions], sub.exceptions[1].exceptions)
print(eg.subgroup(OSError), isinstance(eg, Exception), issubclass(ExceptionGroup, BaseExceptionGroup))
try:
    try:
        raise ExceptionGroup("g", [OSError("disk"), RuntimeError("rt")])
    except* OSError:
        print("handled OSError part")
except ExceptionGroup as remaining:
    print("left over:", [repr(e) for e in remaining.exceptions])
try:
    raise ValueError("naked")
except* ValueError as eg2:
    print(type(eg2).__name__, eg2.exceptions)
try:
    ExceptionGroup("empty", [])
except ValueError as e:
    print("ValueError:", e)
