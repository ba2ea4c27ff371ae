import itertools as it
for f in (lambda: it.count('a'), lambda: it.repeat(1, 'x'), lambda: it.combinations('ab', 'x'),
          lambda: it.islice('a'), lambda: next(it.chain(5)), lambda: list(it.starmap(pow, [1]))):
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__)
