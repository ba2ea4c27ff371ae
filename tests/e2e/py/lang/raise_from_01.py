# raise_from_01: Monty language golden test
class AppError(Exception):
    pass
try:
    try:
        {}['missing']
    except KeyError as k:
        raise AppError('wrapped') from k
except AppError as e:
    print(e, type(e.__cause__).__name__, e.__cause__, e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise AppError('no ctx') from None
except AppError as e:
    print(e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
try:
    raise ValueError('a', 2)
except ValueError as e:
    print(e, e.args)
try:
    raise 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    raise ValueError('x') from 5
except TypeError as e:
    print(type(e).__name__, e)
