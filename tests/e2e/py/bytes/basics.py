b = b"hello"
print(b, b[0], b[1:3], len(b), b + b"!", b * 2, b"ell" in b, list(b[:2]), b.upper(), b.decode())
