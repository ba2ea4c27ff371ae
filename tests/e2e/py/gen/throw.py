def g():
    while True:
        try:
            yield
        except ValueError as e:
            print("caught", e)
it = g()
next(it)
it.throw(ValueError("boom"))
it.throw(ValueError("again"))
