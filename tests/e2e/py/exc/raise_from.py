try:
    try:
        {}["k"]
    except KeyError as e:
        raise ValueError("bad key") from e
except ValueError as e:
    print(repr(e), repr(e.__cause__), e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during")
except ValueError as e:
    print(repr(e.__context__), e.__cause__)
try:
    raise ValueError("x") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__)
