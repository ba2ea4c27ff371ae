# Issue 13: bytes.join and bytearray.join of an iterator made their own list of the items,
# and on an item that is no bytes-like object dropped that list before naming the item's
# type in the TypeError: the item, owned only by the list, was read after it was freed
# (ASan: heap-use-after-free in mt_type_name). CPython names the type.
class H:
    pass


def gen():
    yield b"a"
    yield H()
    yield b"b"


for make in (bytes, bytearray):
    for items in (iter([b"a", H()]), gen(), (H() for _ in range(3)), map(lambda x: H(), "ab")):
        try:
            make(b"-").join(items)
        except TypeError as e:
            print(make.__name__, e)
for sep in ("-", ""):
    try:
        sep.join(x for x in ["a", H()])
    except TypeError as e:
        print("str", e)
