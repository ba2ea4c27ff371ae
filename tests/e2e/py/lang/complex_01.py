# complex_01: Monty language golden test
z = 3 + 4j
print(z, z.real, z.imag, abs(z), z.conjugate(), -z)
print(z + 1, z * 2, z * z, z / 2, (1 + 1j) ** 2, 1j ** 2)
print(complex(1, 2), complex('3+4j'), complex(2), complex(), complex('-1.5j'))
print(repr(1j), repr(-1j), repr(0j), repr(complex(0, -0.0)), repr(1 + 0j), repr(complex(1.5, 2)))
print(z == 3 + 4j, z != 3, (1 + 0j) == 1, type(z).__name__)
try:
    z < z
except TypeError as e:
    print(type(e).__name__, e)
try:
    (1 + 1j) // 1
except TypeError as e:
    print(type(e).__name__, e)
print(complex('inf+nanj'), 2 * 1j + 1, (2j).imag)
print(f'{z}', str(z), format(1 + 2j, ''), bool(0j), bool(1j))
