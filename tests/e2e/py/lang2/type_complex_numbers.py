# complex: construction, arithmetic, abs/conjugate, repr forms and errors.
z = complex(3, 4)
w = 1 - 2j
print(z, w, z + w, z - w, z * w, z / w)
print(abs(z), z.conjugate(), z.real, z.imag, type(z.real).__name__)
print(z ** 2, (1j) ** 2, 2 ** 1j == 2 ** 1j, pow(z, 0))
print(complex("1+2j"), complex(" -3.5j "), complex(2), complex(), complex(1.5, -0.5))
print(repr(1j), repr(-1j), repr(2 + 0j), repr(complex(0, 1.5)), repr(complex(-1, -1)))
print(z == 3 + 4j, z == complex(3.0, 4.0), 1 + 0j == 1, z != w)
roots = [complex(-1, 0) ** 0.5]
print([round(r.real, 10) + round(r.imag, 10) * 1j for r in roots])
print(f"{z}", f"{z!r:>10}", str(z))
try:
    z < w
except TypeError as e:
    print("TypeError:", e)
try:
    complex("1+")
except ValueError as e:
    print("ValueError:", e)
try:
    z // 2
except TypeError as e:
    print("TypeError:", e)
try:
    1 / (0 + 0j)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(sum([1j, 2, 3.5]), isinstance(1j, complex), hash(1 + 0j) == hash(1))
