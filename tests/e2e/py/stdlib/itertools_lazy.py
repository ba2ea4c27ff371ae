import itertools as it
def gen():
    for i in range(3):
        print('yield', i)
        yield i
c = it.chain(gen(), gen())
print('made chain')
print(next(c))
m = it.islice(gen(), 1)
print('made islice')
print(list(m))
t = it.takewhile(lambda v: v < 1, gen())
print(list(t))
