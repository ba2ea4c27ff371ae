def g():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
it = g()
print(next(it))
it.close()
print("closed")
