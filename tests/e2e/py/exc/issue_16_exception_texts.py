# Issue 16: UnicodeTranslateError has object/start/end/reason (and encoding None) and
# CPython's str() ('can't translate character ...'); the other exceptions' str/repr/args
# for reference.
for e in [UnicodeEncodeError("ascii", "\u20ac", 0, 1, "r"), UnicodeEncodeError("ascii", "\U0001f600x", 0, 1, "r"), UnicodeEncodeError("ascii", "ab", 0, 2, "r"), UnicodeDecodeError("utf-8", b"ab", 0, 2, "r"), UnicodeTranslateError("x", 0, 5, "r"), UnicodeTranslateError("ab", 1, 1, "r")]:
    print(str(e), e.args)
e = UnicodeTranslateError("\xe9", 0, 1, "bad")
print(e.object, e.start, e.end, e.reason)
print(UnicodeTranslateError("abc", 0, 2, "r"))
print(UnicodeTranslateError("\u20ac", 0, 1, "r"), UnicodeTranslateError("\U0001f600", 0, 1, "r"))
import json
cases = [KeyError(), KeyError(1, 2), KeyError('a'), KeyError(('a',)), IndexError('x'), OSError(), OSError('m'), OSError(1, 'two'), OSError(1, 'two', 'f'), OSError(1, 'two', 'f', None, 'g'),
         FileNotFoundError(2, 'nf', 'p'), PermissionError('x'), TimeoutError(), SyntaxError('m'), SyntaxError('m', ('f.py', 1, 2, 'txt', 1, 3)), SyntaxError('m', ('f.py', 1, 2, 'txt')),
         IndentationError('i', ('f', 3, 1, 'x', 3, 2)), UnicodeDecodeError('utf-8', b'\xff', 0, 1, 'bad'), UnicodeEncodeError('ascii', 'é', 0, 1, 'bad'), UnicodeTranslateError('é', 0, 1, 'bad'),
         StopIteration(), StopIteration(1), StopIteration(1, 2), SystemExit(), SystemExit(2), SystemExit('m'), KeyboardInterrupt(), GeneratorExit(), RecursionError('r'), AssertionError(), AssertionError('a', 'b'),
         ValueError(None), ValueError(''), ValueError(1.5), Exception([1]), BaseException('b'), ArithmeticError(), ZeroDivisionError('division by zero'), OverflowError(), NotImplementedError('n'),
         ImportError('m'), ImportError('m', name='n', path='p'), ModuleNotFoundError("No module named 'x'", name='x'), AttributeError('a', name='n', obj=1), NameError('n', name='x'),
         json.JSONDecodeError('msg', 'doc here', 4), UnboundLocalError('u'), EOFError(), MemoryError(), BufferError(), LookupError(), EnvironmentError(1, 'e'), IOError('io'), BlockingIOError(11, 'b', 'f', None) if False else BlockingIOError(11, 'b')]
for e in cases:
    print(type(e).__name__, '|', repr(e), '|', str(e), '|', e.args)
e = SyntaxError('m', ('f.py', 1, 2, 'txt', 1, 3))
print(e.filename, e.lineno, e.offset, e.text, e.end_lineno, e.end_offset, e.msg)
e = OSError(2, 'nf', 'fn')
print(e.errno, e.strerror, e.filename, e.filename2, e.characters_written if hasattr(e, 'characters_written') else 'no cw')
e = UnicodeDecodeError('utf-8', b'\xff\xfe', 1, 2, 'r')
print(e.start, e.end, e.object, e.encoding, e.reason)
e = json.JSONDecodeError('msg', 'ab\ncd', 4)
print(e.msg, e.doc, e.pos, e.lineno, e.colno)
print(ImportError('m', name='n').name, ImportError('m').path, ModuleNotFoundError.__mro__[1].__name__)
try: OSError(1, 2, 3, 4, 5, 6)
except TypeError as ex: print(ex)
e = StopIteration(7); print(e.value); e.value = 8; print(e.value, e.args)
e = SystemExit(3); print(e.code)
print(KeyError('a').__reduce__() if False else '', Exception('a', 'b').with_traceback(None).args)
