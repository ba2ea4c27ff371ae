# random.seed with str and bytes seeds: CPython hashes them with SHA-512 (version 2)
import random

for seed in ['hello', b'hello', '', 'x' * 111, 'y' * 112, 'caf\u00e9', bytearray(b'abc')]:
    random.seed(seed)
    print(repr(seed)[:20], random.random(), random.randint(1, 10**12), random.getrandbits(70))
random.seed('same')
a = [random.random() for _ in range(3)]
random.seed('same')
print(a == [random.random() for _ in range(3)])
