# timedelta divided by zero: CPython 3.11's C datetime divides integers, so each operator
# has its own ZeroDivisionError text, and % / divmod take only a timedelta (issue 16).
from datetime import timedelta

for a, b in [(timedelta(1), 0), (timedelta(1), 0.0), (timedelta(1), timedelta(0)),
             (timedelta(0), 0), (timedelta(seconds=-5), timedelta(microseconds=0))]:
    for name, op in [('/', lambda x, y: x / y), ('//', lambda x, y: x // y),
                     ('%', lambda x, y: x % y), ('divmod', divmod)]:
        try:
            print(name, op(a, b))
        except (ZeroDivisionError, TypeError) as e:
            print(name, type(e).__name__, e)
