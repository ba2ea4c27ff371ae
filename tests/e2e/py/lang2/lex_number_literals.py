# Number literals with underscores, bases, exponents and imaginary parts.
sizes = {
    "kb": 1_024,
    "mb": 1_048_576,
    "mask": 0xFF_FF,
    "perm": 0o7_5_5,
    "flags": 0b1010_0101,
}
for name, value in sizes.items():
    print(f"{name:>5} = {value:>10} hex={value:#x} oct={value:#o} bin={value:#b}")

print(0x1f, 0X1F, 0o17, 0O17, 0b11, 0B11)
print(1e3, 1E3, 1e-3, 2.5e+2, 1_000.000_1, 1_0e1_0)
print(.5, 5., 0.0, 00, 0_0, 1.e2)
print(3j, 1.5j, 2e3j, 0j, 1_0j)
z = 3 + 4j
print(z, z.real, z.imag, abs(z), type(z).__name__)
print(type(1_000).__name__, type(1e0).__name__, type(0x10).__name__)
print(int("1_000"), float("1_0.5"), int("0x_ff", 16), int("0b_101", 0))
print(0xdead_beef, 0o777, 0b1111_1111)
big = 1_000_000_000_000_000_000_000
print(big, big // 7, big % 7)
print(1e308 * 10, -1e308 * 10, 5e-324 / 2)
print(123456789012345678901234567890 * 0 == 0)
