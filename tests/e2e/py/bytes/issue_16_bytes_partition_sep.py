# bytes.partition/rpartition give back the separator object itself as the middle part
# (a bytearray separator stays a bytearray); bytearray's give a new bytearray.
for meth in ("partition", "rpartition"):
    for sep in (b"45", bytearray(b"45")):
        for obj in (b"14523456789", bytearray(b"14523456789")):
            r = getattr(obj, meth)(sep)
            print(meth, type(obj).__name__, type(sep).__name__, r, [type(x).__name__ for x in r])
        r = getattr(b"123", meth)(sep)
        print(meth, "nf", r, [type(x).__name__ for x in r])
sep = bytearray(b"-")
print(b"a-b".partition(sep)[1] is sep, b"a-b".rpartition(sep)[1] is sep)
sep2 = b"-"
print(b"a-b".partition(sep2)[1] is sep2, bytearray(b"a-b").partition(sep2)[1] is sep2)
class SB(bytes):
    pass
print(type(SB(b"a-b").partition(b"-")[0]).__name__, b"x".partition(SB(b"-")))
