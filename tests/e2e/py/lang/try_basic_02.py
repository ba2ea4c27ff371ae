# try_basic_02: Monty language golden test
def classify(exc):
    try:
        raise exc
    except (KeyError, IndexError) as e:
        return 'lookup:' + type(e).__name__
    except ArithmeticError as e:
        return 'arith:' + type(e).__name__
    except Exception as e:
        return 'other:' + type(e).__name__
for ex in [KeyError(), IndexError(), ZeroDivisionError(), OverflowError(), ValueError(), OSError()]:
    print(classify(ex))
try:
    pass
except Exception:
    print('no')
else:
    print('else without exception')
finally:
    print('finally always')
errs = (TypeError, ValueError)
try:
    int([])
except errs as e:
    print(type(e).__name__, e)
try:
    try:
        raise ValueError('in')
    finally:
        print('finally runs first')
except ValueError:
    print('then handler')
