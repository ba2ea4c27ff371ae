# try_nested_01: Monty language golden test
try:
    try:
        raise KeyError('inner')
    except ValueError:
        print('wrong')
    finally:
        print('inner finally')
except KeyError as e:
    print('outer caught', e)
try:
    try:
        raise TypeError('a')
    except TypeError:
        raise ValueError('b')
except ValueError as e:
    print(type(e).__name__, e, type(e.__context__).__name__, e.__context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise
except ZeroDivisionError as e:
    print('reraised', e)
e = 'kept?'
try:
    raise OSError('x')
except OSError as e:
    pass
try:
    print(e)
except NameError as err:
    print(type(err).__name__, err)
