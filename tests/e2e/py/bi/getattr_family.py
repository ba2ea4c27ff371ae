class O:
    a = 1
o = O()
print(getattr(o, "a"), getattr(o, "b", 2), hasattr(o, "a"), hasattr(o, "zz"))
setattr(o, "b", 5)
print(o.b)
delattr(o, "b")
print(hasattr(o, "b"))
