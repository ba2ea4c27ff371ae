# Issue 16: a script's globals have __package__, __spec__ and __cached__ (None when run as
# python3 FILE, as CPython's); reading them was a NameError.
print(__name__, __doc__, __package__, __spec__, __cached__)
if __spec__ is None and __package__ is None:
    print("run as a script")
g = globals()
print(all(k in g for k in ("__name__", "__doc__", "__package__", "__spec__", "__cached__")))


def inner():
    return __package__, __spec__


print(inner())
