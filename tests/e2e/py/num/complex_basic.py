z = complex(3, 4)
print(z, abs(z), z.real, z.imag, z * z, z + 1, z.conjugate(), 2j, (1+2j) == complex(1, 2))
