import random
for f in [lambda: random.choice([]), lambda: random.randrange(0), lambda: random.randrange(5, 5),
          lambda: random.randrange(0, 10, 0), lambda: random.sample([1, 2], 3), lambda: random.randint(3, 1),
          lambda: random.getrandbits(-1), lambda: random.choices('ab', weights=[1]),
          lambda: random.choices('ab', weights=[0, 0]), lambda: random.sample({1, 2}, 1),
          lambda: random.seed([1])]:
    try:
        print(f())
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
