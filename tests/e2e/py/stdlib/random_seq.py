import random
random.seed(12345)
print([random.random() for _ in range(3)])
print([random.randint(-5, 5) for _ in range(10)], random.getrandbits(1), random.getrandbits(33), random.getrandbits(100))
print([random.randrange(0, 1000, 7) for _ in range(5)], random.randrange(10), random.randrange(10, 0, -1))
lst = list('abcdefghij')
random.shuffle(lst)
print(lst, random.sample(lst, 3), random.sample(range(10 ** 6), 3), random.choice(lst))
print(random.choices(range(5), k=6), random.choices('xyz', weights=[5, 0, 1], k=6), random.choices('ab', cum_weights=[1, 3], k=4))
print(random.uniform(-1, 1), random.gauss(10, 2), random.gauss(), random.triangular(0, 10, 2))
print(random.normalvariate(0, 1), random.expovariate(1.5), random.randbytes(4))
for s in ['text', b'bytes', 0, -7, 2 ** 80, 1.5]:
    random.seed(s)
    print(repr(s), random.random())
r = random.Random('x')
st = r.getstate()
a = [r.random() for _ in range(3)]
r.setstate(st)
print(a == [r.random() for _ in range(3)], random.Random(5).random() == random.Random(5).random())
