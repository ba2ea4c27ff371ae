# random: gammavariate and betavariate (every branch of the gamma algorithm), seeded as CPython
import random


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__ + ":", e)


for seed in (0, 7, "gamma"):
    random.seed(seed)
    for alpha in (0.3, 0.999, 1.0, 1.5, 9.0, 250.0):
        print(alpha, [random.gammavariate(alpha, 2.0) for _ in range(3)])
    for a, b in ((0.5, 0.5), (1.0, 1.0), (2.0, 5.0), (30.0, 0.1)):
        print(a, b, [random.betavariate(a, b) for _ in range(3)])
    r = random.Random(seed)
    print(r.gammavariate(alpha=2.0, beta=1.0), r.betavariate(alpha=2.0, beta=3.0), r.random())
t(random.gammavariate, 0, 1)
t(random.gammavariate, 1, -1)
t(random.betavariate, 0, 1)
t(random.betavariate, 1, 0)
sr = random.SystemRandom()
print(0 < sr.gammavariate(2.0, 1.0), 0 <= sr.betavariate(2.0, 2.0) <= 1)
