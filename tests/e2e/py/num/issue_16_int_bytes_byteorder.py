# int.from_bytes and int.to_bytes both check byteorder: 'little' or 'big' only (a
# ValueError otherwise), a str (a TypeError otherwise); 'big' when not given.
for args in [(b"\x00\x10", "something"), (b"\x00\x10", "big"), (b"\x01\x02", "little"),
             (b"\x00\x10", "BIG"), (b"\x00\x10", b"big"), (b"\x00\x10", 1), (b"\x05",)]:
    try:
        print(args, int.from_bytes(*args))
    except (ValueError, TypeError) as e:
        print(args, type(e).__name__, e)
try:
    int.from_bytes(b"\x01", byteorder="middle")
except ValueError as e:
    print("kw ValueError", e)
for v, args in [(1024, (4, "something")), (1024, (2, "little")), (1024, (2, 1)),
                (1024, (2, "Little")), (-1024, (4, "big")), (5, ())]:
    try:
        print(v, args, v.to_bytes(*args))
    except (ValueError, OverflowError, TypeError) as e:
        print(v, args, type(e).__name__, e)
print(int.from_bytes(bytes=b"\xfc\x00", byteorder="big", signed=True))
print((-1024).to_bytes(length=4, byteorder="little", signed=True))
