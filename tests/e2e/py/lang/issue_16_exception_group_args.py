# Issue 16: BaseExceptionGroup/ExceptionGroup check their arguments in CPython 3.11's order
# and words: message a str, exceptions a sequence (not a set), each item an exception
# (ValueError), then no BaseException inside an ExceptionGroup (TypeError).
for args in [('x', [1]), ('x', 1), ('x', []), (1, [ValueError()]), ('x', [KeyboardInterrupt()]), ('x', (ValueError(), 2)), ('x', {ValueError()}), ('x',), ('x', [ValueError()], 3)]:
    for cls in (ExceptionGroup, BaseExceptionGroup):
        try:
            g = cls(*args)
            print(cls.__name__, 'ok', type(g).__name__)
        except Exception as e:
            print(cls.__name__, type(e).__name__, e)
