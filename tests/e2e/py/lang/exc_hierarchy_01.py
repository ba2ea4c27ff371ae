# exc_hierarchy_01: Monty language golden test
pairs = [(ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError),
         (KeyError, LookupError), (IndexError, LookupError), (FileNotFoundError, OSError),
         (ModuleNotFoundError, ImportError), (UnboundLocalError, NameError),
         (RecursionError, RuntimeError), (NotImplementedError, RuntimeError),
         (StopIteration, Exception), (GeneratorExit, Exception), (KeyboardInterrupt, Exception),
         (SystemExit, BaseException), (UnicodeDecodeError, ValueError), (TimeoutError, OSError),
         (PermissionError, OSError), (IsADirectoryError, OSError), (BrokenPipeError, ConnectionError),
         (TabError, IndentationError), (IndentationError, SyntaxError), (ExceptionGroup, Exception),
         (BaseExceptionGroup, BaseException), (AssertionError, Exception), (Warning, Exception),
         (DeprecationWarning, Warning), (StopAsyncIteration, Exception), (BufferError, Exception),
         (EOFError, Exception), (FloatingPointError, ArithmeticError), (MemoryError, Exception),
         (ReferenceError, Exception), (SystemError, Exception), (UnicodeError, ValueError)]
for a, b in pairs:
    print(a.__name__, b.__name__, issubclass(a, b))
print(EnvironmentError is OSError, IOError is OSError)
print([c.__name__ for c in KeyError.__mro__])
