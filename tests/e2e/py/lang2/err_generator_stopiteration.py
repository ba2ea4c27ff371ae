# StopIteration inside a generator becomes RuntimeError; generator exit and return values.
def leaky(items):
    it = iter(items)
    while True:
        yield next(it)
try:
    print(list(leaky([1, 2])))
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", type(e.__cause__).__name__)
def safe(items):
    it = iter(items)
    while True:
        try:
            yield next(it)
        except StopIteration:
            return "exhausted"
print(list(safe([1, 2])))
def closing():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("  got GeneratorExit")
        raise
    finally:
        print("  finally")
g = closing()
next(g)
g.close()
print(g.close(), "closed twice fine")
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield "refuse"
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError:", e)
def running():
    yield gen_ref.send(None)
gen_ref = running()
try:
    next(gen_ref)
except ValueError as e:
    print("ValueError:", e)
fresh = closing()
try:
    fresh.send(5)
except TypeError as e:
    print("TypeError:", e)
print(issubclass(GeneratorExit, Exception), issubclass(GeneratorExit, BaseException), issubclass(StopIteration, Exception))
