# Default arguments: evaluated once, the mutable-default trap, and the None sentinel fix.
def append_bad(item, bucket=[]):
    bucket.append(item)
    return bucket
print(append_bad(1), append_bad(2), append_bad.__defaults__)
def append_good(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket
print(append_good(1), append_good(2))
_missing = object()
def get(d, key, default=_missing):
    if key in d:
        return d[key]
    if default is _missing:
        raise KeyError(key)
    return default
print(get({"a": 1}, "a"), get({}, "b", None))
try:
    get({}, "c")
except KeyError as e:
    print("KeyError", e)
counter = 10
def snapshot(value=counter):
    return value
counter = 99
print(snapshot(), snapshot(5))
def connect(host="localhost", port=5432, *, timeout=3.0, retries=2):
    return f"{host}:{port} t={timeout} r={retries}"
print(connect())
print(connect("db", timeout=1))
print(connect(port=1, retries=0))
print(connect.__defaults__, connect.__kwdefaults__)
def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, kw
print(f(1, c=3))
print(f(1, 5, 6, 7, c=8, e=9))
