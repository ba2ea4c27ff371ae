# Exception notes (add_note/__notes__) and implicit chaining through nested handlers.
def parse_row(i, row):
    try:
        name, qty = row.split(",")
        return name, int(qty)
    except ValueError as e:
        e.add_note(f"row {i}: {row!r}")
        raise
rows = ["bolt,4", "gear,x", "axle"]
parsed, failures = [], []
for i, row in enumerate(rows):
    try:
        parsed.append(parse_row(i, row))
    except ValueError as e:
        failures.append((str(e), e.__notes__))
print(parsed)
for f in failures:
    print(f)
e = RuntimeError("base")
print(hasattr(e, "__notes__"))
e.add_note("one")
e.add_note("two")
print(e.__notes__)
try:
    e.add_note(5)
except TypeError as err:
    print("TypeError:", err)
def cleanup_fails():
    try:
        raise KeyError("original")
    finally:
        try:
            raise OSError("cleanup")
        except OSError as inner:
            print("inner context:", repr(inner.__context__))
try:
    cleanup_fails()
except KeyError as outer:
    print("outer:", repr(outer), outer.__context__)
try:
    try:
        {}["a"]
    except KeyError as first:
        raise ValueError("second") from first
except ValueError as second:
    print(repr(second.__cause__), second.__cause__ is second.__context__)
