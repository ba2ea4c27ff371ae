for t in [ZeroDivisionError, KeyError, FileNotFoundError, RecursionError, UnicodeDecodeError, StopIteration, KeyboardInterrupt]:
    print(t.__name__, [k.__name__ for k in t.__mro__])
