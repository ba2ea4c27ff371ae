b = b"a,b,c"
print(b.split(b","), b.replace(b",", b";"), b.find(b"b"), b.startswith(b"a"), b"  x ".strip(), b"-".join([b"a", b"b"]), b.count(b","))
